import { describe, expect, it } from 'vitest';
import { ctxFor, labels } from '../test/helpers.js';
import { extractArchitecture } from './architecture.js';
import { extractEr } from './er.js';
import { extractHierarchy } from './hierarchy.js';
import { extractMindmap } from './mindmap.js';

/** Parent links as "parent > child" by label. */
function links(nodes: { id: string; label: string; parent?: string }[], root = '(root)'): string[] {
  const l = new Map(nodes.map((n) => [n.id, n.label]));
  return nodes.map((n) => `${n.parent ? l.get(n.parent) : root} > ${n.label}`);
}

describe('mindmap', () => {
  it('keeps the listed topics when later sentences give some of them children ("Guests include ...")', () => {
    const c = extractMindmap(ctxFor('Mind map for planning a wedding: venue, guests, catering, music and photography. Catering includes menu, drinks and cake. Guests include invitations, seating and RSVPs.'));
    const byId = new Map(c.nodes.map((n) => [n.id, n.label]));
    expect(c.nodes.filter((n) => !n.parent).map((n) => n.label)).toEqual(['Venue', 'Guests', 'Catering', 'Music', 'Photography']);
    expect(c.nodes.filter((n) => byId.get(n.parent ?? '') === 'Guests').map((n) => n.label)).toEqual(['Invitations', 'Seating', 'RSVPs']);
  });
  it('hangs inline groups off the centre: "topic (a, b)"', () => {
    const c = extractMindmap(ctxFor('Mind map for planning a wedding: venue (church, garden), food (caterer, cake)'));
    expect(c.center).toBe('Planning a wedding');
    expect(links(c.nodes)).toEqual(['(root) > Venue', 'Venue > Church', 'Venue > Garden', '(root) > Food', 'Food > Caterer', 'Food > Cake']);
  });
  it('takes a single root of an outline as the centre', () => {
    const c = extractMindmap(ctxFor('- Learning Spanish\n  - Apps\n    - Duolingo\n  - People\n    - Tutor'));
    expect([c.center, links(c.nodes)]).toEqual(['Learning Spanish', ['(root) > Apps', 'Apps > Duolingo', '(root) > People', 'People > Tutor']]);
  });
});

describe('hierarchy', () => {
  it('gives each of "the engineering and data teams" the shared head', () => {
    const c = extractHierarchy(ctxFor('The CEO has three direct reports: the CTO, the CFO and the COO. The CTO leads the engineering and data teams.'));
    const byId = new Map(c.nodes.map((n) => [n.id, n.label]));
    expect(c.nodes.filter((n) => byId.get(n.parent ?? '') === 'CTO').map((n) => n.label)).toEqual(['Engineering team', 'Data team']);
  });
  it('reads "reports to" sentences in any order', () => {
    const c = extractHierarchy(ctxFor('The VP of Engineering reports to the CTO. The platform lead and the mobile lead report to the VP of Engineering. The CTO reports to the CEO.'));
    expect(links(c.nodes)).toEqual(['(root) > CEO', 'CEO > CTO', 'CTO > VP of Engineering', 'VP of Engineering > Platform lead', 'VP of Engineering > Mobile lead']);
  });
  it('reads nesting, and puts a flat list under a leading top role', () => {
    expect(links(extractHierarchy(ctxFor('- Board\n  - CEO\n    - Sales')).nodes)).toEqual(['(root) > Board', 'Board > CEO', 'CEO > Sales']);
    expect(links(extractHierarchy(ctxFor('Org chart: CEO, CTO, CFO')).nodes)).toEqual(['(root) > CEO', 'CEO > CTO', 'CEO > CFO']);
  });
  it('reads "X\'s children are" and "works under"', () => {
    const c = extractHierarchy(ctxFor("Family tree: Ada's children are Ben and Cleo. Dan works under Ben."));
    expect(links(c.nodes)).toEqual(['(root) > Ada', 'Ada > Ben', 'Ben > Dan', 'Ada > Cleo']);
  });
});

describe('er', () => {
  it('reads "a name and email" as two attributes, and a relationship after a comma', () => {
    const c = extractEr(ctxFor('ER diagram: a customer places many orders, each order contains many products through order items. Customers have a name and email; orders have a date and total; products have a name and price.'));
    expect(c.entities.map((e) => [e.label, e.attributes.map((a) => a.name)])).toEqual([['Customer', ['name', 'email']], ['Order', ['date', 'total']], ['Product', ['name', 'price']], ['Order Item', []]]);
    // "through order items": many-to-many through the entity the prompt names.
    expect(c.relationships.map((r) => `${r.from} > ${r.to}`)).toEqual(['customer > order', 'order > order-item', 'product > order-item']);
  });
  it('reads entities, attributes with keys, and cardinalities from "has many" and "belongs to"', () => {
    const c = extractEr(ctxFor('Data model: a team has many players; a player belongs to one team; each player has a name, a number and a position.\nTeam (id, name)'));
    const team = c.entities.find((e) => e.label === 'Team')!;
    const player = c.entities.find((e) => e.label === 'Player')!;
    expect(team.attributes).toEqual([{ name: 'id', key: 'pk' }, { name: 'name' }]);
    expect(player.attributes.map((a) => a.name)).toEqual(['name', 'number', 'position']);
    expect(c.relationships).toEqual([{ from: 'team', to: 'player', from_card: 'one', to_card: 'many' }]);
  });
  it('reads many-to-many and passive links', () => {
    const c = extractEr(ctxFor('Recipes and ingredients have a many-to-many relationship. Each recipe is written by one user.'));
    expect(c.relationships.map((r) => `${r.from}:${r.from_card}>${r.to}:${r.to_card}`)).toEqual(['recipe:many>ingredient:many', 'recipe:many>user:one']);
  });
});

describe('architecture', () => {
  it('reads components, verbs as connections, and "which" clauses', () => {
    const c = extractArchitecture(ctxFor('The React frontend calls the Node.js API, which reads from PostgreSQL and caches results in Redis.', (l) => (l === 'PostgreSQL' ? 'simple:postgresql' : undefined)));
    expect(labels(c.components)).toEqual(['React frontend', 'Node.js API', 'PostgreSQL', 'Redis']);
    const l = new Map(c.components.map((x) => [x.id, x.label]));
    expect(c.connections.map((x) => `${l.get(x.from)} > ${l.get(x.to)}`)).toEqual(['React frontend > Node.js API', 'Node.js API > PostgreSQL', 'Node.js API > Redis']);
    expect(c.components.find((x) => x.label === 'PostgreSQL')?.icon).toBe('simple:postgresql');
  });
  it('gives each owner its own one of a thing: "X and Y each have their own database", "each service has ..."', () => {
    const named = extractArchitecture(ctxFor('An API gateway routes to the orders service and the payments service. Orders and payments each have their own PostgreSQL database.'));
    const l = new Map(named.components.map((x) => [x.id, x.label]));
    expect(named.connections.map((x) => `${l.get(x.from)} > ${l.get(x.to)}`)).toEqual([
      'API gateway > Orders service', 'API gateway > Payments service',
      'Orders service > Orders PostgreSQL database', 'Payments service > Payments PostgreSQL database',
    ]);
    const every = extractArchitecture(ctxFor('The gateway calls the user service and the order service. Each service has its own database.'));
    expect(labels(every.components)).toEqual(['Gateway', 'User service', 'Order service', 'User database', 'Order database']);
  });
  it('reads a CI/CD chain: two-word product names, deploy/build verbs, and a clause that continues the one before', () => {
    const c = extractArchitecture(ctxFor('CI/CD pipeline: developers push code to GitHub, GitHub Actions builds a Docker image and pushes it to ECR, Argo CD deploys it to the Kubernetes cluster.'));
    const l = new Map(c.components.map((x) => [x.id, x.label]));
    expect(c.connections.map((x) => `${l.get(x.from)} > ${l.get(x.to)}`)).toEqual([
      'Developers > GitHub', 'GitHub Actions > Docker', 'GitHub Actions > ECR', 'Argo CD > Kubernetes cluster',
    ]);
  });
  it('reads zones from "Zone: a, b" lines', () => {
    const c = extractArchitecture(ctxFor('Frontend: web app, admin panel\nStorage: MySQL, S3'));
    const z = new Map(c.zones.map((x) => [x.id, x.label]));
    expect(c.components.map((x) => `${z.get(x.zone!)}/${x.label}`)).toEqual(['Frontend/Web app', 'Frontend/Admin panel', 'Storage/MySQL', 'Storage/S3']);
  });
});

describe('mind map one-liners', () => {
  it('reads "X -> a (…), b (…), c (…)" after the lead as the centre X with its branches', async () => {
    const { briefCtxFor } = await import('../test/helpers.js');
    const c = extractMindmap(briefCtxFor('map of my thesis ideas: climate migration -> causes (drought, sea level), effects (urban growth, conflict), policy (visas, aid)'));
    expect(c.center).toBe('Climate migration');
    expect(c.nodes.filter((n) => !n.parent).map((n) => n.label)).toEqual(['Causes', 'Effects', 'Policy']);
  });
});

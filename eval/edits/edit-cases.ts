// Thirty instructions written as users write them, on ten diagrams of different kinds, each with the change it asks
// for: the set `npm run eval:edits` and test/eval/edit-instructions.test.ts run through the builtin model's edit.
import type { DiagramState } from '../../src/authoring/model.js';

type Obj = Record<string, any>;

export interface EditCase {
  diagram: string;
  instruction: string;
  /** True when the edited diagram shows the intended change (and nothing else went missing). */
  check(after: DiagramState, before: DiagramState): boolean;
}

const nodesOf = (s: DiagramState): Obj[] => {
  const c = s.content as Obj;
  return c.nodes ?? c.components ?? c.states ?? c.steps ?? c.entities ?? c.tasks ?? c.levels ?? c.events ?? c.participants ?? c.options ?? [];
};
const linksOf = (s: DiagramState): Obj[] => {
  const c = s.content as Obj;
  return c.edges ?? c.connections ?? c.transitions ?? c.flows ?? c.relationships ?? c.messages ?? [];
};
const labelOf = (n: Obj) => String(n.label ?? n.title ?? '');
const byLabel = (s: DiagramState, label: string) => nodesOf(s).find((n) => labelOf(n).toLowerCase() === label.toLowerCase());
const idOf = (s: DiagramState, label: string) => byLabel(s, label)?.id;
const has = (s: DiagramState, label: string) => byLabel(s, label) !== undefined;
const link = (s: DiagramState, from: string, to: string) => linksOf(s).find((l) => l.from === idOf(s, from) && l.to === idOf(s, to));
/** Every element of `before` but those named is still there, with its id. */
const kept = (after: DiagramState, before: DiagramState, except: string[] = []) =>
  nodesOf(before).filter((n) => !except.includes(labelOf(n))).every((n) => nodesOf(after).some((m) => m.id === n.id));

export const DIAGRAMS: Record<string, DiagramState> = {
  order_flow: {
    kind: 'flowchart', design: 'flowchart-vertical', params: {}, style: {},
    content: {
      title: 'Order fulfilment',
      nodes: [
        { id: 'start', label: 'Start', type: 'start' }, { id: 'receive', label: 'Receive order', type: 'process' },
        { id: 'check', label: 'Check stock', type: 'process' }, { id: 'instock', label: 'In stock?', type: 'decision' },
        { id: 'pack', label: 'Pack items', type: 'process' }, { id: 'ship', label: 'Ship order', type: 'process' },
        { id: 'backorder', label: 'Back-order', type: 'process' }, { id: 'notify', label: 'Notify customer', type: 'process' },
        { id: 'end', label: 'End', type: 'end' },
      ],
      edges: [
        { from: 'start', to: 'receive' }, { from: 'receive', to: 'check' }, { from: 'check', to: 'instock' },
        { from: 'instock', to: 'pack', label: 'yes' }, { from: 'pack', to: 'ship' }, { from: 'ship', to: 'end' },
        { from: 'instock', to: 'backorder', label: 'no' }, { from: 'backorder', to: 'notify' }, { from: 'notify', to: 'end' },
      ],
      groups: [],
    },
  },
  web_shop: {
    kind: 'architecture', design: 'architecture-zones', params: {}, style: {},
    content: {
      title: 'Web shop',
      zones: [{ id: 'edge', label: 'Edge' }, { id: 'backend', label: 'Backend' }, { id: 'data', label: 'Data' }],
      components: [
        { id: 'browser', label: 'Browser', icon: 'lucide:globe' }, { id: 'cdn', label: 'CDN', zone: 'edge' },
        { id: 'gateway', label: 'API gateway', zone: 'backend' }, { id: 'orders', label: 'Orders service', zone: 'backend' },
        { id: 'users', label: 'Users service', zone: 'backend' }, { id: 'pg', label: 'PostgreSQL', zone: 'data', icon: 'simple:postgresql' },
        { id: 'kafka', label: 'Kafka', zone: 'data' }, { id: 'email', label: 'Email worker' }, { id: 'analytics', label: 'Analytics worker' },
      ],
      connections: [
        { from: 'browser', to: 'cdn' }, { from: 'cdn', to: 'gateway' }, { from: 'gateway', to: 'orders' }, { from: 'gateway', to: 'users' },
        { from: 'orders', to: 'pg' }, { from: 'users', to: 'pg' }, { from: 'orders', to: 'kafka', label: 'order events' },
        { from: 'kafka', to: 'email' }, { from: 'kafka', to: 'analytics' },
      ],
    },
  },
  login_sequence: {
    kind: 'sequence', design: 'sequence-lifelines', params: {}, style: {},
    content: {
      title: 'Sign in',
      participants: [{ id: 'user', label: 'User', type: 'actor' }, { id: 'web', label: 'Web app', type: 'system' }, { id: 'auth', label: 'Auth service', type: 'system' }, { id: 'db', label: 'Database', type: 'system' }],
      messages: [
        { id: 'm1', from: 'user', to: 'web', label: 'Enter credentials', type: 'sync' }, { id: 'm2', from: 'web', to: 'auth', label: 'Verify', type: 'sync' },
        { id: 'm3', from: 'auth', to: 'db', label: 'Look up user', type: 'sync' }, { id: 'm4', from: 'db', to: 'auth', label: 'User record', type: 'reply' },
        { id: 'm5', from: 'auth', to: 'web', label: 'Token', type: 'reply' }, { id: 'm6', from: 'web', to: 'user', label: 'Show dashboard', type: 'reply' },
      ],
      notes: [], fragments: [],
    },
  },
  order_states: {
    kind: 'state', design: 'state-machine', params: {}, style: {},
    content: {
      title: 'Order status',
      states: [
        { id: 'init', label: 'Start', type: 'initial' }, { id: 'pending', label: 'Pending', type: 'normal' }, { id: 'paid', label: 'Paid', type: 'normal' },
        { id: 'shipped', label: 'Shipped', type: 'normal' }, { id: 'delivered', label: 'Delivered', type: 'normal' },
        { id: 'cancelled', label: 'Cancelled', type: 'normal' }, { id: 'fin', label: 'End', type: 'final' },
      ],
      transitions: [
        { from: 'init', to: 'pending' }, { from: 'pending', to: 'paid', label: 'pay' }, { from: 'paid', to: 'shipped', label: 'ship' },
        { from: 'shipped', to: 'delivered', label: 'deliver' }, { from: 'delivered', to: 'fin' }, { from: 'pending', to: 'cancelled', label: 'cancel' },
        { from: 'cancelled', to: 'fin' },
      ],
    },
  },
  redesign_map: {
    kind: 'mindmap', design: 'mindmap-radial', params: {}, style: {},
    content: {
      title: 'Website redesign', center: 'Website redesign',
      nodes: [
        { id: 'goals', label: 'Goals' }, { id: 'conv', label: 'Higher conversion', parent: 'goals' }, { id: 'speed', label: 'Faster pages', parent: 'goals' },
        { id: 'research', label: 'Research' }, { id: 'interviews', label: 'User interviews', parent: 'research' }, { id: 'analytics', label: 'Analytics review', parent: 'research' },
        { id: 'design', label: 'Design' }, { id: 'system', label: 'Design system', parent: 'design' }, { id: 'proto', label: 'Prototype', parent: 'design' },
        { id: 'build', label: 'Build' }, { id: 'cms', label: 'Headless CMS', parent: 'build' },
      ],
    },
  },
  org_chart: {
    kind: 'hierarchy', design: 'hierarchy-org-chart', params: {}, style: {},
    content: {
      title: 'Leadership',
      nodes: [
        { id: 'ceo', label: 'CEO' }, { id: 'cto', label: 'CTO', parent: 'ceo' }, { id: 'cfo', label: 'CFO', parent: 'ceo' }, { id: 'coo', label: 'COO', parent: 'ceo' },
        { id: 'vpe', label: 'VP Engineering', parent: 'cto' }, { id: 'data', label: 'Head of Data', parent: 'cto' }, { id: 'controller', label: 'Controller', parent: 'cfo' },
      ],
    },
  },
  maslow: {
    kind: 'pyramid', design: 'pyramid-levels', params: {}, style: {},
    content: {
      title: "Maslow's hierarchy of needs",
      levels: [
        { id: 'self', label: 'Self-actualization' }, { id: 'esteem', label: 'Esteem' }, { id: 'love', label: 'Love and belonging' },
        { id: 'safety', label: 'Safety' }, { id: 'phys', label: 'Physiological' },
      ],
    },
  },
  company_history: {
    kind: 'timeline', design: 'timeline-horizontal', params: {}, style: {},
    content: {
      title: 'Our story',
      events: [
        { id: 'founded', date: '2019', title: 'Founded' }, { id: 'release', date: '2020', title: 'First release' },
        { id: 'series-a', date: '2022', title: 'Series A' }, { id: 'million', date: '2024', title: '1 million users' },
      ],
    },
  },
  databases: {
    kind: 'comparison', design: 'comparison-table', params: {}, style: {},
    content: {
      title: 'Which database?',
      options: [{ id: 'postgres', label: 'PostgreSQL', pros: [], cons: [] }, { id: 'mysql', label: 'MySQL', pros: [], cons: [] }, { id: 'sqlite', label: 'SQLite', pros: [], cons: [] }],
      criteria: [
        { id: 'license', label: 'License', values: ['PostgreSQL License', 'GPL', 'Public domain'] },
        { id: 'concurrency', label: 'Concurrency', values: ['MVCC', 'MVCC (InnoDB)', 'One writer'] },
        { id: 'best', label: 'Best for', values: ['Complex queries', 'Web apps', 'Embedded'] },
      ],
    },
  },
  shop_schema: {
    kind: 'er', design: 'er-entities', params: {}, style: {},
    content: {
      title: 'Shop',
      entities: [
        { id: 'user', label: 'User', attributes: [{ name: 'id', type: 'uuid', key: 'pk' }, { name: 'email', type: 'text', key: 'uk' }] },
        { id: 'order', label: 'Order', attributes: [{ name: 'id', type: 'uuid', key: 'pk' }, { name: 'user_id', type: 'uuid', key: 'fk' }, { name: 'total', type: 'numeric' }] },
        { id: 'product', label: 'Product', attributes: [{ name: 'id', type: 'uuid', key: 'pk' }, { name: 'title', type: 'text' }] },
      ],
      relationships: [{ from: 'user', to: 'order', from_card: 'one', to_card: 'zero_or_many', label: 'places' }, { from: 'order', to: 'product', from_card: 'many', to_card: 'many' }],
    },
  },
};

export const CASES: EditCase[] = [
  { diagram: 'order_flow', instruction: "Add a 'Send invoice' step between Ship order and End",
    check: (a, b) => Boolean(link(a, 'Ship order', 'Send invoice') && link(a, 'Send invoice', 'End') && !link(a, 'Ship order', 'End') && kept(a, b)) },
  { diagram: 'order_flow', instruction: 'rename Back-order to Reorder from supplier',
    check: (a, b) => byLabel(a, 'Reorder from supplier')?.id === 'backorder' && kept(a, b) },
  { diagram: 'order_flow', instruction: 'make the decision red please',
    check: (a, b) => /^#(?:dc2626|ef4444|ff0000)$/.test(byLabel(a, 'In stock?')?.color ?? '') && kept(a, b) },

  { diagram: 'web_shop', instruction: 'add a Redis cache between the users service and the database',
    check: (a, b) => Boolean(link(a, 'Users service', 'Redis cache') && link(a, 'Redis cache', 'PostgreSQL') && !link(a, 'Users service', 'PostgreSQL') && kept(a, b)) },
  { diagram: 'web_shop', instruction: 'Put the workers in a group called Background jobs',
    check: (a, b) => {
      const zone = (a.content as Obj).zones.find((z: Obj) => z.label === 'Background jobs');
      return Boolean(zone && byLabel(a, 'Email worker')?.zone === zone.id && byLabel(a, 'Analytics worker')?.zone === zone.id && kept(a, b));
    } },
  { diagram: 'web_shop', instruction: 'the orders service should also call the users service',
    check: (a, b) => Boolean(link(a, 'Orders service', 'Users service') && kept(a, b)) },

  { diagram: 'login_sequence', instruction: 'Add an Audit log participant',
    check: (a, b) => has(a, 'Audit log') && kept(a, b) },
  { diagram: 'login_sequence', instruction: 'rename Web app to Frontend',
    check: (a, b) => byLabel(a, 'Frontend')?.id === 'web' && kept(a, b) },
  { diagram: 'login_sequence', instruction: 'after the token comes back, the web app should log the sign-in with the auth service',
    check: (a, b) => {
      const msgs = linksOf(a);
      const i = msgs.findIndex((m) => m.from === 'web' && m.to === 'auth' && /log/i.test(m.label));
      return i > msgs.findIndex((m) => m.id === 'm5') && kept(a, b);
    } },

  { diagram: 'order_states', instruction: 'add a Refunded state after Delivered',
    check: (a, b) => Boolean(has(a, 'Refunded') && link(a, 'Delivered', 'Refunded') && kept(a, b)) },
  { diagram: 'order_states', instruction: 'Add a transition from Paid to Cancelled when the customer cancels',
    check: (a, b) => /cancel/i.test(link(a, 'Paid', 'Cancelled')?.label ?? '') && kept(a, b) },
  { diagram: 'order_states', instruction: 'remove shipped',
    check: (a, b) => !has(a, 'Shipped') && Boolean(link(a, 'Paid', 'Delivered')) && kept(a, b, ['Shipped']) },

  { diagram: 'redesign_map', instruction: 'add Accessibility under Goals',
    check: (a, b) => byLabel(a, 'Accessibility')?.parent === 'goals' && kept(a, b) },
  { diagram: 'redesign_map', instruction: 'Move "Analytics review" to Goals',
    check: (a, b) => byLabel(a, 'Analytics review')?.parent === 'goals' && kept(a, b) },
  { diagram: 'redesign_map', instruction: 'delete the Build branch',
    check: (a, b) => !has(a, 'Build') && kept(a, b, ['Build']) },

  { diagram: 'org_chart', instruction: 'Add a Head of Security reporting to the CTO',
    check: (a, b) => byLabel(a, 'Head of Security')?.parent === 'cto' && kept(a, b) },
  { diagram: 'org_chart', instruction: 'the controller now reports to the COO',
    check: (a, b) => byLabel(a, 'Controller')?.parent === 'coo' && kept(a, b) },
  { diagram: 'org_chart', instruction: 'rename VP Engineering to VP of Engineering',
    check: (a, b) => byLabel(a, 'VP of Engineering')?.id === 'vpe' && kept(a, b) },

  { diagram: 'maslow', instruction: 'add Transcendence at the top',
    check: (a, b) => labelOf(nodesOf(a)[0]!) === 'Transcendence' && nodesOf(a).length === 6 && kept(a, b) },
  { diagram: 'maslow', instruction: "give Safety the description 'security, health, property'",
    check: (a, b) => byLabel(a, 'Safety')?.description === 'security, health, property' && kept(a, b) },
  { diagram: 'maslow', instruction: 'Remove love and belonging.',
    check: (a, b) => !has(a, 'Love and belonging') && nodesOf(a).length === 4 && kept(a, b, ['Love and belonging']) },

  { diagram: 'company_history', instruction: 'add 2021: Opened the Berlin office',
    check: (a, b) => nodesOf(a).map(labelOf).join('|') === 'Founded|First release|Opened the Berlin office|Series A|1 million users' && kept(a, b) },
  { diagram: 'company_history', instruction: 'Series A was actually in 2023',
    check: (a, b) => byLabel(a, 'Series A')?.date === '2023' && kept(a, b) },
  { diagram: 'company_history', instruction: 'make it vertical',
    check: (a, b) => a.design === 'timeline-vertical' && kept(a, b) },

  { diagram: 'databases', instruction: 'add a column for MongoDB',
    check: (a, b) => has(a, 'MongoDB') && (a.content as Obj).criteria.every((r: Obj) => r.values.length === 4) && kept(a, b) },
  { diagram: 'databases', instruction: 'Add a row "JSON support"',
    check: (a, b) => (a.content as Obj).criteria.some((r: Obj) => r.label === 'JSON support' && r.values.length === 3) && kept(a, b) },
  { diagram: 'databases', instruction: 'set the license of SQLite to public domain (no license)',
    check: (a, b) => (a.content as Obj).criteria.find((r: Obj) => r.id === 'license').values[2] === 'public domain (no license)' && kept(a, b) },

  { diagram: 'shop_schema', instruction: 'add a created_at column to the orders table',
    check: (a, b) => byLabel(a, 'Order')?.attributes.some((x: Obj) => x.name === 'created_at') && kept(a, b) },
  { diagram: 'shop_schema', instruction: 'Add a Payment entity linked to Order',
    check: (a, b) => Boolean(has(a, 'Payment') && (link(a, 'Order', 'Payment') || link(a, 'Payment', 'Order')) && kept(a, b)) },
  { diagram: 'shop_schema', instruction: 'use the dark theme',
    check: (a, b) => a.style.theme === 'dark' && kept(a, b) },
];

// Recall by prompt shape: which prompts get a known diagram, in which language, with which of their changes.
import { describe, expect, it } from 'vitest';
import type { FlowchartContent, MatrixContent, PyramidContent, SequenceContent, CycleContent, SwimlaneContent } from '../../../spec/content/index.js';
import { readEdits } from './edits.js';
import { recall } from './recall.js';

const content = <T>(prompt: string): T => {
  const r = recall(prompt);
  if (!r) throw new Error(`nothing recalled for "${prompt}"`);
  return r.content as T;
};
const levels = (p: string) => content<PyramidContent>(p).levels.map((l) => l.label);
const steps = (p: string) => content<CycleContent>(p).steps.map((s) => s.label);

describe('a prompt whose subject is a known diagram gets it', () => {
  it('"Maslow\'s hierarchy of needs pyramid": the five levels from self-actualization to physiological', () => {
    const r = recall("Maslow's hierarchy of needs pyramid")!;
    expect([r.topic.id, r.kind, r.lang]).toEqual(['maslow-hierarchy', 'pyramid', 'en']);
    expect(levels("Maslow's hierarchy of needs pyramid")).toEqual(['Self-actualization', 'Esteem needs', 'Love and belonging', 'Safety needs', 'Physiological needs']);
    expect(r.reason).toBe("Known diagram: Maslow's hierarchy of needs.");
  });

  it('"diagram of how DNS resolution works": the resolver asking root, TLD and authoritative servers', () => {
    const c = content<SequenceContent>('diagram of how DNS resolution works');
    expect(c.participants.map((p) => p.label)).toEqual(['Browser', 'Recursive resolver', 'Root name server', 'TLD name server (.com)', 'Authoritative name server']);
  });

  it('"PDCA cycle please", "SWOT analysis template", "Draw the OSI model": framing words do not count as content', () => {
    expect(steps('PDCA cycle please')).toEqual(['Plan', 'Do', 'Check', 'Act']);
    const swot = content<MatrixContent>('SWOT analysis template');
    expect(Object.values(swot.quadrants).map((q) => q?.label)).toEqual(['Strengths', 'Weaknesses', 'Opportunities', 'Threats']);
    expect(recall('Draw the OSI model')?.topic.id).toBe('osi-model');
  });

  it('questions: "what are the phases of mitosis?", "How does photosynthesis work?"', () => {
    expect(content<FlowchartContent>('what are the phases of mitosis?').nodes.map((n) => n.label)).toEqual(
      ['Interphase', 'Prophase', 'Metaphase', 'Anaphase', 'Telophase', 'Cytokinesis']);
    expect(recall('How does photosynthesis work?')?.topic.id).toBe('photosynthesis');
  });

  it('a name split by small words or reordered: "architecture of Kubernetes", "the phases of the cell cycle"', () => {
    expect(recall('architecture of Kubernetes')?.topic.id).toBe('kubernetes-architecture');
    expect(recall('the phases of the cell cycle')?.topic.id).toBe('cell-cycle');
  });

  it('a name written with another word for the same thing: "login process", "sign-in procedure", "log in flow", "sign up process"', () => {
    expect(recall('Explain how a login process works')?.topic.id).toBe('login-flow');
    expect(recall('the sign-in procedure')?.topic.id).toBe('login-flow');
    expect(recall('log in flow')?.topic.id).toBe('login-flow');
    expect(recall('User sign up process')?.topic.id).toBe('user-registration-flow');
    expect(recall('registration process')?.topic.id).toBe('user-registration-flow');
    // "git workflow" stays the basic workflow, apart from the "git flow" branching model.
    expect(recall('git workflow')?.topic.id).toBe('git-basic-workflow');
    expect(recall('git flow')?.topic.id).toBe('git-flow');
  });

  it('a prompt in another language draws labels in that language: "la pyramide de Maslow", "Zeichne den Wasserkreislauf"', () => {
    const fr = recall('la pyramide de Maslow')!;
    expect(fr.lang).toBe('fr');
    expect((fr.content as PyramidContent).levels[0].label).toBe('Accomplissement de soi');
    const de = recall('Zeichne den Wasserkreislauf')!;
    expect([de.topic.id, de.lang, (de.content as CycleContent).steps[0].label]).toEqual(['water-cycle', 'de', 'Verdunstung und Transpiration']);
  });

  it('a name shared by several languages takes the language of the words around it: "Ciclo PDCA", "Analyse SWOT", "Balanced Scorecard bitte"', () => {
    expect(['es', 'pt', 'it']).toContain(recall('Ciclo PDCA')!.lang);
    expect(recall('Dessine une analyse SWOT')!.lang).toBe('fr');
    expect(recall('Balanced Scorecard bitte')!.lang).toBe('de');
    expect(recall('Compare Scrum and Kanban')!.lang).toBe('en');
  });

  it('"PDCA cycle in French": the language asked for wins', () => {
    expect(steps('PDCA cycle in French')).toEqual(['Planifier', 'Faire', 'Vérifier', 'Agir']);
  });

  it('another kind asked for reshapes the known content: "the water cycle as a flowchart", "mind map of the SWOT analysis"', () => {
    const flow = recall('the water cycle as a flowchart')!;
    expect(flow.kind).toBe('flowchart');
    const f = flow.content as FlowchartContent;
    expect(f.nodes.map((n) => n.label)[0]).toBe('Evaporation and transpiration');
    // A cycle drawn as a flowchart closes on its first step.
    expect(f.edges.some((e) => e.to === f.nodes[0].id && e.from === f.nodes[f.nodes.length - 1].id)).toBe(true);
    expect(recall('mind map of the SWOT analysis')?.kind).toBe('mindmap');
  });
});

describe('what the prompt adds or changes wins', () => {
  it('"Maslow\'s pyramid with a sixth level, transcendence": a sixth level at the top', () => {
    const r = recall("Maslow's pyramid with a sixth level, transcendence")!;
    expect((r.content as PyramidContent).levels.map((l) => l.label)).toEqual(['Transcendence', 'Self-actualization', 'Esteem needs', 'Love and belonging', 'Safety needs', 'Physiological needs']);
    expect(r.reason).toMatch(/with the prompt's changes/);
  });

  it('"OAuth code flow, but the client is a mobile app": the client participant becomes the mobile app', () => {
    const c = content<SequenceContent>('OAuth code flow, but the client is a mobile app');
    expect(c.participants.map((p) => p.label)).toContain('Mobile app (client)');
    expect(c.participants.map((p) => p.label)).not.toContain('Client app');
    expect(c.messages.length).toBeGreaterThan(8);
  });

  it('"Eisenhower matrix without Eliminate": the quadrant is left out', () => {
    const q = content<MatrixContent>('Eisenhower matrix without Eliminate').quadrants;
    expect(Object.values(q).map((x) => x?.label)).toEqual(['Do first', 'Schedule', 'Delegate']);
  });

  it('"Lewin\'s change model, add Reflect after Refreeze": the step joins the flow after Refreeze', () => {
    const f = content<FlowchartContent>("Lewin's change model, add Reflect after Refreeze");
    const reflect = f.nodes.find((n) => n.label === 'Reflect')!;
    expect(reflect).toBeDefined();
    expect(f.edges).toContainEqual({ from: 'refreeze', to: reflect.id });
  });

  it('"SWOT analysis for a coffee shop": the template, titled for the coffee shop', () => {
    expect(content<MatrixContent>('SWOT analysis for a coffee shop').title).toBe('SWOT analysis: Coffee shop');
  });

  it('reads a part\'s name only as a whole word: "and production rollback" adds no "P" called "roduction rollback"', () => {
    expect(readEdits(' with staging deployment, approval gate, and production rollback').map((r) => r.edit)).toEqual([]);
    expect(readEdits('4 Ps of marketing with a fifth P, people').map((r) => r.edit)).toEqual([{ type: 'add', text: 'people', position: undefined }]);
  });

  it('"Kotter\'s 8 steps but skip Sustain acceleration": seven steps', () => {
    const items = content<{ items: { label: string }[] }>("Kotter's 8 steps but skip Sustain acceleration").items.map((i) => i.label);
    expect(items).toHaveLength(7);
    expect(items).not.toContain('Sustain acceleration');
  });
});

describe('a prompt that only mentions a topic, or brings its own items, keeps its own content', () => {
  it.each([
    'our incident process, loosely based on NIST, is: detect, page on-call, mitigate, write the postmortem',
    'SWOT analysis: strengths brand, weaknesses cost, opportunities export, threats rivals',
    'Architecture of our app: React front end, Node API with JWT auth, Postgres',
    'Our DNS setup with Route 53 and Cloudflare',
    'Compare the BCG matrix and the Ansoff matrix',
    'A sprint board inspired by Kanban with columns for design review and legal sign-off',
    'Draw a flowchart for our onboarding: sign contract, get laptop, meet the team, first project, review after 90 days',
    // A name read in scattered words does not reach over a colon.
    'Architecture: the web app calls the API, which reads the database.',
  ])('"%s"', (prompt) => {
    expect(recall(prompt)).toBeUndefined();
  });

  it('a long prompt that describes its own diagram', () => {
    const prompt = 'Our checkout service publishes an order-placed event to Kafka; the inventory service reserves stock, the payment service charges the card, and the notification service emails the customer. Draw this event-driven architecture with the dead-letter queue and retries.';
    expect(recall(prompt)).toBeUndefined();
  });
});

describe('common scenarios asked for by a generic name', () => {
  const participants = (p: string) => content<SequenceContent>(p).participants.map((x) => x.label);

  it('reads "Show how a user request is handled by the system" as the request lifecycle ("handled" is "handling")', () => {
    const r = recall('Show how a user request is handled by the system')!;
    expect([r.topic.id, r.kind]).toEqual(['request-lifecycle', 'sequence']);
    expect(participants('Show how a user request is handled by the system')).toEqual(['User', 'App', 'Server', 'Database']);
    expect(recall('how an order is processed')?.topic.id).toBe('order-processing-services');
  });

  it('reads "order processing through payment, inventory, and notification services" as a list naming the topic\'s parts', () => {
    expect(participants('order processing through payment, inventory, and notification services')).toEqual(
      ['Client', 'API gateway', 'Order service', 'Payment service (Stripe)', 'Inventory service', 'Notification service', 'Database']);
  });

  it('reads "/swimlanes order processing …" as the sequence in lanes, each message in the lane of whoever does it', () => {
    const r = recall('/swimlanes order processing through payment, inventory, and notification services')!;
    expect(r.kind).toBe('swimlane');
    const c = r.content as SwimlaneContent;
    const lane = (label: string) => c.lanes.find((l) => l.id === c.steps.find((s) => s.label === label)?.lane)?.label;
    expect(lane('POST /orders')).toBe('Client');
    expect(lane('Charge the card')).toBe('Payment service (Stripe)');
    expect(lane('Items reserved')).toBe('Inventory service');
    expect(c.flows).toHaveLength(c.steps.length - 1);
  });

  it('reads "user login with OAuth2 including token refresh and session expiry": words naming the topic\'s parts are not the prompt\'s own', () => {
    const r = recall('user login with OAuth2 including token refresh and session expiry')!;
    expect(r.topic.id).toBe('oauth-social-login');
    expect(participants('user login with OAuth2 including token refresh and session expiry')).toEqual(['User', 'Web app', 'Authorization server (Google)', 'API', 'Database']);
  });

  it('reads "CI/CD pipeline with staging deployment, approval gate, and production rollback" as the pipeline, not as added steps', () => {
    const r = recall('CI/CD pipeline with staging deployment, approval gate, and production rollback')!;
    expect(r.topic.id).toBe('ci-cd-pipeline');
    expect(r.edits).toEqual([]);
    const labels = (r.content as FlowchartContent).nodes.map((n) => n.label);
    expect(labels).toContain('Approval gate: team lead approves?');
    expect(labels).toContain('Rollback to the previous release');
    expect(labels.some((l) => /^Roduction/.test(l))).toBe(false);
  });

  it('reads "login sequence diagram", "sequence diagram for user login", "login flow as a sequence diagram" as the login\'s sequence topic', () => {
    for (const p of ['login sequence diagram', 'sequence diagram for user login', 'login flow as a sequence diagram']) {
      expect([recall(p)?.topic.id, recall(p)?.kind], p).toEqual(['login-sequence', 'sequence']);
    }
    expect(recall('Explain how a login process works')?.kind).toBe('flowchart');
  });

  it('reads "How are US laws passed?" as the bill\'s path through committee, subcommittee, floor, conference and President', () => {
    const labels = content<FlowchartContent>('How are US laws passed?').nodes.map((n) => n.label);
    expect(labels).toEqual(expect.arrayContaining(['Referred to committee', 'Subcommittee hearings and markup', 'Floor debate and vote', 'Conference committee settles the differences', 'President signs?', 'Veto']));
  });

  it.each([
    // Items the topic does not have: the prompt's own list.
    'order processing through payment, fraud scoring, warehouse robots and drone delivery',
    // A list after a colon, or the writer's own process, stays theirs even when it names the topic's parts.
    'Order processing: payment, inventory, notification',
    'our order processing with payment, inventory and notification',
    'Login flow: open app, enter PIN, verify fingerprint, show home screen',
    // A description of one's own flow.
    'OAuth login where the app verifies the password hash against Postgres, then issues a JWT and stores the refresh token in Redis',
  ])('leaves "%s" to the prose readers', (prompt) => {
    expect(recall(prompt)).toBeUndefined();
  });
});

describe('a named design', () => {
  it('of the topic\'s kind gets the topic; of another kind gets nothing', () => {
    expect(recall('PDCA cycle', { kind: 'cycle' })?.topic.id).toBe('pdca-cycle');
    expect(recall('PDCA cycle', { kind: 'timeline' })).toBeUndefined();
  });
});

describe('a workflow is no sequence of messages', () => {
  it('never reshapes a sequence topic into a flowchart ("order processing workflow" asks for steps)', () => {
    const r = recall('Create an order processing workflow');
    expect(r?.kind).toBe('flowchart');
    expect(r?.topic.id).not.toBe('order-processing-services');
    expect(recall('order processing services, as a flowchart')?.topic.id).not.toBe('order-processing-services');
  });
});

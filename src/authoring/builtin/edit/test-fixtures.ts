// Small diagrams of every kind for the edit grammar's tests (valid content, with ids where the kinds have them).
import type { DiagramState } from '../../model.js';

const state = (kind: DiagramState['kind'], design: string, content: unknown): DiagramState => ({ kind, design, content, params: {}, style: {} });

export const FIX = {
  flowchart: state('flowchart', 'flowchart-vertical', {
    title: 'Sign up',
    nodes: [
      { id: 'start', label: 'Start', type: 'start' }, { id: 'form', label: 'Fill in form', type: 'process' },
      { id: 'valid', label: 'Valid?', type: 'decision' }, { id: 'save', label: 'Save account', type: 'process', group: 'backend' },
      { id: 'mail', label: 'Send welcome email', type: 'process', group: 'backend' }, { id: 'end', label: 'End', type: 'end' },
    ],
    edges: [
      { from: 'start', to: 'form' }, { from: 'form', to: 'valid' }, { from: 'valid', to: 'save', label: 'yes' },
      { from: 'valid', to: 'form', label: 'no' }, { from: 'save', to: 'mail' }, { from: 'mail', to: 'end' },
    ],
    groups: [{ id: 'backend', label: 'Backend' }],
  }),
  architecture: state('architecture', 'architecture-zones', {
    title: 'Shop',
    zones: [{ id: 'backend', label: 'Backend' }],
    components: [
      { id: 'web', label: 'Web app', icon: 'lucide:globe' }, { id: 'api', label: 'API', zone: 'backend' },
      { id: 'db', label: 'PostgreSQL DB', zone: 'backend' }, { id: 'billing', label: 'Billing', zone: 'backend' },
      { id: 'w1', label: 'Email worker' }, { id: 'w2', label: 'Report worker' },
    ],
    connections: [{ from: 'web', to: 'api', label: 'HTTPS' }, { from: 'api', to: 'db' }, { from: 'api', to: 'billing' }],
  }),
  state: state('state', 'state-machine', {
    title: 'Door',
    states: [
      { id: 'init', label: 'Start', type: 'initial' }, { id: 'closed', label: 'Closed', type: 'normal' },
      { id: 'open', label: 'Open', type: 'normal' }, { id: 'locked', label: 'Locked', type: 'normal' },
    ],
    transitions: [{ from: 'init', to: 'closed' }, { from: 'closed', to: 'open', label: 'open' }, { from: 'open', to: 'closed', label: 'close' }, { from: 'closed', to: 'locked', label: 'lock' }],
  }),
  swimlane: state('swimlane', 'swimlane-lanes', {
    title: 'Refund',
    lanes: [{ id: 'customer', label: 'Customer' }, { id: 'support', label: 'Support' }, { id: 'finance', label: 'Finance' }],
    steps: [
      { id: 'ask', lane: 'customer', label: 'Ask for refund', type: 'start' }, { id: 'review', lane: 'support', label: 'Review request', type: 'process' },
      { id: 'pay', lane: 'finance', label: 'Pay back', type: 'process' }, { id: 'done', lane: 'customer', label: 'Refunded', type: 'end' },
    ],
    flows: [{ from: 'ask', to: 'review' }, { from: 'review', to: 'pay', label: 'approved' }, { from: 'pay', to: 'done' }],
  }),
  er: state('er', 'er-entities', {
    title: 'Blog',
    entities: [
      { id: 'author', label: 'Author', attributes: [{ name: 'id', type: 'int', key: 'pk' }, { name: 'name', type: 'text' }] },
      { id: 'post', label: 'Post', attributes: [{ name: 'id', type: 'int', key: 'pk' }, { name: 'author_id', type: 'int', key: 'fk' }] },
    ],
    relationships: [{ from: 'author', to: 'post', from_card: 'one', to_card: 'zero_or_many', label: 'writes' }],
  }),
  gantt: state('gantt', 'gantt-chart', {
    title: 'Launch',
    sections: [{ id: 'build', label: 'Build' }, { id: 'ship', label: 'Ship' }],
    tasks: [
      { id: 'design', label: 'Design', section: 'build', start: '2025-01-06', duration_days: 5, depends_on: [], milestone: false },
      { id: 'code', label: 'Code', section: 'build', duration_days: 10, depends_on: ['design'], milestone: false },
      { id: 'test', label: 'Test', section: 'ship', duration_days: 4, depends_on: ['code'], milestone: false },
      { id: 'release', label: 'Release', section: 'ship', depends_on: ['test'], milestone: true },
    ],
  }),
  sequence: state('sequence', 'sequence-lifelines', {
    title: 'Checkout',
    participants: [{ id: 'user', label: 'User', type: 'actor' }, { id: 'shop', label: 'Shop', type: 'system' }, { id: 'pay', label: 'Payment provider', type: 'system' }],
    messages: [
      { id: 'm1', from: 'user', to: 'shop', label: 'Place order', type: 'sync' }, { id: 'm2', from: 'shop', to: 'pay', label: 'Charge card', type: 'sync' },
      { id: 'm3', from: 'pay', to: 'shop', label: 'Charged', type: 'reply' }, { id: 'm4', from: 'shop', to: 'user', label: 'Confirmation', type: 'reply' },
    ],
    notes: [{ over: ['pay'], text: 'Card checks take 2 s', after: 1 }],
    fragments: [{ type: 'opt', label: 'card declined', first: 2, last: 3, else: [] }],
  }),
  mindmap: state('mindmap', 'mindmap-radial', {
    title: 'Holiday', center: 'Holiday',
    nodes: [
      { id: 'travel', label: 'Travel' }, { id: 'train', label: 'Train tickets', parent: 'travel' }, { id: 'stay', label: 'Stay' },
      { id: 'hotel', label: 'Hotel', parent: 'stay' }, { id: 'food', label: 'Food' },
    ],
  }),
  hierarchy: state('hierarchy', 'hierarchy-org-chart', {
    title: 'Team',
    nodes: [{ id: 'lead', label: 'Team lead' }, { id: 'dev1', label: 'Backend developer', parent: 'lead' }, { id: 'dev2', label: 'Frontend developer', parent: 'lead' }, { id: 'qa', label: 'Tester', parent: 'lead' }],
  }),
  cycle: state('cycle', 'cycle-ring', { title: 'PDCA', steps: [{ id: 'plan', label: 'Plan' }, { id: 'do', label: 'Do' }, { id: 'check', label: 'Check' }, { id: 'act', label: 'Act' }] }),
  pyramid: state('pyramid', 'pyramid-levels', { title: 'Tests', levels: [{ id: 'e2e', label: 'End-to-end' }, { id: 'integration', label: 'Integration' }, { id: 'unit', label: 'Unit' }] }),
  funnel: state('funnel', 'funnel-stages', { title: 'Sales', stages: [{ id: 'visits', label: 'Visits', value: 10000 }, { id: 'signups', label: 'Sign-ups', value: 1200 }, { id: 'paid', label: 'Paid', value: 150 }] }),
  list: state('list', 'list-numbered', { title: 'Packing', items: [{ id: 'passport', label: 'Passport' }, { id: 'charger', label: 'Charger' }, { id: 'shoes', label: 'Shoes' }] }),
  hub: state('hub', 'hub-spokes', { title: 'Platform', center: { label: 'Platform' }, spokes: [{ id: 'web', label: 'Web' }, { id: 'ios', label: 'iOS' }, { id: 'android', label: 'Android' }] }),
  timeline: state('timeline', 'timeline-horizontal', {
    title: 'Releases',
    events: [{ id: 'v1', date: '2021', title: 'Version 1' }, { id: 'v2', date: '2022', title: 'Version 2' }, { id: 'v3', date: '2024', title: 'Version 3' }],
  }),
  proportion: state('proportion', 'proportion-donut', { title: 'Browsers', unit: '%', parts: [{ id: 'chrome', label: 'Chrome', value: 65 }, { id: 'safari', label: 'Safari', value: 20 }, { id: 'firefox', label: 'Firefox', value: 15 }] }),
  venn: state('venn', 'venn-sets', {
    title: 'Skills',
    sets: [{ id: 'design', label: 'Design', items: ['Figma'] }, { id: 'code', label: 'Code', items: ['TypeScript', 'SQL'] }],
    overlaps: [{ sets: ['design', 'code'], label: 'Design engineers', items: ['CSS'] }],
  }),
  matrix: state('matrix', 'matrix-quadrants', {
    title: 'Priorities',
    x_axis: { label: 'Effort', low: 'low', high: 'high' }, y_axis: { label: 'Impact', low: 'low', high: 'high' },
    quadrants: { 'top-left': { label: 'Quick wins' }, 'top-right': { label: 'Big bets' }, 'bottom-left': { label: 'Fill-ins' }, 'bottom-right': { label: 'Money pits' } },
    items: [{ id: 'sso', label: 'SSO', quadrant: 'top-right' }, { id: 'dark', label: 'Dark mode', quadrant: 'top-left' }],
  }),
  comparison: state('comparison', 'comparison-table', {
    title: 'Plans',
    options: [{ id: 'free', label: 'Free', pros: ['No cost'], cons: ['Ads'] }, { id: 'pro', label: 'Pro', pros: ['No ads'], cons: [] }],
    criteria: [{ id: 'price', label: 'Price', values: ['$0', '$9'] }, { id: 'storage', label: 'Storage', values: ['1 GB', '100 GB'] }],
  }),
} satisfies Record<string, DiagramState>;

// Thirty more instructions on the same twenty diagrams, written after edit-cases-fresh.ts was tuned and run once as
// written (27 of 30 then): a second held-out check. The one it still refuses asks to re-point a branch to a step that
// does not exist yet.
import type { DiagramState } from '../../src/authoring/model.js';
import { DIAGRAMS, type EditCase } from './edit-cases.js';
import { FRESH_DIAGRAMS } from './edit-cases-fresh.js';

type Obj = Record<string, any>;

export const BLIND_DIAGRAMS: Record<string, DiagramState> = { ...DIAGRAMS, ...FRESH_DIAGRAMS };

const list = (s: DiagramState, key: string): Obj[] => (s.content as Obj)[key];
const find = (s: DiagramState, key: string, label: string, labelKey = 'label') => list(s, key).find((x) => String(x[labelKey]) === label);
const link = (s: DiagramState, key: string, from: string, to: string) => list(s, key).find((l) => l.from === from && l.to === to);
const gone = (s: DiagramState, key: string, id: string) => !list(s, key).some((x) => x.id === id);

export const BLIND_CASES: EditCase[] = [
  { diagram: 'order_flow', instruction: 'insert a "Check payment" step right after Receive order',
    check: (a) => { const n = find(a, 'nodes', 'Check payment'); return Boolean(n && link(a, 'edges', 'receive', n.id) && link(a, 'edges', n.id, 'check')); } },
  { diagram: 'order_flow', instruction: 'delete notify customer',
    check: (a) => gone(a, 'nodes', 'notify') && Boolean(link(a, 'edges', 'backorder', 'end')) },
  { diagram: 'order_flow', instruction: 'the no branch should go to Cancel order instead of Back-order',
    check: (a) => { const n = find(a, 'nodes', 'Cancel order'); return Boolean(n && link(a, 'edges', 'instock', n.id)?.label === 'no'); } },
  { diagram: 'order_flow', instruction: 'change In stock? into Items available?',
    check: (a) => find(a, 'nodes', 'Items available?')?.id === 'instock' },
  { diagram: 'web_shop', instruction: 'add a load balancer in front of the API gateway',
    check: (a) => { const n = find(a, 'components', 'Load balancer'); return Boolean(n && link(a, 'connections', n.id, 'gateway') && !link(a, 'connections', 'cdn', 'gateway')); } },
  { diagram: 'web_shop', instruction: 'rename Kafka to Event bus', check: (a) => find(a, 'components', 'Event bus')?.id === 'kafka' },
  { diagram: 'web_shop', instruction: 'remove the analytics worker', check: (a) => gone(a, 'components', 'analytics') && !gone(a, 'components', 'email') },
  { diagram: 'web_shop', instruction: 'move the CDN into the Backend zone', check: (a) => find(a, 'components', 'CDN')?.zone === 'backend' },
  { diagram: 'login_sequence', instruction: 'Database replies to Auth service with "not found"',
    check: (a) => list(a, 'messages').some((m) => m.from === 'db' && m.to === 'auth' && m.label === 'not found' && m.type === 'reply') },
  { diagram: 'login_sequence', instruction: 'remove the Show dashboard message', check: (a) => gone(a, 'messages', 'm6') && list(a, 'messages').length === 5 },
  { diagram: 'order_states', instruction: 'rename Cancelled to Canceled', check: (a) => find(a, 'states', 'Canceled')?.id === 'cancelled' },
  { diagram: 'order_states', instruction: 'add a Returned state between Delivered and End',
    check: (a) => { const n = find(a, 'states', 'Returned'); return Boolean(n && link(a, 'transitions', 'delivered', n.id) && link(a, 'transitions', n.id, 'fin')); } },
  { diagram: 'redesign_map', instruction: 'add a Launch branch with SEO check under it',
    check: (a) => { const l = find(a, 'nodes', 'Launch'); return Boolean(l && l.parent === undefined && find(a, 'nodes', 'SEO check')?.parent === l.id); } },
  { diagram: 'redesign_map', instruction: 'rename the central idea to Website 2.0', check: (a) => (a.content as Obj).center === 'Website 2.0' },
  { diagram: 'org_chart', instruction: 'remove the head of data', check: (a) => gone(a, 'nodes', 'data') && list(a, 'nodes').length === 6 },
  { diagram: 'maslow', instruction: 'swap esteem and safety', check: (a) => list(a, 'levels').map((l) => l.id).join('|') === 'self|safety|love|esteem|phys' },
  { diagram: 'company_history', instruction: 'add an event Acquired by BigCo in 2025',
    check: (a) => { const e = list(a, 'events').at(-1)!; return e.title === 'Acquired by BigCo' && e.date === '2025'; } },
  { diagram: 'databases', instruction: 'remove MySQL',
    check: (a) => gone(a, 'options', 'mysql') && list(a, 'criteria').every((r) => r.values.length === 2) && list(a, 'criteria')[0]!.values[1] === 'Public domain' },
  { diagram: 'shop_schema', instruction: 'connect Product to User', check: (a) => Boolean(link(a, 'relationships', 'product', 'user')) },
  { diagram: 'hiring', instruction: 'add a Background check step in the recruiter lane after Make offer',
    check: (a) => { const n = find(a, 'steps', 'Background check'); return Boolean(n && n.lane === 'rec' && link(a, 'flows', 'offer', n.id) && link(a, 'flows', n.id, 'accept')); } },
  { diagram: 'launch_plan', instruction: 'add a milestone Beta on 2025-04-15',
    check: (a) => { const t = find(a, 'tasks', 'Beta'); return Boolean(t && t.milestone && t.start === '2025-04-15'); } },
  { diagram: 'drinks', instruction: 'remove Latte', check: (a) => list(a, 'sets')[1]!.items.join('|') === 'Espresso' },
  { diagram: 'eisenhower', instruction: 'rename the bottom right quadrant to Hand off', check: (a) => (a.content as Obj).quadrants['bottom-right'].label === 'Hand off' },
  { diagram: 'signup_funnel', instruction: 'rename Paying to Customers', check: (a) => find(a, 'stages', 'Customers')?.value === 90 },
  { diagram: 'onboarding', instruction: 'remove the last item', check: (a) => list(a, 'items').map((i) => i.id).join('|') === 'account|verify|profile' },
  { diagram: 'platform', instruction: 'rename API to Public API and give it a code icon', check: (a) => find(a, 'spokes', 'Public API')?.icon === 'lucide:code' },
  { diagram: 'scrum', instruction: 'remove retrospective', check: (a) => list(a, 'steps').length === 3 },
  { diagram: 'traffic', instruction: 'Organic should be 40%', check: (a) => find(a, 'parts', 'Organic')?.value === 40 },
  { diagram: 'support', instruction: 'put Triage in a group called Intake',
    check: (a) => { const g = list(a, 'groups').find((x) => x.label === 'Intake'); return Boolean(g && find(a, 'nodes', 'Triage')?.group === g.id); } },
  { diagram: 'support', instruction: 'make it top to bottom', check: (a) => a.design === 'flowchart-vertical' },
];

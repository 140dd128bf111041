// A second thirty instructions on ten more diagrams, written after the grammar was tuned on edit-cases.ts and run
// once as they were written: the held-out check of how well the edit grammar reads what people say.
import type { DiagramState } from '../../src/authoring/model.js';
import type { EditCase } from './edit-cases.js';

type Obj = Record<string, any>;
const items = (s: DiagramState, key: string): Obj[] => (s.content as Obj)[key];
const find = (s: DiagramState, key: string, label: string, labelKey = 'label') => items(s, key).find((x) => String(x[labelKey]).toLowerCase() === label.toLowerCase());
const ids = (s: DiagramState, key: string) => items(s, key).map((x) => x.id);
/** Every element of before's list `key` but those listed keeps its id. */
const kept = (a: DiagramState, b: DiagramState, key: string, except: string[] = []) => ids(b, key).filter((i) => !except.includes(i)).every((i) => ids(a, key).includes(i));
const link = (s: DiagramState, key: string, from: string, to: string) => items(s, key).find((l) => l.from === from && l.to === to);

const st = (kind: DiagramState['kind'], design: string, content: unknown): DiagramState => ({ kind, design, content, params: {}, style: {} });

export const FRESH_DIAGRAMS: Record<string, DiagramState> = {
  hiring: st('swimlane', 'swimlane-lanes', {
    title: 'Hiring',
    lanes: [{ id: 'cand', label: 'Candidate' }, { id: 'rec', label: 'Recruiter' }, { id: 'hm', label: 'Hiring manager' }],
    steps: [
      { id: 'apply', lane: 'cand', label: 'Apply', type: 'start' }, { id: 'screen', lane: 'rec', label: 'Screen CV', type: 'process' },
      { id: 'phone', lane: 'rec', label: 'Phone interview', type: 'process' }, { id: 'interview', lane: 'hm', label: 'Interview', type: 'process' },
      { id: 'offer', lane: 'rec', label: 'Make offer', type: 'process' }, { id: 'accept', lane: 'cand', label: 'Accept offer', type: 'end' },
    ],
    flows: [{ from: 'apply', to: 'screen' }, { from: 'screen', to: 'phone' }, { from: 'phone', to: 'interview' }, { from: 'interview', to: 'offer' }, { from: 'offer', to: 'accept' }],
  }),
  launch_plan: st('gantt', 'gantt-chart', {
    title: 'Website launch',
    sections: [{ id: 'design', label: 'Design' }, { id: 'build', label: 'Build' }],
    tasks: [
      { id: 'wire', label: 'Wireframes', section: 'design', start: '2025-03-03', duration_days: 5, depends_on: [], milestone: false },
      { id: 'visual', label: 'Visual design', section: 'design', duration_days: 7, depends_on: ['wire'], milestone: false },
      { id: 'front', label: 'Frontend', section: 'build', duration_days: 10, depends_on: ['visual'], milestone: false },
      { id: 'back', label: 'Backend', section: 'build', duration_days: 12, depends_on: ['wire'], milestone: false },
      { id: 'launch', label: 'Launch', depends_on: ['front', 'back'], milestone: true },
    ],
  }),
  drinks: st('venn', 'venn-sets', {
    title: 'Tea or coffee',
    sets: [{ id: 'tea', label: 'Tea', items: ['Green tea', 'Earl Grey'] }, { id: 'coffee', label: 'Coffee', items: ['Espresso', 'Latte'] }],
    overlaps: [{ sets: ['tea', 'coffee'], items: ['Caffeine'] }],
  }),
  eisenhower: st('matrix', 'matrix-quadrants', {
    title: 'Eisenhower matrix',
    x_axis: { label: 'Urgency', low: 'not urgent', high: 'urgent' }, y_axis: { label: 'Importance', low: 'not important', high: 'important' },
    quadrants: { 'top-left': { label: 'Schedule' }, 'top-right': { label: 'Do first' }, 'bottom-left': { label: 'Eliminate' }, 'bottom-right': { label: 'Delegate' } },
    items: [{ id: 'outage', label: 'Fix outage', quadrant: 'top-right' }, { id: 'roadmap', label: 'Plan roadmap', quadrant: 'top-left' }, { id: 'emails', label: 'Emails', quadrant: 'bottom-right' }],
  }),
  signup_funnel: st('funnel', 'funnel-stages', {
    title: 'Sign-up funnel',
    stages: [{ id: 'visitors', label: 'Visitors', value: 10000 }, { id: 'signups', label: 'Signups', value: 1200 }, { id: 'activated', label: 'Activated', value: 600 }, { id: 'paying', label: 'Paying', value: 90 }],
  }),
  onboarding: st('list', 'list-numbered', {
    title: 'Onboarding checklist',
    items: [{ id: 'account', label: 'Create account' }, { id: 'verify', label: 'Verify email' }, { id: 'profile', label: 'Set up profile' }, { id: 'invite', label: 'Invite team' }],
  }),
  platform: st('hub', 'hub-spokes', {
    title: 'Our platform', center: { label: 'Platform' },
    spokes: [{ id: 'web', label: 'Web' }, { id: 'mobile', label: 'Mobile' }, { id: 'api', label: 'API' }, { id: 'admin', label: 'Admin' }],
  }),
  scrum: st('cycle', 'cycle-ring', {
    title: 'Scrum',
    steps: [{ id: 'planning', label: 'Sprint planning' }, { id: 'daily', label: 'Daily scrum' }, { id: 'review', label: 'Sprint review' }, { id: 'retro', label: 'Retrospective' }],
  }),
  traffic: st('proportion', 'proportion-donut', {
    title: 'Traffic sources', unit: '%',
    parts: [{ id: 'organic', label: 'Organic', value: 45 }, { id: 'paid', label: 'Paid', value: 25 }, { id: 'social', label: 'Social', value: 20 }, { id: 'referral', label: 'Referral', value: 10 }],
  }),
  support: st('flowchart', 'flowchart-horizontal', {
    title: 'Support ticket',
    nodes: [
      { id: 'start', label: 'Start', type: 'start' }, { id: 'received', label: 'Ticket received', type: 'process' }, { id: 'triage', label: 'Triage', type: 'process' },
      { id: 'urgent', label: 'Urgent?', type: 'decision' }, { id: 'page', label: 'Page on-call', type: 'process' }, { id: 'queue', label: 'Queue', type: 'process' },
      { id: 'resolve', label: 'Resolve', type: 'process' }, { id: 'close', label: 'Close ticket', type: 'process' }, { id: 'end', label: 'End', type: 'end' },
    ],
    edges: [
      { from: 'start', to: 'received' }, { from: 'received', to: 'triage' }, { from: 'triage', to: 'urgent' }, { from: 'urgent', to: 'page', label: 'yes' },
      { from: 'urgent', to: 'queue', label: 'no' }, { from: 'page', to: 'resolve' }, { from: 'queue', to: 'resolve' }, { from: 'resolve', to: 'close' }, { from: 'close', to: 'end' },
    ],
    groups: [],
  }),
};

export const FRESH_CASES: EditCase[] = [
  { diagram: 'hiring', instruction: "Add a 'Reference check' step for the recruiter between Interview and Make offer",
    check: (a, b) => { const r = find(a, 'steps', 'Reference check'); return r?.lane === 'rec' && Boolean(link(a, 'flows', 'interview', r.id) && link(a, 'flows', r.id, 'offer')) && kept(a, b, 'steps'); } },
  { diagram: 'hiring', instruction: "move Phone interview to the hiring manager's lane",
    check: (a, b) => find(a, 'steps', 'Phone interview')?.lane === 'hm' && kept(a, b, 'steps') },
  { diagram: 'hiring', instruction: 'delete the screen CV step',
    check: (a, b) => !find(a, 'steps', 'Screen CV') && Boolean(link(a, 'flows', 'apply', 'phone')) && kept(a, b, 'steps', ['screen']) },

  { diagram: 'launch_plan', instruction: 'add a QA task after Frontend that takes 4 days',
    check: (a, b) => { const q = find(a, 'tasks', 'QA'); return Boolean(q) && q.depends_on.includes('front') && q.duration_days === 4 && kept(a, b, 'tasks'); } },
  { diagram: 'launch_plan', instruction: 'Backend should start after Visual design',
    check: (a, b) => find(a, 'tasks', 'Backend')?.depends_on.includes('visual') && kept(a, b, 'tasks') },
  { diagram: 'launch_plan', instruction: 'rename Launch to Go live',
    check: (a, b) => find(a, 'tasks', 'Go live')?.id === 'launch' && kept(a, b, 'tasks') },

  { diagram: 'drinks', instruction: 'add Matcha to tea',
    check: (a) => items(a, 'sets')[0].items.includes('Matcha') },
  { diagram: 'drinks', instruction: 'put Milk in both',
    check: (a) => items(a, 'overlaps')[0].items.includes('Milk') },
  { diagram: 'drinks', instruction: 'rename the coffee circle to Coffee drinks',
    check: (a, b) => find(a, 'sets', 'Coffee drinks')?.id === 'coffee' && kept(a, b, 'sets') },

  { diagram: 'eisenhower', instruction: "add 'Book dentist' to the top left",
    check: (a, b) => find(a, 'items', 'Book dentist')?.quadrant === 'top-left' && kept(a, b, 'items') },
  { diagram: 'eisenhower', instruction: 'Emails should go in the bottom left quadrant',
    check: (a, b) => find(a, 'items', 'Emails')?.quadrant === 'bottom-left' && kept(a, b, 'items') },
  { diagram: 'eisenhower', instruction: 'remove Fix outage',
    check: (a, b) => !find(a, 'items', 'Fix outage') && kept(a, b, 'items', ['outage']) },

  { diagram: 'signup_funnel', instruction: 'add a Trial stage with 300 between Activated and Paying',
    check: (a) => items(a, 'stages').map((x) => `${x.label}:${x.value}`).join('|') === 'Visitors:10000|Signups:1200|Activated:600|Trial:300|Paying:90' },
  { diagram: 'signup_funnel', instruction: 'Signups should be 1,500',
    check: (a, b) => find(a, 'stages', 'Signups')?.value === 1500 && kept(a, b, 'stages') },
  { diagram: 'signup_funnel', instruction: 'remove activated',
    check: (a) => ids(a, 'stages').join('|') === 'visitors|signups|paying' },

  { diagram: 'onboarding', instruction: "add 'Connect calendar' after set up profile",
    check: (a) => items(a, 'items').map((x) => x.label).join('|') === 'Create account|Verify email|Set up profile|Connect calendar|Invite team' },
  { diagram: 'onboarding', instruction: 'move Invite team to the top',
    check: (a) => ids(a, 'items').join('|') === 'invite|account|verify|profile' },
  { diagram: 'onboarding', instruction: 'rename verify email to Confirm email address',
    check: (a, b) => find(a, 'items', 'Confirm email address')?.id === 'verify' && kept(a, b, 'items') },

  { diagram: 'platform', instruction: 'add a Partner portal spoke',
    check: (a, b) => Boolean(find(a, 'spokes', 'Partner portal')) && kept(a, b, 'spokes') },
  { diagram: 'platform', instruction: 'remove admin',
    check: (a) => ids(a, 'spokes').join('|') === 'web|mobile|api' },
  { diagram: 'platform', instruction: 'make the center say Acme platform',
    check: (a, b) => (a.content as Obj).center.label === 'Acme platform' && kept(a, b, 'spokes') },

  { diagram: 'scrum', instruction: 'add Backlog refinement between Daily scrum and Sprint review',
    check: (a) => items(a, 'steps').map((x) => x.label).join('|') === 'Sprint planning|Daily scrum|Backlog refinement|Sprint review|Retrospective' },
  { diagram: 'scrum', instruction: "give Daily scrum the description '15 minutes, same time every day'",
    check: (a) => find(a, 'steps', 'Daily scrum')?.description === '15 minutes, same time every day' },
  { diagram: 'scrum', instruction: 'make it go anticlockwise',
    check: (a) => a.params.direction === 'counterclockwise' },

  { diagram: 'traffic', instruction: 'add Email with 5',
    check: (a, b) => find(a, 'parts', 'Email')?.value === 5 && kept(a, b, 'parts') },
  { diagram: 'traffic', instruction: 'change Paid to 30',
    check: (a, b) => find(a, 'parts', 'Paid')?.value === 30 && kept(a, b, 'parts') },
  { diagram: 'traffic', instruction: 'show it as a bar chart',
    check: (a) => a.design === 'proportion-bars' },

  { diagram: 'support', instruction: "add a step 'Notify customer' after Resolve",
    check: (a, b) => { const n = find(a, 'nodes', 'Notify customer'); return Boolean(n && link(a, 'edges', 'resolve', n.id) && link(a, 'edges', n.id, 'close')) && kept(a, b, 'nodes'); } },
  { diagram: 'support', instruction: 'connect Queue to Page on-call and label it escalate',
    check: (a) => link(a, 'edges', 'queue', 'page')?.label === 'escalate' },
  { diagram: 'support', instruction: 'make Page on-call red and put it in a group called On-call',
    check: (a) => { const p = find(a, 'nodes', 'Page on-call'); const g = items(a, 'groups').find((x) => x.label === 'On-call'); return p?.color === '#dc2626' && Boolean(g) && p.group === g.id; } },
];

// Shapes of content that settle the kind even against a kind word used loosely ("a timeline of statuses: Applied →
// Screening → …", "a funnel of where our traffic came from: 46 %, 22 %, …", "a flowchart of how we grew: 2015 …,
// 2017 …"). People use "timeline", "flowchart", "funnel", "hierarchy" and "flow" for any drawing; when the content can
// only be drawn one way, that way wins. Each shape names the kinds it may overrule: a word that names a kind exactly
// ("sequence diagram", "ERD") is never overruled by a shape of a kind it does not list.
import type { Kind } from '../../../spec/kinds.js';
import type { PromptDoc } from '../text/doc.js';
import { readRecords, statedCriteria } from '../extract/comparison-records.js';
import { readSaidComparison } from '../extract/comparison-said.js';
import { readShares } from '../extract/proportion-shares.js';
import { numberStyle } from '../text/numbers.js';
import { isPartyStory, partyStory } from './party-messages.js';

export interface DecisiveShape { kind: Kind; why: string; overrules: Kind[] }

const LOOSE: Kind[] = ['timeline', 'flowchart', 'funnel', 'hierarchy', 'cycle', 'list', 'mindmap', 'matrix', 'comparison'];

const PERCENT = /(?<![\d.,])(\d{1,3}(?:[.,]\d+)?)\s?%/g;
const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|jun(?:e)?|jul(?:y)?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
// "1–5 Sept", "8 Sept–20 Oct", "Mar 3 - Mar 14", "3월 1일~3월 15일", "2024-03-01 to 2024-03-15", "week 2-4".
const DATE_RANGE = new RegExp([
  String.raw`\b\d{1,2}\s*[-–—~]\s*\d{1,2}\s+${MONTH}\b`,
  String.raw`\b\d{1,2}\s+${MONTH}\s*[-–—~]\s*\d{1,2}\s+${MONTH}`,
  String.raw`\b${MONTH}\s+\d{1,2}\s*[-–—~]\s*(?:${MONTH}\s+)?\d{1,2}\b`,
  String.raw`\b\d{4}-\d{2}-\d{2}\s*(?:[-–—~]|to|until)\s*\d{4}-\d{2}-\d{2}\b`,
  String.raw`\d{1,2}월\s*\d{1,2}일\s*[~〜\-–]\s*\d{1,2}월\s*\d{1,2}일`,
  String.raw`\b(?:weeks?|wk|days?|months?)\s*\d{1,2}\s*[-–—]\s*\d{1,2}\b`,
].join('|'), 'gi');
const BAR_PER_TASK = /\bbars?(?:\s+charts?)?\s+(?:per|for\s+(?:each|every))\s+(?:\w+\s+)?(?:tasks?|phases?|work\s?streams?|activit(?:y|ies)|deliverables?|stages?)\b/;
const YEAR_ITEM = /(?:^|[:;,.]\s*|\n\s*(?:[-*•]\s*)?)(?:in\s+)?(?:19|20)\d{2}\s*[:–—-]?\s*[a-z]/gi;
// A stage told with how it felt: "booking online (excited)", "photo upload → ok", "report accident → stressed".
const FEELING = /\b(?:excited|annoyed|delighted|happy|unhappy|sad|angry|frustrated|anxious|stressed|relieved|curious|overwhelmed|proud|unsure|bored|hopeful|reassured|motivated|confused|worried|calm|satisfied|dissatisfied|disappointed|disappointment|joy|joyful|pleased|nervous|impatient|meh|smooth|valued|excitement|frustration|annoyance|delight|relief|confident|lost|scared|upset)\b/i;
// A feeling said in brackets after a stage ("Checkout (frustrated)").
const FEELING_INLINE = new RegExp(String.raw`\((?:[^()]{0,30}\b)?${FEELING.source.slice(2, -2)}\b[^()]{0,40}\)`, 'gi');
const STATUS_ARROW = /\b([a-z][a-z ]{1,20}?)\s*(?:→|->|=>)\s*([a-z][a-z ]{1,20})/gi;
const CONDITION = /(?:^|[\s,;:(])(?:if|unless|otherwise|else|when\s+not)\b|\b(?:yes|no)\s*(?:→|->|:)|\bnot\s+\w+\s*(?:→|->)/gi;

function sumOfPercents(text: string): { count: number; sum: number } {
  const values = [...text.matchAll(PERCENT)].map((m) => Number(m[1]!.replace(',', '.')));
  return { count: values.length, sum: values.reduce((a, b) => a + b, 0) };
}

// "sleep 5h", "30 min", "8 Stunden", "my 24 hours", "a 90-minute lunch break": a time in hours or minutes.
const TIME = /(?<![\d.,])(\d{1,4}(?:[.,]\d+)?)\s?-?\s?(h|hrs?|hours?|stunden?|std|heures?|horas?|ore|min|mins|minutes?|minuten?|minutos?|minuti)(?![\p{L}])/giu;

/** Times told as parts of a whole the prompt names ("how my 24 hours get spent: sleep 5h, work 8h, …"): how many parts. */
export function timeShares(text: string): number {
  const mins = [...text.matchAll(TIME)].map((m) => Number(m[1]!.replace(',', '.')) * (/^(?:min|minut)/i.test(m[2]!) ? 1 : 60));
  if (mins.length < 4) return 0;
  const total = mins.reduce((a, b) => a + b, 0);
  // The whole is one of the times, worth all the others together.
  const whole = mins.findIndex((m) => Math.abs(m * 2 - total) <= total * 0.01);
  return whole >= 0 ? mins.length - 1 : 0;
}

/** Shapes found in the prompt, strongest first. */
export function decisiveShapes(doc: PromptDoc): DecisiveShape[] {
  const out: DecisiveShape[] = [];
  const text = doc.text;
  const lower = doc.lower;
  // Shares of one whole: three or more percentages that add up to 100.
  const p = sumOfPercents(text);
  if (p.count >= 3 && Math.abs(p.sum - 100) <= 2 && !/\b(?:conversion|drop[- ]?off|convert)\b/i.test(text)) {
    out.push({ kind: 'proportion', why: `${p.count} shares that add up to 100 %`, overrules: LOOSE });
  }
  // Times that add up to a whole the prompt names ("my 24 hours: sleep 5h, feeding the baby 6h, …"): slices of it.
  const shares = timeShares(text);
  if (shares >= 3) out.push({ kind: 'proportion', why: `${shares} times that add up to the whole`, overrules: LOOSE });
  // "Of my £2,000 salary, half goes on rent, a quarter on food and the rest is savings": shares of a whole told in words.
  const style = numberStyle(text);
  const told = [...doc.statements.map((s) => s.text), ...(doc.lead && doc.statements.length ? [`${doc.lead}: ${doc.statements[0]!.text}`] : [])]
    .map((s) => readShares(s, style)?.parts.length ?? 0);
  if (Math.max(0, ...told) >= 3) out.push({ kind: 'proportion', why: 'shares of a whole told in words', overrules: LOOSE });
  // Tasks that each run between two dates: a schedule.
  const ranges = (text.match(DATE_RANGE) ?? []).length;
  if (ranges >= 3) out.push({ kind: 'gantt', why: `${ranges} tasks with a start and an end date`, overrules: ['timeline', 'flowchart', 'list', 'proportion', 'cycle'] });
  // "a bar chart per workstream", "bars for each task" over dated points: a bar is a task's span, not a value.
  if (BAR_PER_TASK.test(doc.lower) && doc.dates.length >= 2) out.push({ kind: 'gantt', why: 'a bar for each workstream over dates', overrules: ['timeline', 'proportion', 'list', 'flowchart'] });
  // Stages each told with a feeling: a journey.
  const felt = doc.items.filter((i) => FEELING.test(i.text)).length;
  const feltInline = (text.match(FEELING_INLINE) ?? []).length;
  if (Math.max(felt, feltInline) >= 3) out.push({ kind: 'journey', why: `${Math.max(felt, feltInline)} stages told with feelings`, overrules: ['timeline', 'flowchart', 'list', 'comparison', 'cycle'] });
  // Statuses joined by arrows, with the events that move them ("New → Open when an agent picks it up").
  const arrows = [...text.matchAll(STATUS_ARROW)];
  // Said to be statuses, or a lifecycle where one status leads to two others (a chain of steps never branches so).
  const sources = new Map<string, number>();
  for (const a of arrows) sources.set(a[1]!.trim().toLowerCase(), (sources.get(a[1]!.trim().toLowerCase()) ?? 0) + 1);
  const branching = [...sources.values()].some((n) => n >= 2);
  if (arrows.length >= 3 && (/\b(?:status(?:es)?|states?|stati|estados?|états?|zust[aä]nde?)\b/i.test(text) || (branching && /\b(?:lifecycle|life\s+cycle)\b/i.test(text)))) {
    out.push({ kind: 'state', why: `${arrows.length} moves between statuses`, overrules: ['timeline', 'flowchart', 'cycle', 'list'] });
  }
  // Classes that inherit, with members: a class diagram, whatever "hierarchy" the prompt speaks of.
  if (/\b(?:inherits?\s+from|inherit\s+from\s+it|extends?\s+it|extend\s+\w+|abstract\s+\w+|subclass(?:es)?\s+of)\b/i.test(text) && /\w\(\)|\(\w+(?::\s*\w+)?\)|\bmethods?\b/.test(text)) {
    out.push({ kind: 'class', why: 'classes that inherit, with members', overrules: ['hierarchy', 'flowchart', 'list'] });
  }
  // Tables joined by keys: a data model, even if the prompt calls it "the flow of data".
  if (/\bforeign\s+keys?\b|\b\w+_id\b[^.]{0,40}\b(?:references?|foreign)\b/i.test(text) && /\b(?:many|one)\s+[A-Z]?\w+s?\b/.test(text)) {
    out.push({ kind: 'er', why: 'tables joined by foreign keys', overrules: ['flowchart', 'architecture', 'list'] });
  }
  // Milestones by year with no branches: a timeline, even when called a flowchart.
  // Condition words, counted once: branches make a process, their absence a timeline or a cycle.
  const conditions = (text.match(CONDITION) ?? []).length;
  const years = (text.match(YEAR_ITEM) ?? []).length;
  if (years >= 3 && conditions === 0) out.push({ kind: 'timeline', why: `${years} dated milestones`, overrules: ['flowchart', 'list', 'cycle'] });
  // Branches and no dates: a process, even when called a timeline ("the timeline of what happens when a scan fails").
  if (conditions >= 2 && doc.dates.length === 0 && years === 0 && /\btime\s?line\b/.test(lower)) {
    out.push({ kind: 'flowchart', why: 'steps with branches and no dates', overrules: ['timeline'] });
  }
  // Counts that only fall, stage after stage, with people lost on the way: a funnel.
  const counts = [...text.matchAll(/(?<![\d.,])(\d{1,3}(?:[,.]\d{3})+|\d{2,})(?![\d.,]*\s*(?:%|[a-z]*\s*(?:min|h|km|kg|gb|mb|€|\$)))/gi)].map((m) => Number(m[1]!.replace(/[,.]/g, '')));
  if (counts.length >= 4 && counts.every((c, i) => i === 0 || c < counts[i - 1]!) && /\b(?:lose|lost|drop|drops|drop[- ]off|convert|conversion|each\s+step)\b/i.test(text)) {
    out.push({ kind: 'funnel', why: `${counts.length} counts that fall stage by stage`, overrules: ['timeline', 'flowchart', 'list', 'proportion'] });
  }
  // Actors and what each can do, said to be no steps: a use case diagram.
  if (/\bnot\s+(?:steps|a\s+process|a\s+sequence)\b[^.]{0,30}\b(?:capabilities|what\s+they\s+can)\b|\bjust\s+capabilities\b/i.test(text)) {
    out.push({ kind: 'usecase', why: 'capabilities, not steps', overrules: ['flowchart', 'swimlane', 'list', 'sequence'] });
  }
  // A round that comes back to its start with no branches: a cycle, even when called a flowchart.
  if (/\b(?:starts?\s+(?:all\s+)?over\s+again|round\s+we\s+go(?:\s+again)?|and\s+repeat|repeat(?:s)?\s+(?:tomorrow|every)|back\s+to\s+the\s+(?:start|beginning)\s+again)\b/i.test(text) && conditions === 0) {
    out.push({ kind: 'cycle', why: 'comes round to its start again', overrules: ['flowchart', 'list', 'timeline'] });
  }
  // Messages told between three or more parties, most of them things: a sequence, even when one is called a hub.
  const story = partyStory(doc);
  if (isPartyStory(story)) out.push({ kind: 'sequence', why: `${story.messages} messages between ${story.parties} parties`, overrules: ['hub', 'list', 'flowchart', 'mindmap'] });
  // Items placed high or low on growth and share (the growth-share matrix): quadrants, even when called a comparison.
  if (/\bmarket\s+growth\b/i.test(text) && /\b(?:market\s+)?share\b/i.test(text) && (text.match(/\b(?:high|low)\s+(?:growth|share)\b/gi) ?? []).length >= 3) {
    out.push({ kind: 'matrix', why: 'items placed by growth and share', overrules: ['comparison', 'list', 'proportion'] });
  }
  // Options each with values under shared criteria ("BlueTel (20 GB, €18, 24-month contract), Quickmobile (…)"): a
  // table, even when called a matrix. Values that are levels ("risk high, importance low") place things in a 2x2.
  const leaves = doc.items.filter((i) => i.children.length === 0).map((i) => i.text);
  const records = leaves.length >= 2 && leaves.length <= 12 ? readRecords(leaves, statedCriteria(doc.statements.map((s) => s.text), doc.lead)) : undefined;
  const levelish = /\b(?:high|low|higher|lower|élevée?|faible|hoch|niedrig|alt[oa]|baj[oa]|urgent|important)\b/i;
  // Attributes written as identifiers ("patient_id, birth_date") are a table's columns, not values to compare.
  const columns = leaves.some((l) => /\b[a-z]+_[a-z]+\b|\b(?:id|pk|fk)\b/.test(l));
  if (records && !columns && records.options.length >= 2 && records.criteria.length >= 2 && leaves.filter((l) => levelish.test(l)).length * 2 < leaves.length) {
    out.push({ kind: 'comparison', why: `${records.options.length} options with values for ${records.criteria.length} criteria`, overrules: ['list', 'proportion'] });
  }
  // "TechNest charges £420, delivers in 5 days … ByteHouse is £390, … compare them on price, delivery time and warranty":
  // options told one a sentence, compared on criteria the prompt names.
  const said = /\b(?:side\s+by\s+side|compar|contrast|vergleich|gegenüber|confront)/iu.test(text) ? readSaidComparison(doc.statements.map((s) => s.text)) : undefined;
  if (said) out.push({ kind: 'comparison', why: `${said.options.length} options told on ${said.criteria.length} named criteria`, overrules: ['list', 'proportion', 'gantt', 'flowchart', 'timeline'] });
  return out;
}

// PromptDoc → structural signals per kind: dates, durations, numbers, arrows, nesting, tables, actors, messages.
import type { Kind } from '../../../spec/kinds.js';
import { subjectVerb, splitClauses } from '../text/clauses.js';
import type { PromptDoc } from '../text/doc.js';
import { findDates } from '../text/dates.js';
import { findDuration, findNumbers } from '../text/numbers.js';
import { outlineDepth } from '../text/outline.js';
import { isPersonWord } from '../text/nlp.js';
import { matchKey } from '../text/label.js';
import { isPerson, isProperName, isSystem } from '../extract/participants.js';
import { readRoster } from '../extract/roster.js';
import { bpmnLanes } from '../extract/swimlane-bpmn.js';
import { readWalk } from '../extract/state-walk.js';
import { namesEmotion } from '../extract/journey-feelings.js';
import { readRecords, statedCriteria } from '../extract/comparison-records.js';
import { readSwot } from '../extract/swot.js';
import { isPartyStory, partyStory } from './party-messages.js';

export interface Signal { kind: Kind; weight: number; why: string }

const MESSAGE_VERB = /^(?:broadcasts?|greets?|grants?|dispenses?|redirects?|sends?|sent|replies|reply|responds?|requests?|returns?|forwards?|calls?|invokes?|queries|query|asks?|tells?|notif(?:y|ies)|posts?|pings?|submits?|passes|emails?|messages?|publishes|acknowledges?|confirms?|delivers?|redirects?|transmits?|informs?|answers?|fetches|loads|authenticates|provides|gives|issues|hands|shows|displays|presents|prompts)$/i;
const TEAM = /\b(?:team|department|dept|office|desk|group|unit|division|finance|sales|marketing|hr|legal|support|operations|ops|warehouse|shipping|procurement|purchasing|accounting|accounts|receivable|payable|billing|credit|treasury|payroll|qa|security|compliance|reception|receptionist|admissions|it|engineering|management|customer|client|manager|clerk|supplier|vendor|applicant|reviewer|approver|employee|staff|editor|author|administrator|underwriter|officer|nurse|doctor|patient|candidate|developer|tester)\b/i;

function textsOfItems(doc: PromptDoc): string[] {
  if (doc.itemSource === 'sentences') return doc.sentences;
  return doc.items.map((i) => i.text);
}

/** Structural evidence, one signal per finding. */
const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?`;
const MONTH_RANGE = new RegExp(String.raw`\b${MONTH}\s*[-–—]\s*${MONTH}(?![a-z])`, 'i');
const TIME_LIMIT = /\b(?:if|unless|when|once|after|within|longer\s+than|more\s+than|over|overdue\s+for|not\s+\w+\s+(?:in|within))\b[^,.;:()]{0,30}?\b\d+\s*(?:days?|weeks?|months?|hours?|minutes?|mins?|years?|yrs?)\b/gi;

export function structuralSignals(doc: PromptDoc): Signal[] {
  const out: Signal[] = [];
  const add = (kind: Kind, weight: number, why: string) => { if (weight > 0) out.push({ kind, weight, why }); };
  const items = textsOfItems(doc);
  const n = items.length;

  // Dates and durations per item.
  if (n >= 2) {
    const dated = items.filter((t) => findDates(t).some((d) => d.year !== undefined || d.month !== undefined || d.ordinal)).length;
    // "lit review oct-nov", "fittings March–April": a month to a month is a span of work too.
    const ranged = items.filter((t) => (/\b(?:from|between)\b.+\b(?:to|until|till|and|through)\b|\s[-–—]\s|\d\s?[-–]\s?\d|\buntil\b|\bby\b/i.test(t) || MONTH_RANGE.test(t)) && findDates(t).length >= 1).length;
    // "Overdue if not returned in 21 days", "rejected after 30 days w/o an appeal": a time limit in a condition is a
    // state's or a step's timeout, not how long a task takes.
    const dur = items.filter((t) => findDuration(t.replace(TIME_LIMIT, ' ')) !== undefined).length;
    const rDated = dated / n;
    if (rDated >= 0.5) add('timeline', 8 * rDated, `${dated} of ${n} items are dated`);
    if (dur / n >= 0.4) add('gantt', 8 * (dur / n), `${dur} items have durations`);
    if (ranged / n >= 0.4) add('gantt', 5 * (ranged / n), `${ranged} items have date ranges`);
    // Spans of months ("oct-nov", "March–April") are work planned; spans of years ("1939–1945") are eras.
    const monthSpans = items.filter((t) => MONTH_RANGE.test(t)).length;
    if (monthSpans / n >= 0.4) add('gantt', 4 * (monthSpans / n), `${monthSpans} items span months`);
    const afterDeps = items.filter((t) => /\b(?:after|once|depends\s+on|following|when\s+\S+\s+(?:is\s+)?(?:done|complete|finished))\b/i.test(t)).length;
    if (dur > 0 && afterDeps > 0) add('gantt', 2, 'tasks depend on others');
  }

  // Numbers per item.
  if (n >= 2) {
    const nums = items.map((t) => findNumbers(t).filter((x) => !/^(?:step|phase|stage|level|tier|q)\s*$/i.test(t.slice(Math.max(0, x.index - 6), x.index))));
    const withNum = nums.filter((l) => l.length > 0).length;
    if (withNum / n >= 0.6 && withNum >= 2) {
      const vals = nums.map((l) => l[0]?.value ?? NaN).filter((v) => Number.isFinite(v));
      const pcts = nums.filter((l) => l[0]?.percent).length;
      const sum = vals.reduce((a, b) => a + b, 0);
      add('proportion', 3, 'values for each item');
      add('funnel', 1.5, 'values for each item');
      if (pcts >= 2 && sum >= 90 && sum <= 110) add('proportion', 6, `percentages add up to ${Math.round(sum)}`);
      const decreasing = vals.length >= 3 && vals.every((v, i) => i === 0 || v <= vals[i - 1]) && vals[0] > vals[vals.length - 1];
      // Shrinking values make a funnel only where the words are about stages; else they are parts of a whole.
      const stagey = /\b(?:funnel|stages?|steps?|conversion|pipeline|visitors?|leads?|sessions?|views?|signups?|sign-ups?|trials?|applicants?|interviews?|offers?|hires?|opened|clicked|converted|checkout|cart|purchases?|awareness|prospects?)\b/i.test(doc.text);
      if (decreasing && !(pcts >= 2 && sum >= 90 && sum <= 110)) add(stagey ? 'funnel' : 'proportion', stagey ? 4.5 : 1, stagey ? 'values shrink stage by stage' : 'values of parts');
      if (decreasing && vals[0] === 100 && pcts >= 2) add('funnel', 3, 'percentages fall from 100');
    }
  }

  // Options one per line with values that line up under shared words ("Plan A: $25/mo, 10GB data, no hotspot"): a
  // comparison table, not a chart of the first number of each line.
  // "Criteria: capacity, price, travel time. Lodge: 50 people, £180, 2h": rows the prompt names line the values up.
  const records = doc.table ? undefined : readRecords(doc.items.filter((i) => i.children.length === 0).map((i) => i.text), statedCriteria(doc.statements.map((s) => s.text), doc.lead));
  if (records && records.criteria.length >= 2) add('comparison', 6 + Math.min(records.criteria.length, 4), `${records.options.length} options with values for ${records.criteria.length} criteria`);

  // Strengths, weaknesses, opportunities and threats as headings, in any language: a SWOT, a 2x2 of them.
  if (readSwot(doc.text)) { add('matrix', 10, 'SWOT headings'); }

  // Stages each told with how the person feels ("Compare (5 listings, feels overwhelmed)", "Books online 😕"): a journey.
  // An item that is only a feeling word ("happy, sad, angry") is a list of emotions, not a stage.
  {
    // Items, else the statements (a lead can swallow the first stage: "Onboarding — Day 1: gets a laptop, feels lost").
    const told = (texts: string[]) => ({ n: texts.length, felt: texts.filter((t) => t.split(/\s+/).length >= 3 && namesEmotion(t)).length });
    const a = told(items);
    const b = told(doc.statements.map((st) => st.text));
    const { n: m, felt } = a.felt >= b.felt ? a : b;
    if (felt >= 3 && felt / m >= 0.5) add('journey', 7 + Math.min(felt, 6) * 0.5, `${felt} stages told with feelings`);
  }

  // Arrows.
  if (doc.arrows.length > 0) {
    const edges = doc.arrows.flatMap((a) => a.chain.edges);
    const labelled = edges.filter((e) => e.label).length;
    add('flowchart', 3 + Math.min(edges.length, 6) * 0.4, `${edges.length} arrows between steps`);
    const pairs = new Set(edges.map((e) => `${e.from.toLowerCase()}>${e.to.toLowerCase()}`));
    const back = edges.filter((e) => pairs.has(`${e.to.toLowerCase()}>${e.from.toLowerCase()}`)).length;
    const colonLabels = doc.arrows.filter((a) => a.chain.trailingLabel && a.chain.edges.length === 1).length;
    if (colonLabels >= 2 && back >= 1) add('sequence', 4 + Math.min(colonLabels, 6) * 0.5, 'messages go back and forth');
    const shortNodes = edges.every((e) => e.from.split(/\s+/).length <= 3 && e.to.split(/\s+/).length <= 3);
    if (labelled >= 2 && shortNodes) add('state', 1.5, 'labelled arrows between short names');
    // Arrows between status words ("Paid -> Shipped -> Delivered") trace a lifecycle of states.
    const nodes = [...new Set(edges.flatMap((e) => [e.from, e.to]))];
    const statusLike = nodes.filter(isStatusLike).length;
    if (nodes.length >= 3 && statusLike / nodes.length >= 0.6) add('state', 3 + statusLike / nodes.length * 3, 'arrows between statuses');
    // "Observe → Orient → Decide → Act → Observe": a chain that comes back to its first step is a cycle.
    const ring = doc.arrows.find((a) => a.chain.nodes.length >= 4 && matchKey(a.chain.nodes[0]) === matchKey(a.chain.nodes[a.chain.nodes.length - 1]));
    if (ring) add('cycle', 7, 'the arrows come back to the first step');
    const first = doc.arrows[0].chain.nodes[0];
    const target = new Set(edges.map((e) => e.to));
    if (edges.length >= 3 && !target.has(first) && edges.every((e) => edges.filter((x) => x.from === e.from).length >= 1)) {
      // Arrows that fan out from one node read as a tree.
      const fanOut = new Set(edges.map((e) => e.from)).size <= Math.ceil(edges.length / 2) && new Set(edges.map((e) => e.to)).size === edges.length;
      if (fanOut) add('hierarchy', 2.5, 'arrows fan out like a tree');
    }
  }

  // Nesting.
  const depth = outlineDepth(doc.items);
  if (depth >= 2) {
    add('mindmap', 2.5, 'nested items');
    add('hierarchy', 2.5, 'nested items');
    if (doc.items.length === 1) add('hierarchy', 1.5, 'a single root');
  }
  const groups = doc.items.filter((i) => i.children.length > 0).length;

  // Tables.
  if (doc.table) {
    const cols = doc.table.header.length;
    const dated = doc.table.rows.filter((r) => r.some((c) => findDates(c).length > 0)).length;
    if (dated / doc.table.rows.length >= 0.6) add(cols >= 3 ? 'gantt' : 'timeline', 5, 'a table of dates');
    else if (cols >= 3) add('comparison', 6, `a table of ${cols - 1} columns`);
    else if (cols === 2 && doc.table.rows.every((r) => findNumbers(r[1] ?? '').length > 0)) add('proportion', 5, 'a table of values');
    else add('comparison', 2, 'a table');
  }

  // Statements: messages between participants, actors doing steps.
  let lastSubject = '';
  const svos = doc.statements.flatMap((s) => splitClauses(s.text)).filter((c) => c.role === 'step' || c.role === 'loop').map((c) => {
    // "... and sends a GET request": the continuation keeps the subject of its clause.
    if (c.continues && lastSubject) { const ws = c.text.split(/\s+/); return { subject: lastSubject, verb: ws[0], rest: ws.slice(1).join(' ') }; }
    const v = subjectVerb(c.text);
    if (v.subject) lastSubject = v.subject;
    return v;
  });
  // "I place the order … The App notifies me": the teller takes part when they are a subject.
  const teller = svos.some((v) => /^(?:\w+\s+)?(?:i|we)$/i.test(v.subject));
  const all = svos.map((v) => messageOf(v, teller)).filter((m): m is { from: string; to: string; verb: string } => !!m);
  all.forEach((m, i) => {
    if (m.to !== '?') return;
    m.to = [...all.slice(0, i)].reverse().find((x) => x.to === m.from)?.from ?? '?';
  });
  // Data moving between components (publish, store, read) is architecture; asking and answering is a sequence.
  const flows = all.filter((m) => m.to !== '?' && DATA_VERB.test(m.verb));
  const msgs = all.filter((m) => m.to !== '?' && !DATA_VERB.test(m.verb));
  if (flows.length >= 2) add('architecture', Math.min(flows.length, 4) * 1.2, `${flows.length} data flows between components`);
  const messages = msgs.length;
  const pairs = new Set(msgs.map((m) => `${m.from}>${m.to}`));
  const backAndForth = msgs.filter((m) => pairs.has(`${m.to}>${m.from}`)).length;
  if (backAndForth >= 2) add('sequence', 4, 'messages go back and forth');
  if (msgs.some((m) => /^(?:replies|reply|responds?|returns?|answers?|acknowledges?)$/i.test(m.verb))) add('sequence', 1.5, 'replies');
  const subjects = new Map<string, number>();
  // "IT revokes access": the department, not the pronoun.
  const pronoun = (x: string) => /^(?:it|they|he|she|this|that|we|you|i|which|who)$/i.test(x) && x !== 'IT';
  for (const v of svos) if (v.subject && v.subject.split(/\s+/).length <= 3 && !pronoun(v.subject)) subjects.set(v.subject.toLowerCase(), (subjects.get(v.subject.toLowerCase()) ?? 0) + 1);
  if (messages >= 2) add('sequence', Math.min(messages, 6) * 1.3, `${messages} messages between participants`);
  // "The hub asks the camera for a snapshot, the camera sends back the image …": parties named by what they do.
  const story = partyStory(doc);
  if (isPartyStory(story)) add('sequence', 3 + Math.min(story.messages, 6) * 1.2, `${story.messages} messages between ${story.parties} parties`);
  const people = [...subjects.keys()].filter((s) => isPerson(s) || s.split(/\s+/).some((w) => isPersonWord(w) || TEAM.test(w)));
  if (subjects.size >= 3 && svos.length >= 4) {
    // Steps done by three or more people or teams are a swimlane, the more so the more of them there are and the
    // more of the steps they do (a decision or two does not make it a plain flowchart).
    const byPeople = svos.filter((v) => v.subject && people.includes(v.subject.toLowerCase())).length;
    const share = byPeople / svos.length;
    add('swimlane', people.length >= 3 ? 3.5 + (share >= 0.5 ? Math.min(people.length - 2, 3) * 3 : 0) : 1.5, `${people.length >= 3 ? people.length : subjects.size} different actors do the steps`);
    if (messages >= 2) add('sequence', 1.5, 'several participants');
  }
  // A declared roster: who takes part in an interaction ("Participants:", "between a user, frontend and database"),
  // or who owns the steps of a process ("Show who owns each step: A, B and C", "多角色（用户、商家、平台）").
  const cast = readRoster(doc, 'participants');
  if (cast?.source === 'key' && /^(?:participants?|lifelines?|actors?|参与者|参与方|參與者|参加者|登場人物|アクター|ライフライン)$/.test(cast.via)) add('sequence', 5, 'participants are listed');
  else if (cast?.via === 'between' && /\b(?:interacts?|interactions?|communicat\w*|messages?|conversations?|talks?|dialog(?:ue)?s?|exchanges?|handshakes?)\b/.test(doc.lower)) add('sequence', 4, 'an interaction between named participants');
  // 'Alice says "Hi", Bob answers "Hello"': a dialogue in quotes is a sequence of messages.
  const said = (doc.text.match(/\b[A-Z][\w-]*\s+(?:says|said|asks|asked|answers|answered|replies|replied|responds|responded|tells|told|greets|concludes|initiates|writes|wrote|shouts|adds|continues)\b[^"“\n]{0,40}["“]/g) ?? []).length;
  if (said >= 2) add('sequence', 6, `${said} lines of dialogue`);
  const owners = readRoster(doc, 'lanes');
  if (owners && (owners.via === 'owners' || (owners.via === 'paren' && /\b(?:roles?|actors?|teams?|departments?)\b|角色|役割|部门|部門/.test(doc.lower)) || /^(?:roles?|owners?|responsibilities|departments?|泳道|角色|役割|担当者?|部署|部门|部門)$/.test(owners.via))) {
    add('swimlane', 6, `${owners.names.length} roles own the steps`);
  }
  const laneLines = doc.items.filter((i) => (i.header && i.children.length > 0 || /^[^:]{2,30}:\s*\S/.test(i.text)) && TEAM.test(i.text.split(':')[0])).length;
  if (laneLines >= 2) add('swimlane', 4, 'steps grouped by team');
  // "Lane Claims Desk: Task 'Register claim' -> Gateway 'Policy active?' …", "Bahn HR: Aufgabe …": BPMN lanes as text.
  if (bpmnLanes(doc.text)) add('swimlane', 8, 'BPMN lanes written as text');
  // "A permit is Requested when … it becomes Approved … it goes to On Hold, and back to Approved when …": a walk
  // through four or more named states.
  const walk = doc.arrows.length === 0 ? readWalk(doc.text) : undefined;
  if (walk && walk.states.length >= 4 && walk.transitions.length >= 4) add('state', 5, `a walk through ${walk.states.length} named states`);
  if (groups >= 2 && depth === 2) add('mindmap', 0.5, 'groups of items');
  const keys = doc.items.map((i) => /^([^:]{1,40}):/.exec(i.text)?.[1].trim().toLowerCase() ?? (i.children.length ? i.text.toLowerCase() : ''));
  if (keys.some((k) => /^(?:both|all(?:\s+three)?|common|shared|in\s+common|overlap|intersection|both\s+\w+)$/.test(k)) && keys.filter(Boolean).length >= 3) add('venn', 7, 'items shared by the groups');

  // Items placed by two "high/low" words each ("high power, low interest") sit in a 2x2.
  const LEVEL = /\b(?:high|low|more|less|not|existing|new|strong|weak|big|small)[- ]+\w+/gi;
  const placed = items.filter((t) => (t.match(LEVEL) ?? []).length >= 2).length;
  if (placed >= 2) add('matrix', 3 + Math.min(placed, 4), `${placed} items placed by two axes`);

  // A list of statuses ("Document states: Draft, In Review, Approved", "can be pending, paid, shipped or cancelled",
  // "待付款 → 已付款 → 已发货") and transitions with their events ("red turns green after 60 seconds").
  const statusList = (parts: string[]) => parts.length >= 3 && parts.filter((p) => STATUS.test(p.trim())).length / parts.length >= 0.6;
  const listed = doc.items.length >= 3 && STATE_NOUN.test(doc.lead) && statusList(doc.items.map((i) => i.text))
    || doc.statements.some((st) => { const m = /\b(?:can|could|may|will)\s+be\s+(?:either\s+)?([^.;]+,[^.;]+)/i.exec(st.text); return !!m && statusList(m[1].split(/\s*,\s*|\s+or\s+/)); })
    // "an order is placed, then paid, then shipped and finally delivered": one thing passing through statuses.
    || doc.statements.some((st) => { const m = /\b(?:is|gets)\s+([a-z]+(?:ed|en|id)\b(?:\s*,?\s*(?:and\s+)?(?:then|finally|next|afterwards)\s+(?:is\s+|gets\s+)?[a-z]+){2,})/i.exec(st.text); return !!m && statusList(m[1].split(/\s*,?\s*(?:and\s+)?(?:then|finally|next|afterwards)\s+(?:is\s+|gets\s+)?/i)); })
    || (doc.arrows.length > 0 && STATE_NOUN.test(doc.lead || doc.text.slice(0, 80)) && statusList(doc.arrows.flatMap((a) => a.chain.nodes).map((n) => n.replace(/^.*[.?!。？！]\s+/u, '').replace(/,\s.*$/, ''))));
  if (listed) add('state', 6, 'a list of statuses');
  const evented = (doc.lower.match(/\b[\w-]+\s+(?:turns|becomes|changes\s+to|goes\s+to|switches\s+to|moves\s+to)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:after|when|on|if|once)\b/g) ?? []).length;
  if (evented >= 2) add('state', 6, `${evented} transitions with events`);

  // "X goes to Y", "from X to Y": transitions between named states.
  const moves = (doc.lower.match(/\b(?:goes|go|moves?|changes?|transitions?|switches|becomes|returns|advances|reverts|is\s+moved)\s+(?:back\s+)?(?:to|into)\b|\bfrom\s+[\w-]+(?:\s+[\w-]+)?\s+(?:back\s+)?to\s+[\w-]+/g) ?? []).length;
  if (moves >= 2) add('state', Math.min(moves, 4) * 1.5, `${moves} transitions between states`);

  // Prose versus lists as a fallback.
  const actionStatements = svos.filter((v) => v.verb).length;
  if (doc.itemSource === 'sentences' || (doc.sentences.length >= 2 && doc.itemSource !== 'lines')) add('flowchart', 1 + Math.min(actionStatements, 6) * 0.3, 'steps written as prose');
  if (doc.itemSource === 'lines' || doc.itemSource === 'inline' || doc.itemSource === 'enumeration') add('list', 2.5, `${doc.items.length} listed items`);
  if (doc.itemSource === 'lines' && doc.statements.filter((s) => s.line?.marker === 'number' || s.line?.marker === 'step').length >= 3 && actionStatements >= 3) add('flowchart', 1.5, 'numbered steps');
  return out;
}

// Words that name the state of a thing: past participles, "-ing" states, common statuses, CJK status words.
const STATUS = /^(?:[a-z]+(?:ed|ing)|[A-Z][a-z]+(?:ed|ing)|in\s+[\w-]+|on\s+hold|open|closed|new|draft|pending|active|inactive|idle|ready|done|live|past\s+due|due|overdue|trial|to\s+do|archived|[\w-]+\s+(?:requested|approved|pending))$|^(?:已|待|未).{1,6}$|^.{1,6}(?:中|済み|完了|済)$/iu;
/** "Paid", "Shipped", "ON_HOLD", "on hold", "checked out", "available": a name that says what a thing is. */
export function isStatusLike(n: string): boolean {
  return /^[A-Z]?[a-z]+(?:ed|ing)$/.test(n) || /^[A-Z]?[a-z]+ed$/.test(n.split(/\s+/).pop() ?? '') && n.split(/\s+/).length <= 2 || /^[A-Z][A-Z_-]+$/.test(n) || /^(?:idle|open|closed|active|inactive|draft|new|pending|ready|done|on\s+hold|in\s+progress|to\s+do|complete|cart|checkout)$/i.test(n) || STATUS_WORD.test(n);
}

/** "available", "checked out", "overdue", "lost", "on loan": what a thing is, not a step someone does. */
const STATUS_WORD = /^(?:[A-Za-z]+(?:able|ible)|un[a-z]+(?:able|ible|ed)|lost|found|overdue|late|due|paid|unpaid|expired|archived|live|offline|online|suspended|blocked|locked|unlocked|on\s+loan|in\s+(?:use|stock|transit|review|repair)|out\s+of\s+stock|(?:checked|logged|signed|sold|locked|booked|timed)\s+(?:out|in|off|up))$/i;
const STATE_NOUN = /\b(?:states?|status(?:es)?|lifecy(?:c?le)|life\s+cycle)\b|状态|狀態|状態|ステータス/iu;
const DATA_VERB = /^(?:publish(?:es)?|consumes?|writes?|reads?|stores?|persists?|streams?|replicates?|syncs?|caches?|indexes|ingests?|pushes|pulls|fetch(?:es)?|comes?|serves?|hosts?|deploys?|routes?|proxies|loads?|saves?|backs?|feeds?|exports?|imports?|logs?|emits?)$/i;
const PARTICIPANT_PREP = /\b(?:to|from|with)\s+(?:the\s+|a\s+|an\s+|its\s+)?([A-Za-z][\w.-]*(?:\s+[A-Za-z][\w.-]*){0,2})/;

/** A clause that sends something from one participant to another ("the client sends a SYN to the server", "The App
 * notifies me", "The Restaurant confirms and replies"). Capitalised names count as participants ("the Restaurant");
 * "me" and "us" are the teller, a participant when the teller is a subject too ("I rate the Courier"). */
function messageOf(v: { subject: string; verb: string; rest: string }, teller: boolean): { from: string; to: string; verb: string } | undefined {
  if (!v.subject || !v.verb) return undefined;
  const subjectText = v.subject.replace(/^(?:the|a|an)\s+/i, '').replace(/\s+(?:then|also|now|first|finally)$/i, '');
  const subject = subjectText.toLowerCase();
  const like = (p: string) => isSystem(p) || isPerson(p) || isProperName(p) || (teller && /^(?:me|us)$/i.test(p));
  if (!like(subjectText)) return undefined;
  // "confirms and replies with …": the message verb joined to the first one.
  const joined = /^and\s+(\w+)\s*(.*)$/i.exec(v.rest);
  const useJoined = !!joined && MESSAGE_VERB.test(joined[1]) && !PARTICIPANT_PREP.test(v.rest.slice(0, joined.index));
  const verb = (useJoined ? joined![1] : v.verb.split(/\s+/)[0]).toLowerCase();
  const rest = useJoined ? joined![2] : v.rest;
  const key = (p: string) => (/^(?:me|us)$/i.test(p) ? 'i' : matchKey(p));
  const m = PARTICIPANT_PREP.exec(rest);
  if (m) {
    const words = m[1].split(/\s+/);
    for (let n = words.length; n >= 1; n--) {
      const cand = words.slice(0, n).join(' ');
      if (like(cand) && cand.toLowerCase() !== subject) return { from: matchKey(subject), to: key(cand), verb };
    }
  }
  const obj = /^(?:the\s+|a\s+|an\s+)?([A-Za-z][\w.-]*(?:\s+[A-Za-z][\w.-]*)?)/.exec(rest);
  if (obj && MESSAGE_VERB.test(verb)) {
    const words = obj[1].split(/\s+/);
    for (let n = words.length; n >= 1; n--) {
      const cand = words.slice(0, n).join(' ');
      if ((isSystem(cand) || isPerson(cand) || (teller && /^(?:me|us)$/i.test(cand))) && cand.toLowerCase() !== subject) return { from: matchKey(subject), to: key(cand), verb };
    }
  }
  // A reply with no named receiver ("the server sends them back") answers whoever asked.
  if (/^(?:replies|reply|responds?|returns?|answers?|acknowledges?|sends)$/i.test(verb) && (/\bback\b/i.test(rest) || verb !== 'sends')) return { from: matchKey(subject), to: '?', verb };
  return undefined;
}

/** Multipliers for kinds the prompt cannot fill (a cycle of two steps, a Venn without two sets). */
export function feasibility(doc: PromptDoc, kind: Kind): number {
  const n = doc.items.length;
  switch (kind) {
    case 'cycle': return n >= 3 || doc.statements.length >= 3 ? 1 : 0.4;
    case 'hub': return n >= 3 ? 1 : 0.5;
    case 'pyramid': case 'funnel': return n >= 2 ? 1 : 0.5;
    case 'proportion': return doc.numbers.length > 0 ? 1 : 0.5;
    case 'timeline': return doc.dates.length > 0 ? 1 : 0.75;
    case 'gantt': return doc.dates.length > 0 || /\d\s*(?:d|w|days?|weeks?|months?)\b/i.test(doc.text) ? 1 : 0.75;
    case 'comparison': return n >= 2 || doc.table !== undefined || /\bvs\.?\b|versus|compare|pros|\bcolumns?\b.*\brows?\b|\brows?\b.*\bcolumns?\b/i.test(doc.text) ? 1 : 0.5;
    default: return 1;
  }
}

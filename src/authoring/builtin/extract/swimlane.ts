// PromptDoc → swimlane content: lanes (the roles the prompt declares, else whoever does the steps), steps in lanes
// (by who does them, a lane named in the step, a lane annotation, or the work a role does), flows between steps.
import type { SwimlaneContent } from '../../../spec/content/index.js';
import { subjectVerb } from '../text/clauses.js';
import { canBeVerb } from '../text/nlp.js';
import type { PromptDoc, Statement } from '../text/doc.js';
import { concise, IdMaker, matchKey, nounPhrase } from '../text/label.js';
import { yesNo } from '../text/language.js';
import { splitList } from '../text/lists.js';
import { tooFew, validated, type ExtractContext } from './common.js';
import { flowFromArrows, flowFromStatements, proseArrows, type FlowGraph, type FlowNode } from './flow.js';
import { isPerson, isSystem } from './participants.js';
import { leadingRole, roleAtStart, roleFit, sameRole } from './role-words.js';
import { topicAfterKind } from './lead-topic.js';
import { subjectSentences } from './swimlane-subjects.js';
import { bpmnLanes } from './swimlane-bpmn.js';
import { englishClauses } from './swimlane-english.js';
import { declaresRoster, readRoster, type Roster } from './roster.js';

// Keys of lines that say something about the diagram or its deliverables, not a step.
const SKIP_KEY = /^(?:deliverables?|outputs?|notes?|include|includes|colou?rs?(?:\s+coding)?|colou?r[\s-]coding|style|legend|metrics|kpis?|timeline|durations?|tools?|artifacts?|inputs?|requirements?|constraints?|components?|layout|format|swim\s?lanes?|lanes?|roles?|actors?|participants?|颜色编码|颜色|样式|说明|备注|交付物|泳道|角色)$/iu;
const DECISION_KEY = /^(?:decision(?:\s+points?)?s?|decisions?|决策点?|判断点?|判定)(?:\s*\d+)?$/iu;
const YES_KEY = /^(?:yes|y|true|ok|approved?|是|对|可|はい)$/iu;
const NO_KEY = /^(?:no|n|false|rejected?|denied|否|不是|不|いいえ)$/iu;
const START_KEY = /^(?:start|begin|trigger|开始|開始|起点)$/iu;
const END_KEY = /^(?:end|finish|结束|終了)$/iu;
// A key that names a time or a phase, not who acts: "Day 1", "Week 1", "Pre-onboarding", "Sprint Planning".
const PHASE_KEY = /^(?:(?:day|week|month|phase|stage|step|sprint|q[1-4]|round|part|milestone|iteration)\b|(?:pre|post|mid)-|(?:last|first|final|daily|weekly|monthly|morning|afternoon|evening)\b)|\d|阶段|第.+[天周月]|每日|每天/iu;
// Lines that only ask for something about the drawing ("Include velocity tracking", "为紧急请求添加并行路径").
const INSTRUCTION = /^(?:(?:include|use|add|make|keep|show|highlight|mark|colou?r|label)\b|为.{1,12}添加|包含|使用|添加|颜色|用.{1,8}表示)/iu;
// "客户下单(客户泳道)", "Approve (lane: Manager)", "Ship order [Warehouse]": the step says its own lane.
const ANNOTATION = /\s*[(（[]\s*(?:lane\s*[:：]\s*)?([^()（）[\]]{1,24}?(?:泳道|レーン)|[^()（）[\]]{1,24}?(?=\s*[)）\]]\s*$))\s*[)）\]]\s*$/iu;

// "… please draw with one lane per party (Customer, …)": a sentence that names the lanes says how to draw.
const LANE_WORD = /\b(?:swim\s?lanes?|lanes?|columns?)\b|泳道|レーン/iu;

/** The head of a name that is a body rather than a person ("Customs Authority", "Planning Office"). */
const INSTITUTION = /^(?:authority|office|department|dept|team|service|agency|unit|desk|board|system|centre|center|division|group|council|ministry|administration|bureau|registry)$/;

interface Lane { id: string; label: string; key: string; declared: boolean }

class Lanes {
  readonly list: Lane[] = [];
  private readonly ids = new IdMaker();

  constructor(declared: string[]) {
    for (const d of declared) this.add(d, true);
  }

  get declared(): boolean { return this.list.some((l) => l.declared); }

  add(label0: string, declared = false): Lane {
    // "Claims Desk (CD)": the bracket gives another name for the lane, not part of it.
    const label = label0.replace(/\s*[(（][^()（）]*[)）]\s*$/u, '').trim() || label0;
    const key = matchKey(label);
    const found = this.list.find((l) => l.key === key);
    if (found) return found;
    const lane = { id: this.ids.make(label, 'lane'), label, key, declared };
    this.list.push(lane);
    return lane;
  }

  /** The lane a name stands for: the same words, a word in common ("the bank" → "Bank's systems"), or the same role. */
  match(name: string): Lane | undefined {
    const key = matchKey(name);
    if (!key) return undefined;
    const exact = this.list.find((l) => l.key === key);
    if (exact) return exact;
    const words = key.split(' ').filter((w) => w.length >= 2 && !/^(?:team|department|dept|the|of|and|s)$/.test(w));
    const sharing = this.list.filter((l) => words.some((w) => l.key.split(' ').includes(w)));
    // "customs" beside "Customs Broker" and "Customs Authority": the body itself, not the one who works with it.
    const shared = sharing.length > 1 ? sharing.find((l) => INSTITUTION.test(l.key.split(' ').pop() ?? '')) ?? sharing[0] : sharing[0];
    if (shared) return shared;
    // "PM" for the Project Manager lane, "HR" for Human Resources: capitals that are a lane's initials.
    const bare = name.trim().replace(/^(?:the|our|your)\s+/i, '');
    const initials = /^[A-Z]{2,4}$/.test(bare) ? this.list.find((l) => initialsOf(l.label) === bare) : undefined;
    if (initials) return initials;
    // "HoD" for Head of Department, "CT" for Class Teacher: an abbreviation of a declared lane is that lane.
    const short = this.list.find((l) => abbreviates(bare, l.label));
    if (short) return short;
    // A declared "Engineering" lane is the developer's; actors who name themselves keep their own lanes.
    return this.list.find((l) => l.declared && sameRole(l.label, name));
  }

  /** A declared lane named at the start of a step ("IT setup request", "经理审批"). */
  named(text: string): Lane | undefined {
    const t = text.trim();
    // "PM sends the brief": the capitals a lane's words begin with.
    const caps = /^(?:the\s+|our\s+)?([A-Z]{2,4})\b/i.exec(laneKey(t))?.[1];
    const byInitials = caps ? this.list.find((l) => initialsOf(l.label) === caps) : undefined;
    if (byInitials) return byInitials;
    const abbr = /^(?:the\s+|our\s+)?([A-Z][A-Za-z]{1,4})\b/.exec(laneKey(t))?.[1];
    const byAbbr = abbr ? this.list.find((l) => abbreviates(abbr, l.label)) : undefined;
    if (byAbbr) return byAbbr;
    return [...this.list].sort((a, b) => b.label.length - a.label.length).find((l) => {
      if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(l.label)) return t.startsWith(l.label) || t.startsWith(l.label.replace(/泳道$/u, ''));
      // Short capitals ("IT", "HR", "QA", "PO") only as written; other names in any case.
      const re = /^[A-Z]{2,4}$/.test(l.label) ? new RegExp(`^${l.label}\\b`) : new RegExp(`^(?:the\\s+)?${l.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i');
      return re.test(t);
    });
  }
}

/**
 * "HoD" for "Head of Department", "CT" for "Class Teacher", "EO" for "Exams Officer": a short word with two or more
 * capitals whose letters are the initials of the name's words, the small ones ("of", "and") in lower case or left out.
 */
export function abbreviates(abbr: string, label: string): boolean {
  if (!/^[A-Z][A-Za-z]{1,4}$/.test(abbr) || (abbr.match(/[A-Z]/g) ?? []).length < 2) return false;
  const words = label.split(/[\s-]+/).filter(Boolean);
  if (words.length < 2) return false;
  const all = words.map((w) => (/^(?:and|of|the|for|&)$/i.test(w) ? w[0]!.toLowerCase() : w[0]!.toUpperCase())).join('');
  const content = words.filter((w) => !/^(?:and|of|the|for|&)$/i.test(w)).map((w) => w[0]!.toUpperCase()).join('');
  return abbr === all || abbr === content;
}

/** "Project Manager" → "PM", "Quality Assurance" → "QA"; undefined for one-word names. */
export function initialsOf(label: string): string | undefined {
  const words = label.split(/[\s-]+/).filter((w) => w && !/^(?:and|of|the|for|&)$/i.test(w));
  return words.length >= 2 && words.length <= 4 && words.every((w) => /^\p{L}/u.test(w)) ? words.map((w) => w[0]!.toUpperCase()).join('') : undefined;
}

export function extractSwimlane(ctx: ExtractContext): SwimlaneContent {
  const { doc } = ctx;
  // "Lane Claims Desk: Task 'Register claim' -> Gateway 'Policy active?' …": BPMN written as text.
  const bpmn = bpmnLanes(doc.text);
  const roster = bpmn ? undefined : readRoster(doc, 'lanes');
  const lanes = new Lanes(bpmn?.lanes ?? roster?.names ?? []);
  const lined = bpmn ? undefined : laneLines(doc, lanes);
  const g = bpmn ?? lined ?? subjectSentences(doc, roster?.names ?? []) ?? stepGraph(doc, roster);
  if (g.nodes.length < 1) throw tooFew('swimlane', 1, 0, 'steps');
  foldRepeats(g);
  const fallback = () => lanes.list[0] ?? lanes.add(doc.title ?? 'Process');
  const ids = new IdMaker();
  const idOf = new Map<string, string>();
  let prev: Lane | undefined;
  const placed = g.nodes.map((n, i) => {
    // An actor the step names beats the work it does; one carried over from an earlier step does not.
    // "Accounts payable matches it": a role named at the start is the actor, whatever the parser made of it.
    const role = n.actor && matchKey(n.text).startsWith(matchKey(n.actor)) ? undefined : leadingRole(n.text);
    if (role) n.actor = role;
    // "if it happens again": a pronoun in a condition is nobody's lane.
    if (n.actor && /^(?:(?:[Ii]f|[Ww]hen|[Oo]nce|[Uu]nless)\s+)?(?:[Ii]t|[Tt]his|[Tt]hat|[Tt]hey|[Hh]e|[Ss]he|[Ww]e|[Yy]ou|I|[Tt]here)$/.test(n.actor.trim())) { n.actor = undefined; n.namedActor = false; }
    const own = ownActor(n);
    // A decision sits with the step that leads to it, unless someone is named as deciding.
    const lane = (n.type === 'decision' && !own && prev ? prev : undefined) ?? laneOf(n, lanes, own) ?? placeByWork(n, lanes) ?? (n.actor && !own ? laneOf(n, lanes, true) : undefined) ?? prev
      ?? g.nodes.slice(i + 1).map((x) => laneOf(x, lanes, ownActor(x))).find(Boolean) ?? fallback();
    prev = lane;
    return { n, lane };
  });
  const kept = lanes.list.slice(0, 12);
  const steps = placed.filter((p) => kept.includes(p.lane)).slice(0, 200).map(({ n, lane }) => {
    const text = n.text.replace(ANNOTATION, '');
    const label = n.text === text ? n.label : concise(text).label || n.label;
    const id = ids.make(label);
    idOf.set(n.key, id);
    // "经理审批" in the manager's lane reads "审批".
    const cjkOwn = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(lane.label) && text.startsWith(lane.label) && text.length - lane.label.length >= 2 ? text.slice(lane.label.length).replace(/^[的:：\s]+/u, '') : undefined;
    if (cjkOwn) return { id, lane: lane.id, label: concise(cjkOwn).label, type: n.type };
    const own0 = withoutActor(text, n.actor ?? lane.label);
    const own = own0 === text ? withoutActor(text, lane.label) : own0;
    return { id, lane: lane.id, label: own === text ? withoutActor(withoutActor(label, n.actor ?? lane.label), lane.label) : concise(own).label || label, type: n.type };
  });
  const [yes, no] = yesNo(doc.text);
  const flows = g.edges.filter((e) => idOf.has(e.from) && idOf.has(e.to)).map((e) => ({ from: idOf.get(e.from)!, to: idOf.get(e.to)!, label: e.label === 'Yes' ? yes : e.label === 'No' ? no : e.label }));
  return validated('swimlane', { title: bpmn?.title ?? titleOf(doc, lanes, roster) ?? (lined?.heading ? concise(lined.heading).label : undefined), lanes: kept.map(({ id, label }) => ({ id, label })), steps, flows });
}

// "if it happens again", "if it happens a third time": an escalation on a repeat labels the flow to the next step.
const REPEAT = /\b(happens|occurs|recurs|repeats)\s+(again|a\s+(?:second|third|fourth|fifth|2nd|3rd|4th|5th)\s+time)\s*\??$/i;

/** Repeat conditions as labelled flows: the step before goes on to the step the condition leads to. */
function foldRepeats(g: FlowGraph): void {
  for (const d of [...g.nodes]) {
    const m = d.type === 'decision' ? REPEAT.exec(d.text) ?? REPEAT.exec(d.label) : null;
    if (!m) continue;
    const out = g.edges.filter((e) => e.from === d.key);
    const yes = out.find((e) => e.label === 'Yes') ?? (out.length === 1 ? out[0] : undefined);
    if (!yes) continue;
    const into = g.edges.filter((e) => e.to === d.key && e.label !== 'No');
    const label = `${m[1]!.charAt(0).toUpperCase()}${m[1]!.slice(1).toLowerCase()} ${m[2]!.toLowerCase()}`;
    g.edges = g.edges.filter((e) => e.from !== d.key && e.to !== d.key);
    for (const e of into) g.edges.push({ from: e.from, to: yes.to, label: e.label ?? label });
    g.nodes = g.nodes.filter((n) => n !== d);
  }
}

/** True when the step itself names its actor ("The clerk packs it", "approved by the manager"). */
function ownActor(n: FlowNode): boolean {
  if (!n.actor) return false;
  if (n.namedActor) return true;
  // "... and places the order": a third-person verb with no subject goes on with the subject before it.
  const v = subjectVerb(n.text);
  if (v.subject === '' && /^[a-z]+(?:[^s]s|ed)$/i.test(v.verb)) return true;
  const a = matchKey(n.actor);
  return matchKey(n.text).startsWith(a) || new RegExp(`\\bby\\s+(?:the\\s+|an?\\s+)?${n.actor.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(n.text);
}

/** The lane a step's actor (when `useActor`), annotation or opening words name. */
function laneOf(n: FlowNode, lanes: Lanes, useActor = true): Lane | undefined {
  const m = ANNOTATION.exec(n.text);
  const note = m?.[1]?.trim();
  // "(客户泳道)", "[Warehouse]", or a declared lane in brackets; other brackets are notes.
  if (note && (/泳道|レーン$/u.test(note) || m![0].trim().startsWith('[') || lanes.match(note))) return lanes.match(note) ?? lanes.add(note);
  if (n.actor && useActor) {
    const m = lanes.match(n.actor);
    if (m) return m;
    // Beside declared lanes, someone new who acts gets a lane of their own only when they read as a person or team.
    if (!lanes.declared || isPerson(n.actor) || isSystem(n.actor)) return lanes.add(nounPhrase(n.actor));
  }
  if (lanes.declared) return lanes.named(n.text);
  // "经理审批": a CJK step opens with who does it.
  const role = roleAtStart(n.text);
  return role ? lanes.add(role) : undefined;
}

/** The declared lane whose role does this kind of work ("Background check" → HR), if any says so. */
function placeByWork(n: FlowNode, lanes: Lanes): Lane | undefined {
  let best: Lane | undefined;
  let score = 0;
  for (const l of lanes.list) {
    const s = roleFit(l.label, n.text);
    if (s > score) { best = l; score = s; }
  }
  return best;
}

/** "Dann IT:", "Then Finance:", "Zum Schluss wieder Personalabteilung:": the words that order the turns are no lane. */
const TURN_LEAD = /^(?:(?:(?:and\s+)?then|next|after\s+that|afterwards|finally|lastly|dann|danach|anschließend|zum\s+schluss|zuletzt|schließlich|abschließend|puis|ensuite|enfin|luego|despu[eé]s|por\s+[uú]ltimo|finalmente|depois|poi|infine)\s*,?\s+)?(?:(?:again|back\s+to|wieder|erneut|de\s+nouveau|otra\s+vez|di\s+nuovo)\s+)?/iu;
export function laneKey(key: string): string {
  const k = key.trim().replace(TURN_LEAD, '');
  return k || key.trim();
}

/** "Laptop einrichten und Zugänge freischalten": two German steps, each ending in its infinitive. */
export function germanInfinitives(step: string): string[] {
  const halves = step.split(/\s+und\s+/);
  if (halves.length !== 2) return [step];
  const verbFinal = (h: string) => /\s\p{Ll}\p{L}*(?:en|ern|eln)$/u.test(h.trim());
  return halves.every(verbFinal) ? halves.map((h) => h.trim()) : [step];
}

/** "Sales: take the order, check credit" lines: the key names the lane, the values are its steps in order. */
function laneLines(doc: PromptDoc, lanes: Lanes): (FlowGraph & { heading?: string }) | undefined {
  let items = doc.items.filter((it) => !(it.children.length === 0 && /^[^:]{1,40}:\s/.test(it.text) && SKIP_KEY.test(it.text.split(':')[0].trim())));
  // "Order flow @ Luigi's (for the wiki)" on the first line, then "Waiter: takes the order" lines: a heading, no lane.
  const first = items[0];
  const heading = first && first.children.length === 0 && !/[:：]/u.test(first.text) && !/->|→|=>/u.test(first.text) && items.length >= 3 ? first.text : undefined;
  if (heading) items = items.slice(1);
  const groups = items.map((it) => {
    if (it.children.length > 0) return { lane: nounPhrase(it.text), steps: it.children.map((c) => c.text) };
    const kv = /^([^:]{2,40}):\s+(.+)$/.exec(it.text);
    // "Customer: asks for the bill -> pays by card": the arrows join the lane's steps in order.
    return kv ? { lane: nounPhrase(laneKey(kv[1])), steps: kv[2].split(ARROW_SPLIT).flatMap((x) => splitList(x)).flatMap(germanInfinitives) } : undefined;
  });
  if (groups.length < 2 || groups.some((g) => !g)) return undefined;
  // Keys that are phases ("Day 1", "Week 1"), or that match none of the declared lanes, are no lanes.
  if (groups.some((g) => PHASE_KEY.test(g!.lane) || (lanes.declared && !lanes.match(g!.lane)))) return undefined;
  const nodes: FlowGraph['nodes'] = [];
  const edges: FlowGraph['edges'] = [];
  for (const g of groups) {
    const lane = lanes.match(g!.lane)?.label ?? g!.lane;
    for (const s of g!.steps) {
      const l = concise(s);
      const key = `${nodes.length}`;
      if (nodes.length > 0) edges.push({ from: nodes[nodes.length - 1].key, to: key });
      nodes.push({ key, text: s, label: l.label, description: l.description, type: 'process', actor: lane });
    }
  }
  return { nodes, edges, ...(heading ? { heading } : {}) };
}
const ARROW_SPLIT = /\s*(?:->|→|=>|⇒|⟶)\s*/u;

/**
 * The steps of the prompt as a flow: statements without the roster, the instructions and the keys that only
 * group them ("Day 1: A → B" is A then B), with yes/no keys read as branches; decision points marked.
 */
function stepGraph(doc: PromptDoc, roster: Roster | undefined): FlowGraph {
  const decisions: string[] = [];
  const out: Statement[] = [];
  // Depth of a skipped heading ("COMPONENTS:"): the lines under it go with it.
  let skipBelow = -1;
  for (const st of doc.statements) {
    let extra: string[] = [];
    if (skipBelow >= 0 && st.depth > skipBelow) continue;
    skipBelow = -1;
    if (declaresRoster(roster, st, doc)) continue;
    // "/swimlanes ..." as a chat command names the kind, not a step.
    let text = st.text.replace(/\*\*/g, '').trim().replace(/^\/[\w-]+\s+/, '');
    // "…, if it happens again the Housing Office sends …": the clauses the English reader marks are sentences of their own.
    const marked = englishClauses(text);
    if (marked !== text) {
      const [first, ...more] = marked.split(/(?<=\.)\s+(?=\p{Lu})/u);
      text = first!;
      extra = more;
    }
    // The sentence that declared the lanes ("Show the customer, ... as lanes", "Show who owns each step: ...",
    // "这是一个多角色（…）的流程").
    if (roster?.source === 'prose' && roster.sentence === st.text && (roster.via === 'owners' || roster.via === 'as-lanes' || roster.via === 'lanes-for' || (roster.via === 'paren' && LANE_WORD.test(text)) || /^(?:show|draw|use|put|make|with|have|include|who|这|這|此)/iu.test(text))) continue;
    // "Swimlanes: Customer, Support, Engineering" as the request line.
    if (roster?.source === 'key' && roster.sentence && st.text.replace(/[.;]+$/, '') === roster.sentence.replace(/[.;]+$/, '')) continue;
    if (INSTRUCTION.test(text) && !/[:：]/u.test(text.slice(0, 30))) continue;
    const kv = /^([^:：]{1,40})[:：]\s*(.*)$/u.exec(text);
    if (kv) {
      const key = kv[1].trim();
      const rest = kv[2].trim();
      if (SKIP_KEY.test(key)) { if (!rest) skipBelow = st.depth; continue; }
      if (DECISION_KEY.test(key) && /\?|？|\b(?:pass\/fail|y\/n|yes\/no)\b/iu.test(rest) && !/^(?:是|否)/u.test(rest)) {
        if (/[?？]\s*$/u.test(rest)) text = rest;
        else { decisions.push(...splitList(rest)); continue; }
      } else if (YES_KEY.test(key)) text = `If yes, ${rest}`;
      else if (NO_KEY.test(key)) text = `If not, ${rest}`;
      else if (START_KEY.test(key) || END_KEY.test(key)) text = rest;
      else if (!rest) continue;
      else if (PHASE_KEY.test(key) || /[→>]|->/u.test(rest) || splitList(rest).length > 1) text = rest;
      // "仅退款：直接退款给用户": a short CJK key names the branch, and stays its label.
      else if (/^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{2,6}$/u.test(key)) text = `${key}：${rest}`;
      else if (!subjectVerb(key).verb) text = rest;
    }
    if (!text) continue;
    const sentences = [text, ...extra];
    // "A → B → C" in one line: one step after another (the first keeps a branch it opens with).
    for (const sentence of sentences) for (const part of sentence.split(/\s*(?:->|→|=>|⇒|⟶)\s*/u)) if (part.trim()) out.push({ ...st, text: part.trim() });
  }
  // "/swimlanes order processing through payment, inventory, and notification services": when the lanes are all the
  // prompt names, in the order it goes through them, each does its part.
  if (roster && roster.source === 'prose' && roster.names.length >= 2 && out.length <= 1 && (out.length === 0 || out[0].text === roster.sentence?.replace(/^\/[\w-]+\s+/, '') || out[0].text === roster.sentence)) {
    const nodes: FlowNode[] = roster.names.map((name, i) => ({ key: `lane-step-${i}`, text: name, label: concise(name.replace(/\s+(?:services?|teams?|departments?|systems?|apps?)$/i, '')).label, type: 'process', actor: name }));
    return { nodes, edges: nodes.slice(1).map((n, i) => ({ from: nodes[i].key, to: n.key })) };
  }
  // Arrow lines alone ("A → B → C", "Lead: A → B") are drawn as written.
  const keyed = doc.statements.some((st) => /^[^:：]{1,40}[:：]\s*\S/u.test(st.text) && doc.arrows.some((a) => a.line === st.line));
  const edges = doc.arrows.reduce((n, a) => n + a.chain.edges.length, 0);
  // "… → if selected: physical inspection, then release; if not: straight to release → …": arrows inside prose are
  // read with the sentences.
  const arrowsOnly = doc.arrows.length > 0 && !keyed && !proseArrows(doc) && (out.length === 0 || edges >= Math.max(1, out.length - doc.arrows.length));
  // "... for a delivery order: place order, accept order, cook, pick up": a list of short steps after the request.
  const lengths = doc.items.map((i) => i.text.split(/\s+/).length);
  // ("Lanes: Customer, Kitchen, Driver. The customer orders …": a list that is the lanes is no list of steps.)
  const isRoster = !!roster && doc.items.every((i) => roster.names.some((n) => matchKey(n) === matchKey(i.text)));
  const listed = !isRoster && doc.itemSource === 'inline' && out.length <= 2 && lengths.length >= 3 && lengths.every((n) => n <= 10) && lengths.reduce((a, b) => a + b, 0) / lengths.length <= 6;
  const steps = listed ? doc.items.map((i) => ({ text: i.text, depth: 0, listed: true })) : out;
  const g = arrowsOnly ? flowFromArrows(doc) : flowFromStatements(steps.length ? steps : [{ text: doc.tail || doc.lead, depth: 0, listed: false }]);
  // "developer opens PR → CI runs tests": an arrow's step names who does it.
  if (arrowsOnly) {
    for (const n of g.nodes) {
      const v = subjectVerb(n.text);
      if (!n.actor && v.subject && /(?:[^s]s|ed)$/i.test(v.verb)) n.actor = nounPhrase(v.subject);
    }
  }
  // An arrow's last step ends with its sentence ("人事备案。这是一个多角色…的流程").
  for (const n of g.nodes) {
    const end = /[。！？]|\.\s+(?=[A-Z\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])/u.exec(n.text);
    if (end && end.index > 0) { n.text = n.text.slice(0, end.index); n.label = concise(n.text).label; }
  }
  // "Decision points: Background check pass/fail, Equipment ready Y/N": the step of that name asks a question.
  for (const d of decisions) {
    const subject = d.replace(/\s*(?:pass\/fail|y\/n|yes\/no|\?|？)\s*$/iu, '').trim();
    const step = g.nodes.find((n) => matchKey(n.label) === matchKey(subject));
    if (step) { step.type = 'decision'; step.label = `${concise(subject).label} OK?`; }
  }
  return g;
}

/** The lead's title, unless it is only a lane's name ("Show the customer, … as lanes for a food delivery order"). */
function titleOf(doc: PromptDoc, lanes: Lanes, roster: Roster | undefined): string | undefined {
  // "Who does what in our publishing process" → "Publishing process"; "退货流程, 包含客户, 客服…" → "退货流程".
  let t = doc.title?.replace(/(?:的)?(?:泳道图|泳道|スイムレーン図?)$/u, '').replace(/^who\s+does\s+what\s+(?:in|for|during|when)\s+(?:our|the|a|an)?\s*/i, '');
  if (t && /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(t)) t = t.split(/\s*[,，]\s*/u)[0];
  // "Carriles: Cliente, Cocina, …": the word for lanes is no title.
  if (t && /^(?:swim\s?lanes?|lanes?|carriles|couloirs|bahnen|schwimmbahnen|raias|corsie)$/i.test(t.trim())) t = undefined;
  if (t) t = t.charAt(0).toUpperCase() + t.slice(1);
  // "Procurement process with lanes for requester, ...": the words before the lanes name the process.
  if (!t && roster?.sentence && roster.sentence === doc.statements[0]?.text) {
    const before = roster.sentence.replace(/^\/[\w-]+\s+/, '').replace(/\s+(?:with|in|using|across)\s+(?:\w+\s+)?(?:(?:swim\s?)?lanes?|roles?)\b.*$|\s+(?:across|through|between)\s+.*$/i, '');
    if (before !== roster.sentence) t = concise(before).label;
  }
  // "Employee offboarding across HR": the lanes are no part of the title.
  if (t && lanes.list.length) {
    const cut = new RegExp(`\\s+(?:across|between|for|with|among)\\s+(?:the\\s+)?(?:${lanes.list.map((l) => l.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\b.*$`, 'i');
    t = t.replace(cut, '') || t;
  }
  t ??= topicAfterKind(doc);
  if (!t || !lanes.list.some((l) => l.key === matchKey(t!))) return t;
  const topic = /\b(?:lanes?|swim\s?lanes?)\s+(?:for|of)\s+(?:an?\s+|the\s+)?([^,.;:]{3,60})/i.exec(doc.lead)?.[1];
  return topic ? concise(topic.trim(), 6).label : undefined;
}

/** "Clerk checks stock" in the clerk's lane reads "Checks stock". */
function withoutActor(label: string, actor: string | undefined): string {
  if (!actor) return label;
  // "Support reproduces it": the lane's name, then a verb that agrees with it.
  const lead = new RegExp(`^(?:the\\s+)?${actor.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+([a-z][a-z-]*(?:[^s\\s]s|ed))\\b(.*)$`, 'i').exec(label);
  if (lead) return `${lead[1].charAt(0).toUpperCase()}${lead[1].slice(1)}${lead[2]}`;
  // "Parents return the consent form" in the Parents lane: a plural name, then a verb in its plain form.
  const plural = /[^s]s$/i.test(actor.trim()) ? new RegExp(`^(?:the\\s+)?${actor.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+([a-z][a-z-]+)\\b(.*)$`, 'i').exec(label) : null;
  if (plural && canBeVerb(plural[1]!.toLowerCase()) && !/(?:s|ing)$/.test(plural[1]!)) return `${plural[1]!.charAt(0).toUpperCase()}${plural[1]!.slice(1)}${plural[2]}`;
  const svo = subjectVerb(label);
  // Only a verb that agrees with its subject ("IT revokes", not the noun phrase "IT setup request").
  if (svo.subject && matchKey(svo.subject) === matchKey(actor) && /(?:[^s]s|ed)$/i.test(svo.verb)) {
    const rest = `${svo.verb} ${svo.rest}`.trim();
    return rest.charAt(0).toUpperCase() + rest.slice(1);
  }
  return label;
}

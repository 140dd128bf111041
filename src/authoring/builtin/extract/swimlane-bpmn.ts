// BPMN written as text: "Process: Motor claim", "Pool: Insurer", then one line per lane ("Lane Claims Desk: Task
// 'Register claim' -> Gateway 'Policy active?' - No -> Task 'Send rejection letter' -> End. Yes -> Task 'Assign
// adjuster'"). The words "Process", "Pool", "Lane", "Task", "Gateway", "Start event" and "End event" (and theirs in
// French, German, Spanish, Portuguese and Italian) say what each thing is; they are never steps or lanes themselves.
import { capitalize, concise, matchKey } from '../text/label.js';
import type { FlowEdge, FlowGraph, FlowNode, FlowType } from './flow.js';

const LANE = String.raw`(?:lane|swim\s?lane|bahn|schwimmbahn|couloir|ligne\s+d['’]eau|carril|calle|raia|corsia)`;
const POOL = String.raw`(?:pool|becken|piscine|piscina)`;
const PROCESS = String.raw`(?:process|prozess|processus|proceso|processo)`;
/** "Lane Customer: …", "Lane: Customer — …", "Bahn Kunde: …". */
const LANE_LINE = new RegExp(String.raw`^\s*(?:[-*•]\s*)?${LANE}\s*[:：]?\s*([^:：]{1,40}?)\s*[:：]\s*(.+)$`, 'iu');
const POOL_LINE = new RegExp(String.raw`^\s*(?:[-*•]\s*)?${POOL}\s*[:：]\s*(.+)$`, 'iu');
const PROCESS_LINE = new RegExp(String.raw`^\s*(?:[-*•]\s*)?${PROCESS}\s*[:：]\s*(.+)$`, 'iu');

// The element words: start and end events, tasks, gateways.
const START = String.raw`(?:start(?:\s+event)?|start\s*ereignis|startereignis|(?:é|e)v(?:é|e)nement\s+de\s+d(?:é|e)but|d(?:é|e)but|evento\s+de\s+inicio|inicio|evento\s+de\s+in[ií]cio|in[ií]cio|evento\s+(?:di\s+)?inizio|inizio)`;
const END = String.raw`(?:end(?:\s+event)?|end\s*ereignis|endereignis|ende|(?:é|e)v(?:é|e)nement\s+de\s+fin|fin|evento\s+de\s+fin|evento\s+de\s+fim|fim|evento\s+(?:di\s+)?fine|fine)`;
const TASK = String.raw`(?:(?:user\s+|service\s+|manual\s+|send\s+|receive\s+|script\s+)?task|sub-?process|activity|aufgabe|aktivität|t(?:â|a)che|activit(?:é|e)|tarea|actividad|tarefa|atividade|attivit(?:à|a)|compito|intermediate\s+event|(?:intermediate\s+)?timer(?:\s+event)?|message\s+event)`;
const GATEWAY = String.raw`(?:(?:exclusive\s+|parallel\s+|inclusive\s+|xor\s+)?gateway|passerelle|compuerta|pasarela|gateway|porta|decision|entscheidung|d(?:é|e)cision|decisi(?:ó|o)n|decis(?:ã|a)o|decisione)`;
const QUOTED = String.raw`\s*(?:['"‘“«„]\s*(.+?)\s*['"’”»“]|[:：]\s*(.+))?`;
const ELEMENT = new RegExp(String.raw`^(${START}|${END}|${GATEWAY}|${TASK})${QUOTED}\s*$`, 'iu');
const BRANCH = String.raw`(?:yes|no|ja|nein|oui|non|s[ií]|sim|n[ãa]o|true|false|ok)`;
const ARROW = /\s*(?:-{1,2}>|={1,2}>|→|⟶|➔|➜|⇒)\s*/u;

export interface BpmnFlow extends FlowGraph { lanes: string[]; title?: string }

/** `named`: the element has a name of its own (a bare "End" has none, and each is a node of its own). */
interface Element { type: FlowType; label: string; named: boolean }

function element(text: string): Element | undefined {
  const t = text.trim().replace(/[.;,]+$/, '');
  const m = ELEMENT.exec(t);
  if (!m) return undefined;
  const word = m[1]!.toLowerCase();
  const name = (m[2] ?? m[3] ?? '').trim();
  const type: FlowType = new RegExp(`^${START}$`, 'iu').test(word) ? 'start' : new RegExp(`^${END}$`, 'iu').test(word) ? 'end' : new RegExp(`^${GATEWAY}$`, 'iu').test(word) ? 'decision' : 'process';
  if (!name && type === 'process') return undefined;
  // A bare "End", "Ende", "Fin": the word as written (one word only; "End event" reads "End").
  const bareWord = capitalize(word.split(/\s+/)[0]!);
  const label = name ? (type === 'decision' ? `${concise(name.replace(/[?？]\s*$/u, ''), 8).label}?` : capitalize(concise(name).label)) : type === 'start' || type === 'end' ? bareWord : '';
  return label ? { type, label, named: !!name } : undefined;
}

const branchWord = (w: string): string => (/^(?:yes|ja|oui|s[ií]|sim|true|ok)$/iu.test(w) ? 'Yes' : 'No');

/** The flow of BPMN-like lane lines, or undefined when the prompt has fewer than two lanes written that way. */
export function bpmnLanes(text: string): BpmnFlow | undefined {
  const lines = text.split('\n');
  const laneLines = lines.map((l) => LANE_LINE.exec(l)).filter((m): m is RegExpExecArray => !!m);
  if (laneLines.length < 2) return undefined;
  // "Process: Motor claim (simple, no injury)" names it; else "Pool: Bakery".
  const title = (lines.map((l) => PROCESS_LINE.exec(l)?.[1]).find(Boolean) ?? lines.map((l) => POOL_LINE.exec(l)?.[1]).find(Boolean))?.replace(/\s*\([^()]*\)\s*$/, '').trim();
  const nodes: FlowNode[] = [];
  const edges: FlowEdge[] = [];
  const lanes: string[] = [];
  let elements = 0;
  let lastGateway: string | undefined;
  /** The steps the next lane's first step follows: those a line left open ("Yes -> Decorate. No -> Box cake"). */
  let open: string[] = [];
  for (const m of laneLines) {
    const lane = m[1]!.trim().replace(/^['"‘“](.*)['"’”]$/u, '$1');
    if (!lanes.some((l) => matchKey(l) === matchKey(lane))) lanes.push(lane);
    let prev: string | undefined;
    let label: string | undefined;
    let first = true;
    const add = (el: Element): string => {
      // Named steps met again are the same step; every bare "End" is its own.
      const k = el.type === 'end' && !el.named ? `end#${nodes.length}` : `${el.type}:${matchKey(el.label)}`;
      if (!nodes.some((n) => n.key === k)) nodes.push({ key: k, text: el.label, label: el.label, type: el.type, actor: lane, namedActor: true });
      return k;
    };
    // "End. Yes -> Task 'Assign adjuster'": a sentence break, then a branch of the last gateway.
    const parts = m[2]!.split(ARROW).flatMap((p) => p.split(new RegExp(String.raw`(?<=[.;])\s+(?=${BRANCH}\s*$)`, 'iu')));
    for (const raw of parts) {
      let part = raw.trim();
      if (!part) continue;
      // "Yes" alone: the gateway's branch starts the next step.
      const bare = new RegExp(String.raw`^(${BRANCH})[.:]?$`, 'iu').exec(part);
      if (bare) {
        prev = lastGateway;
        label = branchWord(bare[1]!);
        continue;
      }
      // "Gateway 'Policy active?' - No": the element, then the branch its next arrow takes.
      const tail = new RegExp(String.raw`^(.+?)\s*[-–—:]\s*(${BRANCH})$`, 'iu').exec(part);
      let after: string | undefined;
      if (tail && element(tail[1]!)) { part = tail[1]!; after = branchWord(tail[2]!); }
      const el = element(part);
      if (!el) return undefined;
      elements++;
      const k = add(el);
      const from = prev ? [prev] : first ? open : [];
      for (const f of from) if (f !== k) edges.push({ from: f, to: k, ...(label && f === prev ? { label } : {}) });
      first = false;
      if (el.type === 'decision') lastGateway = k;
      prev = el.type === 'end' ? undefined : k;
      label = after;
    }
    // What this line drew and left going nowhere (not an end) goes on to the next lane's first step.
    const drawn = nodes.filter((n) => n.actor === lane && n.type !== 'end' && n.type !== 'decision');
    const loose = drawn.filter((n) => !edges.some((e) => e.from === n.key)).map((n) => n.key);
    if (loose.length) open = loose;
  }
  return elements >= 3 ? { nodes, edges, lanes, ...(title ? { title: capitalize(title) } : {}) } : undefined;
}

/** Whether a line only frames BPMN text ("Pool: Insurer", "Process: Motor claim"). */
export function isBpmnFrame(line: string): boolean {
  return POOL_LINE.test(line) || PROCESS_LINE.test(line);
}

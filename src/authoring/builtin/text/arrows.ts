// One line of text → a chain of nodes joined by arrows ("A -> B -> C", "A --yes--> B", "A -> B: label").

export interface ArrowEdge { from: string; to: string; label?: string; dashed: boolean; reverse: boolean; token: string }
export interface ArrowChain { nodes: string[]; edges: ArrowEdge[]; trailingLabel?: string }

// Arrow tokens: -> --> ->> => → ⟶ ➔ ➜ — > and labelled forms -- text --> / -text-> / -->|text|; also <- and <-> .
const ARROW = /\s*(<?)(?:--\s*([^-<>|→]{1,40}?)\s*-{1,2}>|-{1,2}>{1,2}(?:\|([^|]{1,40})\|)?|={1,2}>|→|⟶|➔|➜|⇒|—>|–>|<-{1,2}|←)\s*/gu;

// The event after a target, in the languages we read: "when", "quando", "wenn", "quand", "cuando", "após".
const EVENT_TAIL = /^(\S+(?:\s+\S+){0,2}?)\s+((?:after|when|if|once|upon|within|every|quando|se|dopo|entro|wenn|falls|nach|sobald|bei|quand|lorsque|si|après|dès|cuando|tras|después|al|ao|após|assim\s+que)\s+\S.*)$/i;

const BRACKETED = /^[(（[［【]([^()（）[\]［］【】]{1,40})[)）\]］】]$/u;

/** Reads arrows in a line; undefined when the line has none. */
const BACK_TO = /^(?:and\s+)?(?:then\s+)?(?:(?:go(?:es)?|loops?|comes?|goes|jumps?|cycles?)\s+)?back\s+(?:to|into)\s+(.+)$|^(?:returns?|loops?)\s+to\s+(.+)$/i;

export function readArrows(text: string): ArrowChain | undefined {
  if (!/->|=>|→|⟶|➔|➜|⇒|—>|–>|<-|←/u.test(text)) return undefined;
  const parts: string[] = [];
  const arrows: { label?: string; dashed: boolean; reverse: boolean; token: string }[] = [];
  let last = 0;
  ARROW.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = ARROW.exec(text))) {
    const token = m[0].trim();
    parts.push(text.slice(last, m.index));
    const reverse = m[1] === '<' && !token.endsWith('>') || token.startsWith('<-') && !token.endsWith('>') || token === '←';
    arrows.push({ label: (m[2] ?? m[3])?.trim() || undefined, dashed: token.startsWith('-.') || token.startsWith('..'), reverse, token });
    last = m.index + m[0].length;
  }
  parts.push(text.slice(last));
  if (arrows.length === 0) return undefined;
  // "所蔵中 →（貸出手続き）→ 貸出中", "Idle -> (coin) -> Open": a bracketed stop between two arrows is the label of
  // the one arrow they make.
  for (let i = parts.length - 2; i >= 1; i--) {
    const label = BRACKETED.exec(parts[i]!.trim());
    if (!label || arrows[i - 1]!.label || arrows[i]!.label || arrows[i - 1]!.reverse !== arrows[i]!.reverse) continue;
    parts.splice(i, 1);
    arrows.splice(i - 1, 2, { ...arrows[i]!, label: label[1]!.trim() });
  }
  // "Offer → Hired or → Declined. Candidates can sit in Interview for weeks": the chain ends with its sentence.
  const end = /^(.+?[^\s.])[.!?]\s+(?=[A-Z])/.exec(parts[parts.length - 1]!);
  if (end) parts[parts.length - 1] = end[1]!;
  // "A -> B: message" keeps the text after the last node's colon as the edge label.
  let trailingLabel: string | undefined;
  const tail = parts[parts.length - 1];
  const colon = tail.search(/\s*:\s/);
  if (colon > 0) {
    trailingLabel = tail.slice(colon).replace(/^\s*:\s*/, '').trim() || undefined;
    parts[parts.length - 1] = tail.slice(0, colon);
  } else {
    const bracket = /^(.*?)\s*[[(]([^\])]+)[\])]\s*$/.exec(tail);
    if (bracket && arrows.length === 1 && bracket[1].trim()) {
      trailingLabel = bracket[2].trim();
      parts[parts.length - 1] = bracket[1];
    }
  }
  // "…, or Resolved → Reopened": the joining word before the first node is no part of its name.
  const nodes = parts.map((p, i) => p.trim().replace(/^(?:[-*•]\s+|[・･]\s*)/u, '').replace(i === 0 ? /^(?:or|and|then|but|ou|et|oder|und|o|y|e)\s+/i : /^$/, '').replace(/[.;,]+$/, '').trim());
  // "Screening → Rejected or → Interview": the second arrow leaves the same status as the first, as another branch.
  const branchOf: (number | undefined)[] = nodes.map((n, i) => {
    const or = i > 0 && i < nodes.length - 1 ? /^(.*?)\s*,?\s+(?:or|ou|oder|o|of)$/i.exec(n) : null;
    if (!or || !or[1]) return undefined;
    nodes[i] = or[1];
    return i - 1;
  });
  if (nodes.some((n) => !n)) return undefined;
  // "… -> kegging -> back to CIP clean", "→ return to step 2": the chain goes back to a stop it named before.
  nodes.forEach((n, i) => {
    const back = i > 0 ? BACK_TO.exec(n) : null;
    const target = back ? (back[1] ?? back[2])!.trim().toLowerCase() : '';
    const earlier = back ? nodes.slice(0, i).find((x) => x.toLowerCase() === target || x.toLowerCase().replace(/^(?:the|a|an)\s+/, '') === target.replace(/^(?:the|a|an)\s+/, '')) : undefined;
    if (earlier) nodes[i] = earlier;
  });
  // "red -> green after 60s", "open -> closed when merged": the clause after the target is the arrow's event.
  const events: (string | undefined)[] = nodes.map((n, i) => {
    const m = i > 0 && !arrows[i - 1].label ? EVENT_TAIL.exec(n) : null;
    if (!m) return undefined;
    nodes[i] = m[1];
    return m[2];
  });
  events.forEach((e, i) => { if (e) arrows[i - 1].label = e; });
  const edges: ArrowEdge[] = arrows.map((a, i) => {
    const source = branchOf[i] !== undefined ? nodes[branchOf[i]!] : nodes[i];
    const [from, to] = a.reverse ? [nodes[i + 1], source] : [source, nodes[i + 1]];
    return { from, to, label: a.label, dashed: a.dashed, reverse: a.reverse, token: a.token };
  });
  // "Open → Waiting when we ask a question, back to Open when they reply": the event ends at the comma, and the
  // return is a move of its own from the target.
  for (const e of [...edges]) {
    const back = e.label ? /^(.+?),\s*(?:and\s+)?(?:then\s+)?(?:goes\s+|moves\s+|comes\s+)?back\s+to\s+(\S+(?:\s+\S+)?)\s+((?:when|after|if|once|on)\s+.+)$/i.exec(e.label) : null;
    if (!back) continue;
    e.label = back[1]!.trim();
    const to = back[2]!.trim();
    if (!nodes.includes(to)) nodes.push(to);
    edges.push({ from: e.to, to, label: back[3]!.trim(), dashed: false, reverse: false, token: e.token });
  }
  if (trailingLabel && edges.length === 1 && !edges[0].label) edges[0].label = trailingLabel;
  else if (trailingLabel && edges.length > 1 && !edges[edges.length - 1].label) edges[edges.length - 1].label = trailingLabel;
  return { nodes, edges, trailingLabel };
}

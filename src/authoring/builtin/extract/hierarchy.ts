// PromptDoc → hierarchy content: one org chart or taxonomy from nesting, keyed lines ("Engineering (under CTO): A, B",
// "C-Level: CTO, CFO (report to CEO)"), "reports to" sentences, arrows and "X at the top".
import { analyze } from '../text/doc.js';
import { withWriterAsRole, writerRole } from './writer-role.js';
import type { HierarchyContent } from '../../../spec/content/index.js';
import type { Item } from '../text/outline.js';
import { capitalize, IdMaker, matchKey, nounPhrase } from '../text/label.js';
import { splitList } from '../text/lists.js';
import { flatItems, tooFew, validated, type ExtractContext } from './common.js';
import { plainTitle } from './plain-title.js';
import { expandInline, relationsIn, TOP_IS, topOf, type TreeNode } from './tree.js';
import { fullNames, readOrgChart, type OrgPerson } from './org-chart.js';
import { readMention } from './org-people.js';
import { TreeBuilder } from './tree-builder.js';
import { placeTeams } from './org-teams.js';
import { cjkName, cjkTreeRelations } from './tree-cjk.js';
import { isKinshipItem, kinshipRelations } from './kinship.js';

const TOP_ROLE = /^(?:the\s+)?(?:ceo|chief executive|president|président|präsident|presidente|founder|fondateur|gründer|fundador|owner|board|director|directeur|directrice|direktor|geschäftsführer|directora?|direttore|head|principal|chair(?:man|woman|person)?|managing director|general manager|gm|root|company|organi[sz]ation)(?![\p{L}])/iu;
const PARENT_WORDS = String.raw`(?:under|below|beneath|reporting\s+to|reports?\s+to|report\s+into|led\s+by|headed\s+by|managed\s+by|part\s+of|within)`;
// "Engineering (under CTO): Frontend Team, Backend Team"
const KEYED_UNDER = new RegExp(String.raw`^(.+?)\s*\(\s*${PARENT_WORDS}\s+(?:the\s+)?([^)]+?)\s*\)\s*[:：]\s*(.+)$`, 'i');
// "C-Level: CTO, CPO (report to CEO)", "Engineering: A, B — under the CTO"
const KEYED_REPORT = new RegExp(String.raw`^(.+?)[:：]\s*(.+?)\s*(?:\(\s*(?:all\s+|both\s+)?|[-–—]\s*(?:all\s+|both\s+)?)${PARENT_WORDS}\s+(?:the\s+)?([^)]+?)\s*\)?\s*$`, 'i');
const AT_TOP = /^(?:the\s+)?(.+?)\s+(?:is\s+|sits\s+)?(?:at\s+(?:the\s+)?(?:top|head|apex)|on\s+top)$/i;

export function extractHierarchy(ctx: ExtractContext): HierarchyContent {
  // "new GM here … I report to the owner, Maria. Under me are …": the writer's "I" is their role.
  const role = /\b(?:I|me)\b/.test(ctx.doc.text) ? writerRole([...(ctx.doc.asked ?? []), ctx.doc.text]) : undefined;
  const doc = role ? { ...analyze(withWriterAsRole(ctx.doc.text, role)), title: ctx.doc.title, asked: ctx.doc.asked } : ctx.doc;
  ctx = { ...ctx, doc };
  // Prose that names people ("CEO Maria Lopez, under her a CTO (James Park)"): one box per person.
  // (Nested lines are the tree already; keyed lines such as "Under Mary: A, B" are prose.)
  const outline = doc.itemSource === 'lines' && doc.items.some((i) => i.children.length > 0);
  const people = outline ? undefined : readOrgChart(orgTexts(doc));
  if (people) return withTitle(doc, peopleTree(people, ctx.icon));
  // "- CEO: Maria Lopez" over "  - Tom Reed (Platform)": in an outline of people, the name is the box's label.
  const tb = new TreeBuilder(ctx.icon, outline && fullNames(doc.items.flatMap(texts)).size >= 2 ? personLabel : undefined);
  const links: { parent: string; child: string }[] = [];
  const heads: { name: string; department: string }[] = [];
  const top = topOf(doc) ?? [...doc.items, ...(doc.itemSource === 'lines' ? [] : flatItems(doc, 2))].map((i) => AT_TOP.exec(i.text.replace(/[.!]+$/, ''))?.[1]).find(Boolean);
  if (top) tb.node(nounPhrase(top));

  const cjkPlacedNames = new Set(cjkTreeRelations(doc.text).flatMap((r) => [r.parent, r.child]));
  // Lines: keyed groups with their parent, relation lines, and plain nested items.
  const readItems = (items: Item[]) => {
    for (const it of items) {
      const text = it.text.replace(/[.!]+$/, '').trim();
      const under = KEYED_UNDER.exec(text);
      const report = under ? null : KEYED_REPORT.exec(text);
      if (under || report) {
        const [group, parent, list] = under ? [under[1]!, under[2]!, under[3]!] : [report![1]!, report![3]!, report![2]!];
        const members = splitList(list);
        // "Engineering (under CTO)": the department the parent heads; "C-Level: ...": a level, not a box.
        if (under) heads.push({ name: nounPhrase(parent), department: nounPhrase(group) });
        for (const m of members) links.push({ parent: nounPhrase(parent), child: nounPhrase(m) });
        if (it.children.length) it.children.forEach((c) => readItems([c]));
        continue;
      }
      if (AT_TOP.test(text) || TOP_IS.test(text)) continue;
      if (it.children.length === 0 && (relationsIn([text]).length > 0 || cjkTreeRelations(text).length > 0)) continue;
      // "管理部があり" on a line of its own: a name the relations of the whole text already place.
      if (it.children.length === 0 && cjkPlacedNames.has(cjkName(text))) continue;
      tb.addItems([it]);
    }
  };

  const kin = relationTexts(doc).flatMap(kinshipRelations);
  const rels = [...relationsIn(relationTexts(doc)), ...kin, ...cjkTreeRelations(doc.text)];
  const arrowEdges = doc.arrows.flatMap((a) => a.chain.edges).map((e) => ({ parent: e.from, child: e.to }));
  // "CEO at top; C-Level: CTO, CPO (report to CEO); Engineering (under CTO): A, B" on one line reads like lines.
  const inline = doc.itemSource === 'lines' ? [] : flatItems(doc, 2);
  if (doc.itemSource === 'lines') readItems(placeTeams(doc.items));
  else if (inline.some((i) => KEYED_UNDER.test(i.text) || KEYED_REPORT.test(i.text))) readItems(inline);
  else if (arrowEdges.length === 0) {
    // Listed names that no sentence places ("a CEO, a CTO managing 3 engineers, and a head of sales").
    const items = flatItems(doc, 2).map(expandInline).filter((i) => !(kin.length > 0 && isKinshipItem(i.text))).filter((i) => i.children.length > 0 || (relationsIn([i.text]).length === 0 && cjkTreeRelations(i.text).length === 0 && !TOP_IS.test(i.text.replace(/[.!]+$/, '')) && i.text.split(/\s+/).length <= 6
      && !(rels.length > 0 && /\b(?:at\s+(?:the\s+)?(?:top|head)|below|beneath|under|above|reports?|manag\w*|lead\w*|has|have)\b/i.test(i.text))));
    // Names the relations already place are left to them, so each keeps its place in the order they give.
    const placed = new Set(rels.flatMap((r) => [matchKey(r.parent), matchKey(r.child)]));
    const cjkPlaced = cjkTreeRelations(doc.text).length > 0;
    const rest = items.filter((i) => !cjkPlaced && !placed.has(matchKey(i.text.replace(/^(?:a|an|the|one)\s+/i, ''))));
    if (rels.length === 0 || rest.every((i) => i.text.split(/\s+/).length <= 6)) tb.addItems(rest.map((i) => ({ ...i, text: i.text.replace(/^(?:a|an|the|one)\s+/i, '') })));
  }
  // "the head chef (Luca) … Luca has a sous chef": a person named in brackets after a role is that role's box.
  const alias = personAliases(doc.text);
  const boxOf = (name: string) => alias.get(name.toLowerCase()) ?? name;
  for (const r0 of [...links, ...rels, ...arrowEdges]) {
    const r = { parent: boxOf(r0.parent), child: boxOf(r0.child) };
    const parents = tb.group(r.parent) ?? [tb.node(r.parent)];
    const children = tb.group(r.child) ?? [tb.node(r.child)];
    for (const p of parents.slice(0, 1)) for (const c of children) tb.link(p, c);
  }
  for (const h of heads) tb.node(h.name, h.department);
  // "X at the top", or a top role named first ("CEO, CTO, CFO"): one tree under it, never several.
  const first = tb.roots()[0];
  let root = top ? tb.find(nounPhrase(top)) : first && TOP_ROLE.test(first.label) && tb.roots().length >= 2 ? first : undefined;
  // "A taxonomy of vehicles: land vehicles ..., water vehicles ...": the subject holds the branches.
  // ("a tree of our farm animals for the open day, …": the subject ends before what the drawing is for.)
  const subject = /\b(?:taxonomy|classification|hierarchy|breakdown|family\s+tree|tree)\s+(?:of|for)\s+(?:the\s+|our\s+|an?\s+|my\s+)?([^:,.;]{2,40}?)(?=\s+(?:for|to|so|because|that|which|with)\s|\s*[:,.;]|$)/i.exec(doc.lead)?.[1]
    ?? /^(?:(?:draw|create|make|show)\s+(?:an?\s+|the\s+)?)?([^:,.;]{2,40}?)\s+(?:taxonomy|classification)$/i.exec(doc.lead)?.[1];
  if (!root && subject && tb.roots().length >= 2) root = tb.node(nounPhrase(subject));
  if (root) for (const r of tb.roots()) if (r !== root) tb.link(root, r);
  if (tb.size === 0) for (const it of flatItems(doc, 1)) tb.addItems([it]);
  if (tb.size < 1) throw tooFew('hierarchy', 1, 0, 'nodes');
  return withTitle(doc, tb.result(new IdMaker()));
}

function withTitle(doc: ExtractContext['doc'], nodes: TreeNode[]): HierarchyContent {
  const title = plainTitle(doc.title);
  // A title that only repeats the root says nothing more.
  const rootLabel = nodes.find((n) => !n.parent)?.label;
  return validated('hierarchy', { title: title && (!rootLabel || matchKey(title) !== matchKey(rootLabel)) ? title : undefined, nodes });
}

/** The sentences that may name people: the statements, and the request when it names someone itself. */
function orgTexts(doc: ExtractContext['doc']): string[] {
  const texts = doc.statements.map((s) => s.text);
  return doc.lead && !texts.some((t) => t.includes(doc.lead)) && fullNames([doc.lead]).size > 0 ? [doc.lead, ...texts] : texts;
}

function texts(item: Item): string[] {
  return [item.text, ...item.children.flatMap(texts)];
}

/** "CEO: Maria Lopez" → "Maria Lopez" over "CEO"; a line that names nobody keeps its own label. */
function personLabel(text: string): { label: string; description?: string } | undefined {
  const m = readMention(text);
  return m.name ? { label: m.name, description: m.role ? capitalize(m.role) : undefined } : undefined;
}

/** People as boxes: the name as label, the role below it; a role nobody holds by name is its own label. */
function peopleTree(people: OrgPerson[], icon: (label: string) => string | undefined): TreeNode[] {
  const tb = new TreeBuilder(icon);
  const nodes = new Map(people.map((p) => [p, tb.node(p.name ?? capitalize(p.role!), p.name && p.role ? capitalize(p.role) : undefined)]));
  for (const p of people) if (p.parent) tb.link(nodes.get(p.parent)!, nodes.get(p)!);
  return tb.result(new IdMaker());
}

/** Sentences and lines that may state parent links (list lines too: "- The CTO reports to the CEO"). */
function relationTexts(doc: ExtractContext['doc']): string[] {
  return [...(doc.lead && doc.tail && /\s(?:has|have|had|consists\s+of|is\s+(?:divided|split|organi[sz]ed)\s+into|includes?|comprises?)\s+(?:(?:two|three|four|five|six|seven|eight|several|many|\d+)\s+)?[\w-]+$/i.test(doc.lead) ? [`${doc.lead}: ${doc.tail}`] : []),
    ...doc.statements.filter((s) => !KEYED_UNDER.test(s.text) && !KEYED_REPORT.test(s.text)).map((s) => s.text)];
}

// "the head chef (Luca)", "our bookkeeper (Dan)": a first name in brackets right after a role.
const ROLE_WITH_NAME = /(?:^|[\s,;:])(?:the|our|a|an|my)\s+((?:[\p{Ll}][\p{L}-]*\s+){0,3}[\p{Ll}][\p{L}-]*)\s*\((\p{Lu}[\p{Ll}]+)\)/gu;

function personAliases(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of text.matchAll(ROLE_WITH_NAME)) out.set(m[2]!.toLowerCase(), nounPhrase(m[1]!));
  return out;
}

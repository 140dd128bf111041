// PromptDoc → mind map content: a central idea and branches, from outlines, "topic: a, b" and "topic (a, b)" items,
// and prose ("a central node labeled "X" from which branches such as "A", "B" extend", "For travel, a and b").
import type { MindmapContent } from '../../../spec/content/index.js';
import type { PromptDoc } from '../text/doc.js';
import type { Item } from '../text/outline.js';
import { splitOutside } from '../text/spans.js';
import { capitalize, concise, IdMaker, matchKey } from '../text/label.js';
import { findEnumeration, splitList } from '../text/lists.js';
import { flatItems, leaves, validated, type ExtractContext } from './common.js';
import { plainTitle } from './plain-title.js';
import { isStructureMarker } from '../brief/structure-markers.js';
import { relationsIn } from './tree.js';
import { TreeBuilder } from './tree-builder.js';
import { noteBranch } from './mindmap-notes.js';

// Where a prompt names its centre: 'central node labeled "X"', "Central topic: X", 'the topic "X"', "mind map about X".
const CENTRE = [
  // "one visual that branches out from 'Birdwatching Podcast Launch'".
  // "ideas branching off 'Newsletter'" too.
  /\bbranch(?:es|ing)?\s+(?:out\s+(?:from|of)|off(?:\s+(?:from|of))?)\s+["“'‘]([^"”'’]{2,60})["”'’]/i,
  // "Mind map with 'Climate change' in the centre and three branches: …", "con 'X' en el centro".
  /(?:^|\s)(?:with|con|avec|mit|com)\s+["“'‘«]([^"”'’»]{2,60})["”'’»]\s+(?:(?:in|at)\s+the\s+(?:cent(?:re|er)|middle)|en\s+el\s+centro|au\s+centre|im\s+zentrum|no\s+centro|al\s+centro)(?!\p{L})/iu,
  /\bcent(?:ral|er|re)\s+(?:node|topic|idea|theme|concept|bubble)\s+(?:is\s+|labell?ed\s+|called\s+|named\s+|titled\s+|reading\s+|of\s+)?["“]([^"”]{1,60})["”]/i,
  /^(?:the\s+)?(?:(?:cent(?:ral|er|re)|main|core)\s+(?:topic|node|idea|theme|concept)|cent(?:er|re)|root|core|middle)\s*[:：-]\s*(.{1,60}?)\s*$/i,
  /\b(?:topic|subject|theme)\s+(?:of\s+)?["“]([^"”]{1,60})["”]/i,
  // "sobre o tema 'Abrir uma cafeteria'", "zum Thema „X“", "sur le thème « X »": the theme in quotes, in other languages.
  /(?:^|\s)(?:tema|thème|sujet|thema|tópico|argomento)\s+(?:de\s+|di\s+)?["“'‘„«]\s*([^"”'’“«»]{2,60}?)\s*["”'’“»]/iu,
  /^(?:中心主题|中心|主题|核心)\s*[:：]\s*(.{1,30})$/u,
  /\bbrainstorm(?:ing)?\s+(?:(?:some\s+)?(?:ideas|topics)\s+)?(?:for|about|on)\s+(?:my|our|the|a|an)?\s*(.{2,40}?)\s*$/i,
  // "Brainstorming notes from today for the autumn campaign of FjordWear (rain jackets)": what the notes are for.
  /^(?:brainstorm(?:ing)?|meeting|workshop|call)\s+notes?\s+(?:from\s+\S+(?:\s+\S+)?\s+)?(?:for|about|on)\s+(?:my|our|the|a|an)?\s*(.{2,60}?)\s*$/i,
];
// A list of the main branches: 'branches such as "A", "B"', "4 main branches: A, B", "Topics could include A, B and C".
const BRANCHES = /(?:\b|^)(?:(?:\d+|two|three|four|five|six|several|some)\s+)?(?:main\s+|major\s+|key\s+|first-level\s+)?(?:branches|topics|subtopics|categories|areas|themes|sections|分支|主要分支|ブランチ)(?:\s+(?:(?:could|would|will|should|might|can|may)\s+)?(?:such\s+as|like|include|includes|including|are|for|on|about|covering)\b|\s*[:：])\s*:?\s*(.+)$/i;
// "For travel I could write about a and b", "For food, recipes and reviews", "Under Planning put a and b".
const UNDER = /^(?:for|under|in|within|on)\s+(?:the\s+)?(?:["“]?)([\p{L}][\p{L}\p{N}\s'-]{0,30}?)(?:["”]?)(?:\s*[,:：]\s*|\s+(?:I|we|you|they)\s+(?:could|can|would|might|will|should)\s+(?:write\s+about|cover|do|use|try|include|have|add|list|put|mention)\s+|\s+(?:put|add|list|include|place|write|goes?|go|are|is|we\s+have|there\s+are)\s+)(.+)$/iu;
// "ramos para cardápio (…)", "ramas para …", "branches pour …", "Zweige für …": the word for branches is no branch.
const FOREIGN_BRANCHES = /^(?:ramos|ramas|rami|branches|zweige|äste)\s+(?:para|pour|per|für)\s+/iu;
// Sentences about the drawing itself ("Each branch splits into specific ideas", "The mind map will help ...").
const META = /^(?:each|every|all)\s+(?:branch|category|node|topic)|\b(?:mind\s?map|diagram|this\s+task|the\s+task)\s+(?:will|should|must|can|helps?|is|involves)\b/i;

/** A text cut at its sentence ends ("Central topic: X. Main branches: a, b."). */
function bySentence(t: string): string[] {
  return t ? t.split(/(?<=[.!?。])\s+(?=["“]?[\p{Lu}\p{Lo}])/u) : [];
}

function unquote(s: string): string {
  return s.trim().replace(/^["“'‘]+|["”'’]+$/gu, '').replace(/[.。]+$/u, '').trim();
}

/** Quoted names if the text has them ('"A", "B", and "C"'), else its list parts. */
function names(text: string): string[] {
  const q = [...text.matchAll(/["“]([^"”]{1,60})["”]/gu)].map((m) => m[1]!.trim());
  if (q.length >= 2) return q;
  const parts = splitList(text.replace(/\s+(?:extend|extending|radiate|radiating|branch(?:ing)?\s+out|come\s+off|around\s+it).*$/i, ''));
  // "budget tips and destination guides": two names, though no comma makes it a list.
  const and = parts.length === 1 ? parts[0]!.split(/\s+(?:and|&)\s+/i) : parts;
  return (and.every((x) => x.split(/\s+/).length <= 4) ? and : parts).map(unquote).filter(Boolean);
}

function findCentre(doc: PromptDoc): string | undefined {
  // (The request the brief set aside may name it too: "I'd like one visual that branches out from 'X'".)
  const texts = [doc.lead && doc.tail ? `${doc.lead}: ${doc.tail}` : doc.lead, doc.tail ? doc.lead : '', ...doc.lines.map((l) => l.text), ...doc.sentences, ...(doc.asked ?? [])].flatMap((t) => bySentence(t));
  for (const re of CENTRE) for (const t of texts) {
    const m = t ? re.exec(t.trim()) : null;
    // "the autumn campaign of FjordWear (rain jackets)": a note in brackets after the centre stays out of it.
    if (m) return unquote(m[1]!.replace(/\s*\([^()]*\)\s*$/, '')) || unquote(m[1]!);
  }
  // "思维导图：学习英语——听力（…）": the words before the dash.
  const dash = /^(.{1,20}?)\s*(?:——|—|–|--)\s*\S/u.exec(doc.tail);
  if (dash && /[\u3400-\u9fff]/u.test(dash[1]!)) return dash[1]!.trim();
  return undefined;
}

export function extractMindmap(ctx: ExtractContext): MindmapContent {
  const { doc } = ctx;
  const tb = new TreeBuilder(ctx.icon);
  let center = findCentre(doc);
  let title = plainTitle(doc.title);
  let items: Item[] = doc.itemSource === 'lines' ? doc.items : flatItems(doc, 2);
  // "思维导图：学习英语——听力（播客、电影），口语（…）": the branches follow the dash.
  const dash = /^.{1,20}?\s*(?:——|—|–|--)\s*(.+)$/u.exec(doc.tail);
  if (center && dash && doc.tail.startsWith(center)) items = leaves(splitList(dash[1]!));
  // "thesis ideas: climate migration -> causes (drought, sea level), effects (…), policy (…)": the word before the
  // arrow or dash is the centre, the list after it its branches.
  const fan = doc.tail ? /^([^,;:()]{2,40}?)\s*(?:->|→|=>|\s[—–-]\s)\s*(.+)$/u.exec(doc.tail) : null;
  if (!center && fan && splitList(fan[2]!).length >= 2) {
    center = fan[1]!.trim();
    items = leaves(splitList(fan[2]!));
  }
  // A single root with children is the centre ("- Learning Spanish\n  - Apps ...").
  if (items.length === 1 && items[0]!.children.length > 0) {
    center ??= concise(items[0]!.text).label;
    items = items[0]!.children;
  }
  // "Our school turns 50 next year and the committee brainstormed …." above a "Centre:" line over keyed branches: a
  // sentence that sets the scene is no branch.
  const centreAt = items.findIndex((it) => /^(?:centre|center|central\s+(?:topic|idea|node))\s*[:：]/iu.test(it.text));
  if (centreAt > 0) items = items.filter((it, i) => i > centreAt || i === centreAt || !(it.children.length === 0 && /[.!]$/.test(it.text.trim()) && it.text.split(/\s+/).length >= 6));
  // "Main branches: Content (episode ideas: a, b; guest experts), Equipment (two USB mics, a field recorder)": the
  // branches, each with the items its bracket lists; the sentences around them set the scene.
  const branchLine = [...items.map((it) => it.text), ...doc.statements.map((st) => st.text)].map((text) => /^(?:(?:the\s+)?(?:main|key|top[- ]level|first[- ]level|big)\s+)?(?:branches|topics|themes|areas|categories|sections)\s*[:：]\s*(.+)$/iu.exec(text.trim())).find((m) => m && it0(m[1]!).length >= 2 && it0(m[1]!).some((b) => b.children.length > 0));
  if (branchLine) items = it0(branchLine[1]!);
  // "Central topic: X" and "Branches:" lines are the frame, not branches.
  items = items.flatMap((it) => {
    if (center && CENTRE.some((re) => re.test(it.text)) || (center && matchKey(it.text) === matchKey(center) && it.children.length === 0)) return [];
    if ((/^(?:(?:main\s+)?branches|topics|subtopics|categories|nodes|ideas)$/i.test(it.text.trim()) || isStructureMarker(it.text)) && it.children.length) return it.children;
    // "Branches: A (x, y), B (z)" on one line: the marker introduces the branches.
    const keyed = /^([^:：]{1,24})[:：]\s*(.+)$/u.exec(it.text);
    if (keyed && isStructureMarker(keyed[1]!) && it.children.length === 0) return leaves(splitList(keyed[2]!));
    return [it];
  });

  // Notes told in a sentence ("we talked about channels (A, B), the key message which is basically 'X'").
  if (doc.itemSource === 'inline') items = items.map(noteBranch);

  // Prose: sentences that list the main branches, then sentences that give one branch its children.
  const sentences = branchLine || doc.itemSource === 'lines' ? [] : [doc.lead && doc.tail ? `${doc.lead}: ${bySentence(doc.tail)[0]}` : doc.lead, ...doc.sentences].filter(Boolean).flatMap(bySentence);
  let top: string[] = [];
  const children: { parent: string; child: string }[] = [];
  const leadSentence = sentences[0] && doc.lead && sentences[0].startsWith(doc.lead) ? sentences[0] : undefined;
  for (const raw of sentences) {
    for (const s of raw.split(/;\s*/)) {
      const t = s.trim().replace(/[.!]+$/, '');
      // "Con tres ramas: …", "Trois branches : …": a marker in any language keys the branches too.
      const marked = /^([^:：]{1,30}?)\s*[:：]\s*(.+)$/u.exec(t);
      const listed = BRANCHES.exec(t)?.[1] ?? (marked && isStructureMarker(marked[1]!) ? marked[2] : undefined);
      const branchNames = listed ? names(listed) : [];
      if (META.test(t) && branchNames.length < 2) continue;
      // The request sentence names the centre and may list the branches, nothing more.
      if (raw === leadSentence) {
        if (branchNames.length >= 2 && top.length === 0) top = branchNames;
        continue;
      }
      if (branchNames.length >= 2 && top.length === 0) {
        // "饮食（多吃蔬菜、少吃糖）, 运动（…）": a branch with its sub-topics in brackets.
        top = branchNames.map((x) => {
          const sub = /^(.+?)\s*[(（]([^()（）]+)[)）]$/u.exec(x.replace(/^(?:branches|topics)\s+for\s+/i, ''));
          if (!sub) return x.replace(/^(?:branches|topics)\s+for\s+/i, '');
          for (const c of splitList(sub[2]!)) children.push({ parent: sub[1]!.trim(), child: c });
          return sub[1]!.trim();
        });
        continue;
      }
      const u = UNDER.exec(t);
      if (u && !/^(?:example|instance|now|me|us)$/i.test(u[1]!.trim())) {
        for (const c of names(u[2]!.replace(/^(?:about|the)\s+/i, ''))) children.push({ parent: u[1]!.trim(), child: c });
        continue;
      }
      const kv = /^([\p{L}][\p{L}\s-]{0,30}?)\s*[:：]\s*(.+)$/u.exec(t);
      if (kv && (top.some((x) => matchKey(x) === matchKey(kv[1]!)) || (top.length === 0 && names(kv[2]!).length >= 2))) { names(kv[2]!).forEach((c) => children.push({ parent: kv[1]!, child: c })); continue; }
      children.push(...relationsIn([t]));
    }
  }

  const enumerating = doc.sentences.filter((s) => findEnumeration(s, 2)).length;
  // Listed names stay as branches in their order ("venue, guests, catering. Catering includes ...").
  if (!top.length && children.length >= 1 && doc.itemSource === 'inline') top = items.filter((i) => i.children.length === 0).map((i) => i.text);
  if (top.length || children.length >= 2) {
    // "饮食 (多吃蔬菜, 少吃糖)", "Militarism (arms race, dreadnoughts)": a branch's own list in brackets is its children.
    top.forEach((x) => tb.addItems(leaves([x])));
    for (const r of children) tb.addItems(leaves([r.child]), tb.node(r.parent));
  } else if (doc.itemSource === 'sentences' || (doc.itemSource === 'enumeration' && enumerating >= 2)) {
    // Each sentence that enumerates ("For social media we could use Instagram and TikTok") becomes a branch.
    const branches = doc.sentences.filter((s) => !META.test(s)).map((s) => {
      const e = findEnumeration(s, 2);
      const head = e?.before.replace(/^(?:for|in|on|about|under)\s+/i, '').replace(/\b(?:we|you|they|i)\s+(?:could|can|should|might|will)\s+(?:use|try|do|have)?$/i, '')
        .replace(/\s+(?:include|includes|are|is|cover|covers|involve|involves|consist\s+of|such\s+as)$/i, '').trim();
      return e ? { text: head || s, children: leaves(e.items), header: false } : { text: s, children: [], header: false };
    });
    tb.addItems(branches.some((b) => b.children.length > 0) ? branches : items);
  } else {
    // "听力（播客、电影），写作（日记）": where siblings hold their sub-topics in brackets, one in brackets is one too.
    const grouped = items.filter((i) => /[(（][^()（）]+[,，、][^()（）]+[)）]\s*$/u.test(i.text)).length >= 2;
    tb.addItems(items.map((i) => {
      const text = i.text.replace(/^(?:(?:main\s+)?branches|topics|subtopics|nodes)\s+(?:for|on|about|like|such\s+as)\s+/i, '').replace(FOREIGN_BRANCHES, '');
      const one = grouped && i.children.length === 0 ? /^(.+?)\s*[(（]([^()（）,，、]+)[)）]\s*$/u.exec(text) : null;
      return one ? { ...i, text: one[1]!, children: leaves([one[2]!]) } : { ...i, text };
    }));
  }
  let nodes = tb.result(new IdMaker());
  center = center ? capitalize(center) : title ?? (doc.lead ? concise(doc.lead).label : nodes.length > 0 ? 'Ideas' : concise(doc.text).label);
  if (title && title.toLowerCase().includes(center.toLowerCase()) && title.split(/\s+/).length > center.split(/\s+/).length + 1) title = undefined;
  nodes = nodes.filter((n) => n.label !== center || n.parent);
  if (title && matchKey(title) === matchKey(center)) title = undefined;
  return validated('mindmap', { title, center, nodes });
}

/** "Content (episode ideas: a, b; guest experts), Equipment (two mics)": branches with their bracketed items. */
function it0(list: string): Item[] {
  // Commas outside brackets part the branches ("Content (a: b, c; d), Equipment (e)").
  // "…, Effects (a, b) and Solutions (c)", "… y Soluciones (…)": the last branch joins after its neighbour's bracket.
  const named = splitOutside(list.replace(/[.!]+$/, ''), /[,，]\s*|(?<=[)）])\s+(?:and|&|y|e|et|und|or|o|ou|oder|及び|和)\s+/u).map((p) => p.trim().replace(/^(?:and|or)\s+/i, '')).filter(Boolean);
  return (named.length >= 2 ? named : splitList(list.replace(/[.!]+$/, ''))).map((part) => {
    const m = /^(.+?)\s*[(（]([^()（）]+)[)）]$/u.exec(part.trim());
    if (!m) return { text: part.trim(), children: [], header: false };
    const kids = m[2]!.replace(/^[^:：;]{1,30}[:：]\s*/u, '').split(/\s*[,;，；]\s*/u).map((k) => k.replace(/^(?:and|or)\s+/i, '').trim()).filter(Boolean);
    return { text: m[1]!.trim(), children: kids.map((k) => ({ text: k, children: [], header: false })), header: false };
  });
}

// PromptDoc → Venn content: 2–3 sets with their own items, and the overlaps the prompt names.
import { countedVenn } from './venn-counts.js';
import type { VennContent } from '../../../spec/content/index.js';
import { concise, fullNameIn, IdMaker, matchKey, nounPhrase } from '../text/label.js';
import { distributeHead, findEnumeration, splitList, splitNames } from '../text/lists.js';
import { tooFew, validated, type ExtractContext } from './common.js';
import { readMemberships, readPeopleIn, spreadShared } from './venn-membership.js';

const OVERLAP_KEY = /^(?:both|all(?:\s+(?:three|3|of\s+them))?|common|shared|overlap(?:s|ping)?|intersection|in\s+common|center|centre|middle|sweet\s+spot|in\s+comune|comune|entrambi|entrambe|tutti\s+e\s+tre|en\s+commun|les\s+deux|tous\s+les\s+trois|gemeinsam|beide|alle\s+drei|en\s+común|ambos|ambas|los\s+tres|em\s+comum|os\s+dois|as\s+duas)(?![\p{L}])|[&∩+]|\band\b/iu;
// "designers and copywriters both work on storyboards", "all three of them sit in on client pitches".
const SHARED_CLAUSE = /^(?:and\s+)?(.+?)\s+(?:(?:both|all|together)\s+)?(?:work(?:s)?\s+on|handles?|shares?|do(?:es)?|covers?|sits?\s+in\s+on|takes?\s+care\s+of|(?:are|is)\s+(?:both\s+|all\s+)?responsible\s+for|deals?\s+with|owns?|runs?|helps?\s+with|joins?|attends?|uses?|needs?|knows?|sell|sells|offer|offers)\s+(.+)$/i;
// "son mamíferos y son mascotas", "sono a sangue freddo e sono vertebrati", "are warm and are pets": two items.
const AND_COPULA = /\s+(?:and|e|y|et|und)\s+(?=(?:are|is|sono|è|son|es|sont|est|sind|ist|são|é)\s)/iu;
// "Solo le rane", "Nur Hunde", "Seulement les chats", "Sólo los perros": a set alone, said in its own language.
const ONLY_INTL = /^(?:only|just|solo|soltanto|solamente|nur|seulement|uniquement|sólo|só|apenas|somente)\s+(?:(?:the|les|los|las|le|la|lo|gli|il|i|die|der|das|el|os|as|o|a)\s+|l')?|\s+(?:only|alone|soltanto|allein|seulement|solamente)$/iu;
const SETS_IN_LEAD = /\b(?:of|between|for|comparing|compare|across|contrast(?:ing)?)\s+(.+?)(?:\s+(?:in|as|using|with)\s+(?:a|an|the)\b.*)?$/i;
// "A and B overlap in X", "math and expertise in research", "all three together are X"
const OVERLAP_SENTENCE = /^(.+?)\s+(?:overlap|intersect|meet|combine|come\s+together|together)?\s*(?:in|at|as|(?<=(?:overlap|intersect|meet)\s+)on|to\s+form|to\s+give|to\s+make|=|make|makes|are|is|give|gives|form|forms|produce|produces)\s+(?:the\s+|a\s+|an\s+)?["“']?(.+?)["”']?$/i;

const SOME_IN = /^(?:(?:some|others?|a\s+few|many|most)\s+(?:of\s+them\s+)?(?:are\s+|do\s+|play\s+|take\s+)?)?(?:in|on|at)\s+(?:the\s+)?(?=\S)/i;
const VS_SETS = /^(?:the\s+)?([^,;:]{2,40}?)\s+(?:vs\.?|versus)\s+(?:the\s+)?([^,;:]{2,60})$/i;
const VS_DASH = /^(?:the\s+)?([^,;:]{2,40}?)\s+(?:vs\.?|versus)\s+(?:the\s+)?([^,;:]{2,40}?)\s+[-–—]\s+(.+)$/i;
// "Things all three share in the middle", "what both have in common": a key that names the overlap in a phrase.
const SHARED_KEY = /\b(?:all\s+(?:three|3)|both|in\s+common|shared?|in\s+the\s+(?:middle|cent(?:re|er)))\b/i;
const CONTRAST = /\s(?:vs\.?|versus|compared\s+(?:to|with))\s|^what\s/i;

const SET_LIST = /(?:^|\n|[.;]\s)\s*(?:the\s+)?(?:(?:two|three|2|3)\s+)?(?:circles|sets|categories|rings)(?:\s+(?:are|called|named))?(?:\s+(?:pls|please|plz))?\s*[:：\-–—]?\s+([^.;\n]+)/i;
const ZONE_ITEM = /^(?:(?:items?|examples?)\s+(?:include|are|like)\s+)?["“]?(.+?)["”]?\s+in\s+(?:zone\s+)?`?([A-Ca-c]{1,3})`?$/;

// "UX + PM", "designers & writers", "PM and frontend": two or more sets joined.
const JOINED = /\s(?:[+&]|and|und|et|y|e)\s|^all\s+(?:three|3)\b|^(?:both|all)\b/i;
const ASKED_BETWEEN = /\b(?:between|among|across|for)\s+((?:the\s+)?[^,.?!]{2,40}(?:,\s*[^,.?!]{2,40})*,?\s+(?:and|&)\s+[^,.?!]{2,40}?)(?=[.?!]|$|\s+(?:in|into|as|at|on|so|because|who|with|using)\b)/i;
const BETWEEN = /^(?:the\s+)?(.+?)(?:\s+(?:sits?|lies|lie|is|are|falls?|lives?|goes))?\s+(?:in\s+)?between\s+(.+?)\s+and\s+(.+)$/i;
const AS_OVERLAP = /^(?:(?:a\s+)?venn(?:\s+diagram)?\s+(?:of|showing)\s+)?(?:the\s+)?(.+?)\s+as\s+the\s+(?:overlap|intersection)\s+(?:of|between)\s+/i;

const DASH_HEAD = /^(?:\*\*)?([^-–—:]{2,60}?)(?:\*\*)?\s+[-–—]\s+\S/;

// "Overlap pls", "Bubble chart of overlap please": a title that only names the drawing, or ends in a please.
const POLITE_END = /[\s,]+(?:pls|plz|please|thx|thanks|svp|bitte|por\s+favor|per\s+favore)[.!]*$/i;
const DRAWING_ONLY = /^(?:(?:a|the)\s+)?(?:(?:bubble|venn)\s+)?(?:chart|diagram|picture|graphic)?\s*(?:of\s+)?(?:the\s+)?(?:overlaps?|venn(?:\s+diagram)?|circles|bubbles|intersections?)$|^(?:diagramm[ea]?|diagrama|schaubild)(?:\s+(?:de|di|von))?(?:\s+venn)?$/i;
// "What's shared and what's unique between cats": the request's words, not a title.
const WHAT_SHARED = /^(?:show\s+)?what(?:'s|’s|\s+is|\s+they)\s+(?:shared|common|unique|different|in\s+common|the\s+same)\b/i;
function plainTitle(t: string | undefined): string | undefined {
  const x = t?.replace(POLITE_END, '').trim();
  return !x || DRAWING_ONLY.test(x) || WHAT_SHARED.test(x) ? undefined : x;
}

// "Stats+Programming = Machine learning": two sets joined by a sign, their overlap named after the equals sign.
const SYMBOL_JOINED = /^([^=:+&∩×]{2,40}(?:\s*[+&∩×]\s*[^=:+&∩×]{2,40}){1,2}?)\s*(?:=|:)\s*\S/u;
// "all three", "les trois", "alle drei", "los tres", "os três", "tutti e tre", "三者"; "les deux", "beide", "ambos".
const ALL_THREE = /^\s*(?:(?:tous\s+)?les\s+trois|alle\s+drei|(?:todos\s+)?los\s+tres|(?:todos\s+)?os\s+tr[êe]s|tutti\s+e\s+tre|三者|三つ(?:とも)?|三个都)/iu;
const BOTH = /^\s*(?:les\s+deux|beide|ambos|ambas|os\s+dois|as\s+duas|entrambi|entrambe|两者|両方)/iu;
const DRAWING_LEAD = /^.*\b(?:circles?|venn(?:\s+diagram)?|overlap(?:ping)?|bubbles|cercles|kreise|c[ií]rculos|cerchi)\b[^-–—:]*[-–—:]\s+/i;

// What the sets do, said after them: "all three accept X and have Y", "A and B both run on Z", "A and B share C",
// "only the metro runs every 3 minutes". The verb stays with what it says ("run on electricity").
const ALL_DO = /^(?:all\s+(?:three|3|of\s+them)|both(?:\s+of\s+them)?|they\s+(?:both|all))\s+(?!(?:together\s+)?(?:are|is|make|makes|form|give|share)\b|together\b)(.{3,})$/i;
const JOINED_DO = /^(?:the\s+)?(.{2,50}?)\s+(?:both|all|each)\s+(.{3,})$|^(?:the\s+)?(.{2,50}?\s(?:and|&|\+)\s.{2,30}?)\s+(?:share|have\s+in\s+common)\s+(.{3,})$/i;
const ONLY_DO = /^only\s+(?:the\s+)?(\S+)\s+(\S.{2,})$/i;
const VERB_AND = /\s+and\s+(?=(?:have|has|are|is|can|run|runs|use|uses|need|needs|accept|accepts|offer|offers|serve|serves|get|gets|take|takes|go|goes|share|shares)\b)/i;

function toldOfSets(part: string, setsIn: (p: string) => string[]): { keys: string[]; items: string[] } | undefined {
  // "all three = Data science" names the overlap; it is read below.
  if (/[=:]/.test(part)) return undefined;
  const items = (t: string) => t.split(VERB_AND).map((x) => x.trim()).filter(Boolean);
  const all = ALL_DO.exec(part);
  if (all) { const keys = setsIn(part.slice(0, part.length - all[1]!.length)); return keys.length >= 2 ? { keys, items: items(all[1]!) } : undefined; }
  const joined = JOINED_DO.exec(part);
  if (joined) {
    const keys = setsIn(joined[1] ?? joined[3]!);
    if (keys.length >= 2) return { keys, items: items(joined[2] ?? joined[4]!) };
  }
  const only = ONLY_DO.exec(part);
  if (only) { const keys = setsIn(only[1]!); if (keys.length === 1) return { keys, items: items(only[2]!) }; }
  return undefined;
}

interface SetDraft { key: string; label: string; items: string[] }

export function extractVenn(ctx: ExtractContext): VennContent {
  const { doc } = ctx;
  // "Swimming has 142 members, Cycling 208 … 37 are in swimming and cycling only": head counts, set by set.
  const counted = countedVenn(doc.text, doc.title);
  if (counted) return validated('venn', counted);
  const sets: SetDraft[] = [];
  const overlaps: { keys: string[]; label?: string; items: string[] }[] = [];
  const addSet = (name: string, items: string[] = []) => {
    // "Dogs only: loyal, needs walks": the items of the set Dogs alone.
    // "some are in the robotics club", "some on the football team": the group, not who is in it.
    // "**Mediterranean**": Markdown emphasis is no part of a set's name.
    const label = concise(nounPhrase(name.replace(/\*\*|__/g, '').replace(DRAWING_LEAD, '').trim().replace(ONLY_INTL, '').replace(SOME_IN, '')), 6).label;
    const k = matchKey(label);
    // "running only" after "hiking vs trail running": a word of one set's name stands for it.
    const part = sets.length >= 2 && !sets.some((x) => x.key === k) ? sets.filter((x) => x.key.endsWith(` ${k}`) || x.key.startsWith(`${k} `)) : [];
    const s = sets.find((x) => x.key === k) ?? (part.length === 1 ? part[0] : undefined);
    if (s) { s.items.push(...items); return s; }
    const n = { key: k, label, items };
    sets.push(n);
    return n;
  };
  /** Sets named in a phrase: each set whose first distinctive word appears in it. */
  const setsIn = (phrase: string): string[] => {
    const p = ` ${matchKey(phrase)} `;
    if (/^\s*(?:all|all three|the three|every)\b/.test(p) || /\ball three\b/.test(p) || ALL_THREE.test(phrase)) return sets.slice(0, 3).map((s) => s.key);
    if (/^\s*both\b/.test(p) || BOTH.test(phrase)) return sets.slice(0, 2).map((s) => s.key);
    // "CS" for "computer science": a set's initials stand for it too.
    const initials = (k: string) => k.split(' ').filter((w) => w.length > 2 && !/^(?:and|the)$/.test(w)).map((w) => w[0]).join('');
    // "Stats" for "Statistics", "Prog" for "Programming": a written-short first word (four letters in common) names it.
    const short = p.split(' ').filter((w) => w.length >= 3 && !/^(?:and|the|all|les|und|die|der|los|las|gli|les|des|con|with)$/.test(w));
    return sets.filter((s) => s.key.split(' ').filter((w) => w.length > 2 && !/^(?:and|the|what|you|are|can|your)$/.test(w)).slice(0, 1).some((w) => p.includes(` ${w}`) || (w.length >= 5 && short.some((x) => x.length < w.length && (w.startsWith(x) || (x.length >= 4 && x.slice(0, 4) === w.slice(0, 4))))))
      // "UX + PM": a set whose name opens with a two-letter acronym ("UX designers") is named by it.
      || (/^[A-Z]{2}(?:\s|$)/.test(s.label) && p.includes(` ${s.key.split(' ')[0]} `))
      || (initials(s.key).length >= 2 && p.includes(` ${initials(s.key)} `))).map((s) => s.key);
  };
  // "Circles: A, B, C", "Three sets A, B, C with sizes …": the sets, named first in the order given.
  const named = SET_LIST.exec(doc.text);
  const namedSets = named ? splitNames(named[1].replace(/\s+(?:with|and\s+(?:overlaps?|sizes?))\b.*$/i, '')) : [];
  if (namedSets.length >= 2 && namedSets.length <= 3) namedSets.forEach((n) => addSet(n));
  // '"NFTs" in A', '"Sourdough" in ABC': an item in the zone of the sets named by their letters, in order.
  const zoned = namedSets.length >= 2 ? doc.items.map((it) => ZONE_ITEM.exec(it.text)).filter((m): m is RegExpExecArray => !!m) : [];
  const zoneItems = new Set(zoned.map((m) => m.input));
  for (const m of zoned) {
    const letters = [...m[2].toUpperCase()].map((c) => c.charCodeAt(0) - 65).filter((i) => i < sets.length);
    if (letters.length === 1) sets[letters[0]].items.push(m[1]);
    else if (letters.length >= 2) overlaps.push({ keys: letters.map((i) => sets[i].key), items: [m[1]] });
  }
  // "Design + Engineering = Prototyping" line by line, with the sets never listed on their own: the sets are the names
  // the joined keys are made of, in the order they come.
  const joinedKeys = doc.items.map((it) => SYMBOL_JOINED.exec(it.text)?.[1]).filter((k): k is string => !!k);
  if (sets.length < 2 && joinedKeys.length >= 2) {
    const names = [...new Map(joinedKeys.flatMap((k) => k.split(/\s*[+&∩×]\s*/)).map((n) => [matchKey(n), n.trim()] as const)).values()];
    if (names.length >= 2 && names.length <= 3) names.forEach((n) => addSet(n));
  }
  let lastKeyed: { key: string; values: string[]; eq?: boolean } | undefined;
  const lines = doc.items.filter((it) => !zoneItems.has(it.text)).map((it) => {
    if (it.children.length > 0) return (lastKeyed = { key: it.text, values: it.children.map((c) => c.text) });
    // "both = Sam and Priya": an equals sign keys the line as a colon does.
    const kv = /^([^:=]{1,60}?)\s*(?::|\s=)\s*(.*)$/.exec(it.text);
    // "…, both = Sam and Priya" read as a list: the name after the keyed part is its member too.
    if (!kv && lastKeyed && doc.itemSource === 'inline' && it.text.split(/\s+/).length <= 3) { lastKeyed.values.push(it.text); return undefined; }
    lastKeyed = undefined;
    // "hiking vs trail running – both: …": the two sets, then the key of the line.
    const vsKey = kv ? VS_DASH.exec(kv[1]!.trim()) : null;
    if (vsKey && kv) { addSet(vsKey[1]!); addSet(vsKey[2]!); kv[1] = vsKey[3]!; }
    const values = kv ? splitList(kv[2]).flatMap((v) => v.split(AND_COPULA)) : [];
    return kv ? (lastKeyed = { key: kv[1].trim(), values: values.length === 1 ? splitNames(values[0]!) : values, eq: /^[^:=]*=/.test(it.text) }) : undefined;
  }).filter((x): x is { key: string; values: string[]; eq?: boolean } => !!x);
  // "Mediterranean ∩ Vegetarian", "Dogs & Cats": two named sets joined.
  const isOverlapKey = (k: string) => (/[&∩+×]|\s(?:and|und|et|y|e)\s/.test(k) && setsIn(k).length >= 2) || (SHARED_KEY.test(k) && k.split(/\s+/).length <= 8) || OVERLAP_KEY.test(k) && (splitNames(k).length >= 2 || /^(?:both|all|common|shared|overlap|intersection|in common|center|centre|middle|sweet spot|in comune|comune|entramb|tutti|en commun|les deux|tous|gemeinsam|beide|alle|en común|ambo|amba|los tres|em comum|os dois|as duas)/iu.test(k));
  const overlapLines = lines.filter((l) => isOverlapKey(l.key));
  for (const l of lines) {
    if (overlapLines.includes(l)) continue;
    // "Unique bits: Museums – exhibitions; Libraries – lending": each value names its set before a dash.
    const perSet = l.values.map((v) => /^(?:the\s+)?(.{2,40}?)\s+[-–—]\s+(.+)$/.exec(v.trim())).map((m) => m && sets.find((x) => x.key === matchKey(m[1]!)) ? { set: m[1]!, items: m[2]! } : undefined);
    if (perSet.length >= 2 && perSet.every(Boolean)) { for (const x of perSet) addSet(x!.set, splitNames(x!.items)); continue; }
    addSet(l.key, l.values);
  }

  // "- Product Specialist - for very tailored solutions": list lines each naming a set before a dash and what it is
  // for after it, two or three of them.
  if (sets.length < 2) {
    const heads = doc.items.map((it) => DASH_HEAD.exec(it.text)?.[1]).filter((h): h is string => !!h);
    if (heads.length >= 2 && heads.length <= 3 && heads.length === doc.items.length) heads.forEach((h) => addSet(h));
  }
  // "cat owners vs dog owners in our office": the two sides of "vs" are the sets.
  if (sets.length < 2) {
    const vs = doc.items.map((it) => VS_SETS.exec(it.text)).find(Boolean);
    if (vs) [vs[1]!, vs[2]!].forEach((n) => addSet(n.replace(/\s+(?:in|at|from|among)\s+(?:our|the|my|this)\s+.*$/i, '')));
  }
  // Set names from the prompt's own list ("three circles: a, b and c") or from the request ("Venn of a and b").
  // "Designers do layout and illustration, copywriters do headlines and scripts, …": the sets told by what they do.
  const toldItems = sets.length < 2 && doc.itemSource === 'sentences' ? readMemberships(doc.sentences, '') : [];
  toldItems.forEach((m) => addSet(m.name, m.items));
  const toldIn = new Set(toldItems.length ? doc.sentences.filter((s) => readMemberships([s], '').length >= 2) : []);
  // "UX + PM share user research, UX + frontend share prototyping, …": clauses that say what sets share are overlaps, not sets.
  const sharedClause = (c: string) => { const m = SHARED_CLAUSE.exec(c.trim().replace(/^and\s+/i, '').replace(/[.!]+$/, '')); return !!m && JOINED.test(m[1]!); };
  const sharedClauses = (doc.items.length >= 2 && doc.items.every((it) => sharedClause(it.text)))
    || doc.statements.some((st) => { const cs = st.text.split(/,\s+(?:and\s+)?|;\s*/); return cs.length >= 2 && cs.every(sharedClause); });
  if (sets.length < 2 && !sharedClauses && (doc.itemSource === 'inline' || doc.itemSource === 'enumeration') && doc.items.length >= 2 && doc.items.length <= 3) doc.items.forEach((it) => addSet(it.text));
  // "I keep getting asked who does what between UX designers, product managers and frontend developers": the sets are
  // named in a sentence the brief read as the request.
  if (sets.length < 2 && sharedClauses) {
    for (const a of doc.asked ?? []) {
      const m = ASKED_BETWEEN.exec(a);
      const names = m ? splitNames(m[1]!) : [];
      if (names.length >= 2 && names.length <= 3) { names.forEach((n) => addSet(n)); break; }
    }
  }
  // With no request line, a first sentence that tells a set by its members ("Northside sells a, b and c.") names no sets.
  if (sets.length < 2 && !doc.lead) readMemberships(doc.sentences.length ? doc.sentences : [doc.text], doc.text).forEach((m) => addSet(m.name, m.items));
  if (sets.length < 2) {
    const lead = doc.lead || doc.statements[0]?.text || '';
    const m = SETS_IN_LEAD.exec(lead.replace(/\b(?:venn\s+diagram|overlap|intersection)\b/gi, ''));
    const e = findEnumeration(lead, 2);
    // "what frontend and backend developers have in common": the sets are the two before "have in common".
    const common = /\bwhat\s+(.+?)\s+(?:have\s+in\s+common|share|both\s+\w+)\b/i.exec(lead);
    // "data science as the overlap of A, B and C; …": the sets follow "the overlap of".
    const of = AS_OVERLAP.exec(lead);
    const ofNames = of ? splitNames(lead.slice(of[0].length).split(/;/)[0]!.replace(/[.!]+$/, '')) : [];
    // "show what's shared and what's unique between bus, tram and metro": the sets follow "between", wherever it stands.
    const among = /\b(?:between|among|amongst)\s+(?:the\s+)?([^:;?!]+)$/i.exec(lead.replace(/[.!?]+$/, ''));
    const amongNames = among ? splitNames(among[1]!) : [];
    const names = ofNames.length >= 2 && ofNames.length <= 3 ? ofNames : amongNames.length >= 2 && amongNames.length <= 3 && amongNames.every((n) => n.split(/\s+/).length <= 4) ? amongNames : common ? distributeHead(splitNames(common[1])) : m ? splitNames(m[1].replace(/^(?:the\s+)?(?:overlap|intersection)\s+(?:of|between)\s+/i, '')) : e ? e.items : [];
    if (names.length >= 2 && names.length <= 3) names.forEach((n) => addSet(n));
  }
  // Sets told by their members: "Northside sells a, b and c. Harbour sells …", "the Tuesday crew (Lena, Omar)".
  if (sets.length < 2) readMemberships(doc.sentences.length ? doc.sentences : [doc.text], doc.text).forEach((m) => addSet(m.name, m.items));
  // "Jonas and Mei do robotics and choir, Sara does all three": each person goes where their groups meet.
  const placed = new Set<string>(toldIn);
  if (sets.length >= 2) {
    for (const s of doc.sentences) {
      const found = readPeopleIn(s).map((p) => ({ ...p, keys: setsIn(p.groups) })).filter((p) => p.keys.length > 0);
      if (found.length < 2) continue;
      placed.add(s);
      for (const p of found) {
        if (p.keys.length === 1) sets.find((x) => x.key === p.keys[0])!.items.push(...p.people);
        else overlaps.push({ keys: p.keys, items: p.people });
      }
    }
  }
  // "Designers and copywriters both work on storyboards, …, and all three of them sit in on client pitches": what two or
  // three sets do together goes in their overlap.
  if (sets.length >= 2) {
    // A lone sentence the reader kept as the lead is a statement, not one of the sentences.
    for (const s of doc.sentences.length ? doc.sentences : doc.statements.map((st) => st.text)) {
      if (placed.has(s)) continue;
      const clauses = s.replace(/[.!]+$/, '').split(/,\s+(?:and\s+)?|;\s*/);
      const shared = clauses.map((c) => SHARED_CLAUSE.exec(c.trim())).filter((m): m is RegExpExecArray => !!m).map((m) => ({ keys: setsIn(m[1]!), what: m[2]! })).filter((x) => x.keys.length >= 2);
      // Only a sentence made of such clauses; "A know x; B know y; both know z" is read clause by clause below.
      if (shared.length === 0 || shared.length < clauses.length) continue;
      placed.add(s);
      for (const x of shared) overlaps.push({ keys: x.keys, items: splitNames(x.what) });
    }
  }
  for (const s of doc.sentences) {
    if (placed.has(s)) continue;
    // "Stats+Programming = Machine learning, Programming+Domain = Danger zone, all three = Data science": one overlap
    // a part, each named after its equals sign.
    for (const part0 of s.replace(/[.!]+$/, '').split(/;\s*|,\s+(?=(?:and\s+)?\S+(?:\s+\S+){0,4}\s+(?:in|at|are|is|overlap|make|between|sits|lies)\s)|,\s+(?=[^,=]{2,50}?\s*=\s)|,\s+(?=(?:and\s+)?only\s)/i)) {
      const part = part0.trim().replace(/^and\s+/i, '');
      // "Dogs are loyal and playful" gives a set its items; "Both are pets" gives the overlap.
      const own = /^(?:the\s+)?(.+?)\s+(?:are|is|has|have|offer|offers|include|includes|can\s+be|use|uses|need|needs|involve|involves|cover|covers|focus(?:es)?\s+on|emphasi[sz]es?|rel(?:y|ies)\s+on|share|shares|know|knows|like|likes|love|loves|prefer|prefers|speak|speaks|play|plays|do|does|want|wants|enjoy|enjoys)\s+(.+)$/i.exec(part);
      const ownSet = own ? sets.find((x) => x.key === matchKey(own[1])) ?? sets.find((x) => x.key.split(' ')[0] === matchKey(own[1])) : undefined;
      if (own && ownSet) { ownSet.items.push(...splitNames(own[2])); continue; }
      if (own && /^(?:both|all(?:\s+three)?|they\s+(?:both|all))$/i.test(own[1].trim())) { overlaps.push({ keys: setsIn(own[1]), items: splitNames(own[2]) }); continue; }
      // "all three accept the TapCard and have step-free access", "tram and metro both run on electricity", "Bus and tram
      // share on-street stops", "only the metro runs every 3 minutes": what several sets do together, or one set alone.
      const told = toldOfSets(part, (p) => { const k = setsIn(p); const exact = sets.find((x) => x.key === matchKey(p)); return k.length ? k : exact ? [exact.key] : []; });
      if (told) { if (told.keys.length >= 2) overlaps.push({ keys: told.keys, items: told.items }); else sets.find((x) => x.key === told.keys[0])?.items.push(...told.items); continue; }
      // "machine learning sits between math and CS": the overlap of the two, named.
      const between = BETWEEN.exec(part);
      if (between) {
        const keys = [...new Set([...setsIn(between[2]), ...setsIn(between[3])])];
        if (keys.length >= 2) { overlaps.push({ keys, label: concise(between[1], 5).label, items: [] }); continue; }
      }
      // "what a Data Analyst does vs what a Data Engineer does at our company": a contrast, not an overlap's name.
      const o = CONTRAST.test(part) ? null : OVERLAP_SENTENCE.exec(part);
      if (!o) continue;
      const keys = setsIn(o[1]);
      // "… some in the choir, some on the football team": an overlap is never named after one of the sets.
      // "les trois = Biologie computationnelle": a name given after an equals sign is the overlap's, whatever it says.
      if (keys.length >= 2 && (setsIn(o[2]).length === 0 || /\s=\s/.test(part)) && !/^(?:the\s+)?(?:middle|cent(?:re|er)|overlap|intersection)\b/i.test(o[2]!)) overlaps.push({ keys, label: concise(o[2], 5).label, items: [] });
    }
  }
  // A member several sets name belongs in their overlap, not in each set.
  overlaps.push(...spreadShared(sets.slice(0, 3)));
  for (const l of overlapLines) {
    const names = splitNames(l.key.replace(/^(?:overlap|intersection|common|shared)\s+(?:of|between|to)\s+/i, ''));
    let keys = names.map((n) => matchKey(n)).filter((k) => sets.some((x) => x.key === k));
    if (keys.length < 2) keys = setsIn(l.key).length >= 2 ? setsIn(l.key) : sets.slice(0, Math.min(sets.length, /^both/i.test(l.key) ? 2 : 3)).map((x) => x.key);
    // "uses both: 220": a short key that says more than "both" names the overlap.
    const own = SHARED_KEY.test(l.key) && !OVERLAP_KEY.test(l.key) && l.key.split(/\s+/).length <= 3 ? concise(l.key, 5).label : undefined;
    // "Design + Engineering = Prototyping": one short value after sets joined by a sign names their overlap.
    const one = (/[+&∩×]/.test(l.key) || l.eq) && l.values.length === 1 && l.values[0]!.split(/\s+/).length <= 4 ? concise(l.values[0]!, 5).label : undefined;
    if (one && !own) { overlaps.push({ keys, label: one, items: [] }); continue; }
    overlaps.push({ keys, items: l.values, ...(own ? { label: own } : {}) });
  }
  // "the sweet spot is Z" / "where all three meet is Z".
  const sweet = /\b(?:sweet\s+spot|intersection|overlap|where\s+(?:they|all\s+three|both)\s+(?:meet|overlap))\s+(?:is|are|=|:)\s+(?:the\s+)?([^.;]+)/i.exec(doc.text);
  const happens = /(?:^|[.;]\s*)(?:the\s+)?([^.;]{2,40}?)\s+(?:happens|lies|is\s+found|sits|lives|occurs)\s+where\s+(?:all\s+three|they|both|the\s+\w+)\s+(?:\w+\s+)?(?:overlap|meet|intersect)/i.exec(doc.text);
  if (happens && sets.length >= 2 && !overlaps.some((o) => o.label)) overlaps.push({ keys: sets.slice(0, 3).map((x) => x.key), label: concise(happens[1]).label, items: [] });
  if (sweet && sets.length >= 2 && overlaps.length === 0) overlaps.push({ keys: sets.slice(0, 3).map((x) => x.key), label: concise(sweet[1]).label, items: [] });
  // "Venn diagram of data science as the overlap of A, B and C": the overlap of them all is named.
  const asOverlap = AS_OVERLAP.exec(doc.lead || doc.text);
  if (asOverlap && sets.length >= 2 && !overlaps.some((o) => o.keys.length >= Math.min(3, sets.length))) overlaps.push({ keys: sets.slice(0, 3).map((x) => x.key), label: concise(asOverlap[1], 5).label, items: [] });
  // "Analyst only: …" after "what a Data Analyst does": the set has its full name.
  for (const s of sets) s.label = fullNameIn(doc.text, s.label);
  const chosen = sets.slice(0, 3);
  if (chosen.length < 2) throw tooFew('Venn diagram', 2, chosen.length, 'sets');
  const ids = new IdMaker();
  const idOf = new Map(chosen.map((s) => [s.key, ids.make(s.label, 'set')]));
  const shortItems = (xs: string[]) => [...new Set(xs.map((x) => concise(x).label).filter(Boolean))].slice(0, 20);
  const merged: { sets: string[]; label?: string; items: string[] }[] = [];
  for (const o of overlaps) {
    const ids2 = [...new Set(o.keys)].filter((k) => idOf.has(k)).map((k) => idOf.get(k)!);
    if (ids2.length < 2) continue;
    const same = merged.find((m) => m.sets.length === ids2.length && m.sets.every((x) => ids2.includes(x)));
    if (same) { same.items.push(...o.items); same.label ??= o.label; } else merged.push({ sets: ids2, label: o.label, items: o.items });
  }
  return validated('venn', {
    // "Circles: A, B, C" on the first line is no title.
    title: asOverlap ? concise(asOverlap[1], 6).label : namedSets.length >= 2 && /^(?:the\s+)?(?:(?:two|three|2|3)\s+)?(?:circles|sets|categories|rings)$/i.test(doc.title ?? '') ? undefined : plainTitle(doc.title),
    sets: chosen.map((s) => ({ id: idOf.get(s.key)!, label: s.label, items: shortItems(s.items) })),
    overlaps: merged.slice(0, 4).map((o) => ({ ...o, items: shortItems(o.items) })),
  });
}

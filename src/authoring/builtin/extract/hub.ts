// PromptDoc → hub content: a centre (the title or the named centre) and 3–12 spokes.
import type { HubContent } from '../../../spec/content/index.js';
import { capitalize, fullNameIn, nounPhrase } from '../text/label.js';
import { splitList } from '../text/lists.js';
import type { PromptDoc } from '../text/doc.js';
import { flatItems, itemLabel, leaves, tooFew, validated, type ExtractContext } from './common.js';
import { plainTitle } from './plain-title.js';
import { headerLevel, namedLine, quoted, sections, unshout } from './sections.js';

// Where a prompt names its centre: "X at the center", "X is the hub", "centered on X", "around X".
const CENTER_FIRST = [
  // "con nuestra ONG Fundación Raíces del Sur en el centro", "avec la mairie au centre", "mit dem Rathaus im Zentrum".
  /\b(?:con|avec|com|mit)\s+(?:(?:nuestra|nuestro|notre|nossa|nosso|nostra|nostro|unserer|unserem|unsere|la|el|le|a|o|il|dem|der)\s+)?(.{2,50}?)\s+(?:en\s+el\s+(?:centro|medio)|au\s+(?:centre|milieu)|no\s+(?:centro|meio)|al\s+centro|im\s+(?:zentrum|mittelpunkt))\b/i,
  /\bwith\s+(?:the\s+|a\s+|an\s+)?(.{2,40}?)\s+(?:at|in)\s+the\s+(?:cent(?:er|re)|middle)\b/i,
  /^(?:with\s+)?(?:the\s+|a\s+|an\s+|our\s+)?(.{2,50}?)\s+(?:is\s+|sits\s+|stands\s+)?(?:at|in)\s+(?:the\s+)?(?:cent(?:er|re)|middle|heart|core|hub)\b/i,
  /^(?:the\s+|a\s+|an\s+|our\s+)?(.{2,50}?)\s+(?:is|as|acts\s+as|serves\s+as)\s+(?:the|a|an)\s+(?:hub|cent(?:er|re)|core)\b/i,
  /^(?:the\s+|a\s+|an\s+|our\s+)?(.{2,50}?),?\s+surrounded\s+by\b/i,
];
const CENTER = /\b(?:cent(?:er|re)d?\s+(?:on|around)|around|hub(?:\s+is|\s+of|\s+at|\s+in)?|at\s+(?:the\s+)?cent(?:er|re)\s+(?:is|sits|of)?|in\s+(?:the\s+)?(?:cent(?:er|re)|middle)\s*(?:is|sits)?|with|connect(?:s|ed)?\s+to|surrounded\s+by)\s+(?:the\s+|a\s+|an\s+|our\s+)?([^,.;:]{2,50}?)(?=\s*(?:[,.;:]|$|\s(?:with|and\s+its|surrounded|connected|linked|feeding|that|which)\b))/i;

// "X supplies 6 sites - A, B, C", "she liaises with everyone else involved: A, B, C", "X serves A, B and C".
const REACHES = /^(?:(?:and\s+)?(?:that\s+)?)(?:the\s+|our\s+|a\s+|an\s+)?([^:;]{2,50}?)\s+(?:supplies|serves|feeds|delivers\s+to|ships\s+to|distributes\s+to|liaises\s+with|coordinates\s+with|works\s+with|talks\s+to|deals\s+with|connects\s+(?:to|with)|links\s+to|oversees|reaches)\s+(?:(?:(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|several|many|all)\s+)?(?:[\w'-]+\s+){0,6}?[\w'-]+\s*(?:[:–—]|\s-)\s*)?(.+)$/i;
const NOT_A_PARTY = /^(?:put|show|draw|make|place|add|list|give|can|could|please)\b|\b(?:that|which|who|what|everything|everyone|it|this|them)$/i;
const IN_THE_MIDDLE = /^(?:the\s+|our\s+)?([^,;:]{2,40}?)\s+(?:is\s+|sits\s+|goes\s+)?(?:in|at)\s+(?:the\s+)?(?:midd?le|cent(?:er|re))\b/i;

const CENTRE_KEY = /^(?:(?:the\s+)?(?:cent(?:er|re)|hub|core|middle)(?:\s+(?:node|element|card|concept|idea|topic))?|central\s+(?:node|concept|element|idea|topic|theme)|中心(?:节点)?|核心)$/iu;
const SPOKE_KEY = /^(?:spokes?|satellites?|around\s+it|surrounding(?:\s+\w+)?|outer\s+(?:nodes|ring)|connected\s+(?:to|items|tools|nodes)|周边|外围|周围)\s*[:：]/iu;
const CENTRAL_CONCEPT = /\b(?:a\s+|the\s+)?central\s+(?:concept|element|node|idea|topic|theme|hub)\s+(?:with|and)\s+(?:(\d+)\s+)?(?:connected|surrounding|linked|related|outer)?\s*[\w-]*(?:\s+(?:for|of|about|on)\s+([^:,.]{2,60}))?\s*[:：]\s*(.+)$/i;

function unquote(s: string): string {
  return s.trim().replace(/^["“'‘](.*)["”'’]$/u, '$1').replace(/^["“](.*?)["”].*$/u, '$1').trim();
}

/** A title that is not the request wording about the centre ("Slack in the middle connected to GitHub"). */
function hubTitle(title: string | undefined, center: string): string | undefined {
  const t = plainTitle(title);
  if (!t || t === center || /\b(?:middle|cent(?:er|re)|central|around\s+it|surrounded|hub\s+(?:at|in)|spokes?)\b|^around\s/i.test(t)) return undefined;
  return t;
}

const CENTRE_HEADER = /\b(?:cent(?:er|re|ral)|hub|core|middle|heart)\b|中心|核心|中央/iu;
const SPOKE_HEADER = /\b(?:surrounding|spokes?|satellites?|around|outer|peripher(?:y|al)|connected|orbit(?:ing)?|rundherum|drumherum|ringsum|autour|alrededor|ao\s+redor|intorno)\b|外围|周边|周围|周り/iu;
const NOT_CONTENT_HEADER = /^(?:title|subtitle|header|heading|footer|background|top|bottom|layout|style|connections?|legend)\b/i;

// "Shopify store = the core", "Lyon is the hub", "Festival HQ = centre", "Rathaus = Mitte": a line naming the centre before its marker.
const CENTRE_AFTER = /^(.{2,50}?)\s*(?:=|is|:|est|ist|es|é)\s*(?:the\s+|our\s+|le\s+|la\s+|el\s+|o\s+|das\s+|der\s+|die\s+)?(?:core|hub|cent(?:er|re)|centro|zentrum|mitte|heart|middle|c[œo]ur|milieu)\s*[.!]?$/iu;

/** A brief with a centre section and a section of surrounding items ("CENTRAL ELEMENT:" … "SURROUNDING NODES:" …). */
function fromSections(doc: PromptDoc): { center?: string; spokes: { name: string; description?: string }[]; title?: string } | undefined {
  const secs = sections(doc.lines);
  const centre = secs.find((s) => CENTRE_HEADER.test(s.header) && !NOT_CONTENT_HEADER.test(s.header) && !SPOKE_HEADER.test(s.header));
  const around = secs.find((s) => s !== centre && SPOKE_HEADER.test(s.header) && !NOT_CONTENT_HEADER.test(s.header));
  if (!around) return undefined;
  const body = around.body.filter((l) => l.text.trim());
  const bold = body.filter((l) => /^\*\*/.test(l.raw.trim()));
  const listed = body.filter((l) => l.marker === 'number' || l.marker === 'bullet');
  const indent = Math.min(...listed.map((l) => l.indent), 99);
  const pick = bold.length >= 2 ? bold : listed.length >= 2 ? listed.filter((l) => l.indent === indent) : body.filter((l) => !headerLevel(l));
  let spokes = pick.map((l) => namedLine(l.raw)).filter((x): x is { name: string; description?: string } => !!x && x.name.split(/\s+/).length <= 8);
  // "6 SURROUNDING CARDS", "(9 total)", "central concept with 6 connected tools": as many as the prompt counts.
  const count = Number(/\b(\d{1,2})\b/.exec(around.header)?.[1] ?? /\b(\d{1,2})\s+(?:connected|surrounding|spokes?|satellites?|outer)\b/i.exec(doc.text)?.[1] ?? 0);
  if (count >= 2 && spokes.length > count) spokes = spokes.slice(0, count);
  if (spokes.length < 3) return undefined;
  let center: string | undefined;
  if (centre) {
    const rest = /[:：]\s*(.+)$/u.exec(centre.header)?.[1];
    const first = centre.body[0] ? namedLine(centre.body[0].raw)?.name : undefined;
    center = (rest && (quoted(rest) ?? rest)) ?? centre.body.map((l) => quoted(l.raw)).find(Boolean) ?? (first && first.split(/\s+/).length <= 6 ? first : undefined);
  }
  // "Festival HQ = centre" on a line of its own before the section of spokes.
  if (!center) {
    const named = doc.lines.slice(0, around.index).map((l) => CENTRE_AFTER.exec(l.text.trim())).find(Boolean);
    if (named) center = unquote(named[1]!);
  }
  // A TITLE section, or a short line of its own before the first section ("Pillars of wellbeing").
  const firstHeader = secs[0]?.index ?? doc.lines.length;
  const titled = secs.find((s) => /^title\b/i.test(s.header))?.body.find((l) => !/^subtitle\b/i.test(l.text.trim()))
    ?? doc.lines.slice(0, firstHeader).find((l) => l.marker === 'none' && !/[.!?:]\s*$/.test(l.text) && l.text.split(/\s+/).length <= 10 && !/\b(?:hub|spoke|layout|cent(?:er|re|ral)|infographic|diagram)\b/i.test(l.text));
  return { center: center ? unshout(center.replace(/^["“]|["”]$/gu, '')) : undefined, spokes, title: titled ? titled.text.replace(/\*\*/g, '').trim() : undefined };
}

/** "中心服务A连接多个外围服务B,C,D,E", "中心是数据平台，连接销售、市场、客服、财务四个系统". */
function fromCjk(text: string): { center: string; spokes: string[] } | undefined {
  const m = /^(?:.*?[:：]\s*)?(?:中心(?:节点)?(?:是|为)\s*)?(.{1,20}?)\s*(?:[,，]\s*)?(?:连接(?:到|着)?|連接|连着|关联|對接|对接|と接続し|に接続し|とつながる)\s*(?:了)?(.+)$/u.exec(text.split('\n').find((l) => /连接|連接|连着|关联|对接|對接|接続|つながる/u.test(l)) ?? '');
  if (!m) return undefined;
  let list = m[2]!.replace(/[。.]\s*$/u, '').replace(/^(?:多个|若干|几个|各个|多数の|複数の)/u, '').replace(/(?:等)?[一二三四五六七八九十\d]+个?(?:系统|服务|模块|部门|节点|子系统)$/u, '').trim();
  let spokes = list.split(/[、,，和与及]|以及/u).map((x) => x.trim()).filter(Boolean);
  // "外围服务B, C, D": the first name carries the others' kind.
  const prefix = /^(外围|周边|周围|外部)?(?:服务|系统|节点|模块)?/u.exec(spokes[0] ?? '')?.[0] ?? '';
  if (prefix && spokes.slice(1).every((x) => [...x].length <= 3)) spokes[0] = spokes[0]!.slice(prefix.length);
  list = '';
  spokes = spokes.filter(Boolean);
  return spokes.length >= 2 ? { center: m[1]!.trim(), spokes } : undefined;
}

// "a diagram of everyone the Harbour Master's Office coordinates with": the one the others work with.
const PARTNERS_OF = /\b(?:everyone|everybody|all\s+the\s+(?:people|teams|groups|organi[sz]ations|partners|agencies|parties))\s+(?:that\s+|who\s+)?(?:the\s+|our\s+)?(.{2,50}?)\s+(?:coordinates|works|liaises|deals|partners|talks|collaborates)\s+with\b/i;

/** Meeting notes: the centre from "everyone X coordinates with", the spokes from the one keyed line listing three or more names. */
function fromNotes(doc: PromptDoc): { center: string; spokes: string[] } | undefined {
  const m = PARTNERS_OF.exec(doc.text);
  if (!m) return undefined;
  const lists = doc.lines.map((l) => /^[^:：]{2,30}[:：]\s*(.+)$/u.exec(l.text.trim())?.[1]).filter((v): v is string => !!v)
    .map((v) => splitList(v.replace(/[.!]+$/, ''))).filter((ps) => ps.length >= 3 && ps.every((p) => p.split(/\s+/).length <= 5));
  // The longest list (the attendees are a shorter one).
  const longest = [...lists].sort((a, b) => b.length - a.length);
  if (!longest[0] || (longest[1] && longest[1].length === longest[0].length)) return undefined;
  return { center: unquote(m[1]!.replace(/^(?:the|our)\s+/i, '')), spokes: longest[0].map((p) => capitalize(p.trim())) };
}

// "label each spoke with daily truck count (4, 6, 2, 3, 1)", "mark each line with the weekly volume: 4, 6, 2".
const SPOKE_VALUES = /\b(?:label|mark|annotate|tag|show)\s+(?:each|every)\s+(?:spoke|line|link|route|connection|arrow)\s+(?:with\s+)?(?:(?:the|its|their)\s+)?([\p{L}][\p{L}\s'-]{1,40}?)\s*(?:\(([^()]{1,80})\)|[:：]\s*([^.\n]{1,80}))/iu;
// "The partners: A (x), B (y), …", "Our suppliers – A, B and C": a plural noun keying a list.
const PARTY_KEY = /^(?:the\s+|our\s+|my\s+)?((?:[\p{L}-]+\s+){0,2}(?:partners|members|groups|teams|sites|stores|shops|branches|clients|customers|suppliers|schools|organi[sz]ations|agencies|charities|venues|offices|depots|stakeholders|services|tools|apps|systems|departments|friends|parties))\s*(?:are|include)?\s*[:：–—]\s*(.+)$/iu;
const ROUTES_TO = /^(?:routes?|spokes?|lines?|links?|connections?|flights?|branches|deliveries|trucks?)\s+(?:to|into)\s+\S/i;
const LONE_NAME = /^["“]?(?:\p{Lu}[\p{L}'’&-]*)(?:\s+(?:\p{Lu}[\p{L}'’&-]*|of|the|and|for|de|du|la|le|des|der|die|das|von|y|e|di|del))*["”]?$/u;

/** A closing line that is only a name of two or more words no spoke holds ("Old Fire Station Makerspace", left of
 *  'Centre label: "…"'): the centre. */
function loneNameAtEnd(doc: PromptDoc, items: { text: string }[]): string | undefined {
  const last = doc.statements.length >= 2 ? doc.statements[doc.statements.length - 1]!.text.trim().replace(/[.!]+$/, '') : '';
  return last && LONE_NAME.test(last) && last.split(/\s+/).length >= 2 && !items.some((it) => it.text.includes(unquote(last))) ? unquote(last) : undefined;
}

/** The parts of the one sentence that keys three or more parties by a plural noun ("The partners: …"). */
function listedParties(statements: string[]): string[] | undefined {
  const lists = statements.map((t) => PARTY_KEY.exec(t.trim())).filter((m): m is RegExpExecArray => !!m)
    .map((m) => splitList(m[2]!.replace(/[.!]+$/, '')).map((p) => p.trim().replace(/^(?:and|the)\s+/i, '').replace(/^the\s+/i, ''))).filter((ps) => ps.length >= 3 && ps.every((p) => p.replace(/\([^()]*\)/g, '').trim().split(/\s+/).length <= 7));
  return lists.length === 1 ? lists[0] : undefined;
}

export function extractHub(ctx: ExtractContext): HubContent {
  const { doc } = ctx;
  const brief = fromSections(doc);
  if (brief) {
    const c = brief.center ?? plainTitle(doc.title) ?? 'Hub';
    return validated('hub', {
      title: hubTitle(brief.title ?? doc.title, c),
      center: { label: c, icon: ctx.icon(c) },
      spokes: brief.spokes.slice(0, 12).map((s) => ({ label: s.name, description: s.description, icon: ctx.icon(s.name) })),
    });
  }
  const cjk = /[\u3400-\u9fff]/u.test(doc.text) ? fromCjk(doc.text) : undefined;
  if (cjk) {
    return validated('hub', { title: hubTitle(doc.title, cjk.center), center: { label: cjk.center, icon: ctx.icon(cjk.center) }, spokes: cjk.spokes.slice(0, 12).map((l) => ({ label: l, icon: ctx.icon(l) })) });
  }
  const notes = fromNotes(doc);
  if (notes) {
    return validated('hub', { title: hubTitle(doc.title, notes.center), center: { label: notes.center, icon: ctx.icon(notes.center) }, spokes: notes.spokes.slice(0, 12).map((l) => ({ label: l, icon: ctx.icon(l) })) });
  }
  let items = flatItems(doc, 3);
  let center: string | undefined;
  // "Center: Kubernetes API server" on the first line was read as the lead and its tail.
  if (CENTRE_KEY.test(doc.lead) && doc.tail) {
    center = unquote(doc.tail);
    if (doc.itemSource === 'inline') items = doc.body.length ? doc.items : [];
  }
  // "Center: X" lines and a single root with children name the centre themselves.
  if (!center && doc.items.length === 1 && doc.items[0].children.length >= 3) {
    center = nounPhrase(doc.items[0].text);
    items = doc.items[0].children;
  }
  // "Shopify store = the core", "Lyon is the hub": the line names the centre before its marker.
  const centreAfter = doc.items.map((it) => ({ it, m: CENTRE_AFTER.exec(it.text) })).find((x) => x.m);
  if (!center && centreAfter) {
    center = unquote(nounPhrase(centreAfter.m![1]!));
    items = items.filter((it) => it !== centreAfter.it && it.text !== centreAfter.it.text);
  }
  // "each one only syncs with Shopify": a sentence about the spokes, not one of them.
  items = items.filter((it) => !/^(?:each|every|all)\s+(?:one|of\s+them|spoke)?\s*(?:only\s+)?\w+s?\s+(?:with|to|through)\b/i.test(it.text));
  // "- connected: Klaviyo (emails)" on every line: the repeated key is a marker, the value the spoke.
  const keys = items.map((it) => /^([^:：]{2,30})[:：]\s+\S/u.exec(it.text)?.[1]?.trim().toLowerCase());
  if (items.length >= 2 && keys.every((k) => k && k === keys[0])) items = items.map((it) => ({ ...it, text: it.text.replace(/^[^:：]+[:：]\s*/u, '') }));
  const isCentreLine = (t: string) => /^(?:cent(?:er|re)|hub|core|middle|central\s+(?:node|concept|element|idea|topic))\s*[:=-]/i.test(t);
  const centerLine = doc.items.find((it) => isCentreLine(it.text)) ?? items.find((it) => isCentreLine(it.text));
  if (centerLine) {
    center = unquote(nounPhrase(centerLine.text.replace(/^[^:=-]+[:=-]\s*/, '')));
    items = items.filter((it) => it !== centerLine);
  }
  // "Spokes: scheduler, controller manager, etcd": the listed names.
  const spokeLine = doc.items.find((it) => SPOKE_KEY.test(it.text));
  if (spokeLine) {
    const parts = splitList(spokeLine.text.replace(/^[^:：]+[:：]\s*/u, ''));
    if (parts.length >= 2) items = leaves(parts);
  }
  // "a central concept with 6 connected tools for developer productivity: IDE, Git, ...": an unnamed centre.
  const unnamed = !center ? CENTRAL_CONCEPT.exec(doc.text.replace(/\n/g, ' ')) : null;
  if (unnamed) {
    const parts = splitList((unnamed[3] ?? '').replace(/[.!]+\s*$/, '').split(/\.\s/)[0]!);
    if (parts.length >= 3 && parts.every((p) => p.split(/\s+/).length <= 6)) items = leaves(parts);
    center = unnamed[2] ? nounPhrase(unnamed[2]) : doc.title;
  }
  // "The partners: Riverside School (robotics club), the Men's Shed (woodwork), …": in prose, the one sentence that
  // keys a list of three or more by what they are gives the spokes, each with its note in brackets.
  // ("Our partners:" may have been read as the lead, its list as the first statement.)
  const keyedList = doc.itemSource === 'sentences' ? listedParties([...(doc.lead && doc.statements[0] ? [`${doc.lead}: ${doc.statements[0].text}`] : []), ...doc.statements.map((st) => st.text)]) : undefined;
  if (keyedList) {
    items = leaves(keyedList);
    center ??= loneNameAtEnd(doc, items);
  }
  // "our central kitchen in Leeds supplies 6 sites - York, Harrogate, …": the one who reaches the listed others.
  if (!center) {
    // The request line may be the sentence itself ("Our warehouse supplies five stores directly: A, B, …").
    const said = [...(doc.lead && doc.tail ? [`${doc.lead}: ${doc.tail.split(/(?<=[.!?])\s+/)[0]}`] : []), ...doc.statements.map((st) => st.text)];
    for (const text of said) {
      const m = REACHES.exec(text);
      const parts = m ? splitList(m[2]!.replace(/[.!]+$/, '')) : [];
      // "Put it in the middle and show everything that feeds into it": a request, not a party.
      if (!m || parts.length < 3 || !parts.every((p) => p.split(/\s+/).length <= 6) || NOT_A_PARTY.test(m[1]!.trim())) continue;
      if (!/^(?:she|he|they|it|we|who)$/i.test(m[1]!.trim())) center = unquote(nounPhrase(m[1]!));
      items = leaves(parts);
      break;
    }
  }
  if (!center) {
    for (const text of [doc.lead, doc.tail, doc.statements[0]?.text ?? ''].filter(Boolean)) {
      const m = CENTER_FIRST.map((re) => re.exec(text)).find((x) => x && !/^(?:it|this|that|spokes?)$/i.test(x[1].trim()));
      if (!m) continue;
      // "Draw a hub and spoke with Slack in the middle": the centre is what "with" names.
      center = unquote(nounPhrase(m[1].replace(/^(?:hub\s+and\s+spoke\s+\w+\s+for\s+)/i, '').replace(/^.*\bwith\s+(?:the\s+|a\s+|an\s+)?/i, '').replace(/^(?:ONG|NGO|NPO)\s+(?=\p{Lu})/u, '')));
      // The spokes are what the sentence lists after naming the centre.
      // "… in the middle and Jira, GitHub and Zoom around it": the list itself follows "and".
      const after = text.slice(m.index + m[0].length).replace(/\s+(?:all\s+)?(?:around|surrounding|orbiting|round)\s+(?:it|them|this|that)\s*[.!]?\s*$/i, '');
      const andList = /^\s*(?:,\s*)?and\s+(?=[^,]+,)/i.exec(after);
      const rest = (andList ? after.slice(andList[0].length) : after.replace(/^[^,:;]*?(?:[,:;]|\s(?:connected|connecting|linked|linking|joining|surrounded|with|to|by|around)\b)\s*/i, ''))
        .replace(/^(?:(?:connected|linked|joined|tied)\s+to|surrounded\s+by|with|around\s+it|and|connecting|linking|joining|to)\s*:?\s*/i, '')
        .replace(/^(?:the\s+)?(?:\w+\s+)?(?:around\s+it|spokes|satellites)\s*:\s*/i, '').replace(/^(?:routes?|flights?|connections?|links?|lines?|spokes?)\s+(?:to|into|for)\s+/i, '');
      const parts = splitList(rest.replace(/[.!]+$/, ''));
      if (parts.length >= 3 && parts.every((p) => p.split(/\s+/).length <= 6)) items = leaves(parts);
      break;
    }
  }
  if (!center) {
    const m = CENTER.exec(doc.lead) ?? CENTER.exec(doc.statements[0]?.text ?? '');
    if (m && !/^(?:(?:and\s+)?spokes?|\d+)/i.test(m[1]) && !/^(?:diagram|map|chart|graphic|picture|layout|model|view)s?$/i.test(m[1].trim())) {
      center = unquote(nounPhrase(m[1]));
      const rest = (CENTER.exec(doc.lead) ? doc.lead : doc.statements[0]!.text).slice(m.index + m[0].length).replace(/^\s*(?:with|,)?\s*(?:(?:routes?|flights?|connections?|links?|spokes?)\s+(?:to|into|for)\s+)?/i, '');
      const parts = splitList(rest.replace(/[.!]+$/, ''));
      if (items.length < 3 && parts.length >= 3 && parts.every((p) => p.split(/\s+/).length <= 6)) items = leaves(parts);
    }
  }
  // "Coordinator in the middle, everyone else around her" in any sentence.
  if (!center) {
    // "…, mom in the middle, everyone texts only her": any clause of any sentence.
    const m = [doc.lead, ...doc.statements.map((st) => st.text)].flatMap((t) => t.split(/,\s+/)).map((c) => IN_THE_MIDDLE.exec(c.trim())).find((x) => x && !NOT_A_PARTY.test(x[1]!.trim()));
    if (m) center = unquote(nounPhrase(m[1]!));
  }
  center ??= loneNameAtEnd(doc, items);
  // "our depot in Lyon, routes to Grenoble, Annecy, …": the name before "routes to" is where they start from.
  if (!center && items.length >= 4 && ROUTES_TO.test(items[1]!.text) && !ROUTES_TO.test(items[0]!.text)) {
    center = nounPhrase(items[0]!.text);
    items = items.slice(1);
  }
  if (center) center = fullNameIn(doc.text, center);
  center ??= doc.title ?? (items.length > 3 ? nounPhrase(items[0].text) : undefined);
  if (center && !doc.title && items.length > 3 && nounPhrase(items[0].text) === center) items = items.slice(1);
  const spokes = items.map((it) => {
    const l = itemLabel({ ...it, text: it.text.replace(/^(?:all\s+)?around\s+[^:：,]{2,60}[:：]\s*/iu, '').replace(/^(?:including|such\s+as|like|plus|and|with|(?:routes?|flights?|connections?|links?|lines?|spokes?|branches)\s+(?:to|into|for))\s+/i, '') });
    return { label: l.label, description: l.description, icon: ctx.icon(l.label) };
  }).filter((s) => s.label && s.label.toLowerCase() !== center?.toLowerCase()).slice(0, 12);
  // "label each spoke with daily truck count (4, 6, 2, 3, 1)": one value a spoke, in the order the spokes are named.
  const perSpoke = SPOKE_VALUES.exec(doc.text);
  const values = perSpoke ? (perSpoke[2] ?? perSpoke[3]!).split(/\s*[,;/]\s*/).filter(Boolean) : [];
  if (perSpoke && values.length === spokes.length) spokes.forEach((sp, i) => { sp.description = `${capitalize(perSpoke[1]!.trim())}: ${values[i]}`; });
  if (spokes.length < 3) throw tooFew('hub', 3, spokes.length, 'spokes');
  const c = center ?? 'Hub';
  return validated('hub', { title: hubTitle(doc.title, c), center: { label: c, icon: ctx.icon(c) }, spokes });
}

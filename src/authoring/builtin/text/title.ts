// The prompt's lead ("Draw a funnel of our sales pipeline") → a title ("Sales pipeline"), or undefined.
import { isPresentingLead, withoutTrailingHedge } from './presenting-leads.js';
import { findKindMentions } from '../brief/named-kind.js';
import { namesOnlyMedium, stripRequestPhrases } from '../brief/request-phrases.js';
import { isStructureMarker } from '../brief/structure-markers.js';
import { capitalize } from './label.js';

const REQUEST = /^(?:(?:please|kindly|hey|hi|ok|okay)[,!]?\s+)*(?:(?:(?:i|we)\s+)?(?:need|want|would\s+love|['’]d\s+love|(?:am\s+|are\s+)?looking\s+for)\s+(?:you\s+)?(?:to\s+)?|(?:can|could|would|will)\s+you\s+(?:please\s+)?|i(?:'d| would)\s+like\s+(?:you\s+)?(?:to\s+)?|(?:i|we)\s+(?:need|want|wish|plan|would\s+like|'d\s+like)\s+(?:you\s+)?(?:to\s+)?|let'?s\s+|help\s+me\s+(?:to\s+)?|we\s+need\s+)?(?:(?:create|make|draw|generate|show|build|design|produce|give|render|sketch|visuali[sz]e|illustrate|diagram|map(?:\s+out)?|outline|plot|chart|depict|prepare|lay\s+out|break\s+down|put\s+together|set\s+up|turn|convert|represent|display|present|write|provide|do|list|compare|explain|describe|summari[sz]e|document|model|capture|pick|choose|select|decide\s+(?:on|between))\b(?:\s+(?:me|us|out|up))?\s+)?/i;
const ARTICLES = /^(?:(?:a|an|the|our|my|your|their|this|these|its|some|following|below|above|attached|given)\s+)+/i;
const ADJECTIVES = /^(?:(?:simple|quick|basic|bullet(?:ed)?|bulleted|mermaid|plant\s?uml|uml|zen\s?uml|detailed|clear|high[- ]level|nice|clean|small|short|brief|complete|full|visual|typical|standard|generic|modern|new(?!\s+(?:hires?|users?|employees?|customers?|joiners?|starters?|members?|students?|patients?))|beautiful|horizontal|vertical|radial|circular|round|looping|cyclic(?:al)?|numbered|annotated|colou?rful|minimal(?:ist(?:ic)?)?|professional|elegant|polished|sleek|bold|warm|playful|optimistic|stunning|engaging|informative|high[- ]quality|creative|eye[- ]catching|visually\s+appealing|striking|fun|friendly|crisp|flat|hand[- ]drawn|sketchy|dark|light|\d+[- ](?:step|stage|level|tier|part|phase)s?)(?:,|\s+and)?\s+)+/i;
const KIND_NOUNS = String.raw`(?:actor[- –—]+goal\s+diagrams?|tiered\s+triangles?|bubble[- ]overlap\s+(?:pictures?|diagrams?)|(?:uml\s+)?class(?:es)?\s+diagrams?|uml\s+class(?:es)?|(?:uml\s+)?use[- ]?cases?(?:\s+(?:diagrams?|models?))?|(?:customer|user|patient|buyer|employee|client)\s+journeys?(?:\s+maps?)?|journey\s+maps?|brainstorm(?:ing)?(?:\s+(?:map|session))?|flow\s?charts?|flow\s+diagrams?|process\s+(?:flows?|maps?|diagrams?|charts?)|activity\s+diagrams?|sequence\s+diagrams?|time\s?lines?|mind\s?maps?|org(?:ani[sz]ation(?:al)?)?\s+charts?|organigrams?|hierarch(?:y|ies)(?:\s+(?:charts?|diagrams?))?|tree(?:\s+diagrams?)?|cycle(?:\s+diagrams?)?|pyramid(?:\s+diagrams?)?|funnel(?:\s+(?:diagrams?|charts?))?|venn(?:\s+diagrams?)?|2\s?x\s?2(?:\s+(?:matrix|grid))?|quadrant(?:\s+(?:charts?|diagrams?|matrix))?|matri(?:x|ces)|comparisons?(?:\s+(?:tables?|charts?))?|pros\s+and\s+cons(?:\s+(?:lists?|tables?))?|hub(?:[- ]and[- ]spokes?)?(?:\s+diagrams?)?|swim\s?lanes?(?:\s+(?:diagrams?|charts?))?|cross[- ]functional\s+(?:flow\s?charts?|diagrams?)|e-?r[\s-]?diagrams?|erds?|entity[- ]relationship(?:\s+(?:diagrams?|models?))?|data\s+models?|database\s+(?:schemas?|diagrams?|models?)|(?:system\s+|software\s+|cloud\s+|solution\s+)?architecture(?:\s+diagrams?)?|system\s+diagrams?|state\s+(?:machines?|diagrams?|charts?)|statecharts?|check\s?lists?|lists?|pie\s+charts?|pies?|donut\s+charts?|doughnut\s+charts?|bar\s+charts?|breakdowns?|gantt(?:\s+charts?)?|project\s+plans?|road\s?maps?|schedules?|tables?|diagrams?|charts?|graphs?|visuali[sz]ations?|infographics?|overviews?|summary|picture|visual)`;
// A kind noun and nothing else; a kind noun among the first words.
const KIND_ONLY = new RegExp(`^${KIND_NOUNS}$`, 'i');
const KIND_IN_HEAD = new RegExp(`(^|\\s)${KIND_NOUNS}\\b`, 'i');
const KIND_AT_END = new RegExp(`\\s+${KIND_NOUNS}$`, 'i');
const KIND_LEAD = new RegExp(`^${KIND_NOUNS}(?:\\s+(?:diagrams?|charts?|maps?|pictures?|graphics?|infographics?|visuals?|drawings?|images?|sketch|slides?|posters?))?\\s*(?:(?:of|for|about|on|showing|that\\s+(?:shows|explains|illustrates|describes|outlines|depicts|visuali[sz]es|walks\\s+through)|to\\s+(?:show|explain|illustrate|describe|visuali[sz]e)|illustrating|depicting|describing|explaining|outlining|representing|covering|with|comparing|from|between|:)\\b\\s*|$)`, 'i');
// "a slide with our Q3 roadmap", "a poster about recycling": the medium, then the subject.
const MEDIUM_LEAD = /^(?:slides?|slide\s+decks?|decks?|posters?|one[- ]pagers?|handouts?)\s+(?:of|for|about|on|showing|with|that\s+shows|explaining)\s+/i;
// Only words that name a drawing are dropped at the end: "water cycle", "sales funnel" and "Eisenhower matrix"
// keep theirs.
const KIND_TRAIL = /\s+(?:flow\s?chart|(?:sequence\s+|state\s+|venn\s+|er\s+|architecture\s+|swim\s?lane\s+)?diagram|(?:pie\s+|gantt\s+|org\s+|bar\s+)?chart|graph|mind\s?map|time\s?line|infographic|visual(?:i[sz]ation)?)s?$/i;
const CUT_STRONG = /\s*(?:[:;(]|\s[-–—]\s|\s(?:with|including|showing|using|consisting|made up|broken down|split|divided|based on|such as|e\.g\.|for example|across|from (?=\S+\s+to\b)|(?:starting|beginning|from|due|ending)\s+(?:on\s+|in\s+)?(?=(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|q[1-4]\b|\d|next|this|mon|tue|wed|thu|fri|sat|sun)))\b)/i;
const CUT_WEAK = /\s*(?:,\s|\s(?:that|which|where|in which|like|when|so that)\b)/i;

// Chinese and Japanese requests: "请画一个…", "创建…", "…を作成してください", "…を示してください", "…で表現したいです".
const CJK_REQUEST_HEAD = /^(?:请|請)?(?:帮我|幫我|给我|給我)?(?:画|畫|绘制|繪製|创建|創建|生成|设计|設計|制作|製作|做|展示|显示|顯示|给出|列出|整理|梳理)(?:出)?(?:一个|一個|一张|一張|一份|一幅|个|張|张)?/u;
const CJK_REQUEST_TAIL = /(?:を|で|の)?(?:フローチャート|図|グラフ|チャート|図解)?(?:を)?(?:作成|表示|表現|描画|生成|可視化|図示)?(?:して(?:ください|下さい|ほしい)?|したい(?:です)?|する|します|示して(?:ください|下さい)?|示す|(?:描|書|か|作|まとめ)(?:いて|って|て)(?:ください|下さい|ほしい)?)$/u;
// A kind's name at the end of a CJK title ("…生命周期流程图") is the request, not the subject.
const CJK_KIND_TAIL = /(?:的|の)?(?:ポジショニングマップ|カスタマージャーニーマップ|时序图|時序圖|思维导图|思維導圖|甘特图|甘特圖|饼图|餅圖|饼状图|泳道图|泳道圖|图表|圖表|フローチャート|シーケンス図|マインドマップ|ガントチャート|円グラフ|タイムライン|の図)$/u;
// "…架构图", "…流程图": the last character says "diagram"; the rest is the subject.
const CJK_DIAGRAM_CHAR = /(?<=\p{Script=Han})[图圖図]$/u;

// "主题是“健康生活”", "テーマは「睡眠」": the subject named in so many words.
const CJK_SUBJECT = /(?:主题|主題|题目|題目|テーマ)\s*(?:是|为|為|は|[:：])\s*["“”]?([^"“”,.;]{1,30}?)["“”]?\s*(?:[,.;]|$)/u;

function cjkTitle(lead: string): string | undefined {
  const named = CJK_SUBJECT.exec(lead);
  if (named) return named[1]!.trim();
  let s = lead.trim().replace(/[\s.!?:。！？：]+$/u, '');
  // "店舗スタッフ向けの研修資料で、…", "新人研修用に、…", "图书馆培训用，…": whom or what the drawing is for comes first.
  s = s.replace(/^[^、,，]{2,30}(?:向け|用|研修|資料|资料|培训|培訓|会議|会议)(?:の[^、,，]{0,10})?(?:で|に|用|的)?(?:使う|使います)?\s*[、,，]\s*(?=\S)/u, '');
  // "…を円形の図にしたいです", "…をフローチャートにしてください": the drawing asked for goes.
  s = s.replace(/を[\p{Script=Katakana}\p{Script=Han}ー]{0,8}(?:の)?(?:図|图|チャート|フローチャート|マップ|グラフ)(?:に|で)(?:したい(?:です)?|して(?:ください|下さい|ほしい(?:です)?)?|する)?$/u, '');
  // "循环图，展示我们奶茶店的会员运营", "一页幻灯片，列出…要点": the drawing, then what it shows.
  s = s.replace(CJK_REQUEST_HEAD, '').replace(/^[^，,、]{1,12}(?:图|圖|表|幻灯片|幻燈片)\s*[，,]\s*(?:展示|列出|显示|顯示|说明|說明|描述)/u, '');
  s = s.replace(CJK_REQUEST_HEAD, '').replace(CJK_REQUEST_TAIL, '').replace(CJK_KIND_TAIL, '').replace(CJK_DIAGRAM_CHAR, '').replace(/[をのでは]$/u, '').trim();
  // "ピラミッド図で当社の品質保証体制を表してください": the kind used as a means ("…図で"), and the verb stem left
  // by the request ("を表", "を示", "を描") go; "用饼图展示…" likewise.
  s = s.replace(/^[\p{Script=Katakana}\p{Script=Han}ー]{1,10}(?:図|チャート|マップ|グラフ|图|表)(?:で|を使って|として|用)\s*/u, '').replace(/^用[\p{Script=Han}]{1,6}(?:图|表)/u, '')
    .replace(/を?(?:表|示|描|書|作成|作|図示|まとめ)(?:し|して)?(?:ください|下さい)?$/u, '')
    .replace(/を[\p{Script=Katakana}\p{Script=Han}ー]{1,10}(?:図|チャート|マップ|グラフ)(?:で|に)?$/u, '').replace(/[をのでは]$/u, '').trim();
  if (!s || [...s].length > 30) return undefined;
  // "カスタマージャーニーマップ", "用户旅程": the kind's name alone.
  if (/^(?:カスタマージャーニー(?:マップ)?|ユーザージャーニー(?:マップ)?|ジャーニーマップ|ポジショニングマップ|(?:用户|客户|用戶|客戶)旅程|组织结构|組織結構|组织架构|組織架構)$/u.test(s)) return undefined;
  // "实体有", "步骤如下": what introduces a list is no title.
  if (/(?:有|包括|包含|如下|是|为|為|は)$/u.test(s)) return undefined;
  return s;
}

// Requests in French, German, Spanish, Portuguese and Italian: "Créez un organigramme de …", "Erstelle ein
// Flussdiagramm für …", "Crea un diagrama de flujo para …": the verb, the article, the kind and the preposition go.
const ROMANCE_GERMANIC_VERB = /^(?:(?:s'il\s+(?:te|vous)\s+pla[iî]t|bitte|por\s+favor|per\s+favore)[,\s]+)?(?:(?:pourriez|pouvez)-vous|peux-tu|pourrais-tu|(?:tu|vous)\s+(?:peux|pouvez|pourrais|pourriez)|(?:kannst|könntest)\s+du|(?:können|könnten)\s+sie|(?:me\s+)?(?:puedes|podrías|podrias)|(?:você\s+)?(?:pode|poderia)|puoi|potresti)?\s*(?:(?:me|nous|mir|uns|mi|ci)\s+)?(?:cr[ée]e[rz]?|cr[ée]ons|repr[ée]sente[rz]?|dessine[rz]?|fai(?:s|tes|re)|g[ée]n[èeé]re[rz]?|montre[rz]?|r[ée]alise[rz]?|[ée]tabli[rs]?|con[çc]oi[st]?|erstell(?:e|en)(?:\s+sie)?|zeichne(?:n)?(?:\s+sie)?|mach(?:e|en)?(?:\s+sie)?|generiere(?:n)?|zeig(?:e|en)?(?:\s+sie)?|entwirf|entwerfen|cre(?:a|ar|e)|dibuj(?:a|ar|e)|haz|hacer|gener(?:a|ar|e)|muestr(?:a|e)|mostr(?:ar|e)|diseñ(?:a|ar|e)|cri(?:e|ar)|desenh(?:e|ar)|fa[çc]a|fazer|ger(?:e|ar)|mostre|creare|disegn(?:a|are)|fai|fare|generare|mostra(?:re)?|maak|teken|toon|cre[ëe]er|genereer)(?:me|nos|mi|ci)?(?:-(?:moi|nous|la|le|les|me))?\s+(?:(?:moi|mir|me|nous|uns|bitte)\s+)?/i;
const ROMANCE_GERMANIC_ARTICLE = /^(?:un|une|una|le|la|les|l'|des|du|ein|eine|einen|einem|der|die|das|den|dem|el|los|las|um|uma|o|os|as|uno|il|lo|gli|i|een|het)\s+|^l'/i;
const ROMANCE_GERMANIC_PREP = /^(?:(?:con|avec|mit|com)\s+(?:la|le|el|lo|il|o|a|die|der|das|den)?\s*(?=historia|histoire|geschichte|história|storia|evoluci|évolution|entwicklung|evolução|evoluzione)|autour\s+d[e']|rund\s+um|en\s+torno\s+a|em\s+torno\s+d[eoa]|attorno\s+a|de|du|des|d'|pour|sur|für|über|von|vom|zum|zur|zu|del|de\s+la|para|sobre|do|da|dos|das|per|sul|sulla|della|dello|dei|degli|delle|di|voor|van|over)\s*(?:(?:la|le|les|l'|el|los|las|o|a|os|as|il|lo|der|die|das|den|dem|ein|eine|einen|einem|einer|une?|una|uno|unser(?:e|en|em|er)?|notre|nos|nuestro|nuestra|nosso|nossa|nostro|nostra|onze|ons|de|het)\s+)?|^d'|^l'/i;

// "Kannst du mir eine Mindmap … machen?", "¿Me puedes … ?": a polite ask whose verb comes at the end.
const POLITE_ASK = /^(?:(?:kannst|könntest)\s+du|(?:können|könnten)\s+sie)\s+(?:(?:mir|uns|bitte|mal)\s+)*/i;
const FINAL_VERB = /\s+(?:machen|erstellen|zeichnen|malen|darstellen|skizzieren|bauen|geben)\s*[?.!]*$/i;

function foreignKindLead(s: string): string | undefined {
  s = s.replace(/[«»‹›]/g, '').replace(/\s+([?!.])$/, '$1').replace(/\s{2,}/g, ' ');
  const polite = POLITE_ASK.exec(s);
  if (polite && FINAL_VERB.test(s)) s = s.replace(FINAL_VERB, '').replace(POLITE_ASK, 'mache ');
  const verb = ROMANCE_GERMANIC_VERB.exec(s);
  if (!verb) return undefined;
  let rest = s.slice(verb[0].length).replace(ROMANCE_GERMANIC_ARTICLE, '');
  const kind = findKindMentions(rest)[0];
  // "UML-Klassendiagramm": a short prefix joined by a hyphen belongs to the kind's name.
  if (!kind || (kind.index > 2 && !/^[\p{L}]{1,5}-$/u.test(rest.slice(0, kind.index)))) return undefined;
  rest = rest.slice(kind.index + kind.length).trim().replace(/^\([^()]{1,20}\)\s*/, '').replace(ROMANCE_GERMANIC_PREP, '').trim()
    // "zum Thema Nachhaltigkeit", "sur le thème de l'eau", "sobre el tema X": the topic word goes.
    .replace(/^(?:(?:dem|das|le|la|el|o|il)\s+)?(?:thema|themen|thème|sujet|tema|tópico|assunto|argomento)\s+(?:(?:de|di|du|des|do|da|del)\s+(?:la\s+|l'|el\s+|le\s+)?|d'|:\s*)?/i, '').trim();
  // "matrice 2x2 de nos fournisseurs": the grid's size goes with the kind.
  rest = rest.replace(/^(?:2\s?x\s?2|\d\s?x\s?\d)\s+/i, '').replace(ROMANCE_GERMANIC_PREP, '').trim();
  // '' when the lead names only the verb and the kind ("Crée-moi une pyramide").
  return rest;
}

// "Bitte ein ER-Diagramm für unser Stadtmuseum", "Customer Journey für ein Fitnessstudio": a kind and whom it is for,
// without a verb.
function verblessForeignKind(s: string): string | undefined {
  const rest = s.replace(/^(?:(?:bitte|por\s+favor|per\s+favore|s'il\s+vous\s+pla[iî]t)[,\s]+)/i, '').replace(ROMANCE_GERMANIC_ARTICLE, '');
  const kind = findKindMentions(rest)[0];
  if (!kind || kind.index > 0) return undefined;
  const after = rest.slice(kind.length).trim();
  if (!/^(?:für|pour|para|voor|über|sobre|sur)\s/i.test(after)) return undefined;
  return after.replace(ROMANCE_GERMANIC_PREP, '').trim();
}

// "간트 차트로 신제품 출시 일정을 만들어 주세요": the drawing ("…차트로") and the ask ("…을 만들어 주세요") go.
function koreanTitle(s: string): string | undefined {
  const t = s.replace(/^.*?(?:차트|다이어그램|도표|그림|순서도|마인드맵|타임라인)(?:로|으로)\s*/u, '')
    .replace(/^(?:우리|저희)\s+/u, '').replace(/\s*(?:을|를)?\s*(?:만들어|그려|작성해|보여|정리해)\s*(?:주세요|줘|주십시오|주시겠어요)[.?!]?$/u, '').trim();
  if (!t || /(?:요|다|까)[.?!]?$/u.test(t) || [...t].length > 30) return undefined;
  return t;
}

// Request verbs that are also nouns: "Document workflow states", "Design system components", "Map legend".
const NOUN_VERB = /^(?:document|design|model|map|chart|plan|list|outline|diagram|sketch|display|capture|present)$/i;
const OBJECT_START = /^(?:the|a|an|our|my|your|their|this|these|those|its|all|each|every|how|what|why|when|where|who|which|out|up|me|us|it|them|some|any|both|of|for|about|on|showing|\d+|one|two|three|four|five|six|seven|eight|nine|ten)$/i;

/** The lead without its request words; a verb that is also a noun stays when no object follows it ("Document workflow"). */
function stripRequest(s: string): string {
  const m = REQUEST.exec(s);
  if (!m || !m[0]) return s;
  const rest = s.slice(m[0].length);
  const words = m[0].trim().split(/\s+/);
  const next = rest.split(/\s+/)[0] ?? '';
  if (words.length === 1 && NOUN_VERB.test(words[0]) && next && !OBJECT_START.test(next)) return s;
  // "map of my thesis ideas", "outline of the talk": the verb was a noun, and "of" names its subject.
  if (words.length === 1 && NOUN_VERB.test(words[0]) && /^of$/i.test(next)) return rest.replace(/^of\s+/i, '');
  return rest;
}

const LOOK_TAIL = /(?:,?\s*(?:in\s+)?(?:an?\s+)?(?:(?:from|going)\s+(?:the\s+)?(?:top|bottom|base|left|right)\s+(?:to|down\s+to|up\s+to)\s+(?:the\s+)?(?:top|bottom|base|apex|left|right)|left[- ]to[- ]right|right[- ]to[- ]left|top[- ](?:to[- ]bottom|down)|bottom[- ](?:up|to[- ]top)|horizontal(?:ly)?|vertical(?:ly)?|(?:dark|light|hand[- ]drawn|sketch(?:y)?|monochrome|colou?rful|minimal(?:ist)?)\s+(?:theme|mode|style|background|look)))+\s*$/i;
// ", most effective first", ", strongest at the top": the order of the items, not the subject.
const ORDER_TAIL = /,\s*(?:(?:most|least)\s+[\p{L}-]+|[\p{L}-]+est)\s+(?:first|last|on\s+top|at\s+the\s+(?:top|bottom|base))\s*$/iu;
const SHAPE_TAIL = /\s+as\s+(?:an?\s+|two\s+|three\s+|four\s+)?(?:[\w-]+\s+){0,2}(?:cycle|circles?|loop|ring|diagram|chart|tree|pyramid|triangle|funnel|timeline|list|table|matrix|grid|map|flow(?:chart)?|swimlanes?|quadrants?|cascade|lanes|layers|ladder|hub|steps|sequence(?:\s+of\s+[\w-]+)?)(?:\s+(?:connecting|linking|joining|with|where|so\s+that)\s.*)?\s*$/i;

// "Here's how our app is put together", "This is how the school is organised": the subject is what is described.
const HERES_HOW = /^(?:here'?s|here\s+is|this\s+is|that'?s)\s+(?:how|what)\s+(.{3,80}?)\s+(?:is|are|was|were|gets?|got)\s+(?:put\s+together|built|structured|organi[sz]ed|set\s+up|laid\s+out|wired(?:\s+up)?|connected|arranged|made\s+up|designed)$/i;
// "Put my to-dos into an Eisenhower matrix", "sort these tasks into quadrants": the things sorted are the subject.
// "Sort my to-dos by urgent vs important": the things sorted are the subject, the criteria are not.
const SORT_BY = /^(?:sort|rank|order|group|prioriti[sz]e)\s+((?:my|our|the|these)\s+.{2,40}?)\s+by\s+\S.*$/i;
// "Plot our feature requests on a four-box grid": where they are placed is the drawing.
const ON_GRID = /\s+(?:on|onto|in|into)\s+(?:an?|the)\s+(?:[\w-]+\s+){0,2}(?:grid|matrix|quadrants?|chart|diagram|plot)$/i;
const SORT_INTO = /^(?:put|sort|organi[sz]e|arrange|place|group|split|turn|convert|fit)\s+(.{2,60}?)\s+(?:into|in|onto|on)\s+(?:an?|the|my|our)\s+(?:[\w'-]+\s+){0,2}(?:matrix|grid|quadrants?|table|chart|diagram|funnel|pyramid|timeline|list|tree|map|cycle)$/i;

/** A short title from the request phrase, or undefined when the lead names only the kind of diagram. */
const SOURCE_LEAD = /^(?:(?:my|our|the|some|quick|raw|rough)\s+)?(?:(?:meeting|ux|user|research|integration|infra|code\s+review|review|retro|standup|stand-up|workshop|interview|call|design|kickoff|planning|sprint|field)\s+)*(?:notes?|minutes|dump|brain\s?dump|export|transcript)\b|^(?:requirements?|ideas?|thoughts)\s+dump\b|^process\s+description\b|^training\s+materials?\b|^from\s+(?:the|our|my|last\s+week['’]s|yesterday['’]s)\s+(?:[\w-]+\s+){0,3}(?:notes|minutes|doc|docs|wiki|page|handbook|manual|runbook|playbook|intranet|guide|report|spreadsheet|sheet|deck|email|thread|meeting|call|workshop|kickoff|kick-off|sync|description|retro)\b|^(?:pasted|copied|taken)\s+from\b|^from\s+(?:the\s+|our\s+|my\s+)?(?:[#@]|slack|jira|confluence|notion|teams|email|the\s+\w+\s+(?:thread|channel|doc))|^(?:slack|teams)\s+(?:from|thread|message)\b|^jira\s+[a-z]+-\d+\b|^[a-z]{2,10}-\d{1,6}\b/i;

// "checklist graphic for our lab newcomers": a kind made for people keeps its kind ("Checklist for lab newcomers").
const KIND_FOR_PEOPLE = new RegExp(String.raw`^(${KIND_NOUNS})(?:\s+(?:pictures?|graphics?|visuals?|sheets?|posters?))?\s+for\s+(?:(?:our|the|my|all)\s+)?((?:[\p{L}-]+\s+){0,3}(?:newcomers|new\s+(?:staff|hires|starters|joiners|members|volunteers|employees)|staff|students|parents|kids|children|volunteers|members|visitors|guests|beginners|employees|nurses|players|trainees|interns|residents|tenants))$`, 'iu');
// Documents a drawing goes into, and places it hangs.
const DOCUMENT_NOUN = String.raw`(?:training\s+materials?|process\s+description|deck|slides?|presentation|newsletter|wiki|notice\s?board|poster|report|handout|handbook|leaflet|flyer|brochure|docs?|documentation|readme|pitch)`;
// "Toolbox talk poster for the quarry crew": a document and who it is for name no subject.
const DOCUMENT_FOR_PEOPLE = new RegExp(String.raw`^(?:(?:the|our|my|a|an)\s+)?(?:[\p{L}'’-]+\s+){0,3}(?:${DOCUMENT_NOUN}|brief)\s+for\s+(?:the|our|my|all|a|an)\s+(?:[\p{L}'’-]+\s*){1,3}$`, 'iu');
const AUDIENCE_ONLY = new RegExp(String.raw`^(?:(?:the|our|my|a|an|this|next)\s+)?(?:[\p{L}'’-]+\s+){0,2}${DOCUMENT_NOUN}$`, 'iu');
const AUDIENCE_TAIL = new RegExp(String.raw`\s+for\s+(?:the|our|my|a|an|this|next|tomorrow['’]?s)\s+(?:[\p{L}'’-]+\s+){0,3}(?:${DOCUMENT_NOUN}|staff\s?room|break\s?room|door|wall|fridge)$`, 'iu');
// "We explain our player pathway", "It goes", "I'll spend on literature review": a clause with a pronoun subject is no
// title; the thing it names after "our"/"the" may be.
const PRONOUN_CLAUSE = /^(?:i|we|it|they|he|she|you|i['’](?:ll|m|d|ve)|we['’](?:ll|re|d|ve)|it['’]s|they['’](?:re|ll))(?:\s+[\p{L}'’-]+){0,6}?(?:\s+(?:our|my|the|their|your)\s+((?:[\p{L}\d'’-]+\s*){1,4}))?$/iu;

// "circle diagram of my mornings", "pie chrt of my weekday", "system landscape picture for the Parcelly platform",
// "bar-chart schedule for the Elmwood café renovation": a drawing named with its shape, then its subject.
const QUALIFIED_KIND_LEAD = /^(?:circle|cirlce|pie|bar|bar-chart|line|arch|system\s+landscape|landscape|hub|loop|block|network|seq|ven|venn|cycle)\s+(?:diagrams?|diagrm|charts?|chrt|pictures?|graphics?|visuals?|drawings?|schedule)\s+(?:of|for)\s+/i;
// "Here's the hierarchy for our game Dungeon Bakers": what is handed over, then its subject.
const HERE_KIND = new RegExp(String.raw`^(?:here['’]?s|here\s+is|this\s+is)\s+(?:the|our|my|a|an)\s+(?:[\p{L}-]+\s+){0,2}?${KIND_NOUNS}\s+for\s+`, 'iu');
// "the flow of our new webshop categories": the movement through a subject named by its article.
const FLOW_OF = /^(?:flow|sequence)\s+of\s+(?=(?:the|our|my|a|an)\s)/i;
// "Kickoff", "SWOT from today's workshop", "Hiring matrix discussion": the meeting the text comes from names no subject.
const MEETING_WORD = String.raw`(?:kick-?off|workshop|meeting|stand-?up|retro(?:spective)?|offsite|all-hands|sync|call|discussion)`;
const MEETING_ONLY = new RegExp(String.raw`^${MEETING_WORD}$`, 'i');
const MEETING_TAIL = new RegExp(String.raw`\s+(?:from|at)\s+(?:the|our|today['’]?s|yesterday['’]?s|last\s+week['’]?s|this\s+week['’]?s)\s+(?:[\p{L}-]+\s+){0,2}${MEETING_WORD}$|\s+(?:project\s+)?(?:sync|discussion|kick-?off)$`, 'iu');
// A title whose last word is a preposition, article or conjunction was cut in the middle of a phrase.
const CUT_END = /\s(?:by|of|for|to|the|a|an|and|or|with|from|into|at|our|my|their|your|its|than|as)$/i;

/** True when a would-be title names only a document or medium ("Training material", "Slide deck"), not a subject. */
export function namesOnlyDocument(title: string): boolean {
  return AUDIENCE_ONLY.test(title.trim()) || namesOnlyMedium(title.trim());
}

export function titleFromLead(lead: string): string | undefined {
  // "Hierarchy of controls pyramid, most effective first": the subject named "X of Y" before its kind.
  const ofNamed = /^((?:hierarchy|pyramid|ladder|cycle)\s+of\s+[\p{L}'’-]+(?:\s+[\p{L}'’-]+)?)\s+(?:pyramid|triangle|diagram|chart)\b/iu.exec(lead.trim());
  if (ofNamed) return capitalize(ofNamed[1]!);
  // "Here's how it goes: …", "Roughly: …": a lead that only hands the content over names nothing.
  if (isPresentingLead(lead)) return undefined;
  lead = withoutTrailingHedge(lead);
  let s = stripRequestPhrases(lead.trim().replace(/^#+\s*/, '').replace(/^title\s*:\s*/i, '').replace(/[.!?:]+$/, ''))
    // ", left to right, dark theme", " as a cycle", " as two overlapping circles": how to draw it, not what it is.
    .replace(LOOK_TAIL, '').replace(SHAPE_TAIL, '').replace(ORDER_TAIL, '')
    // "a journey map from the patient's point of view for a knee replacement": whose view it takes is no subject.
    .replace(/\s+from\s+(?:the|a|an|our|my|their)\s+[\p{L}-]+(?:['’]s?)?\s+(?:point\s+of\s+view|perspective|side)(?=\s|$)/iu, '');
  // "meeting notes – content strategy layers", "From the #ops-support thread", "Pasted from Confluence", "Jira PROC-88":
  // where the text comes from is no title; what follows its dash is.
  const source = SOURCE_LEAD.exec(s);
  if (source) {
    // "From our requirements doc for the FixMyRoad portal": what the source is about.
    // ("Notes from ops meeting 12/3 (pasted, sorry for the mess)": a remark in brackets says nothing of the subject.)
    const bare = s.replace(/\s*\([^)]*\)?\s*$/, '');
    const after = /\s+[–—-]\s+(.+)$/.exec(bare)?.[1] ?? /[:：]\s+(.+)$/u.exec(bare)?.[1] ?? /\s+(?:for|on|about)\s+(?:the|our|a|an)\s+(.{3,60})$/i.exec(bare)?.[1];
    if (!after) return undefined;
    s = after.replace(/\s*\([^)]*\)\s*$/, '');
  }
  // "Mapping a first-time visitor at our museum", "Documenting how we ship": what is being done to the subject goes.
  s = s.replace(/^(?:mapping|showing|drawing|visuali[sz]ing|illustrating|documenting|outlining|sketching|charting)(?:\s+out)?\s+(?=(?:a|an|the|our|my|how|what|who)\s)/i, '');
  // "For the CityCycle bike-share system: …": the subject after "for the".
  s = s.replace(/^for\s+(?:the|our|a|an|my)\s+(?=\S)/i, '');
  if (!s || namesOnlyMedium(s)) return undefined;
  // "Our survey asked 800 students how they get to campus": what was asked, of whom ("How 800 students get to campus").
  const asked = /^(?:(?:our|the|a|an|this|last\s+year['’]s)\s+)?(?:[\w-]+\s+)?(?:survey|poll|questionnaire|census|study)\s+(?:asked|of)\s+(.{3,40}?)\s+(how|what|which|where|why|when|whether)\s+(?:they|he|she|people)\s+(.{3,60})$/i.exec(s);
  if (asked) return capitalize(`${asked[2]} ${asked[1]!.replace(/^(?:the|our)\s+/i, '')} ${asked[3]}`);
  const described = HERES_HOW.exec(s) ?? SORT_INTO.exec(s) ?? SORT_BY.exec(s);
  s = s.replace(ON_GRID, '');
  if (described) s = described[1]!;
  const foreign = foreignKindLead(s) ?? verblessForeignKind(s);
  if (foreign === '') return undefined;
  if (/\p{Script=Hangul}/u.test(s)) return koreanTitle(s);
  if (foreign !== undefined) s = foreign;
  if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(s) && !/\b[a-z]{3,}\s+[a-z]{3,}\b/i.test(s)) return cjkTitle(s);
  // "Compare A, B and C by price": the options make the title, the criteria do not.
  // "Design and create a sequence diagram ...": two request verbs.
  s = s.replace(/^(?:please\s+)?(?:design|create|make|draw|build|produce|generate|plan)\s+(?:and|&)\s+(?=(?:create|make|draw|build|produce|design|generate|render|visuali[sz]e)\b)/i, '');
  if (/^(?:please\s+)?compar(?:e|ing)\b/i.test(s)) s = s.replace(/\s+(?:on|by|in\s+terms\s+of|across|regarding|based\s+on)\s+.*$/i, '');
  // "a slide comparing PostgreSQL, MongoDB and DynamoDB for our review": the things compared are the subject.
  const compared = /^(?:.{0,60}?\s)?compar(?:e|es|ing)\s+(?:the\s+|these\s+|our\s+|my\s+)?(.+?)(?:\s+(?:for|on|by|in\s+terms\s+of|across|regarding|based\s+on|to\s+(?:decide|choose|pick|see)|(?:in|as|using|with)\s+(?:a|an|the)\b)\s*.*)?$/i.exec(s);
  // "compare 3 wedding venues - barn, castle, beach hotel - on price": the things compared, named before their list.
  const between = compared && /^(?:(?:\d+|two|three|four|five|six)\s+)?([\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,3})\s+[-–—(]\s*[^-–—]+,/u.exec(compared[1]!);
  if (between) return capitalize(between[1]!);
  if (compared && /,|\s(?:and|vs\.?|versus|or)\s/i.test(compared[1]!) && compared[1]!.split(/\s+/).length <= 9) return capitalize(compared[1]!);
  // "bullet infographic for our newsletter - 5 ways to waste less food": a lead that names only the drawing, then its
  // subject after a dash.
  const dash = /^(.{3,60}?)\s[-–—]\s(.{3,80})$/u.exec(s);
  if (dash && KIND_IN_HEAD.test(dash[1]!) && !/\s(?:of|about|on)\s/i.test(dash[1]!) && !titleFromLead(dash[1]!)) {
    const after = titleFromLead(dash[2]!);
    if (after) return after;
  }
  if (DOCUMENT_FOR_PEOPLE.test(s)) return undefined;
  // "checklist graphic, outdoor pool season opening": the drawing named first, its subject after the comma.
  const kindComma = /^([^,]{3,40}),\s+([^,]{3,60})$/.exec(s);
  if (kindComma && (namesOnlyMedium(kindComma[1]!) || KIND_ONLY.test(stripRequest(kindComma[1]!).replace(ARTICLES, '').replace(/\s+(?:graphic|visual|picture|image|poster|slide)s?$/i, '')))) {
    const after = titleFromLead(kindComma[2]!);
    if (after) return after;
  }
  const forPeople = KIND_FOR_PEOPLE.exec(stripRequest(s).replace(ARTICLES, '').replace(ADJECTIVES, ''));
  if (forPeople) return capitalize(`${forPeople[1]} for ${forPeople[2]}`);
  // "… for the incident postmortem doc", "… for our parents' evening slides": who it is for is no part of the title.
  s = s.replace(AUDIENCE_TAIL, '');
  for (let i = 0; i < 3; i++) {
    const before = s;
    s = stripRequest(s).replace(ARTICLES, '').replace(ADJECTIVES, '');
    s = s.replace(KIND_LEAD, '').replace(MEDIUM_LEAD, '').replace(QUALIFIED_KIND_LEAD, '').replace(HERE_KIND, '').replace(FLOW_OF, '').replace(/^break\s?down\s+(?:of\s+)?/i, '').replace(/^(?:flow\s?chart|flow\s+diagram|diagram)\s+to\s+(?=[a-z]+\s)/i, '').replace(ARTICLES, '');
    if (s === before) break;
  }
  const strong = CUT_STRONG.exec(s);
  if (strong && strong.index > 0) s = s.slice(0, strong.index);
  const weak = CUT_WEAK.exec(s);
  if (weak && weak.index > 0 && s.split(/\s+/).length > 7) s = s.slice(0, weak.index);
  s = s.replace(ON_GRID, '').replace(KIND_TRAIL, '').replace(/\s+(?:venn|pie|bar|org|gantt|state|sequence)$/i, '').replace(/\s+(?:in|as|using|with|on|into|via)(?:\s+(?:a|an|the))?$/i, '').trim();
  s = s.replace(/[\s,.;:]+$/, '').replace(/^["'“]|["'”]$/g, '');
  // "composting goes round", "how our kitchen works": the subject, without the verb that says it turns or works.
  s = s.replace(/^(\S.*?)\s+(?:goes\s+(?:a)?round|comes\s+(?:a)?round|works|happens|repeats|runs)$/i, '$1');
  // "The business cycle goes through expansion", "Each sprint repeats the same loop": the thing that turns is the subject.
  const turns = /^(?!(?:how|what|where|when|why|who|which)\s)(?:each\s+|every\s+)?(\S.*?)\s+(?:goes\s+through|cycles\s+through|repeats)\s.*$/i.exec(s);
  if (turns && turns[1]!.split(/\s+/).length <= 4) s = turns[1]!;
  // "order processing workflow from order placement to delivery": the range names the steps, not the subject.
  // A long title only: "Migration from Oracle to Postgres" is its subject, and dates ("from 27 BC to 476 AD") stay.
  const range = /\s+from\s+(?!\d)\S.*?\s+(?:to|through|until|till)\s+\S.*$/i.exec(s);
  if (range && s.split(/\s+/).length > 7 && s.slice(0, range.index).split(/\s+/).length >= 2) s = s.slice(0, range.index);
  const pronoun = PRONOUN_CLAUSE.exec(s);
  if (pronoun) {
    if (!pronoun[1]) return undefined;
    s = pronoun[1].trim();
  }
  const words = s.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 9) return undefined;
  if (KIND_ONLY.test(s)) return undefined;
  // "… infographic for our newsletter": nothing but who it is for is left.
  if (AUDIENCE_ONLY.test(s)) return undefined;
  // "the following system", "these steps": a word that names nothing in particular is no title.
  if (/^(?:what|how|why|when|where|who|which)$/i.test(s) || isStructureMarker(s)) return undefined;
  // "lanes for Project Manager, Freelancer …", "stages of …": the drawing's parts, not its subject.
  if (/^[\p{L}-]+\s+(?:for|per|with)\s/iu.test(s) && isStructureMarker(s.split(/\s+/)[0]!)) {
    // "Lanes for a library book request": the one thing they are for is the subject; a list of names is none.
    const one = /^[\p{L}-]+\s+for\s+(?:a|an|the|our|my)\s+([^,]+)$/iu.exec(s);
    if (!one || /\s(?:and|&)\s/i.test(one[1]!)) return undefined;
    s = one[1]!;
  }
  if (/^(?:story|history|plan|overview|stuff|notes|summary|ablauf|prozess|processus|proceso|processo|flow|workflow|etapas|étapes|schritte)$/i.test(s)) return undefined;
  if (/^(?:system|steps?|process|items?|things|data|information|content|details|example|sample|topics?|ideas?|parts?|elements?)$/i.test(s)) return undefined;
  if (MEETING_ONLY.test(s)) return undefined;
  // "ven diagram", "XY chart": the kind's first word (or its misspelling) left alone once the kind goes.
  if (/^(?:venn?|pie|bar|org|flow|seq|state|xy|line|gantt|donut)$/i.test(s)) return undefined;
  // "Comparison matrix between competing solutions", "Technical infographic in isometric 3D perspective": a drawing and
  // how it is made, no subject.
  if (/^(?:[\p{L}-]+\s+)?(?:comparison\s+matrix|canvas|infographic|diagram|chart|visual)\s+(?:between|combining|in|following|with)\b/iu.test(s)) return undefined;
  // "Infographic following these specifications", "Product workflow diagram for this feature": points at text, names nothing.
  if (/\b(?:these|this|the\s+following|following|below|above)\s+(?:specifications?|specs|feature|content|data|requirements?|details|text|information|instructions)\b/i.test(s)) return undefined;
  // "heatmap-risk-matrix": a file or template name, not a title.
  if (/^[a-z\d]+(?:-[a-z\d]+){2,}$/.test(s)) return undefined;
  if (MEETING_TAIL.test(s)) {
    s = s.replace(MEETING_TAIL, '');
    if (KIND_AT_END.test(` ${s}`) || KIND_ONLY.test(s) || !s) return undefined;
  }
  if ((CUT_END.test(s) && !/^(?:where|what|who|which|how)\s/i.test(s)) || /^(?:for\s+example|e\.g\.|such\s+as)\b/i.test(s)) return undefined;
  // "five equally spaced nodes arranged in a ring": the diagram's parts, not its subject.
  if (/^(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+(?:[\w-]+\s+){0,2}(?:nodes|boxes|circles|cards|items|sections|columns|rows|tiers|segments|shapes|blocks|bubbles)\b/i.test(s)) return undefined;
  return capitalize(s).replace(ACRONYM, (w) => ACRONYMS[w.toLowerCase()] ?? w);
}

// Words typed in lower case that are written otherwise: "3d print job states" → "3D print job states".
const ACRONYMS: Record<string, string> = { '2d': '2D', '3d': '3D', phd: 'PhD', ux: 'UX', ui: 'UI', api: 'API', crm: 'CRM', erp: 'ERP', seo: 'SEO', kpi: 'KPI', kpis: 'KPIs', okr: 'OKR', okrs: 'OKRs', mvp: 'MVP', faq: 'FAQ', diy: 'DIY', gdpr: 'GDPR', ai: 'AI', ml: 'ML', hr: 'HR', ceo: 'CEO', cto: 'CTO', saas: 'SaaS', iot: 'IoT', b2b: 'B2B', b2c: 'B2C', ios: 'iOS' };
const ACRONYM = new RegExp(String.raw`(?<![\p{L}\d])(?:${Object.keys(ACRONYMS).join('|')})(?![\p{L}\d])`, 'giu');

// "…を示してください", "…を作成したいです", "请画…", "帮我生成…": requests in Japanese and Chinese.
const CJK_REQUEST = /(?:[てで](?:ください|下さい|ほしい)|して(?:ください|下さい|ほしい)|示してください|描いてください|したい(?:です)?|を作成する|を作成|を示す)[.!。]?$|^(?:请|請|帮我|幫我|给我|給我)|^(?:画|畫|绘制|繪製|创建|創建|生成|设计|設計|制作|製作|做)(?:一个|一個|一张|一張|一份|个|張|张)/u;

/** True when a sentence reads as a request for a diagram rather than as content. */
export function isRequest(sentence: string): boolean {
  const s = sentence.trim();
  if (CJK_REQUEST.test(s)) return true;
  if (foreignKindLead(s) !== undefined || (ROMANCE_GERMANIC_VERB.test(s) && findKindMentions(s).length > 0)) return true;
  const m = REQUEST.exec(s);
  if (m && m[0].trim().length > 0 && !/^(?:please|kindly|hey|hi|ok|okay)[,!]?$/i.test(m[0].trim())) {
    // "Design starts on March 1", "Build takes two days": the verb-like word is the subject of a sentence.
    const next = s.slice(m[0].length).split(/\s+/)[0]?.toLowerCase() ?? '';
    if (/^(?:is|are|was|were|will|would|has|had|should|must|can|may|might|starts?|begins?|takes?|lasts?|runs?|follows?|ends?|finishes?|happens?|comes?|goes?|needs?|depends?|requires?|overlaps?)$/.test(next)) return false;
    // "Create" alone at the start is a request; so is anything that then names a diagram.
    return true;
  }
  const head = s.split(/\s+/).slice(0, 8).join(' ');
  return KIND_IN_HEAD.test(head) && !/^(?:when|if|after|once|then|the\s+\w+\s+(?:sends|calls|checks|asks))\b/i.test(s);
}

/** "hierarchy of controls pyramid – Elimination, …": the subject a tail names with its kind before a dash or colon. */
export function titleFromTailHead(tail: string): string | undefined {
  const head = /^([^:–—]{3,60}?)\s*(?:[:：]|\s[–—-]\s)/u.exec(tail.trim())?.[1];
  if (!head || !KIND_IN_HEAD.test(head)) return undefined;
  // "hierarchy of controls pyramid": the words before the kind at the end are the subject as written.
  const bare = head.replace(KIND_AT_END, '').trim();
  if (bare !== head.trim() && bare.split(/\s+/).length >= 2 && bare.split(/\s+/).length <= 8 && stripRequest(bare) === bare) return capitalize(bare);
  return titleFromLead(head);
}

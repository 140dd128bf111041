// Cue words and phrases per kind, with weights: what the classifier counts in a prompt.
import type { Kind } from '../../../spec/kinds.js';

export interface Cue {
  kind: Kind;
  re: RegExp;
  weight: number;
  /** How many matches count (default 1). */
  max?: number;
  /** Names the kind of diagram: worth double in the prompt's lead. */
  names?: boolean;
  /** Count different words only ("server" written five times counts once). */
  distinct?: boolean;
  why: string;
}

const cue = (kind: Kind, re: RegExp, weight: number, why: string, max = 1, names = false): Cue => ({ kind, re, weight, why, max, names });
const named = (kind: Kind, re: RegExp, weight: number, why: string): Cue => cue(kind, re, weight, why, 1, true);

// Patterns run on the lower-cased prompt. Word boundaries everywhere: "list" must not fire on "specialist".
export const CUES: Cue[] = [
  // flowchart
  named('flowchart', /\b(?:flow\s?charts?|flow\s+diagrams?|process\s+(?:flows?|maps?|diagrams?)|activity\s+diagrams?|work\s?flows?|decision\s+(?:tree|flow)s?|diagrama\s+de\s+flujo|organigramme\s+de\s+processus|logigramme|ablaufdiagramm|flussdiagramm|fluxograma)\b/g, 7, 'names a flowchart'),
  cue('flowchart', /\b(?:procedure|algorithm|how\s+to|process(?:es|ing)?|steps?)\b/g, 1, 'describes a process', 3),
  // Things connected by what passes between them: drawn as nodes and arrows.
  named('flowchart', /\b(?:food\s+(?:chains?|webs?)|energy\s+flows?|flow\s+of\s+(?:energy|nutrients|materials?|goods|money|data))\b/g, 5, 'names a chain of flows'),
  cue('flowchart', /(?:^|[\s,;.(])(?:if|unless|whether)\b/g, 2, 'has conditions', 4),
  // Not "everyone else", "something else", "who else": those name the others, not a branch.
  cue('flowchart', /\b(?:otherwise|(?<!\b(?:(?:every|any|some|no)(?:one|body|thing|where)|who|what|where|anything|much|little)\s+)else|if\s+not|if\s+no|in\s+that\s+case)\b/g, 2.5, 'has branches', 3),
  cue('flowchart', /\b(?:yes|no)\s*(?:->|→|:|\)|,)|\?\s*(?:yes|no)\b|\b(?:decid(?:e|es|ed|ing)|decisions?|approve[sd]?|reject(?:s|ed)?|valid(?:ate)?s?|verify|verifies|check(?:s|ed)?)\b/g, 0.8, 'has decisions', 4),
  cue('flowchart', /\b(?:go(?:es)?\s+back\s+to|return(?:s)?\s+to\s+step|loop\s+back|jump\s+to|proceed\s+to|continue\s+(?:to|with)|goto)\b/g, 1.5, 'jumps between steps', 2),
  // sequence
  named('sequence', /\b(?:sequence\s+(?:diagram|chart)s?|message\s+(?:flow|sequence)s?|lifelines?|interaction\s+diagrams?|diagrama\s+de\s+secuencia|sequenzdiagramm)\b/g, 9, 'names a sequence diagram'),
  named('sequence', /\bsequence\s+of\s+(?:messages|calls|requests|interactions)\b|\b(?:lookup|login|logon|handshake|authentication|auth|checkout|payment|sign[- ]?up|sign[- ]?in|request|call|message|oauth|api)\s+sequence\b/g, 6, 'a sequence of messages'),
  cue('sequence', /\b(?:sends?|sent|send\s+back|replies|reply|responds?|response|requests?|returns?|forwards?|calls?|invokes?|queries|acknowledges?|notif(?:y|ies)|posts?|pings?|redirects?|passes)\b[^.;\n]{0,60}?\b(?:to|from)\b/g, 1.5, 'messages between participants', 6),
  cue('sequence', /\b(?:handshake|round\s?trip|api\s+calls?|http\s+(?:request|response)|callback|token|json|rest\s+call|grpc|websocket|oauth|login\s+flow|authenticat\w+|ack\b|syn\b)/g, 1.2, 'protocol words', 4),
  cue('sequence', /\b(?:participants?|actors?\s+and\s+systems?|messages?)\b/g, 1.5, 'participants and messages', 2),
  // timeline
  named('timeline', /\b(?:time\s?lines?|chronolog(?:y|ies|ical)|history\s+of|historical|milestones|key\s+dates|through\s+the\s+(?:years|decades|ages|centuries)|evolution\s+of|línea\s+de\s+tiempo|cronolog[ií]a|chronologie|zeitleiste|zeitstrahl|frise)\b/g, 6, 'names a timeline'),
  cue('timeline', /\b(?:founded|launched|released|born|died|introduced|invented|established|began|ended|signed|opened|acquired|published|landed|discovered|won|became|elected|merged|ipo|era|century|decade)\b/g, 0.8, 'historical events', 5),
  cue('timeline', /\broad\s?maps?\b/g, 3, 'a roadmap'),
  // mindmap
  named('mindmap', /\b(?:mind\s?maps?|mindmaps?|brainstorm(?:ing|s)?|mapa\s+mental|carte\s+mentale|concept\s+maps?|spider\s+diagrams?)\b/g, 10, 'names a mind map'),
  cue('mindmap', /\b(?:ideas?|topics?|themes?|subtopics?|branch(?:es)?|central\s+(?:idea|topic|theme)|aspects?|facets?)\b/g, 1, 'ideas and topics', 3),
  // hierarchy
  named('hierarchy', /\b(?:org(?:ani[sz]ation(?:al)?)?\s+(?:chart|structure|tree|diagram)s?|organigrams?|organigrama|reporting\s+(?:lines?|structure)|chain\s+of\s+command|family\s+tree|taxonom(?:y|ies)|classification|work\s+breakdown\s+structure|wbs|hierarch(?:y|ies|ical)|tree\s+(?:diagram|structure)s?|category\s+tree|site\s?map)\b/g, 7, 'names a hierarchy'),
  cue('hierarchy', /\b(?:reports?\s+(?:directly\s+)?to|reporting\s+to|report\s+into|manages|managed\s+by|led\s+by|leads\s+the|heads\s+(?:up\s+)?the|oversees|under\s+(?:the|him|her|them)|subordinates?|direct\s+reports?|is\s+(?:divided|split|subdivided|broken\s+down)\s+into|splits\s+into|subclass(?:es)?\s+of|kingdom|phylum|genus|species|parent\s+(?:company|category))\b/g, 2.5, 'reporting or parent-child relations', 5),
  cue('hierarchy', /\b(?:ceo|cto|cfo|coo|cio|cmo|vp|vice\s+president|president|director|chief|head\s+of|team\s+leads?|managers?|supervisors?|board\s+of\s+directors|department|division|subsidiar(?:y|ies))\b/g, 0.8, 'roles and units', 6),
  // cycle
  named('cycle', /\b(?:cycles?(?!\s+(?:lanes?|paths?|routes?|tracks?|hire|shops?|racks?|parking|helmets?|ways?|network|infrastructure|schemes?|superhighways?|clubs?|couriers?|to\s+(?:work|school)))|cyclic(?:al)?|life\s?cycles?|circular|flywheel|feedback\s+loops?|virtuous\s+circle|vicious\s+circle|pdca|pdsa|ooda|ciclo|zyklus|kreislauf)\b/g, 7, 'names a cycle'),
  cue('cycle', /\b(?:loops?|repeats?|repeating|repeated|recurring|recurs?|iterative|iterations?|continuous(?:ly)?|over\s+and\s+over|again|back\s+to\s+(?:the\s+)?(?:start|beginning|first\s+(?:step|stage|phase))|starts?\s+(?:over|again)|begins?\s+again|round\s+and\s+round|each\s+(?:sprint|iteration))\b/g, 2.2, 'repeats', 3),
  // pyramid
  named('pyramid', /\b(?:pyramids?|hierarchy\s+of\s+needs|pir[aá]mide|triangle\s+diagram)\b/g, 10, 'names a pyramid'),
  cue('pyramid', /\b(?:tiers?|levels?|layers?|foundation(?:al)?|at\s+the\s+(?:base|bottom|top|apex|peak)|base\s+(?:level|layer|of)|the\s+base|narrow(?:s|er)?\s+(?:toward|to)\s+the\s+top|builds?\s+(?:up)?on|pinnacle|bottom\s+up|most\s+(?:basic|fundamental))\b/g, 1.4, 'levels from base to top', 4),
  // funnel
  named('funnel', /\b(?:funnels?|embudo|entonnoir|trichter)\b/g, 10, 'names a funnel'),
  cue('funnel', /\b(?:conversions?|convert(?:s|ed)?|drop[- ]?offs?|narrow(?:s|ing)?|pipeline|visitors?|leads?|prospects?|sign[- ]?ups?|trials?|purchases?|awareness|consideration|interest|intent|evaluation|checkout|qualified|mql|sql|aida|acquisition|activation)\b/g, 0.9, 'stages narrowing toward conversion', 6),
  // venn
  named('venn', /\b(?:where|how|what)\s+[^.:;\n]{3,80}?\s+(?:overlap|intersect)\b|\boverlap\s+(?:of|between)\b|\b(?:venn(?:\s+diagrams?)?|diagrama\s+de\s+venn|euler\s+diagrams?|(?:two|three|overlapping|intersecting)\s+circles|overlapping\s+sets|intersection\s+of\s+(?:two|three|the)\b)/g, 10, 'names a Venn diagram'),
  cue('venn', /\b(?:overlap(?:s|ping)?|intersect(?:s|ion|ions)?|in\s+common|common\s+to|shared\s+by|both|unique\s+to|only\s+(?:in|to)|sets?\s+of|sweet\s+spot|ikigai|union)\b|∩/g, 2.3, 'overlapping sets', 4),
  // matrix
  named('matrix', /\b(?:2\s?x\s?2|two[- ]by[- ]two|quadrants?|(?:priority|risk|eisenhower|bcg|ansoff|decision|impact[- ]effort|effort[- ]impact|value[- ]effort)\s+(?:matrix|grid|chart)|(?:four|4)[- ]box|magic\s+quadrant|swot|dafo|foda|fofa)\b/g, 9, 'names a 2x2 matrix'),
  cue('matrix', /\bmatri(?:x|ces)\b/g, 5, 'a matrix'),
  cue('matrix', /\b(?:x[- ]axis|y[- ]axis|axes|axis|horizontal\s+axis|vertical\s+axis)\b/g, 3, 'two axes', 2),
  cue('matrix', /\b(?:impact\s+(?:vs\.?|versus|and|\/)\s+effort|effort\s+(?:vs\.?|versus|and|\/)\s+impact|urgent\s+(?:and|vs\.?|\/)\s+important|importan(?:t|ce)\s+(?:and|vs\.?|\/)\s+urgen(?:t|cy)|likelihood\s+(?:and|vs\.?|\/)\s+impact|value\s+(?:vs\.?|and)\s+(?:effort|cost|complexity)|strengths.{0,40}weaknesses.{0,40}opportunities.{0,40}threats|high\s+\w+[\s,/]+low\s+\w+)\b/g, 4, 'two axes of high and low', 2),
  // comparison
  named('comparison', /\b(?:comparisons?|compare[sd]?|comparing|compared\s+(?:to|with)|pros\s+(?:and|&)\s+cons|advantages\s+and\s+disadvantages|benefits\s+and\s+drawbacks|strengths\s+and\s+weaknesses\s+of|trade[- ]?offs?|differences?\s+between|similarities\s+and\s+differences|versus|vs\.?|side[- ]by[- ]side|comparativa|vergleich)\b/g, 6, 'names a comparison'),
  cue('comparison', /\b(?:pros?|cons?|advantages?|disadvantages?|drawbacks?|benefits?|downsides?|upsides?|better|worse|cheaper|faster|slower|alternatives?|options?|which\s+(?:one|is\s+better)|choose\s+between)\b/g, 1, 'weighs options', 4),
  // hub
  named('hub', /\b(?:hub[- ]and[- ]spokes?|hub\s+diagrams?|spokes?|radial\s+diagrams?|(?:as|is)\s+(?:a|the)\s+hub)\b/g, 9, 'names a hub'),
  // "中心服务A连接多个外围服务", "中心是数据平台，连接销售、市场…": a centre joined to the rest.
  cue('hub', /(?:中心|核心|中央)(?:是|为|は)?[^，,。]{0,12}?[，,]?\s*(?:连接|連接|连着|辐射|围绕|接続)|外围|周边系统/gu, 6, 'a centre with satellites', 1),
  named('hub', /\bsurrounding\s+(?:smaller\s+|outer\s+)?(?:nodes|cards|items|elements|spokes|circles|bubbles|icons|topics|concepts|pillars|boxes|platforms|satellites)\b/g, 9, 'names a hub'),
  named('hub', /\b(?:around|surrounding|orbiting)\s+(?:the|a|an|our|its)\s+(?!central\s+(?:theme|topic|idea)\b)[\w-]+(?:\s+[\w-]+)?\s*(?::|$)/gm, 7, 'items around a centre'),
  cue('hub', /\b(?:hub|cent(?:er|re)d?\s+(?:on|around)|at\s+the\s+cent(?:er|re)|in\s+the\s+(?:cent(?:er|re)|middle)|surrounded\s+by|around\s+(?:a|the|it)|radiat(?:e|es|ing)|core\s+(?:platform|system|idea)|central\s+(?:node|platform|system|element|team|hub)|connected\s+to\s+(?:all|each|every)|ecosystem|integrat(?:es|ions?)\s+with)\b/g, 3, 'a centre with satellites', 3),
  // "X in the middle, everyone else around her", "the single point of contact": one party all the others deal with.
  named('hub', /\b(?:(?:everyone|everybody|everything|all\s+(?:the\s+)?others?|the\s+others|the\s+rest)\s+(?:else\s+)?around\s+(?:her|him|them|it)|(?:single|one|central|main)\s+point\s+of\s+contact)\b/g, 6, 'one party all the others deal with'),
  // swimlane
  // ("a new cycle lane on High Street", "the bus lane": a lane of a road is no swimlane.)
  named('swimlane', /\b(?:swim\s?lanes?|swim[- ]lane|cross[- ]functional(?:\s+(?:flow\s?chart|diagram|process|map))?|(?<!\b(?:cycle|cycling|bike|bicycle|bus|tram|taxi|traffic|fast|slow|overtaking|carpool|express|turning|priority|running|memory|country|shipping|car|hov|inside|outside|middle|bowling|fire)[- ])lanes?|deployment\s+flowchart|rummler[- ]brache)\b/g, 10, 'names swimlanes'),
  // "Carriles: Cliente, Cocina, Repartidor", "Couloirs : …", "un carril por persona": lanes named in other languages.
  named('swimlane', /(?:^|\n)\s*(?:carriles|couloirs|bahnen|schwimmbahnen|raias|corsie)\s*:|\bdiagrama\s+de\s+carriles\b|\b(?:un|uno|una|une)\s+(?:carril|couloir|raia|corsia)\s+(?:por|par|pro|per)\b/g, 10, 'names swimlanes'),
  named('swimlane', /\b(?:across|between)\s+(?:(?:the|our|several|different|multiple)\s+)?(?:departments|teams|functions|roles|groups|units)\b|\blanes?\s+for\b/g, 6, 'steps across teams'),
  cue('swimlane', /\b(?:hands?\s+(?:it\s+|them\s+|this\s+)?(?:off|over)\s+to|hand[- ]?offs?|passes\s+(?:it|them|this|the\s+\w+)\s+(?:on\s+)?to|forwards\s+(?:it|them|the\s+\w+)\s+to|escalates?\s+to|routes?\s+(?:it\s+)?to|responsib(?:le|ility|ilities)|who\s+does\s+what|who\s+owns)\b/g, 1.6, 'hand-offs between teams', 4),
  // "the team meets" names a team; only teams that hand work to each other make lanes.
  cue('swimlane', /\b(?:departments?|teams?|roles?)\b/g, 0.6, 'teams and roles', 3),
  // er
  named('er', /\b(?:e-?r\s+(?:diagrams?|models?)|erds?|entity[- ]relationship|database\s+(?:schemas?|design|models?|tables?)|schema|relational\s+model|modelo\s+entidad)\b/g, 9, 'names a data model'),
  cue('er', /\b(?:has\s+many|have\s+many|has\s+(?:one|a\s+single)|belongs?\s+to|one[- ]to[- ](?:many|one)|many[- ]to[- ](?:many|one)|1:n|1:1|n:m|m:n|1\.\.\*|foreign\s+keys?|primary\s+keys?|\bfk\b|\bpk\b|entit(?:y|ies)|attributes?|columns?|tables?|records?|zero\s+or\s+more|one\s+or\s+more|is\s+identified\s+by|unique\s+(?:id|identifier)|references)\b/g, 2.3, 'entities and relationships', 6),
  // "Each department employs many employees", "an employee works in exactly one department": quantified links.
  cue('er', /\b(?:each|every)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:(?:may|can|must|will)\s+)?(?:be\s+)?[a-z]+\s+(?:(?:in|to|for|with|on|by)\s+)?(?:many|several|multiple|exactly\s+one|at\s+most\s+one|only\s+one|one\s+or\s+more|zero\s+or\s+more|a\s+number\s+of)\s+[a-z]+/g, 2.5, 'entities and relationships', 3),
  // Chinese and Japanese cardinalities and keys ("用户表 一对多 文章表", "主键", "外部キー").
  cue('er', /一对多|多对一|多对多|一对一|一對多|多對一|多對多|一對一|一対多|多対一|多対多|1対多|多対1|主键|外键|主鍵|外鍵|主キー|外部キー/gu, 2.3, 'entities and relationships', 4),
  // mind map briefs: "Central topic: X. Main branches: a, b, c".
  named('mindmap', /\b(?:central\s+topic|main\s+branches|sub-?branches|first-level\s+branches)\b/g, 8, 'names a mind map'),
  // class (UML): names, inheritance wording, members with visibility signs or parentheses
  named('class', /\b(?:class\s?diagrams?|uml\s+class(?:es)?|classdiagram|diagrammes?\s+de\s+classes|klassendiagramm\w*|diagramas?\s+de\s+clases|diagramm[ai]\s+delle\s+classi)\b/g, 10, 'names a class diagram'),
  cue('class', /\b(?:inherits?\s+from|inheriting\s+from|extends|implements|is\s+an?\s+(?:subclass|subtype)\s+of|are\s+(?:subclasses|subtypes)\s+of|derives?\s+from|superclass|base\s+class|abstract\s+class|h[ée]rit\w*\s+de|erben\s+von|heredan?\s+de)\b/g, 4, 'inheritance between classes', 3),
  cue('class', /\b(?:methods?|interfaces?|getters?|setters?|constructors?|polymorphism|encapsulation|design\s+pattern|observer\s+pattern|decorator\s+pattern|oop|object[- ]oriented|public\s+and\s+private|private\s+and\s+public|visibility)\b/g, 2, 'classes with methods', 4),
  cue('class', /(?:^|[\s(,;:])[+#~-][a-z_]\w*\s*\(|(?:^|[\s(,;:])[a-z_]\w*\(\)|(?:^|[\s(,;:])[+#~-][a-z_]\w*\s*:\s*[a-z]/gm, 2.5, 'members with visibility and calls', 4),
  named('class', /\bclasses\s+with\s+(?:their\s+)?(?:attributes|members|methods|fields|properties|operations)\b|(?:\+\s?|\b)public\s+(?:and|\/|or)\s+(?:-\s?)?private\s+(?:members|attributes|methods|fields)\b|\b(?:attributes|fields|properties|members)\s+and\s+(?:methods|operations)\b/g, 8, 'classes with members'),
  // architecture
  // "for our architecture review": a meeting about the architecture, not a drawing of it.
  named('architecture', /\b(?:architectures?(?!\s+(?:reviews?|meetings?|teams?|boards?|discussions?|decisions?|committees?|councils?|guilds?|forums?|calls?|sessions?|syncs?|workshops?|days?))|system\s+design|infrastructure|deployment\s+diagrams?|topology|tech(?:nology)?\s+stack|component\s+diagrams?|c4\s+model|network\s+diagrams?|cloud\s+setup|arquitectura|architektur)\b/g, 8, 'names an architecture'),
  { ...cue('architecture', /\b(?:micro\s?services?|services?|servers?|databases?|db|caches?|queues?|gateways?|load\s+balancers?|cdn|apis?|backends?|front\s?ends?|clients?|storage|buckets?|kubernetes|k8s|clusters?|vpc|subnets?|cloud|aws|azure|gcp|lambdas?|kafka|rabbitmq|redis|postgres(?:ql)?|mysql|mongo(?:db)?|s3|nginx|docker|containers?|brokers?|pub\/?sub|workers?|firewalls?|dns|proxy|web\s?app|mobile\s+app|data\s+warehouse|etl|elasticsearch|identity\s+provider|auth(?:entication)?\s+service|microservice)\b/g, 1.2, 'components and services', 10), distinct: true },
  cue('architecture', /\b(?:connects?\s+to|talks?\s+to|reads?\s+from|writes?\s+to|publishes\s+to|subscribes?\s+to|consumes?\s+from|stores?\s+(?:\w+\s+){0,3}in|backed\s+by|sits?\s+(?:behind|in\s+front\s+of)|deployed\s+(?:on|to|in)|hosted\s+on|runs?\s+on|routes\s+to)\b/g, 1.5, 'static connections', 4),
  // state
  named('state', /\b(?:state\s+(?:machines?|diagrams?|charts?|transitions?)|statecharts?|finite\s+automat(?:on|a)|fsm|estados|zustandsdiagramm)\b/g, 10, 'names a state machine'),
  named('state', /\b(?:connection|order|process|ticket|issue|account|user|document|payment|door|device|machine|object|game|player|light|job|task|thread|session|subscription|invoice|application|request|workflow|lifecycle)\s+(?:states|statuses)\b|\bstates\s+and\s+transitions\b/g, 6, 'names states'),
  cue('state', /\b(?:states?|status(?:es)?|transitions?|transitions?\s+to|moves?\s+to|goes\s+to|changes?\s+to|switches\s+to|becomes|enters?|returns?\s+to|initial\s+state|final\s+state|starts?\s+(?:in|as)|ends?\s+(?:in|as)|event|triggers?)\b/g, 1.6, 'states and transitions', 5),
  // "states for a parcel locker compartment?", "les états d'une commande", "Zustände eines Tickets": the states of a thing.
  named('state', /(?:^|[.!?:]\s+)(?:the\s+|possible\s+|all\s+(?:the\s+)?)?(?:states|statuses)\s+(?:for|of)\s+(?:an?|the|our|each|every|my)\s|(?:^|[.!?:]\s+)(?:les\s+)?(?:états|statuts)\s+(?:d['’]une?|du|de\s+la|des)\s|(?:^|[.!?:]\s+)(?:die\s+)?zustände\s+(?:eines|einer|des|der)\s|(?:^|[.!?:]\s+)(?:los\s+|os\s+)?estados\s+(?:de\s+(?:un|una|um|uma|la|el|a|o)|del|do|da)\s|(?:^|[.!?:]\s+)(?:gli\s+)?stati\s+(?:di\s+(?:un|una)|del|della|dello)\s/g, 8, 'asks for the states of a thing'),
  // "also 'out of order' from any state": a move every state can make.
  cue('state', /\bfrom\s+any\s+(?:other\s+)?(?:state|status)\b|\bin\s+any\s+state\b|depuis\s+n['’]importe\s+quel\s+état|aus\s+jedem\s+zustand|desde\s+cualquier\s+estado|de\s+qualquer\s+estado|da\s+qualsiasi\s+stato/g, 4, 'a move from any state'),
  cue('state', /\b(?:idle|pending|active|inactive|draft|submitted|approved|rejected|open|closed|in\s+progress|resolved|cancell?ed|completed|expired|suspended|locked|unlocked|running|stopped|paused|archived|published|on\s+hold|blocked|failed|succeeded|waiting|ready|shipped|delivered|refunded)\b/g, 0.6, 'status names', 6),
  // list
  named('list', /\b(?:(?:bulleted|numbered|short|simple)?\s*lists?\s+of|check\s?lists?|to-?do(?:\s+lists?)?|agenda|key\s+points|top\s+\d+|tips|best\s+practices|guidelines|principles|rules\s+(?:of|for)|reasons\s+(?:why|to)|ways\s+to|things\s+to|features\s+of|requirements|checklist|lista|liste)\b/g, 5, 'names a list'),
  // "ポイント：①… ②…", "注意事项：": a heading of points over numbered rules names a list (CJK has no word boundaries).
  named('list', /(?:ポイント|要点|注意点|注意事項|注意事项|心得|コツ|要點|小贴士|小技巧)(?=\s*(?:は|[:：]))/gu, 5, 'names a list of points'),
  // proportion
  named('proportion', /\b(?:pie\s+charts?|pie|donut(?:\s+charts?)?|doughnut(?:\s+charts?)?|bar\s+charts?|market\s+share|breakdown\s+of|share\s+of|split\s+(?:of|between)|distribution\s+of|allocation|composition\s+of|proportions?|percentages?|gr[aá]fico\s+circular|camembert|kuchendiagramm)\b/g, 7, 'names parts of a whole'),
  cue('proportion', /\b(?:share|breakdown|split|distribution|allocated?|budget|spend(?:ing)?|revenue|costs?|makeup|mix|portions?|slices?|of\s+(?:the\s+)?total|of\s+the\s+whole|percent|per\s+cent|respondents|votes?|population)\b/g, 1.2, 'amounts of a whole', 4),
  // gantt
  named('gantt', /\b(?:gantt(?:\s+charts?)?|project\s+(?:plans?|schedules?|timelines?)|schedules?(?!\s+(?:the|a|an|its|their|his|her|our|your|an?\s+\w+|meetings?|interviews?|calls?|appointments?|visits?|sessions?)\b)|work\s+plan|sprint\s+plan|release\s+plan|project\s+planning|diagrama\s+de\s+gantt|cronograma)\b/g, 8, 'names a project plan'),
  cue('gantt', /\b(?:tasks?|durations?|deadlines?|due|kick-?off|depends\s+on|dependenc(?:y|ies)|in\s+parallel|(?:start|end)s?\s+(?:on|date)|takes?\s+\d+|lasts?|for\s+\d+\s+(?:days?|weeks?|months?)|\d+\s*(?:days?|weeks?|months?|d|w)\b|sprints?|deliverables?|work\s?streams?|resources?)\b/g, 1, 'tasks with durations', 6),
  // usecase: actors and what they can do with a system; «include» / «extend».
  named('usecase', /\b(?:use[- ]?case\s+(?:diagrams?|models?)|uml\s+use[- ]?cases?)\b/g, 10, 'names a use case diagram'),
  cue('usecase', /<<\s*(?:include|extend)\s*>>|«\s*(?:include|extend)\s*»|\b(?:includes|extends)\s+(?:the\s+)?[a-z]+(?:\s+[a-z]+)?\s+use\s+case\b/g, 5, 'include and extend relations', 2),
  cue('usecase', /\b(?:an?|the|each|every)\s+(?:customers?|users?|admins?|administrators?|visitors?|guests?|members?|students?|teachers?|patients?|doctors?|clerks?|cashiers?|librarians?|moderators?|buyers?|sellers?|operators?)\s+(?:can|may|should\s+be\s+able\s+to|is\s+able\s+to)\b/g, 2, 'what actors can do', 3),
  // journey: stages of an experience with feelings, pain points and opportunities.
  named('journey', /\b(?:(?:customer|user|buyer|patient|employee|client|guest|student)\s+journeys?(?:\s+maps?)?|journey\s+maps?|experience\s+maps?)\b/g, 10, 'names a journey map'),
  cue('journey', /\bhow\s+(?:they|users?|customers?|clients?|patients?|guests?|people|he|she|i|we|you)\s+(?:feel|felt|feels)\b|\b(?:mood|emotion|feeling)s?\s+(?:at|per|for|in)\s+(?:each|every)\s+(?:stage|step|phase)\b/g, 4, 'how the person feels'),
  { ...cue('journey', /\b(?:pain\s?points?|touch\s?points?|emotions?|feelings?|frustrat(?:ed|ing|ion)|delighted|satisfaction\s+(?:score|curve|level)s?|emotion(?:al)?\s+curve|moments?\s+of\s+truth|opportunit(?:y|ies))\b/g, 1.6, 'feelings and pain points', 4), distinct: true },
];

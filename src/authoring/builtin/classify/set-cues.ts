// Cues for the simple "set" kinds named by what the drawing looks like rather than by the kind's name: circles that
// overlap (Venn), a grid with two axes (matrix), cards (list), bars per workstream (Gantt), boxes and arrows between
// components (architecture), and a prompt that opens by asking for the states of a thing (state machine). Run with the
// lexicon's cues, on the lower-cased prompt, in the seven languages where the wording has an equivalent.
import type { Cue } from './lexicon.js';
import type { Kind } from '../../../spec/kinds.js';

const cue = (kind: Kind, re: RegExp, weight: number, why: string, max = 1): Cue => ({ kind, re, weight, why, max });

export const SET_CUES: Cue[] = [
  // "a two-circle overlap picture", "bubble chart of overlap", "three overlapping bubbles", "deux cercles qui se
  // chevauchent", "zwei überlappende Kreise", "círculos superpuestos", "cerchi sovrapposti", "两个圆圈的交集", "重なる円".
  cue('venn', /\b(?:two|three|2|3)[- ]circles?\b|\boverlap(?:ping)?\s+(?:pictures?|diagrams?|charts?|graphics?|drawings?|bubbles|circles|sketch)\b|\b(?:charts?|diagrams?|pictures?|graphics?|drawing)\s+of\s+(?:the\s+)?overlaps?\b|\b(?:deux|trois)\s+cercles\b|\bcercles\s+(?:qui\s+se\s+chevauchent|superpos[ée]s)\b|\b(?:zwei|drei)\s+(?:überlappende\s+|sich\s+überschneidende\s+)?kreise\b|\bschnittmengen?\b|\bc[ií]rculos\s+(?:superpuestos|sobrepostos|que\s+se\s+(?:superponen|cruzan|sobrepõem))\b|\b(?:dos|tres|dois|três)\s+c[ií]rculos\b|\b(?:due|tre)\s+cerchi\b|\bcerchi\s+sovrapposti\b|(?:两|三|兩)个?圆(?:圈)?|交集|重なる円|(?:2|二|3|三)つの円/gu, 12, 'circles that overlap'),
  // "Both: …", "In common: …", "Beide: …", "Les deux : …", "Ambos: …", "Entrambi: …", "共同点：", "両方：" as a line or
  // sentence key: what the groups share.
  cue('venn', /(?:^|[.\n]\s*)(?:both|in\s+common|shared|common|les\s+deux|en\s+commun|beide|gemeinsam|ambos|ambas|em\s+comum|en\s+común|entrambi|in\s+comune|共同点|共同|两者都|両方|共通点?)\s*[:：]/gmu, 8, 'what both share, under its own key'),
  // "power/interest grid", "impact/effort grid", "x = interest, y = power", "eje x: …", "x轴：…".
  cue('matrix', /\b[a-z]+\s*\/\s*[a-z]+\s+(?:grid|matrix|map|quadrants?)\b/g, 6, 'a grid of two measures'),
  cue('matrix', /\bx\s*(?:=|:|-axis\s*(?:=|:|is))\s*[\p{L}]+[^.\n]{0,30}\by\s*(?:=|:|-axis\s*(?:=|:|is))\s*[\p{L}]+|\b(?:eje|eixo|asse|axe)\s+(?:x|horizontal)\b[^.\n]{0,40}\b(?:eje|eixo|asse|axe)\s+(?:y|vertical)\b|\bx-achse\b[^.\n]{0,40}\by-achse\b|[xX]\s*轴[^。\n]{0,30}[yY]\s*轴|横軸[^。\n]{0,30}縦軸|縦軸[^。\n]{0,30}横軸/gu, 6, 'two axes named'),
  // "growth (low/high) vs share (low/high)": two measures, each with its ends.
  cue('matrix', /\((?:low|high)\s*\/\s*(?:low|high)\)[^.\n]{0,40}?\b(?:vs\.?|versus|against|and|by|x)\s[^.\n]{0,40}?\((?:low|high)\s*\/\s*(?:low|high)\)/g, 9, 'two measures from low to high'),
  // "turn these into cards", "one card per tip", "card-style", "sous forme de fiches", "als Karteikarten",
  // "en tarjetas", "em cartões", "in schede", "做成卡片", "カードにして".
  cue('list', /\b(?:into|as|on)\s+(?:(?:a\s+)?(?:set|deck|series)\s+of\s+)?(?:\w+\s+){0,2}cards\b|\bone\s+card\s+(?:per|for\s+each|each)\b|\bcard[- ]style\b|\b(?:tip|info|flash|cue|prompt|reference)\s?cards\b|\b(?:en|sous\s+forme\s+de)\s+(?:fiches|cartes)\b|\bals\s+(?:karteikarten|kärtchen|karten)\b|\b(?:en|em|como)\s+(?:tarjetas|fichas|cart[õo]es)\b|\bin\s+schede\b|卡片|カード/gu, 7, 'asked for as cards'),
  // "a chart with bars for each workstream", "one bar per task", "a bar chart per workstream", "barres par tâche", "Balken pro Arbeitspaket".
  cue('gantt', /\b(?:bars?(?:\s+charts?)?|balken(?:diagramm)?|barres?|barras?|barre)\s+(?:per|for\s+(?:each|every)|pro|par|por|para\s+cada|para|de\s+cada|per\s+ogni)\s+(?:\w+\s+)?(?:tasks?|phases?|work\s?streams?|activit(?:y|ies)|projects?|deliverables?|teams?|stages?|arbeitspakete?s?|aufgaben?|t[âa]ches?|tareas?|fases?|attivit[àa]|tarefas?)\b|(?:每个任务|每项任务|タスクごと)/gu, 7, 'a bar for each workstream'),
  // "boxes and arrows please", "cajas y flechas", "Kästchen und Pfeile", "boîtes et flèches": components joined by lines.
  cue('architecture', /\bboxes\s+and\s+(?:arrows|lines)\b|\bcajas\s+y\s+flechas\b|\bk[äa]stchen\s+und\s+pfeile\b|\bbo[îi]tes\s+et\s+(?:des\s+)?fl[èe]ches\b|\bcaixas\s+e\s+setas\b|\bscatole\s+e\s+frecce\b/g, 3, 'boxes and arrows'),
  // "draw how the whole thing is wired", "how it's all hooked up", "wie alles verkabelt ist", "comment tout est branché".
  cue('architecture', /\bhow\s+(?:the\s+|our\s+|my\s+)?(?:whole\s+|entire\s+)?(?:thing|setup|set-up|system|stack|lot|kit|network|pieces|parts|bits)\s+(?:is|are|fits?|hangs?)\s+(?:all\s+)?(?:wired|connected|hooked\s+up|plugged\s+together)\b|\bhow\s+(?:it|they|everything)(?:['’]s|['’]re|\s+is|\s+are)\s+(?:all\s+)?(?:wired|hooked\s+up)\b|\bwie\s+(?:alles|das\s+ganze)\s+(?:verkabelt|vernetzt|verbunden)\b|\bcomment\s+tout\s+est\s+(?:branché|câblé|relié)\b|\bc[oó]mo\s+est[aá]\s+todo\s+(?:conectado|cableado)\b|\bcomo\s+(?:tudo\s+)?est[aá]\s+(?:tudo\s+)?(?:ligado|conectado)\b|\bcome\s+è\s+tutto\s+(?:collegato|cablato)\b/g, 6, 'how the parts are wired'),
  // "arch diagram for …", "infra diagram", "sys overview": architecture written short.
  cue('architecture', /\b(?:arch|infra|sys)\.?\s+(?:diagrams?|drawings?|overview|sketch|pic(?:ture)?|map)\b/g, 9, 'an architecture written short'),
  // "who does what at our cinema ticket kiosk": who does what with a machine or an app is its use cases.
  cue('usecase', /\bwho\s+(?:does|can\s+do)\s+what\s+(?:at|with|on|in)\s+(?:our|the|a|this|my)?\s*(?:[\w-]+\s+){0,3}(?:app|application|portal|website|site|system|platform|kiosk|tool|machine|terminal|console)\b/g, 9, 'who does what with a machine'),
  // "states for a parcel locker compartment?", "statuses of an order:", "les états d'une commande", "Zustände einer …".
  cue('state', /(?:^|\n)\s*(?:the\s+|possible\s+|all\s+the\s+)?(?:states|statuses)\s+(?:for|of)\s+(?:a|an|the|our|my|each)\b|(?:^|\n)\s*(?:les\s+)?[ée]tats\s+d['’]une?\b|(?:^|\n)\s*(?:die\s+)?zust[äa]nde\s+(?:einer?|des|der)\b|(?:^|\n)\s*(?:los\s+|os\s+)?estados\s+(?:de\s+una?|de\s+um|d[oa])\b|(?:^|\n)\s*(?:gli\s+)?stati\s+d(?:i|el|ella)\b/g, 6, 'asks for the states of a thing'),
  // "'out of order' from any state", "from every state", "de n'importe quel état", "aus jedem Zustand".
  cue('state', /\bfrom\s+(?:any|every)\s+(?:other\s+)?state\b|\bde\s+n['’]importe\s+quel\s+[ée]tat\b|\baus\s+jedem\s+zustand\b|\bdesde\s+cualquier\s+estado\b|\bde\s+qualquer\s+estado\b|\bda\s+qualsiasi\s+stato\b/g, 4, 'a move from any state'),
  // "the Earth as it orbits the sun during different seasons … equinox or solstice": a year that comes round, in any
  // of the seven languages.
  { ...cue('cycle', /\b(?:orbits?|orbiting|seasons|equinox(?:es)?|solstices?|umlaufbahn|jahreszeiten|saisons|[ée]quinoxes?|solstices?|estaciones|equinoccios?|solsticios?|esta[çc][õo]es|equin[óo]cios?|solst[íi]cios?|stagioni|equinozi|solstizi)\b|四季|季节|季節|春分|秋分|夏至|冬至|公转|公転/gu, 2, 'a year that comes round', 3), distinct: true },
  // "ideas branching off 'Newsletter'", "topics branching out from X", "se ramifiant à partir de", "枝分かれ": a centre
  // with branches is a mind map.
  cue('mindmap', /\bbranch(?:ing|es)?\s+(?:off|out\s+(?:of|from))\b|\bse\s+ramifiant\b|\bverzweig(?:t|en(?:d)?)\s+(?:von|aus)\b|\bramific[aá]ndo(?:se)?\b|\bramificandosi\b|分支出|発散|枝分かれ/gu, 6, 'ideas branching off a centre'),
  // "Walk ........ 38%", "Friday ...... 41": a printed tally, each answer and its count joined by a dot leader.
  cue('proportion', /^\s*\p{L}[^\n.…:]{0,40}?\s*(?:\.{3,}|…+)\s*\d[\d.,]*\s*(?:%|percent|pct)?\s*$/gmu, 3, 'answers tallied with dot leaders', 3),
];

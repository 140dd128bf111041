// The names people give each kind of diagram, in English, French, German, Spanish, Portuguese, Italian, Chinese and
// Japanese: data read by named-kind.ts. Terms are regular-expression sources over text that is lower-cased and
// stripped of accents; Latin terms match whole words only. A longer match wins over a shorter one inside it
// ("circular flow diagram" is a cycle, not a flowchart; "information architecture" a hierarchy).
//
// strength 'name': the term names the diagram ("sequence diagram", "甘特图"): it decides the kind.
// strength 'hint': the term usually means the kind but can be a subject ("timeline", "lifecycle", "matrix").
// class, usecase and journey are kinds added after the first catalog; class works once its kind exists.

export interface KindName { kind: string; strength: 'name' | 'hint'; terms: string[] }

const D = String.raw`(?:diagrams?|diags?|charts?|graphs?|maps?|schemas?|schemes?|models?|views?|visuals?|visuali[sz]ations?|infographics?)`;

export const KIND_NAMES: KindName[] = [
  // flowchart
  { kind: 'flowchart', strength: 'name', terms: [
    String.raw`flow\s?-?charts?`, String.raw`flow\s+diagrams?`, String.raw`process\s+(?:flow\s+)?(?:diagrams?|charts?|maps?)`, String.raw`process\s+flows?`,
    String.raw`activity\s+diagrams?`, String.raw`workflow\s+${D}`, String.raw`decision\s+flows?`, String.raw`graph\s+(?:td|tb|lr|rl|bt)`, String.raw`flowchart\s+(?:td|tb|lr|rl|bt)`,
    // fr, de, es, pt, it
    String.raw`logigrammes?`, String.raw`ordinogrammes?`, String.raw`diagrammes?\s+de\s+(?:flux|processus)`, String.raw`diagrammes?\s+d'activites?`, String.raw`schemas?\s+de\s+processus`,
    String.raw`flussdiagramm(?:e|s)?`, String.raw`ablaufdiagramm(?:e|s)?`, String.raw`prozessdiagramm(?:e|s)?`, String.raw`aktivitatsdiagramm(?:e|s)?`, String.raw`programmablaufplan`,
    String.raw`diagramas?\s+de\s+(?:flujo|procesos?|actividad(?:es)?)`, String.raw`flujogramas?`,
    String.raw`fluxogramas?`, String.raw`diagramas?\s+de\s+(?:fluxo|processos?|atividades?)`,
    String.raw`diagramm[ia]\s+di\s+flusso`, String.raw`diagramm[ia]\s+(?:di\s+processo|delle\s+attivita)`,
    // zh, ja
    '流程图', '流程圖', '程序框图', '活动图', '活動圖', 'フローチャート', '流れ図', 'フロー図', 'アクティビティ図', '業務フロー図', '플로우차트', '순서도', '흐름도', String.raw`stroomdiagram(?:men)?`, String.raw`processchema`,
  ] },
  { kind: 'flowchart', strength: 'hint', terms: [String.raw`work\s?flows?`, String.raw`decision\s+trees?`, String.raw`sankey(?:\s+${D})?`, '工作流', '流程', 'ワークフロー', 'フロー', '流れ', '手順'] },
  // sequence
  { kind: 'sequence', strength: 'name', terms: [
    String.raw`sequence\s?diagrams?`, String.raw`(?:seq|sequence)\s+diags?`, String.raw`seq\s+diagrams?`, String.raw`sequence\s+charts?`, String.raw`message\s+sequence\s+charts?`, String.raw`interaction\s+diagrams?`,
    String.raw`zenuml`, String.raw`(?:each|every)\s+(?:party|participant)\s+(?:as|in|gets)\s+(?:a\s+|its\s+own\s+)?column`, String.raw`lifelines?`,
    String.raw`diagrammes?\s+de\s+sequences?`, String.raw`sequenzdiagramm(?:e|s)?`, String.raw`diagramas?\s+de\s+secuencias?`, String.raw`diagramas?\s+de\s+sequencias?`,
    String.raw`diagramm[ia]\s+di\s+sequenza`,
    '时序图', '時序圖', '序列图', '序列圖', '顺序图', '順序圖', 'シーケンス図', 'シーケンスダイアグラム', '시퀀스 다이어그램', String.raw`sequentiediagram(?:men)?`,
  ] },
  { kind: 'sequence', strength: 'name', terms: [
    String.raw`sequence\s+of\s+(?:messages|calls|requests|interactions|(?:an?\s+)?(?:api|http|rest|bearer|oauth|auth\w*|login|token|grpc|websocket)\b[\w\s-]{0,20}?(?:calls?|requests?|flow|handshake))`,
  ] },
  { kind: 'sequence', strength: 'hint', terms: [String.raw`(?:work|works|flow|flows|interact|interacts|communicate|communicates|talk|talks)\s+between\s+(?:the\s+)?[\w\s-]{1,30},`,
    String.raw`message\s+flows?`, String.raw`communication\s+(?:flow\s+)?diagrams?`, String.raw`(?:handshake|login|checkout|payment|oauth|api|request)\s+sequence`,
  ] },
  // timeline
  { kind: 'timeline', strength: 'name', terms: [
    String.raw`time\s?-?lines?(?:\s+${D})?`, String.raw`chronolog(?:y|ies|ical\s+${D})`, String.raw`history\s+timeline`,
    String.raw`frises?\s+chronologiques?`, String.raw`chronologies?`, String.raw`lignes?\s+du?\s+temps`,
    String.raw`zeitstrahl`, String.raw`zeitleisten?`, String.raw`zeitachsen?`,
    String.raw`lineas?\s+de(?:l)?\s+tiempo`, String.raw`cronologias?`, String.raw`linhas?\s+do\s+tempo`, String.raw`line[ae]\s+del\s+tempo`, String.raw`cronologi[ae]`,
    '时间线', '時間線', '时间轴', '時間軸', '大事记', '大事記', 'タイムライン', '年表', '타임라인', '연표', String.raw`tijdlijn(?:en)?`,
  ] },
  { kind: 'timeline', strength: 'hint', terms: [
    String.raw`road\s?-?maps?`, String.raw`milestones?(?:\s+${D})?`, String.raw`feuilles?\s+de\s+route`, String.raw`hojas?\s+de\s+ruta`, String.raw`roteiros?`,
    '路线图', '路線圖', '里程碑', 'ロードマップ', '沿革', '発展史', '发展历程', '發展歷程', '历史',
  ] },
  // mindmap
  { kind: 'mindmap', strength: 'name', terms: [
    String.raw`mind\s?-?maps?`, String.raw`mindmaps?`, String.raw`concept\s+maps?`, String.raw`spider\s+(?:diagrams?|maps?)`, String.raw`brainstorm(?:ing)?\s+(?:maps?|${D})`,
    String.raw`cartes?\s+(?:mentales?|heuristiques?)`, String.raw`schemas?\s+heuristiques?`, String.raw`gedankenkarten?`,
    String.raw`mapas?\s+(?:mentales?|mentais|conceptuales?|conceituais|conceitual)`, String.raw`mapp[ae]\s+(?:mentali|mentale|concettuali|concettuale)`,
    '思维导图', '思維導圖', '脑图', '腦圖', '心智图', '心智圖', 'マインドマップ', '마인드맵', '마인드 맵', String.raw`mindmap(?:pen)?`,
  ] },
  { kind: 'mindmap', strength: 'hint', terms: [String.raw`brainstorm(?:ing|s)?`] },
  // hierarchy
  { kind: 'hierarchy', strength: 'name', terms: [
    String.raw`org(?:ani[sz]ation(?:al)?)?\s*-?\s*(?:charts?|structures?\s+(?:${D})|trees?|diagrams?)`, String.raw`organi[sz]ational\s+structures?`, String.raw`organigrams?`,
    String.raw`hierarch(?:y|ical)\s+(?:${D}|trees?)`, String.raw`tree\s+(?:diagrams?|structures?|charts?|maps?)`, String.raw`family\s+trees?`, String.raw`work\s+breakdown\s+structures?`, String.raw`wbs`,
    String.raw`site\s?maps?`, String.raw`information\s+architecture(?:\s+${D})?`, String.raw`ia\s+maps?`, String.raw`taxonom(?:y|ies)\s+${D}`, String.raw`reporting\s+(?:lines?|structures?)`, String.raw`category\s+trees?`,
    String.raw`organigrammes?`, String.raw`arbres?\s+genealogiques?`, String.raw`arborescences?`,
    String.raw`organigramm(?:e|s)?`, String.raw`stammbaum`, String.raw`baumdiagramm(?:e|s)?`, String.raw`hierarchiediagramm`,
    String.raw`organigramas?`, String.raw`organogramas?`, String.raw`arbol(?:es)?\s+genealogicos?`, String.raw`arvores?\s+genealogicas?`, String.raw`diagramas?\s+de\s+arbol`, String.raw`diagramas?\s+de\s+arvore`,
    String.raw`alber[oi]\s+genealogic[oi]`, String.raw`diagramm[ia]\s+ad\s+albero`, String.raw`organigramm[ai]`,
    '组织架构图', '組織架構圖', '组织结构图', '組織結構圖', '组织图', '組織圖', '架构树', '层级图', '層級圖', '树状图', '樹狀圖', '树形图', '家谱', '族谱', '組織図', '階層図', 'ツリー図', '家系図', '体制図', '조직도', '계층도', '가계도', String.raw`stamboom`,
  ] },
  { kind: 'hierarchy', strength: 'hint', terms: [String.raw`taxonom(?:y|ies)`, String.raw`hierarch(?:y|ies)`, String.raw`tree`, String.raw`hierarchies?`, String.raw`hierarchie`, String.raw`jerarquias?`, String.raw`hierarquias?`, String.raw`gerarchi[ae]`, '层级', '階層', 'ツリー'] },
  // cycle
  { kind: 'cycle', strength: 'name', terms: [
    String.raw`cycle\s+${D}`, String.raw`circular\s+(?:flow\s+|process\s+)?(?:${D}|flows?|process(?:es)?)`, String.raw`cyclic(?:al)?\s+(?:${D}|process(?:es)?)`, String.raw`flywheels?`, String.raw`feedback\s+loops?`,
    String.raw`(?:goes|going|comes|coming|go)\s+round\s+and\s+round`, String.raw`virtuous\s+(?:circle|cycle)`, String.raw`vicious\s+(?:circle|cycle)`, String.raw`loop\s+${D}`, String.raw`(?:a\s+)?(?:continuous|closed|endless|never[- ]ending|unbroken)\s+loops?`, String.raw`closed[- ]loop`,
    String.raw`diagrammes?\s+(?:de\s+)?cycliques?`, String.raw`kreislaufdiagramm`, String.raw`zyklusdiagramm`, String.raw`diagramas?\s+(?:de\s+)?ciclos?`, String.raw`diagramm[ia]\s+(?:a\s+|del\s+)?ciclo`,
    '循环图', '循環圖', '円形の図', '円形図', '円の図', '円環図', '循环的图', '周期图', '週期圖', '环形图', '環形圖', 'サイクル図', '循環図', 'ループ図', '循环流程图', '순환도', '사이클 다이어그램', String.raw`(?:circle|round|wheel|loop)\s+${D}`, String.raw`cyclusdiagram`,
  ] },
  { kind: 'cycle', strength: 'hint', terms: [
    String.raw`cycles?`, String.raw`life\s?-?cycles?`, String.raw`lifecycles?`, String.raw`loops?`, String.raw`cyclic(?:al)?`,
    String.raw`cycle\s+de\s+vie`, String.raw`zyklus`, String.raw`kreislauf`, String.raw`lebenszyklus`, String.raw`ciclos?(?:\s+de\s+vida)?`, String.raw`ciclo(?:\s+di\s+vita)?`,
    '循环', '循環', '周期', '生命周期', 'サイクル', 'ライフサイクル', 'ループ', 'の繰り返し',
  ] },
  // pyramid
  { kind: 'pyramid', strength: 'name', terms: [
    String.raw`pyramids?(?:\s+${D})?`, String.raw`triangle\s+diagrams?`, String.raw`(?:upside[- ]down|inverted|reversed)\s+(?:triangles?|pyramids?)`, String.raw`pyramide`, String.raw`piramides?`, String.raw`piramid[ei]`,
    '金字塔', '金字塔图', 'ピラミッド', 'ピラミッド図', '피라미드', String.raw`tiered\s+triangles?`, String.raw`stacked\s+(?:levels|layers|tiers)`, String.raw`piramide`,
  ] },
  // funnel
  { kind: 'funnel', strength: 'name', terms: [
    String.raw`funnels?(?:\s+${D})?`, String.raw`entonnoirs?`, String.raw`trichter(?:diagramm)?`, String.raw`embudos?`, String.raw`funil`, String.raw`imbut[oi]`,
    '漏斗', '漏斗图', '漏斗圖', 'ファネル', 'じょうご', '퍼널', '깔때기', String.raw`trechter(?:diagram)?`,
  ] },
  // venn
  { kind: 'venn', strength: 'name', terms: [
    String.raw`venn(?:\s+${D})?`, String.raw`ven+\s+diagrams?`, String.raw`euler\s+diagrams?`, String.raw`venn-?diagramm(?:e|s)?`, String.raw`diagrammes?\s+de\s+venn`, String.raw`diagramas?\s+de\s+venn`, String.raw`diagramm[ia]\s+di\s+venn`,
    String.raw`(?:two|three|four|2|3|4|overlapping|intersecting)\s+(?:overlapping\s+)?circles`, String.raw`overlapping\s+sets`, String.raw`overlapping[- ]circles?(?:\s+(?:pictures?|diagrams?|graphics?|charts?|visuals?|drawings?))?`,
    '韦恩图', '韋恩圖', '维恩图', '維恩圖', '文氏图', '文氏圖', 'ベン図', '벤 다이어그램', '벤다이어그램', String.raw`venn-?diagram(?:men)?`, String.raw`bubble[- ]overlap(?:\s+${D}|\s+pictures?)?`, String.raw`overlapping\s+(?:bubbles|groups)`,
  ] },
  { kind: 'venn', strength: 'hint', terms: [String.raw`(?:have|has|share)\s+in\s+common`, String.raw`what\s+[\w\s-]{1,30}?\s+(?:have\s+in\s+common|share)`, String.raw`common\s+ground`, String.raw`overlap(?:s|ping)?\s+(?:between|of)`, String.raw`both\s+(?:know|have|need|share|like|use)`] },
  // matrix
  { kind: 'matrix', strength: 'name', terms: [
    String.raw`2\s?x\s?2\s+(?:matrix|matrices|chart|diagram)`, String.raw`two[- ]by[- ]two`, String.raw`quadrant\s+(?:${D}|matri(?:x|ces)|grids?)`, String.raw`quadrantchart`, String.raw`(?:four|4)\s+quadrants?`, String.raw`magic\s+quadrants?`,
    String.raw`(?:priority|risk|eisenhower|bcg|ansoff|impact[- ]effort|effort[- ]impact|value[- ]effort|effort[- ]value|swot)\s+(?:matri(?:x|ces)|grids?|charts?|analys[ie]s|diagrams?)`, String.raw`swot`,
    String.raw`matrices?\s+(?:de\s+)?(?:eisenhower|swot|bcg)`, String.raw`vier-?felder-?matrix`, String.raw`matriz(?:es)?\s+(?:de\s+)?(?:eisenhower|swot|bcg|2x2)`,
    '四象限', '象限图', '象限圖', '2x2矩阵', '4象限', '象限チャート', '象限図', 'マトリックス図', '사분면', '매트릭스',
  ] },
  { kind: 'matrix', strength: 'hint', terms: [String.raw`\(\s*(?:low|high)\s*(?:/|to|-|–)\s*(?:high|low)\s*\)`, String.raw`quick\s+wins`, String.raw`big\s+bets`, String.raw`money\s+pits`, String.raw`(?:plot|place|map|position)\s+[\w\s]{1,30}?\s+(?:on|by|along)\s+\w+\s+(?:and|vs\.?|versus|x)\s+\w+`, String.raw`2\s?x\s?2`, String.raw`quadrants?`, String.raw`matri(?:x|ces)`, String.raw`matriz(?:es)?`, String.raw`matrice`, '矩阵', '矩陣', '象限', 'マトリックス', 'マトリクス'] },
  // comparison
  { kind: 'comparison', strength: 'name', terms: [
    String.raw`comparison\s+(?:tables?|charts?|matri(?:x|ces)|grids?|${D})`, String.raw`(?:feature|side[- ]by[- ]side|vendor|product|plan|pricing)\s+comparisons?(?:\s+(?:tables?|charts?))?`, String.raw`pros\s+(?:and|&)\s+cons(?:\s+(?:lists?|tables?|charts?))?`,
    String.raw`advantages\s+(?:and|&)\s+disadvantages`, String.raw`versus\s+(?:table|chart)`,
    String.raw`tableaux?\s+comparatifs?`, String.raw`avantages\s+et\s+inconvenients`, String.raw`vergleichstabellen?`, String.raw`vor-?\s+und\s+nachteile`,
    String.raw`tablas?\s+comparativas?`, String.raw`pros\s+y\s+contras`, String.raw`ventajas\s+y\s+desventajas`, String.raw`tabelas?\s+comparativas?`, String.raw`pros\s+e\s+contras`, String.raw`vantagens\s+e\s+desvantagens`,
    String.raw`tabell[ae]\s+comparativ[ae]`, String.raw`pro\s+e\s+contro`, String.raw`vantaggi\s+e\s+svantaggi`,
    '对比图', '對比圖', '对比表', '對比表', '比较表', '比較表', '优缺点', '優缺點', '比較図', 'メリット・デメリット', 'メリットとデメリット', '비교표', '장단점', String.raw`vergelijkingstabel`, String.raw`(?:side[- ]by[- ]side|feature|comparison)\s+(?:feature\s+)?(?:grids?|matri(?:x|ces)|tables?)`,
  ] },
  { kind: 'comparison', strength: 'name', terms: [String.raw`\(\s*(?:rows|columns)\s*\)`, String.raw`table\s+(?:here\s+)?with\s+[\w\s,-]{1,40}?\s+(?:in|as)\s+(?:one|a|each|the)\s+(?:columns?|rows?)`] },
  { kind: 'comparison', strength: 'hint', terms: [String.raw`should\s+(?:we|i)\s+(?:use|choose|pick|go\s+with|buy|adopt)\b[^?.]{1,60}?\bor\b`, String.raw`which\s+(?:is|one\s+is|should\s+(?:we|i)\s+\w+)\s+(?:better|best|faster|cheaper)`, String.raw`choose\s+between`, String.raw`x\s+or\s+y`,String.raw`in\s+(?:one|a|each)\s+(?:column|row)`, String.raw`column\s+\d+\s*:`, String.raw`comparisons?`, String.raw`compare[sd]?`, String.raw`comparing`, String.raw`versus`, String.raw`vs\.?`, String.raw`comparaisons?`, String.raw`vergleich`, String.raw`comparaci[oó]n`, String.raw`comparativas?`, String.raw`comparacao`, String.raw`confronto`, '对比', '對比', '比较', '比較'] },
  // hub
  { kind: 'hub', strength: 'name', terms: [
    String.raw`hub[- ](?:and[- ])?spokes?(?:\s+${D})?`, String.raw`hub\s+${D}`, String.raw`radial\s+${D}`, String.raw`spoke\s+${D}`, String.raw`star\s+(?:diagrams?|topology)`,
    String.raw`(?:central|centre|center)\s+(?:concept|element|node|idea|hub)\s+(?:with|and)\s+[\w\s–-]{0,20}?(?:surrounding|connected|radiating)`,
    '中心辐射', '中心輻射', '辐射图', '輻射圖', '星型架构', '星型結構', '星形图', 'ハブ&スポーク', 'ハブアンドスポーク', '放射図', '허브 앤 스포크', String.raw`diagramas?\s+(?:de|en)\s+estrella`, String.raw`star\s+${D}`, String.raw`diagrammes?\s+en\s+etoile`, String.raw`sterdiagram`,
  ] },
  { kind: 'hub', strength: 'hint', terms: [String.raw`pillars?\s+(?:of\s+[\w\s]{1,40}?\s+)?(?:around|surrounding)`, String.raw`(?:around|surrounding)\s+["'“‘]`,
    String.raw`surrounding\s+(?:nodes|cards|elements|items|spokes|tools|satellites|circles|bubbles|pillars)`, String.raw`(?:central|centre|center)\s+(?:element|card|node|hub|concept)`, String.raw`(?<!(?:at|to|from|in|via|through)\s+the\s+)hub`,
  ] },
  // swimlane
  { kind: 'swimlane', strength: 'name', terms: [
    String.raw`swim\s?-?lanes?(?:\s+${D})?`, String.raw`cross[- ]functional\s+(?:flow\s?charts?|diagrams?|process\s+maps?|maps?)`, String.raw`deployment\s+flowcharts?`, String.raw`rummler[- ]brache`,
    String.raw`diagrammes?\s+(?:en\s+)?couloirs?`, String.raw`couloirs?\s+de\s+nage`, String.raw`schwimmbahn(?:en)?(?:diagramm)?`, String.raw`diagramas?\s+de\s+(?:carriles|calles|raias)`, String.raw`diagramm[ia]\s+a\s+corsie`,
    '泳道图', '泳道圖', '泳道', '跨职能流程图', '跨職能流程圖', 'スイムレーン', 'スイムレーン図', '스윔레인', String.raw`zwembaan(?:diagram)?`,
  ] },
  // er
  { kind: 'er', strength: 'name', terms: [
    String.raw`e-?r\s+(?:${D})`, String.raw`erds?`, String.raw`erdiagram`, String.raw`entity[- ]relationship(?:\s+(?:${D}|models?))?`, String.raw`entity\s+relation(?:ship)?s?\s+${D}`,
    String.raw`data\s?models?`, String.raw`database\s+(?:schemas?|designs?|models?|diagrams?|structures?)`, String.raw`db\s+schemas?`, String.raw`relational\s+(?:models?|schemas?)`, String.raw`(?:conceptual|logical|physical)\s+(?:schemas?|data\s+models?)`,
    String.raw`table\s+(?:schemas?|structures?)`, String.raw`(?:design|create|build|model|plan|draw|make)\s+(?:a|an|the|our|my)\s+(?:[\w-]+\s+){0,2}?(?:relational\s+)?database(?:\s+(?:schema|for|to|that))?`,
    String.raw`modeles?\s+entite[- ]association`, String.raw`diagrammes?\s+entite[- ]relation`, String.raw`diagrammes?\s+(?:d['’]\s*)?entites?[- ]associations?`, String.raw`(?:diagrammes?|diagramm[ai]|diagramas?|modell[oi]|modelos?)\s+(?:e-?r|erd)`, String.raw`modeles?\s+(?:conceptuels?\s+)?de\s+donnees`, String.raw`schemas?\s+de\s+(?:la\s+)?base\s+de\s+donnees`, String.raw`mcd`,
    String.raw`er-?diagramm(?:e|s)?`, String.raw`entity-?relationship-?modell`, String.raw`datenmodell(?:e|s)?`, String.raw`datenbankschema(?:s|ta)?`, String.raw`datenbankmodell`,
    String.raw`(?:diagramas?|modelos?)\s+(?:de\s+)?entidad[- ]relacion`, String.raw`modelos?\s+de\s+datos`, String.raw`esquemas?\s+de\s+(?:la\s+)?base\s+de\s+datos`,
    String.raw`(?:diagramas?|modelos?)\s+(?:de\s+)?entidade[- ]relacionamento`, String.raw`exerc[ií]cios?\s+de\s+bases?\s+de\s+dados`, String.raw`modelos?\s+de\s+dados`, String.raw`esquemas?\s+(?:de|do)\s+banco\s+de\s+dados`,
    String.raw`diagramm[ia]\s+entita[- ]relazion[ei]`, String.raw`modell[oi]\s+(?:e-?r|dei\s+dati)`, String.raw`schem[ai]\s+del\s+database`,
    String.raw`er\s?图`, String.raw`er\s?圖`, String.raw`e-r\s?图`, '实体关系图', '實體關係圖', '实体联系图', '数据库设计', '資料庫設計', '数据库表结构', '数据模型', '資料模型', '表结构设计', String.raw`er\s?図`, 'エンティティ関係図', 'データモデル', 'データベース設計', 'テーブル設計', 'er 다이어그램', '데이터 모델', String.raw`datamodel`,
  ] },
  { kind: 'er', strength: 'hint', terms: [String.raw`database\s+tables?`, String.raw`schema`, '数据库', '資料庫', 'データベース', '一对多', '多对一', '一对一', '多对多', '一對多', '多對多', '一対多', '多対多', '主键', '外键', '主キー', '外部キー'] },
  // architecture
  { kind: 'architecture', strength: 'name', terms: [
    String.raw`architecture\s+${D}`, String.raw`(?:system|software|cloud|solution|application|app|aws|azure|gcp|microservices?|network|infrastructure|data|platform|technical|reference)\s+architectures?`, String.raw`system\s+design`,
    String.raw`(?:infrastructure|infra)\s+${D}`, String.raw`deployment\s+diagrams?`, String.raw`network\s+(?:${D}|topolog(?:y|ies))`, String.raw`topology(?:\s+${D})?`, String.raw`c4\s+(?:(?:system\s+)?context|container|component|model|dynamic)?\s*(?:${D})?`,
    String.raw`component\s+diagrams?`, String.raw`tech(?:nology)?\s+stack\s+${D}`, String.raw`cloud\s+(?:setup|${D})`,
    String.raw`schemas?\s+d'architecture`, String.raw`diagrammes?\s+d'architecture`, String.raw`architecture\s+(?:du|de\s+la|logicielle|systeme)`, String.raw`architekturdiagramm(?:e|s)?`, String.raw`systemarchitektur`, String.raw`softwarearchitektur`,
    String.raw`diagramas?\s+de\s+arquitectura`, String.raw`arquitectura\s+(?:del?\s+)?(?:sistema|software|nube|aplicacion)`, String.raw`diagramas?\s+de\s+arquitetura`, String.raw`arquitetura\s+(?:do\s+|de\s+)?(?:sistema|software|aplicacao)`,
    String.raw`diagramm[ia]\s+(?:di\s+)?architettur(?:a|ale)`, String.raw`architettura\s+(?:del\s+)?(?:sistema|software)`,
    '架构图', '架構圖', '系统架构', '系統架構', '部署图', '部署圖', '网络拓扑', '網路拓撲', '拓扑图', '拓撲圖', '技术架构', 'アーキテクチャ図', 'システム構成図', '構成図', 'ネットワーク構成', 'インフラ構成', 'システム構成', '아키텍처', '구성도', String.raw`architectuurdiagram`,
  ] },
  { kind: 'architecture', strength: 'hint', terms: [String.raw`(?:event[- ]driven|serverless|micro-?services?|distributed|streaming|cloud[- ]native)\s+(?:order\s+|data\s+|payment\s+)?(?:system|platform|pipeline|stack|backend|app(?:lication)?)`, String.raw`(?:our|the|my)\s+(?:tech\s+)?stack`,String.raw`architectures?`, String.raw`architektur`, String.raw`arquitecturas?`, String.raw`arquiteturas?`, String.raw`architettura`, '架构', '架構', 'アーキテクチャ'] },
  // state
  { kind: 'state', strength: 'name', terms: [
    String.raw`state\s?-?(?:machines?|diagrams?|charts?|transition\s+(?:${D}|tables?))`, String.raw`statecharts?`, String.raw`statediagram(?:-v2)?`, String.raw`finite[- ]state\s+(?:machines?|automat(?:on|a))`, String.raw`finite\s+automat(?:on|a)`, String.raw`fsm`,
    String.raw`(?:state|status)\s+(?:flow|lifecycle)\s+${D}`, String.raw`states\s+and\s+transitions`,
    String.raw`machines?\s+a\s+etats?`, String.raw`diagrammes?\s+d'etats?(?:[- ]transitions?)?`, String.raw`automates?\s+finis?`, String.raw`zustandsdiagramm(?:e|s)?`, String.raw`zustandsautomat(?:en)?`, String.raw`zustandsmaschinen?`,
    String.raw`maquinas?\s+de\s+estados?`, String.raw`diagramas?\s+de\s+estados?`, String.raw`macchin[ae]\s+a\s+stati`, String.raw`diagramm[ia]\s+(?:degli\s+|di\s+)?stat[oi]`,
    '状态图', '狀態圖', '状态机', '狀態機', '状态转换图', '状态流转', '狀態流轉', '状态迁移', '状态转移', '状態遷移図', '状態遷移', 'ステートマシン', '状態図', 'ステート図', '상태 다이어그램', '상태도', String.raw`toestandsdiagram`,
  ] },
  { kind: 'state', strength: 'hint', terms: [String.raw`(?:connection|order|ticket|issue|account|document|payment|subscription|invoice|request|job|task)\s+(?:states|statuses|status\s+flow)`, '状态', '狀態'] },
  // list
  { kind: 'list', strength: 'name', terms: [String.raw`key[- ]takeaways?(?:\s+slides?)?`, String.raw`bullet[- ]points?(?:\s+style)?`, String.raw`check\s?lists?`, String.raw`bullet(?:ed)?\s+lists?`, String.raw`numbered\s+lists?`, String.raw`list\s+${D}`, String.raw`listicles?`, String.raw`checkliste`, '清单', '清單', 'チェックリスト'] },
  { kind: 'list', strength: 'hint', terms: [String.raw`grid_mode`, String.raw`bento(?:\s+grid)?`, String.raw`grid\s+of\s+cards`, String.raw`cell\s+\d+\s*:`, String.raw`top\s+\d+`, String.raw`\d+\s+(?:tips|things|ways|reasons|rules|habits|steps\s+to)`, String.raw`lists?`, String.raw`listes?`, String.raw`elenco`, '列表', 'リスト', '一覧'] },
  // proportion
  { kind: 'proportion', strength: 'name', terms: [
    String.raw`pie\s?-?charts?`, String.raw`(?:donut|doughnut)\s+charts?`, String.raw`bar\s+charts?`, String.raw`column\s+charts?`, String.raw`bar\s+graphs?`, String.raw`pie\s+graphs?`,
    String.raw`camemberts?`, String.raw`diagrammes?\s+(?:circulaires?|en\s+(?:secteurs|barres|batons)|a\s+barres)`, String.raw`graphiques?\s+(?:en\s+)?(?:secteurs|barres|circulaires?|anneau)`,
    String.raw`kreisdiagramm(?:e|s)?`, String.raw`tortendiagramm(?:e|s)?`, String.raw`balkendiagramm(?:e|s)?`, String.raw`saulendiagramm(?:e|s)?`, String.raw`ringdiagramm(?:e|s)?`,
    String.raw`graficos?\s+(?:circulares?|de\s+(?:pastel|tarta|torta|barras|anillo|pizza|setores|rosca|sectores))`, String.raw`diagramas?\s+(?:circulares?|de\s+(?:pastel|sectores|barras))`,
    String.raw`grafic[oi]\s+(?:a\s+torta|a\s+barre|ad\s+anello)`, String.raw`diagramm[ia]\s+a\s+torta`, String.raw`aerogramm[ai]`,
    '饼图', '餅圖', '饼状图', '圆饼图', '圓餅圖', '环形图表', '柱状图', '柱狀圖', '条形图', '條形圖', '円グラフ', '棒グラフ', 'ドーナツグラフ', 'ドーナツチャート', '파이 차트', '원형 차트', '원그래프', String.raw`taartdiagram`, String.raw`cirkeldiagram`,
  ] },
  { kind: 'proportion', strength: 'hint', terms: [String.raw`how\s+(?:i|we|you|they|people)\s+spend`, String.raw`(?:time|money|budget)\s+(?:spent|split|allocation)`,String.raw`(?:percentage|percent|market\s+share|budget|cost|time|revenue|traffic)\s+(?:breakdown|split|distribution|allocation)`, String.raw`breakdown`, String.raw`share\s+of`, '占比', '佔比', '比例', '割合', '内訳'] },
  // gantt
  { kind: 'gantt', strength: 'name', terms: [
    String.raw`gantt(?:\s+${D})?`, String.raw`gantt-?diagramm(?:e|s)?`, String.raw`diagrammes?\s+de\s+gantt`, String.raw`diagramas?\s+de\s+gantt`, String.raw`graficos?\s+de\s+gantt`, String.raw`diagramm[ia]\s+di\s+gantt`,
    '甘特图', '甘特圖', 'ガントチャート', 'ガント図', '간트 차트', '간트차트', String.raw`gantt-?grafiek`,
    // "einen Zeitplan als Balkendiagramm", "the schedule as a bar chart": bars of a schedule are a Gantt chart.
    String.raw`(?:zeitplan|terminplan|projektplan|schedule|timetable|project\s+plan|cronograma|calendrier|planning|calendario|cronogramma|planejamento)\s+(?:als|as\s+an?|in\s+an?|en|em|come|como|sous\s+forme\s+d['e]\s*|in\s+form\s+eines)\s+(?:(?:horizontal|simple|simples?|einfache[ns]?|kleine[ns]?)\s+)?(?:balkendiagramm|bar\s+charts?|diagramme\s+(?:a|en)\s+barres|diagrama\s+de\s+barras|grafico\s+(?:de\s+barras|a\s+barre)|barras|barres)`,
  ] },
  { kind: 'gantt', strength: 'hint', terms: [String.raw`project\s+(?:schedules?|plans?)`, String.raw`sprint\s+plans?`, String.raw`schedules?(?!\s+(?:the|a|an|its|their|his|her|our|your|meetings?|interviews?|calls?|appointments?|visits?|sessions?)\b)`, String.raw`calendrier`, String.raw`zeitplan`, String.raw`cronograma`, '项目计划', '項目計劃', '进度表', '進度表', '排期', '工程表', 'スケジュール'] },
  // kinds added after the first catalog
  { kind: 'class', strength: 'name', terms: [String.raw`class\s?diagrams?`, String.raw`uml\s+class(?:es)?`, String.raw`diagrammes?\s+de\s+classes?`, String.raw`klassendiagramm(?:e|s)?`, String.raw`diagramas?\s+de\s+clases?`, String.raw`diagramas?\s+de\s+classes?`, String.raw`diagramm[ia]\s+(?:delle\s+)?classi`, '类图', '類圖', 'クラス図', '클래스 다이어그램', String.raw`klassendiagram`] },
  { kind: 'usecase', strength: 'name', terms: [String.raw`use[- ]?case\s+(?:diagrams?|models?|views?)`, String.raw`use-?case-(?:diagramm?e?s?|modell?e?s?)`, String.raw`uml\s+use[- ]?cases?`, String.raw`diagrammes?\s+(?:des\s+)?cas\s+d'usage`, String.raw`diagramas?\s+de\s+casos?\s+de\s+uso`, String.raw`anwendungsfall(?:diagramm|modell)(?:e|s)?`, '用例模型', 'ユースケースダイアグラム', String.raw`diagrammes?\s+de\s+cas\s+d'utilisation`, String.raw`anwendungsfalldiagramm(?:e|s)?`, String.raw`use-case-diagramm`, String.raw`diagramas?\s+de\s+casos?\s+de\s+uso`, String.raw`diagramm[ia]\s+dei\s+casi\s+d'uso`, '用例图', '用例圖', 'ユースケース図', '유스케이스 다이어그램', String.raw`actor[- –—]+goal\s+${D}`, String.raw`actors\s+and\s+(?:their\s+)?use[- ]?cases`] },
  { kind: 'usecase', strength: 'hint', terms: [String.raw`use[- ]?cases`, String.raw`cas\s+d'utilisation`, String.raw`anwendungsfalle`, String.raw`casos\s+de\s+uso`, '用例', 'ユースケース'] },
  { kind: 'journey', strength: 'hint', terms: [String.raw`journeys?`, String.raw`parcours`, 'ジャーニー', '旅程'] },
  { kind: 'journey', strength: 'name', terms: [String.raw`(?:customer|user|buyer|patient|employee|client)\s+journey(?:\s+(?:maps?|${D}))?`, String.raw`journey\s+maps?`, String.raw`experience\s+maps?`, String.raw`parcours\s+(?:client|utilisateur)`, String.raw`customer-?journey(?:-?map)?`, String.raw`mapa\s+(?:de(?:l)?\s+)?(?:viaje|jornada)`, String.raw`jornada\s+do\s+(?:cliente|usuario)`, String.raw`viaggio\s+del\s+cliente`, String.raw`recorridos?\s+del\s+(?:cliente|usuario)`, String.raw`viajes?\s+del\s+(?:cliente|usuario)`, String.raw`kundenreisen?`, String.raw`nutzerreisen?`, String.raw`parcours\s+(?:clients?|utilisateurs?|usagers?|patients?)`, String.raw`journey\s+(?:diagrams?|charts?)`, '用户旅程图', '客户旅程图', '顾客旅程', 'ジャーニーマップ', 'カスタマージャーニーマップ', '用户旅程', '用戶旅程', '客户旅程', '客戶旅程', 'カスタマージャーニー', 'ユーザージャーニー', '고객 여정', '사용자 여정', String.raw`klantreis`, String.raw`experience\s+curves?`] },
];

import { describe, expect, it } from 'vitest';
import { rewriteIntro, rewriteIntros, splitRunOn } from './content-intros.js';
import { isLookInstruction, sectionClass, separateInstructions, stripLookPhrases } from './instructions.js';
import { readLook } from './look-words.js';
import { decideNamedKind, findKindMentions } from './named-kind.js';
import { normalizePunctuation } from './normalize.js';
import { foldItemDetails } from './item-details.js';
import { readBrief } from './read-brief.js';

const named = (prompt: string) => decideNamedKind(findKindMentions(normalizePunctuation(prompt)))?.kind;

describe('named kinds', () => {
  it.each([
    ['Sequence diagram of the OAuth flow between User, Browser, Client App, Authorization Server and Resource API', 'sequence'],
    ['Create a sequenceDiagram for login', 'sequence'],
    ['Generate a Mermaid Gantt chart for the launch', 'gantt'],
    ['Draw a hand-drawn state-machine diagram of a turnstile', 'state'],
    ['Design a database to manage students, courses and enrolments', 'er'],
    ['Our erDiagram: customers place orders', 'er'],
    ['ERD for a library', 'er'],
    ['entity relationship model of a clinic', 'er'],
    ['data model for invoices and payments', 'er'],
    ['Org chart of the sales team', 'hierarchy'],
    ["Organigramme de l'entreprise: direction, ventes, production", 'hierarchy'],
    ['Venn-Diagramm mit drei Kreisen: Design, Technik, Wirtschaft', 'venn'],
    ['Diagrama de flujo para aprobar un gasto', 'flowchart'],
    ['C4 context diagram of the billing system', 'architecture'],
    ['Career ladder as a pyramid: junior, senior, staff, principal', 'pyramid'],
    ['Venn diagram with three circles: speed, cost, quality', 'venn'],
    ['流程图：用户登录 → 验证 → 首页', 'flowchart'],
    ['时序图：客户端、服务器、数据库', 'sequence'],
    ['思维导图：机器学习', 'mindmap'],
    ['公司组织架构图：CEO、CTO、CFO', 'hierarchy'],
    ['项目甘特图：需求 2 周，开发 4 周', 'gantt'],
    ['ログインのフローチャートを作成してください', 'flowchart'],
    ['注文処理のシーケンス図を描いてください', 'sequence'],
  ])('reads the kind a prompt names in any position and language: %s', (prompt, kind) => {
    expect(named(prompt)).toBe(kind);
  });

  it('lets a longer name win over the shorter one inside it ("circular flow diagram" is a cycle)', () => {
    expect(named('Create a circular flow diagram with five nodes: plan, build, test, ship, learn')).toBe('cycle');
    expect(named('Create a simple IA map layout for a sign-up process')).toBe('hierarchy');
    expect(named('information architecture of the help centre')).toBe('hierarchy');
  });

  it('reads a kind named at the end or in a "type:" line ("How are laws passed? State diagram")', () => {
    expect(named('How are US laws passed? State diagram')).toBe('state');
    expect(named('Show the REST call with caching.\n\n**Diagram type**: sequenceDiagram')).toBe('sequence');
    const typed = findKindMentions('Show the call.\nType: sequence diagram').find((m) => m.kind === 'sequence');
    expect(typed?.place).toBe('typed');
  });

  it('prefers the refinement named anywhere over the general kind named in the request ("a flowchart ... Swimlanes: HR, IT")', () => {
    expect(named('Create an onboarding flowchart:\n- Day 1: welcome\n- Swimlanes: HR, IT, Manager')).toBe('swimlane');
  });

  it('prefers the form asked for ("Bloom\'s taxonomy as a pyramid") over a name that is the subject', () => {
    expect(named("Bloom's taxonomy as a pyramid: remember, understand, apply")).toBe('pyramid');
  });

  it('leaves out names that are negated ("not a flowchart", "the class diagram ... is not required")', () => {
    expect(named('Draw this as a timeline, not a flowchart: 2019 founded, 2021 launched')).toBe('timeline');
    expect(named("It might help to sketch the class diagram, but it's not required; only the sequence diagram is required.")).toBe('sequence');
  });

  it('reads "Should we use X or Y?" as a comparison and keeps "<script>" as text while dropping "[PASTE DATA]" and "<YOUR TEXT>"', () => {
    expect(findKindMentions('Should we use AWS or GCP for our startup?').some((m) => m.kind === 'comparison')).toBe(true);
    const { content } = separateInstructions('<script>alert(1)</script> step\n[PASTE DATA]\n<YOUR TEXT>\n<summary>Login flow</summary>');
    expect(content).toContain('<script>alert(1)</script>');
    expect(content).toContain('Login flow');
    expect(content).not.toMatch(/PASTE|YOUR TEXT|summary/);
  });

  it('reads a table spec ("Roles (rows)", "Resources (columns)") as a comparison and "a sequence of a bearer call" as a sequence', () => {
    expect(named('Access control matrix:\n- Roles (rows): Admin, Guest\n- Resources (columns): Code, Billing')).toBe('comparison');
    expect(named('Give me a sequence of a bearer call with token refresh on 401')).toBe('sequence');
  });

  it('does not take a criterion of a comparison ("Compare A, B and C on data model, transactions and pricing") for a named kind', () => {
    expect(named('Compare PostgreSQL, MongoDB and DynamoDB on data model, transactions, scaling and pricing.')).toBeUndefined();
    expect(named('Comparing PostgreSQL, MongoDB and DynamoDB. Criteria: schema (strict / flexible / flexible), hosting (self / Atlas / AWS)')).not.toBe('er');
  });

  it('takes the head of a noun phrase of two names ("hub-spoke network architecture diagram" is an architecture)', () => {
    expect(named('Create an Azure hub-spoke network architecture diagram.')).toBe('architecture');
    expect(named('Create a hub and spoke diagram of our architecture')).toBe('hub');
  });

  it('does not take "queries the database for dashboards" or "a sequence of steps" for a named kind', () => {
    expect(named('Grafana queries the time-series database for dashboards')).toBeUndefined();
    expect(named('a sequence of steps to bake bread')).toBeUndefined();
  });
});

describe('instructions and content', () => {
  it('folds a later "NODE DESCRIPTIONS" section ("Name:" and its lines) into the items listed under "Clockwise flow:"', () => {
    const text = ['Create a circular flow diagram.', '', 'Clockwise flow:', '', '1. Local Production  ', '2. Community Processing', '',
      'Arrows move clockwise only.', '', '---', '', '## NODE DESCRIPTIONS (small secondary text inside each node)', '',
      'Local Production:', 'Agriculture  ', 'Cottage Industry', '', 'Community Processing:', 'Value Addition', '', '---', '', '## CAPTION BELOW', 'A cycle.'].join('\n');
    const { content } = readBrief(text);
    expect(content).toContain('1. Local Production: Agriculture, Cottage Industry');
    expect(content).toContain('2. Community Processing: Value Addition');
    expect(content).not.toMatch(/Clockwise flow|NODE DESCRIPTIONS|Arrows move/);
    expect(foldItemDetails('Steps:\n1. A\n2. B\n## Details\nA: only one described')).toContain('## Details');
  });
  it('reads an infographic layout ("### TOP: hero bar", "### Thin red banner strip", "### MAIN: …") as where things go, and its numbered quoted slots as the items', () => {
    const text = ['## Topic: The Innovation Funnel', 'Funnel layout showing ideas being filtered down to one product.', '## LAYOUT',
      '### TOP: Black hero bar', '- "The Innovation Funnel" in massive bold white, centered', '### Thin #EB1000 red banner strip',
      '### MAIN: Horizontal funnel on #F5F5F5 ground', '**SECTION 1 — "Raw ideas" (widest)**', 'Large white card.',
      '**LEVEL 2 — "Concepts" (second tier)**', '- "LEVEL 2" in small #8B2ADA purple label', 'Ideas shaped into testable concepts.'].join('\n');
    const { content } = readBrief(text);
    expect(content).not.toMatch(/TOP|hero|banner|MAIN|Horizontal funnel|Funnel layout|LEVEL|widest|second tier/);
    expect(content).toMatch(/^1\. Raw ideas$/m);
    expect(content).toMatch(/^2\. Concepts — Ideas shaped into testable concepts$/m);
  });
  it('classifies sections by their names', () => {
    expect(sectionClass('## Style: Soft Pastel Gradient')).toBe('look');
    expect(sectionClass('COLOR LANGUAGE')).toBe('look');
    expect(sectionClass('Typography')).toBe('look');
    expect(sectionClass('LAYOUT')).toBe('mixed');
    expect(sectionClass('## Layout Guidelines')).toBe('look');
    expect(sectionClass('**Requirements**')).toBe('mixed');
    expect(sectionClass('Participants')).toBe('content');
    expect(sectionClass('Topic: The Remote Work Toolkit')).toBe('content');
  });

  it.each([
    'Use a clean modern style',
    'Use soft blue/green colors, clear timeline indicators',
    'Display in a grid layout with rounded corners',
    'Keep icons proportional',
    'Color code by department, show headcount in each team',
    'No gradients',
    'Output ONLY the complete Mermaid sequence diagram code, nothing else.',
    'Submit your sequence diagram as a PDF, PNG, or JPEG file.',
    'The cycle must appear stable and continuous.',
    'Background: Dreamy diagonal gradient from sky blue (#B8D4F0) to blush pink (#F0C4D8)',
    'You are an expert diagram designer.',
    'Please make it concise and easy to read.',
    'Keep it simple',
    'Act as a senior solutions architect.',
  ])('reads a line about looks or output as an instruction: %s', (line) => {
    expect(isLookInstruction(line, true)).toBe(true);
  });

  it.each([
    'Include these steps: wake up, get dressed, leave',
    'Swimlanes: HR, IT, Manager, New Employee',
    'Client sends GET request to API Gateway',
    'Show the customer, the bank\'s systems and the operations team as lanes',
    'Each musician may play several instruments.',
    'Use cases: upload a report, analyze a report',
  ])('keeps a line that says what to draw: %s', (line) => {
    expect(isLookInstruction(line, true)).toBe(false);
  });

  it('reads each sentence of a paragraph on its own ("Use the decorator pattern to build X. The car has a colour.")', () => {
    const { content } = separateInstructions('Use the decorator pattern to implement a simulator and a car. The car has a model, a color and a price. Use a clean modern style.');
    expect(content).toBe('Use the decorator pattern to implement a simulator and a car. The car has a model, a color and a price.');
  });

  it('takes look phrases out of a content sentence ("..., with a short description of each", "in muted teal tones")', () => {
    expect(stripLookPhrases('List the five stages of grief, with a short description of each').text).toBe('List the five stages of grief');
    expect(stripLookPhrases('A timeline of the Apollo missions in muted teal tones').text).toBe('A timeline of the Apollo missions');
    expect(stripLookPhrases('Architecture of the shop in Mermaid syntax').text).toBe('Architecture of the shop');
  });

  it('drops style, constraint and output sections and template placeholders, keeping the content sections', () => {
    const prompt = [
      'TASK: Visualize the hiring pipeline.', '', 'STYLE: Funnel infographic, muted colours.', '',
      'STAGES:', '- Applied', '- Screened', '- Interviewed', '- Hired', '',
      'CONSTRAINTS:', '- Accurate funnel proportions', '- Clean text', '', 'SOURCE MATERIAL:', '[PASTE DATA]',
    ].join('\n');
    const { content, instructions } = separateInstructions(prompt);
    expect(content).toContain('Visualize the hiring pipeline');
    expect(content).toContain('- Interviewed');
    expect(content).not.toMatch(/muted|PASTE|Accurate funnel|Clean text/);
    expect(instructions).toContain('[PASTE DATA]');
  });

  it('keeps the list a layout section introduces ("Left-to-right flow with three swimlanes:")', () => {
    const { content } = separateInstructions('LAYOUT: Left-to-right flow with three swimlanes:\n- User Actions\n- System Processes\n- Data Flows\n\nCONSTRAINTS:\n- No overlapping arrows');
    expect(content).toContain('three swimlanes');
    expect(content).toContain('- Data Flows');
    expect(content).not.toContain('overlapping');
  });

  it('drops a header left with nothing under it ("SOURCE MATERIAL:" once its placeholder is gone) and a direction before the content ("Left-to-right flow with three swimlanes:")', () => {
    const { content } = separateInstructions('# Learning Rust\n## Basics\n- ownership\n\nLAYOUT: Left-to-right flow with three swimlanes:\n- User Actions\n\nSOURCE MATERIAL:\n[PASTE SPEC]');
    expect(content).toContain('# Learning Rust');
    expect(content).toContain('three swimlanes:');
    expect(content).not.toMatch(/Left-to-right|SOURCE MATERIAL/);
  });

  it('keeps the quoted words of a line that says how to draw them (\'"YOUR TEAM" in bold #1A1A2E\')', () => {
    const { content } = separateInstructions('### CENTER CARD\n- "YOUR TEAM" in bold #1A1A2E');
    expect(content).toContain('YOUR TEAM');
    expect(content).not.toContain('#1A1A2E');
  });
});

describe('look words', () => {
  it.each([
    ['Draw it hand-drawn, like a whiteboard sketch', 'sketch'],
    ['Use a dark background', 'dark'],
    ['black and white please', 'monochrome'],
    ['high-contrast colours for a projector', 'high-contrast'],
    ['in soft pastel colors', 'pastel'],
    ['blueprint style', 'blueprint'],
    ['vibrant colours', 'vivid'],
  ])('maps look words to a theme: %s', (text, theme) => {
    expect(readLook(text).style.theme).toBe(theme);
  });

  it('reads "dark mode" as an item of a list ("backlog: dark mode (low effort), SSO") and as a look ("in dark mode")', () => {
    expect(readLook('Impact vs effort matrix of our backlog: dark mode (low effort, high impact), SSO (high effort)').style.theme).toBeUndefined();
    expect(readLook('Backlog: SSO, dark mode, new logo').style.theme).toBeUndefined();
    expect(readLook('Draw the login flow in dark mode').style.theme).toBe('dark');
  });

  it('maps fonts, connectors and corners, and reads the direction', () => {
    expect(readLook('Serif typography, curved arrows, rounded corners').style).toEqual({ font: 'source-serif', connector: 'curved', corner_radius: 12 });
    expect(readLook('Clean modern rounded sans-serif').style.font).toBeUndefined();
    expect(readLook('Left-to-right flow').direction).toBe('horizontal');
    expect(readLook('top-down tree').direction).toBe('vertical');
    expect(readLook('a plain list').style).toEqual({});
  });
});

describe('readBrief', () => {
  it('normalizes full-width punctuation and keeps the words ("，、：" become list commas and a colon)', () => {
    expect(normalizePunctuation('订单状态：待支付，已支付、配送中。')).toBe('订单状态: 待支付, 已支付, 配送中.');
    expect(normalizePunctuation('「空」、「商品追加済み」')).toBe('"空", "商品追加済み"');
  });

  it('reads the title a prompt asks for in so many words', () => {
    expect(readBrief("Pie chart of commuting. The title should be 'Commuting Methods in Tokyo'.").title).toBe('Commuting Methods in Tokyo');
    expect(readBrief('グラフのタイトルは「東京の通勤手段」としてください。').title).toBe('東京の通勤手段');
    expect(readBrief('标题：公司发展里程碑\n2015 成立').title).toBe('公司发展里程碑');
    expect(readBrief('Headline: “5 Things AI Will Not Do”').title).toBe('5 Things AI Will Not Do');
  });

  it('gives the style, the named kind and the content of a brief together', () => {
    const b = readBrief('Create a hand-drawn sequence diagram of a login. Use a clean modern style.\nParticipants: User, App, Server');
    expect(b.named?.kind).toBe('sequence');
    expect(b.style.theme).toBe('sketch');
    expect(b.content).toContain('Participants: User, App, Server');
    expect(b.content).not.toContain('clean modern style');
  });
});

describe('content introductions', () => {
  it.each([
    ['Please include these steps: Wake up, get out of bed, wash face', 'Wake up, get out of bed, wash face'],
    ['Include these steps: Product search Product viewing Cart addition Checkout Payment', 'Product search, Product viewing, Cart addition, Checkout, Payment'],
    ['Include these tables with appropriate relationships between them: posts users comments tags', 'Tables: posts, users, comments, tags'],
    ['Please set appropriate percentages for these five methods: train, bicycle, walking, car, and bus.', 'Methods: train, bicycle, walking, car, and bus.'],
    ['Label the quadrants as follows: Top-right: Stars', 'Quadrants: Top-right: Stars'],
    ['以下のコンポーネントを含めます: フロントエンド バックエンド データベース', 'フロントエンド, バックエンド, データベース'],
    ['包含以下组件: 网关, 用户服务', '网关, 用户服务'],
  ])('takes the request wording off "Include these N: a b c": %s', (line, expected) => {
    expect(rewriteIntro(line)).toBe(expected);
  });

  it('reads "Xを含めます" and "包含X" without a colon as the content X', () => {
    expect(rewriteIntro('ヘッダーとボディの主要な要素を含めます.')).toBe('ヘッダーとボディの主要な要素');
    expect(rewriteIntro('包含网关、各服务和数据库')).toBe('网关、各服务和数据库');
  });

  it('reads a Chinese or Japanese request about looks as an instruction ("簡潔で見やすいデザインの図にしてください")', () => {
    expect(isLookInstruction('簡潔で見やすいデザインの図にしてください.', true)).toBe(true);
    expect(isLookInstruction('使用蓝色背景', true)).toBe(true);
    expect(isLookInstruction('注文を確認してください', true)).toBe(false);
  });

  it('splits run-on lists only where the words say so (Capitalised runs, CJK words, single lower-case words)', () => {
    expect(splitRunOn('Rise of blogging Emergence of photo sharing Introduction of microblogging')).toEqual(['Rise of blogging', 'Emergence of photo sharing', 'Introduction of microblogging']);
    expect(splitRunOn('商品検索 商品閲覧 カートへの追加')).toEqual(['商品検索', '商品閲覧', 'カートへの追加']);
    expect(splitRunOn('記事 (posts) ユーザー (users) タグ (tags)')).toEqual(['記事 (posts)', 'ユーザー (users)', 'タグ (tags)']);
    expect(splitRunOn('the user signs in and pays')).toBeUndefined();
    expect(splitRunOn('a, b, c')).toBeUndefined();
    // Quoted names keep their words: "Top-right: 'Visual Casual' Top-left: 'Textual Casual'".
    expect(splitRunOn("Top-right: 'Visual Casual' Top-left: 'Textual Casual' Bottom-left: 'Textual Professional'")).toBeUndefined();
  });

  it('keeps numbered tips that start with "No" ("2. No screens 1 hour before bed") as content, not "- No more than 7 boxes"', () => {
    const { content, instructions } = separateInstructions('5 tips for better sleep\n1. Same bedtime every day\n2. No screens 1 hour before bed\n3. No caffeine after 2pm\n- No more than 7 boxes');
    expect(content).toContain('2. No screens 1 hour before bed');
    expect(content).toContain('3. No caffeine after 2pm');
    expect(instructions).toEqual(['- No more than 7 boxes']);
    // "8. Aesthetic and minimalist design" is a heuristic, not a look request.
    expect(separateInstructions('Heuristics:\n7. Flexibility of use\n8. Aesthetic and minimalist design\n9. Help and documentation').content).toContain('8. Aesthetic and minimalist design');
  });
  it('keeps short negative points of a content list ("No tailpipe emissions", "Don\'t do: tidy the files") as content', () => {
    const { content } = separateInstructions('Pros of electric cars:\n- No tailpipe emissions\n- Quiet\nDon\'t do: tidy the files\n\n## Style\n- No gradients');
    expect(content).toContain('No tailpipe emissions');
    expect(content).toContain("Don't do: tidy the files");
    expect(content).not.toContain('gradients');
    expect(isLookInstruction('No gradients or shadows', true)).toBe(true);
  });

  it('reads template fields ("Cell 1: icon_label=\"海運\", title=\"海運進出口\", desc=\"…\"") as the item and drops template settings ("grid_mode: 2x2")', () => {
    expect(rewriteIntro('Cell 1: icon_label="海運", title="海運進出口", desc="全球主要航線"')).toBe('海運進出口 — 全球主要航線');
    expect(rewriteIntro('節點1: date="2015", title="公司成立", desc="台北"')).toBe('2015: 公司成立 — 台北');
    expect(rewriteIntro('grid_mode: "2x2"')).toBeUndefined();
    expect(rewriteIntro('emphasis_col: 2')).toBeUndefined();
  });

  it('reads a layout slot ("Card 1 — \"Forming\": the team meets") as its item and the words after it', () => {
    expect(rewriteIntro('Card 1 — "Forming": the team meets, roles are unclear.')).toBe('Forming: the team meets, roles are unclear.');
    expect(rewriteIntro('Node 3: Ethical Distribution')).toBe('Ethical Distribution');
    expect(rewriteIntro('## Cycle Node 1: DISCOVER')).toBe('## DISCOVER');
    expect(rewriteIntro('Step 2: check stock')).toBe('Step 2: check stock');
  });

  it('makes "## Topic: X" the title when the prompt asks for none in words, and keeps "TASK: Visualize X." as the request', () => {
    const b = readBrief('Create an infographic in a bold, modern style with a dark navy background.\n\n## Topic: 4 Stages of Team Development\n\nCard 1 — "Forming": the team meets.\nCard 2 — "Storming": conflicts surface.');
    expect(b.title).toBe('4 Stages of Team Development');
    expect(b.content).not.toContain('4 Stages');
    expect(b.content).not.toMatch(/bold|navy/);
    expect(b.style.theme).toBe('dark');
    expect(readBrief('TASK: Visualize the hiring pipeline.\nSTAGES: applied, hired').content).toContain('Visualize the hiring pipeline.');
  });

  it('keeps a generic heading among topic headings ("## Content" between "## Equipment" and "## Promotion") and a request that ends in a colon ("Draw a taxonomy of vehicles:")', () => {
    expect(rewriteIntros('# Podcast\n## Equipment\n- mic\n## Content\n- interviews\n## Promotion\n- newsletter').content).toContain('## Content');
    expect(rewriteIntro('Draw a taxonomy of vehicles:')).toBe('Draw a taxonomy of vehicles:');
    expect(isLookInstruction('Each song must appear on one album.', true)).toBe(false);
  });

  it('drops headings that only name a part of a brief and makes "Task: X" the request', () => {
    const { content } = rewriteIntros('### Task: University Database Schema\nThis task involves an ERD.\n\n## Data\n### Explicit Data Description\nThe ERD will include Student and Course.');
    expect(content.split('\n')[0]).toBe('University Database Schema');
    expect(content).not.toMatch(/Data Description|^## Data/m);
    expect(content).toContain('The ERD will include Student and Course.');
  });
});

describe('centres and places named in prose', () => {
  it('reads "X in the middle, split into four: …" as X leading its parts', () => {
    expect(rewriteIntro('Our new café in the middle, split into four: location, menu, staff')).toBe('New café: location, menu, staff');
    expect(rewriteIntro('中心是“开奶茶店”, 分成四块: 选址, 产品')).toBe('开奶茶店: 选址, 产品');
  });
  it('reads "Can you put Dana in the middle and show everyone … around her: A, B" as a centre and its spokes', () => {
    expect(rewriteIntro('Can you put Dana in the middle and show everyone she deals with around her: the plumber, the landlord')).toBe('Centre: Dana\nSpokes: the plumber, the landlord');
  });
  it('reads "…: our family liaison in the middle, and around her A, B" as a centre and its spokes after the lead', () => {
    expect(rewriteIntro('hub for the care home: our family liaison in the middle, and around her the GP surgery, the pharmacy')).toBe('hub for the care home:\nCentre: family liaison\nSpokes: the GP surgery, the pharmacy');
  });
  it('reads "Dana is basically the centre of everything." as the centre, said once', () => {
    expect(rewriteIntros("Our coordinator, Dana, is basically the centre of everything. Put her in the middle and show around her: the plumber, the landlord.").content).toBe('Centre: Dana\nSpokes: the plumber, the landlord.');
  });
  it('reads "centre is the festival office." typed in lower case as the centre', () => {
    expect(rewriteIntros('show our crew as a hub. centre is the festival office. around it: stage, bar, gate.').content).toBe('show our crew as a hub.\nCentre: the festival office\naround it: stage, bar, gate.');
  });
});

describe('short forms of kind names', () => {
  it('reads "seq diagram" and "use case diag" as the kinds they name', async () => {
    const { readBrief } = await import('./read-brief.js');
    expect(readBrief('seq diagram for our check-in: app -> API: request').named?.kind).toBe('sequence');
    expect(readBrief('use case diag for school lunch app. parent: top up balance').named?.kind).toBe('usecase');
    expect(readBrief('在庫補充の流れを円形の図にしたいです。発注 → 入荷 → 検品').named?.kind).toBe('cycle');
  });
});

describe('looks and purposes said in short parts', () => {
  it('"Colori caldi, stile semplice, per una brochure turistica." is an instruction (looks and what the drawing is for)', () => {
    expect(isLookInstruction('Colori caldi, stile semplice, per una brochure turistica.')).toBe(true);
    expect(isLookInstruction('Friendly icons, navy and orange.')).toBe(true);
    expect(isLookInstruction('Red, green, blue.')).toBe(false);
    expect(isLookInstruction('Apples, oranges and pears, with icons')).toBe(false);
  });

  it('a request line that names its centre at its end ("…, centre = Summer Fete 2025") puts the centre on a line of its own', () => {
    expect(rewriteIntro('mind map for the village summer fete please, centre = Summer Fete 2025')).toBe('mind map for the village summer fete please\nCentre: Summer Fete 2025');
    expect(rewriteIntro('mind map for the fete, with Summer Fete 2025 in the middle')).toBe('mind map for the fete\nCentre: Summer Fete 2025');
  });
});

describe('keyed sentences that run on', () => {
  it('puts "Events: a, b. Merch: c, d." on a line each, after the centre a request names ("organise them around a central bubble \'X\'")', () => {
    expect(readBrief("Could you organise them around a central bubble '50th Anniversary'? Events: alumni dinner, sports day. Merch: tote bags, yearbook reprint.").content)
      .toBe('Centre: 50th Anniversary\nEvents: alumni dinner, sports day.\nMerch: tote bags, yearbook reprint.');
  });
});

describe('looks said with a colour family word', () => {
  it('"Use earthy greens and a bit of gold for the top." is a look', () => {
    expect(isLookInstruction('Use earthy greens and a bit of gold for the top.')).toBe(true);
    expect(isLookInstruction('Green, amber and red.')).toBe(false);
  });
});

describe('briefs with look and audience specs (own prompts in the shapes seen on unseen6)', () => {
  it('drops "(audience: …, A4 portrait, brand font …)" brackets and sentences about the audience, colours, logos and callouts', () => {
    const b = readBrief("I'm making a poster for our garden club (audience: members, A3 landscape, brand font Lato, green palette). Stages: sow, plant, harvest. Audience is retirees, so big text please. Colours from pale green at the top to brown at the bottom. Club logo bottom-right. Add a small callout: 'Founded 1982'.");
    expect(b.content).toContain('Stages: sow, plant, harvest.');
    expect(b.content).not.toMatch(/audience|A3|Colours|logo|callout/i);
  });
  it('"It should show X as a continuous loop with arrows, with no start or end emphasised" is how it looks, and "a continuous loop" names a cycle', () => {
    expect(isLookInstruction('It should show our recycling scheme as a continuous loop with arrows, with no start or end emphasised.')).toBe(true);
    expect(findKindMentions('show it as a continuous loop').map((m) => m.kind)).toContain('cycle');
  });
});

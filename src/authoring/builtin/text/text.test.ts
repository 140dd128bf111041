import { describe, expect, it } from 'vitest';
import { normalizePunctuation } from '../brief/normalize.js';
import { readArrows } from './arrows.js';
import { findDates, toIso } from './dates.js';
import { analyze } from './doc.js';
import { concise, IdMaker, stripFiller } from './label.js';
import { readLines } from './lines.js';
import { listedNames } from './names.js';
import { isEnglish } from './language.js';
import { distributeHead, findEnumeration, splitList } from './lists.js';
import { findDuration, findNumbers, numberStyle } from './numbers.js';
import { isRequest, titleFromLead } from './title.js';
import { takeTitleKey } from './title-key.js';
import { splitClauses, subjectVerb } from './clauses.js';
import { splitSentences } from './nlp.js';
import { readChainSentence } from './chain-sentences.js';

describe('labels', () => {
  it('cuts "wear layers instead of one thick jacket" before "instead", never after an adjective', () => {
    expect(concise('wear layers instead of one thick jacket').label).toBe('Wear layers');
    expect(concise('take the stairs rather than the lift every single morning').label).toBe('Take stairs');
  });
  it('keeps "a bit" / "a few" as a quantity when it drops articles ("lower your tyre pressure a bit for grip on wet roads")', () => {
    expect(concise('lower your tyre pressure a bit for grip on wet roads').label).toBe('Lower tyre pressure a bit');
    expect(concise('add a few drops of oil to the chain every week').label).toBe('Add a few drops of oil');
  });
  it('cuts "turn your camera on for the first week of meetings" after the particle: "Turn camera on"', () => {
    expect(concise('turn your camera on for the first week of meetings').label).toBe('Turn camera on');
    expect(concise('switch the lights off at the end of the day in every room').label).toBe('Switch lights off');
  });
  it('strips markers, sequencing words and trailing punctuation', () => {
    expect(stripFiller('- then check the stock.')).toBe('check the stock');
    expect(stripFiller('2) Finally, ship it!')).toBe('ship it');
  });
  it('keeps labels to about six words and moves the rest to the description', () => {
    const l = concise('Preheat the oven to 220 degrees Celsius and grease the baking tray');
    expect(l.label.split(' ').length).toBeLessThanOrEqual(6);
    expect(l.label).toMatch(/^Preheat oven/);
    expect(l.description).toContain('grease the baking tray');
  });
  it('splits "Label: details" and "Label (details)"', () => {
    expect(concise('Discovery: interviews and data review')).toEqual({ label: 'Discovery', description: 'Interviews and data review' });
    // Only articles dropped: no description that repeats the label; words cut: the whole text is kept.
    expect(concise('Put a tea bag in a cup')).toEqual({ label: 'Put tea bag in cup' });
    expect(concise('The customer places an order on the website and pays with a card').description).toBe('The customer places an order on the website and pays with a card');
    expect(concise('Self-actualization (full potential)')).toEqual({ label: 'Self-actualization', description: 'Full potential' });
  });
  it('keeps "llega a la Luna" whole in Spanish: no English article dropped, no cut before a name or after "la"', () => {
    expect(concise('El Apolo 11 llega a la Luna')).toEqual({ label: 'El Apolo 11 llega a la Luna' });
    expect(concise('Empieza la construcción de la Estación Espacial Internacional').label).toBe('Empieza la construcción de la Estación Espacial Internacional');
    const long = concise('Yuri Gagarin es el primer humano en viajar al espacio exterior');
    expect(long.label).toBe('Yuri Gagarin es el primer humano');
    expect(long.description).toBe('Yuri Gagarin es el primer humano en viajar al espacio exterior');
    expect(isEnglish('el Apolo 11 llega a la Luna')).toBe(false);
    expect(isEnglish('The rover lands on Mars')).toBe(true);
  });
  it('reads "the trigger: assassination of X (Sarajevo 1914)" as the item after the key, brackets balanced', () => {
    expect(concise('the trigger: assassination of Franz Ferdinand (Sarajevo 1914)')).toEqual({ label: 'Assassination of Franz Ferdinand', description: 'Trigger; Sarajevo 1914' });
    expect(concise('Trigger: a shot (Sarajevo 1914)')).toEqual({ label: 'Trigger', description: 'A shot (Sarajevo 1914)' });
  });
  it('makes unique, readable ids', () => {
    const ids = new IdMaker();
    expect([ids.make('Check stock'), ids.make('Check stock'), ids.make('用户')]).toEqual(['check-stock', 'check-stock-2', 'n']);
  });
});

describe('titles', () => {
  it('takes "… 5) log off at a fixed time. Title: X" closing a list as the title, out of the content', () => {
    expect(takeTitleKey('tips: 1) block focus time 2) log off at a fixed time. Title: Working from home, the first month'))
      .toEqual({ content: 'tips: 1) block focus time 2) log off at a fixed time.', title: 'Working from home, the first month' });
  });
  it('takes a "Title: X" line the brief read as the title out of the content, and leaves "- title: string" of a class', () => {
    expect(takeTitleKey('tips:\n1) a\n2) b\nTitle: Working from home', 'Working from home')).toEqual({ content: 'tips:\n1) a\n2) b', title: 'Working from home' });
    expect(takeTitleKey('class Book\n- title: string', 'Library')).toEqual({ content: 'class Book\n- title: string' });
  });
  it('gives no title when the request only counts the diagram\'s parts ("a circular flow diagram with five nodes arranged in a ring")', () => {
    expect(titleFromLead('Create a circular flow diagram with five equally spaced nodes arranged in a ring')).toBeUndefined();
    expect(titleFromLead('Create a circular flow diagram of the water cycle')).toBe('Water cycle');
  });
  it('reads "a workflow from A to B and C" as the steps A, B, C, and the words before the range as the title', () => {
    const d = analyze('Create an order processing workflow from order placement to delivery and payment');
    expect([d.title, d.items.map((i) => i.text)]).toEqual(['Order processing workflow', ['order placement', 'delivery', 'payment']]);
    expect(analyze('Show the data flow from ingestion through storage to reporting').items.map((i) => i.text)).toEqual(['ingestion', 'storage', 'reporting']);
  });
  it('takes the subject of the request', () => {
    expect(titleFromLead('a funnel of our sales pipeline')).toBe('Sales pipeline');
    // A Japanese request ending "…てください" and a "brainstorm of" heading are not part of the title.
    expect(isRequest('注文の流れを並べてください')).toBe(true);
    expect(titleFromLead('Brainstorm of ideas for the offsite')).toBe('Ideas for the offsite');
    // A funnel or a matrix named after what it is keeps the word: it is part of the name.
    expect(titleFromLead('Create a sales funnel')).toBe('Sales funnel');
    expect(titleFromLead('Eisenhower matrix')).toBe('Eisenhower matrix');
    expect(titleFromLead('Please draw a flowchart of the order process')).toBe('Order process');
    expect(titleFromLead('Show the water cycle with evaporation and rain')).toBe('Water cycle');
    expect(titleFromLead('Timeline')).toBeUndefined();
    expect(titleFromLead('I want to create a flowchart for a morning routine')).toBe('Morning routine');
    // A request verb that is also a noun is a verb only before its object.
    expect(titleFromLead('Document workflow states')).toBe('Document workflow states');
    expect(titleFromLead('Document the onboarding process')).toBe('Onboarding process');
  });

  it('reads a Chinese or Japanese request line and the list under it ("…を示してください。\nA、B、C")', () => {
    const doc = analyze('クラウドのアーキテクチャを示してください。\nフロントエンド、バックエンド、データベース、キャッシュ');
    expect(doc.lead).toBe('クラウドのアーキテクチャを示してください');
    expect(doc.items.map((i) => i.text)).toEqual(['フロントエンド', 'バックエンド', 'データベース', 'キャッシュ']);
    // As the engine reads it: after the brief reader has written the full-width punctuation the usual way.
    const same = analyze(normalizePunctuation('朝の流れをフローチャートで表現したいです。目覚める、顔を洗う、朝食を食べる、家を出る'));
    expect(same.items.map((i) => i.text)).toEqual(['目覚める', '顔を洗う', '朝食を食べる', '家を出る']);
  });

  it('cuts a long Chinese or Japanese label after a particle, never inside a word', () => {
    expect(concise('オンラインショッピングサイトでの顧客の購買体験を示す').label).toBe('オンラインショッピングサイト');
  });

  it('gives no title for a lead that names nothing in particular ("for the following system") and keeps the subject after adjectives and "that explains"', () => {
    expect(titleFromLead('Create a professional architecture diagram for the following system')).toBeUndefined();
    expect(titleFromLead('Design a clean, minimalist infographic that explains the water cycle in 4 steps')).toBe('Water cycle in 4 steps');
  });

  it('takes the request words off a French, German, Spanish, Portuguese or Italian lead ("Erstelle ein Flussdiagramm für …")', () => {
    expect(titleFromLead('Erstelle ein Flussdiagramm für die Bestellabwicklung')).toBe('Bestellabwicklung');
    expect(titleFromLead('Dessine une frise chronologique de la Révolution française')).toBe('Révolution française');
    expect(titleFromLead('Crea un diagrama de flujo para aprobar un gasto')).toBe('Aprobar un gasto');
    expect(titleFromLead('Crie um fluxograma do processo de compra')).toBe('Processo de compra');
    expect(isRequest('Crea un diagramma di flusso per il rimborso spese')).toBe(true);
  });

  it('never splits clauses inside brackets ("Metrics panel (latency, success rate), error branches")', () => {
    expect(splitClauses('Show the metrics panel (latency, success rate), then log the error').map((c) => c.text)).toEqual(['Show the metrics panel (latency, success rate)', 'log the error']);
  });

  it('lists names per clause ("the overlap of A, B and C; D sits between A and B")', () => {
    expect(listedNames(['Data science is the overlap of math & statistics, computer science, and domain expertise; machine learning sits between math and CS'])).toEqual(['math & statistics', 'computer science', 'domain expertise']);
  });

  it('splits lists joined by "et", "und", "y", "e" and "ed"', () => {
    expect(splitList('Planung, Bau und Test')).toEqual(['Planung', 'Bau', 'Test']);
    expect(splitList('analisi, progetto ed esecuzione')).toEqual(['analisi', 'progetto', 'esecuzione']);
  });

  it('takes the request words off a Chinese or Japanese lead ("画一张…架构图", "…を示してください")', () => {
    expect(titleFromLead('画一张微服务系统架构图')).toBe('微服务系统架构');
    expect(titleFromLead('创建产品开发生命周期')).toBe('产品开发生命周期');
    expect(titleFromLead('オンラインショッピングカートの状態遷移を示してください')).toBe('オンラインショッピングカートの状態遷移');
    expect(titleFromLead('朝の準備の流れをフローチャートで表現したいです')).toBe('朝の準備の流れ');
  });
  it('tells requests from content', () => {
    expect(isRequest('Create a mind map about onboarding')).toBe(true);
    expect(isRequest('The customer places an order')).toBe(false);
    // A request verb that is the subject of the sentence.
    expect(isRequest('Design starts on March 1, 2025 and takes 2 weeks')).toBe(false);
    expect(isRequest('Build takes four days')).toBe(false);
    expect(isRequest('Design a landing page flow')).toBe(true);
  });
});

describe('listed names', () => {
  it('reads quoted names, a list after "such as" wherever the first comma is, and from-to chains', () => {
    expect(listedNames(['Three teams: "Core", "Growth" and "Platform".'])).toEqual(['Core', 'Growth', 'Platform']);
    expect(listedNames(['Each major vendor, such as Acme, Globex, Initech and smaller shops.'], 2)).toEqual(['Acme', 'Globex', 'Initech', 'smaller shops']);
    expect(listedNames(['The life cycle of a frog, from an egg, to a tadpole, to a froglet, to an adult frog.'])).toEqual(['egg', 'tadpole', 'froglet', 'adult frog']);
    expect(listedNames(['We went home and slept.'])).toEqual([]);
  });
});

describe('dates, numbers and durations', () => {
  it('reads "opened 14/06/2019", "Jan \'22" and "in spring 2020" as whole dates', () => {
    expect(findDates("opened 14/06/2019; launched Jan '22; closed in spring 2020").map((d) => [d.text, d.year, d.month, d.day]))
      .toEqual([['14/06/2019', 2019, 6, 14], ["Jan '22", 2022, 1, undefined], ['spring 2020', 2020, 3, undefined]]);
    expect(findDates('due 06/14/2019').map((d) => [d.month, d.day])).toEqual([[6, 14]]);
  });
  it('reads French, Spanish and German months with a year: "septembre 2025 – …", "juillet-août 2026", "3 de marzo de 2024", "rentrée 2026"', () => {
    expect(findDates('septembre 2025 – diagnostic ; juillet-août 2026 – cantine ; rentrée 2026 ; 3 de marzo de 2024 ; 15. März 2024').map((d) => [d.text, d.year, d.month]))
      .toEqual([['septembre 2025', 2025, 9], ['juillet-août 2026', 2026, 7], ['rentrée 2026', 2026, 9], ['3 de marzo de 2024', 2024, 3], ['15. März 2024', 2024, 3]]);
  });
  it('reads Korean counters "20,000명", "450건의", "10,000원" as part of the number', () => {
    const n = findNumbers('방문자 20,000명, 결제 450건의 주문, 매출 10,000원');
    expect(n.map((x) => [x.value, x.unit, x.text])).toEqual([[20000, '명', '20,000명'], [450, '건', '450건의'], [10000, 'KRW', '10,000원']]);
  });
  it('finds dates as written', () => {
    const d = findDates('In 1969 and in March 2021, Q3 2025, then 2024-05-01 and 12 May 2023');
    expect(d.map((x) => x.text)).toEqual(['1969', 'March 2021', 'Q3 2025', '2024-05-01', '12 May 2023']);
    expect(toIso(d[3])).toBe('2024-05-01');
    expect(toIso(findDates('March 3')[0], 2024)).toBe('2024-03-03');
  });
  it('finds a month named alone after "in", "by", "end of" ..., and not the words "may" or "march"', () => {
    expect(findDates('MVP in April, beta by end of June').map((x) => [x.text, x.month, x.year])).toEqual([['April', 4, undefined], ['June', 6, undefined]]);
    expect(findDates('we may march on, as Jan said')).toEqual([]);
    expect(findDates('launch in May 2025').map((x) => x.text)).toEqual(['May 2025']);
  });
  it('finds month ranges ("Jan-Feb", "April to May") and capitalised months standing alone ("beta Sep")', () => {
    expect(findDates('research Jan-Feb, fittings April to May').map((x) => x.month)).toEqual([1, 2, 4, 5]);
    expect(findDates('beta Sep, defense June').map((x) => [x.text, x.month])).toEqual([['Sep', 9], ['June', 6]]);
    expect(findDates('we may go; march on')).toEqual([]);
  });
  it('reads a range of days in one month ("Feb 1–15", "Jun 1 to 7", "1–15 March") as two days of that month', () => {
    expect(findDates('save-the-dates (Feb 1–15)').map((x) => [x.month, x.day])).toEqual([[2, 1], [2, 15]]);
    expect(findDates('fitting Jun 1 to 7').map((x) => [x.month, x.day])).toEqual([[6, 1], [6, 7]]);
    expect(findDates('fitting 1–15 March').map((x) => [x.month, x.day])).toEqual([[3, 1], [3, 15]]);
    expect(findDates('Feb 10-12% growth').map((x) => x.text)).toEqual(['Feb 10']);
  });
  it('reads percentages, amounts with scale and currency, and skips years', () => {
    const n = findNumbers('Revenue $1.2M in 2024, 40%, 2,500 leads, 10k visitors');
    expect(n.map((x) => [x.value, x.unit])).toEqual([[1_200_000, '$'], [40, '%'], [2500, undefined], [10_000, undefined]]);
  });
  it('reads "1.200", "1,2 Mio" and "3,5 %" by the prompt\'s decimal mark, and "12.5k", "1 200", "1,200 applicants" alike', () => {
    const values = (t: string) => findNumbers(t).map((x) => [x.value, x.unit]);
    expect(values('Trichter: 1.200 Bewerbungen → 300 Telefoninterviews')).toEqual([[1200, undefined], [300, undefined]]);
    expect(values('Umsatz 1,2 Mio €, Marge 3,5 %')).toEqual([[1_200_000, '€'], [3.5, '%']]);
    expect(values('1 200 candidats et 3,5 % de réussite')).toEqual([[1200, undefined], [3.5, '%']]);
    expect(values('2,5 millones de clientes')).toEqual([[2_500_000, undefined]]);
    expect(values('12.5k visitors, 3.5% convert, 1.200.000 views')).toEqual([[12_500, undefined], [3.5, '%'], [1_200_000, undefined]]);
    // A count of people is whole whatever the mark; a measure keeps its decimals.
    expect(values('1,200 Bewerbungen und 3,5 %')).toEqual([[1200, undefined], [3.5, '%']]);
    expect(values('1.500 users signed up')).toEqual([[1500, undefined]]);
    expect(values('a 1.250 km route')).toEqual([[1.25, undefined]]);
    expect(numberStyle('Erstelle einen Trichter für die Bewerbungen')).toBe('comma');
    expect(numberStyle('Create a funnel of the applications')).toBe('dot');
    // A German date shows no decimal mark and no number.
    expect(values('Start am 14.06.2024')).toEqual([]);
  });
  it('reads durations in days', () => {
    expect(findDuration('design takes 2 weeks')?.days).toBe(14);
    expect(findDuration('QA 3d')?.days).toBe(3);
    expect(findDuration('landed in 1969')).toBeUndefined();
    expect(findDuration('需求分析2周')?.days).toBe(14);
    expect(findDuration('開発3か月')?.days).toBe(90);
    expect(findDuration('3月に公開')).toBeUndefined();
  });
});

describe('lines, lists and arrows', () => {
  it('reads "ポイント：①A ②B ③C" on one line as numbered items', () => {
    expect(readLines('ポイント：①学生証で借りられる ②貸出期間は2週間 ③3階は私語禁止').map((l) => [l.marker, l.ordinal, l.text]))
      .toEqual([['none', undefined, 'ポイント：'], ['number', 1, '学生証で借りられる'], ['number', 2, '貸出期間は2週間'], ['number', 3, '3階は私語禁止']]);
  });
  it('reads a Dutch list "A, B en C" in Dutch text, never "en" in Spanish', () => {
    expect(splitList('klanten die een e-bike kochten, klanten met een onderhoudsabonnement en klanten die de nieuwsbrief lezen'))
      .toEqual(['klanten die een e-bike kochten', 'klanten met een onderhoudsabonnement', 'klanten die de nieuwsbrief lezen']);
    expect(splitList('fundación en 1952, primer ascenso en 1971, regreso a primera en 2023')).toEqual(['fundación en 1952', 'primer ascenso en 1971', 'regreso a primera en 2023']);
  });
  it('reads markers, indentation, headings and table rows', () => {
    const lines = readLines('# Plan\n1. one\n  - sub\nStep 3: do it\n2024: launch\n| a | b |\n|---|---|\n| 1 | 2 |');
    expect(lines.map((l) => l.marker)).toEqual(['heading', 'number', 'bullet', 'step', 'none', 'none', 'none']);
    expect(lines[2].indent).toBe(2);
    expect(lines[5].cells).toEqual(['a', 'b']);
  });
  it('splits inline lists without breaking numbers, brackets or dates', () => {
    expect(splitList('visitors, leads, trials and customers')).toEqual(['visitors', 'leads', 'trials', 'customers']);
    expect(distributeHead(['the engineering', 'data teams'])).toEqual(['engineering team', 'data team']);
    expect(distributeHead(['sales', 'marketing', 'support departments'])).toEqual(['sales department', 'marketing department', 'support department']);
    // Not when the other parts are names of their own.
    expect(distributeHead(['the CFO', 'data teams'])).toEqual(['the CFO', 'data teams']);
    expect(distributeHead(['the platform team', 'data teams'])).toEqual(['the platform team', 'data teams']);
    expect(splitList('10,000 visitors, social media (Instagram, TikTok) and email')).toEqual(['10,000 visitors', 'social media (Instagram, TikTok)', 'email']);
    expect(splitList('launch on January 1, 2020, review')).toEqual(['launch on January 1, 2020', 'review']);
  });
  it('reads "A $4M, B $2M, Middle East & Africa $0.5M" and "A, B, Math & Statistics" with the last name whole', () => {
    expect(splitList('North America $4.2M, Europe $2.8M, Middle East & Africa $0.5M')).toEqual(['North America $4.2M', 'Europe $2.8M', 'Middle East & Africa $0.5M']);
    expect(splitList('Sales 40%, Marketing 35%, Research and Development 25%')).toEqual(['Sales 40%', 'Marketing 35%', 'Research and Development 25%']);
    expect(splitList('Computer Science, Domain Knowledge, Math & Statistics')).toEqual(['Computer Science', 'Domain Knowledge', 'Math & Statistics']);
    expect(splitList('Americas, Europe, Middle East & Africa')).toEqual(['Americas', 'Europe', 'Middle East & Africa']);
    // Items that each are one: split as before.
    expect(splitList('Europe $2.8M, Asia $1M and Africa $0.5M')).toEqual(['Europe $2.8M', 'Asia $1M', 'Africa $0.5M']);
    expect(splitList('cats, dogs & birds')).toEqual(['cats', 'dogs', 'birds']);
    expect(splitList('the Mobile App, Auth & Identity service and the Orders API')).toEqual(['the Mobile App', 'Auth & Identity service', 'the Orders API']);
    expect(splitList('Miete 35,5 %, Essen 20,5 %, Rest 44 %')).toEqual(['Miete 35,5 %', 'Essen 20,5 %', 'Rest 44 %']);
  });
  it('reads "a (x, y), b (long details) y c (z)": words in brackets do not stop the last two items from splitting', () => {
    expect(splitList('causas (quema, deforestación), efectos (subida del nivel del mar, olas de calor) y soluciones (energías renovables)')).toEqual([
      'causas (quema, deforestación)', 'efectos (subida del nivel del mar, olas de calor)', 'soluciones (energías renovables)',
    ]);
    expect(concise('walk 10k steps a day').label).toBe('Walk 10k steps a day');
  });
  it('finds the enumeration inside a sentence', () => {
    expect(findEnumeration('The five stages are awareness, interest, desire and action.')?.items).toEqual(['awareness', 'interest', 'desire', 'action']);
    expect(findEnumeration('When an order arrives, the clerk checks stock')).toBeUndefined();
  });
  it('reads arrow chains with labels', () => {
    expect(readArrows('A -> B -> C')?.nodes).toEqual(['A', 'B', 'C']);
    expect(readArrows('Idle --start--> Running')?.edges[0]).toMatchObject({ from: 'Idle', to: 'Running', label: 'start' });
    expect(readArrows('Alice -> Bob: Hello')?.edges[0].label).toBe('Hello');
    expect(readArrows('x <- y')?.edges[0]).toMatchObject({ from: 'y', to: 'x' });
    expect(readArrows('no arrows - here')).toBeUndefined();
  });
});

describe('sentences', () => {
  it('splits Chinese and Japanese sentences whose full stops the brief wrote as ". "', () => {
    expect(splitSentences('注文の流れを描いてください. 顧客が注文する. 店が確認する.')).toEqual(['注文の流れを描いてください.', '顧客が注文する.', '店が確認する.']);
  });
});

describe('clauses', () => {
  it('tags conditions, branches and continuations', () => {
    const c = splitClauses('When an order arrives, the clerk checks stock; if it is missing, the clerk orders it and waits for the delivery.');
    expect(c.map((x) => x.role)).toEqual(['when', 'step', 'if', 'step', 'step']);
    expect(splitClauses('Otherwise pack the order')[0].role).toBe('else');
    expect(splitClauses('If so, ship it')[0].role).toBe('yes');
    expect(splitClauses('Check whether the card is valid')[0]).toEqual({ role: 'if', text: 'the card is valid' });
    expect(splitClauses('The manager checks whether the budget is approved')).toEqual([{ role: 'if', text: 'the budget is approved', subject: 'The manager' }]);
    expect(splitClauses('A ticket arrives, triage decides if it is urgent').map((c) => c.role)).toEqual(['step', 'if']);
    expect(splitClauses('Urgent tickets go to the on-call engineer, others to the support queue')).toEqual([
      { role: 'yes', text: '', subject: 'Urgent tickets' }, { role: 'step', text: 'Go to the on-call engineer' },
      { role: 'else', text: '' }, { role: 'step', text: 'Go to the support queue' },
    ]);
    expect(splitClauses('Both end with the customer being notified')).toEqual([{ role: 'end', text: 'the customer notified' }]);
    expect(splitClauses('Design starts on March 1, 2025 and takes 2 weeks').map((c) => c.text)).toEqual(['Design starts on March 1, 2025', 'takes 2 weeks']);
    expect(splitClauses('If the amount is over $1,000, the director approves it')).toEqual([{ role: 'if', text: 'the amount is over $1,000' }, { role: 'step', text: 'the director approves it' }]);
    expect(splitClauses('For sev2, create a ticket')).toEqual([{ role: 'case', text: 'sev2' }, { role: 'step', text: 'create a ticket' }]);
    expect(splitClauses('For example, send a survey')[0]!.role).toBe('step');
  });
  it('splits comma clauses that start with their own subject', () => {
    const c = splitClauses('the client sends a SYN, the server replies with a SYN-ACK, and the client sends an ACK');
    expect(c.map((x) => x.text)).toEqual(['the client sends a SYN', 'the server replies with a SYN-ACK', 'the client sends an ACK']);
  });
  it('finds subject and verb', () => {
    expect(subjectVerb('The web server sends a request to the database')).toEqual({ subject: 'web server', verb: 'sends', rest: 'a request to the database' });
    expect(subjectVerb('Check stock').subject).toBe('');
  });
  it('reads "On-call engineer ..." as a subject, not an "on ..." trigger', () => {
    expect(splitClauses('On-call engineer acknowledges the page')).toEqual([{ role: 'step', text: 'On-call engineer acknowledges the page' }]);
    expect(splitClauses('On arrival, the guard checks the badge')[0]).toEqual({ role: 'when', text: 'arrival' });
  });
  it('reads "return token" as a step and "return to the start" as a loop', () => {
    expect(splitClauses('return token')[0]!.role).toBe('step');
    expect(splitClauses('return to the start')[0]!.role).toBe('loop');
  });
  it('reads "triage and assign a priority" as two verbs with no subject', () => {
    expect(subjectVerb('triage and assign a priority').subject).toBe('');
  });
});

describe('the prompt document', () => {
  it('separates the request lead from inline items', () => {
    const d = analyze('a funnel of our sales pipeline: visitors, leads, trials, customers');
    expect([d.lead, d.title, d.itemSource, d.items.length]).toEqual(['a funnel of our sales pipeline', 'Sales pipeline', 'inline', 4]);
    // An inline list whose later sentences carry the steps on is not the whole content.
    expect(analyze('Incident response: detect it, triage it. For sev1, page the on-call. Then mitigate.').itemSource).toBe('sentences');
  });
  it('nests indented items and groups under "Header:" lines', () => {
    const d = analyze('Org chart:\n- CEO\n  - CTO\n  - CFO\nTeams:\n- Sales');
    expect(d.items.map((i) => [i.text, i.children.map((c) => c.text)])).toEqual([['CEO', ['CTO', 'CFO']], ['Teams', ['Sales']]]);
  });
  it('reads "It includes A, B, C, D and E" among sentences about the picture as the items', () => {
    const d = analyze('A diagram of a pond. It includes algae, tadpoles, frogs, dragonflies, herons and fish. The arrows show the flow of energy.');
    expect([d.itemSource, d.items.map((i) => i.text)]).toEqual(['enumeration', ['algae', 'tadpoles', 'frogs', 'dragonflies', 'herons', 'fish']]);
    // Steps that go on ("then …") are a process, not an inventory.
    expect(analyze('Open the kit. It includes screws, bolts, panels, legs and a manual. Then assemble the frame.').itemSource).toBe('sentences');
  });
  it('reads "Key: values." sentences as lines', () => {
    const d = analyze('Trip plan. Budget: flights, hotels. Packing: clothes, passport.');
    expect(d.items.map((i) => i.text)).toEqual(['Budget: flights, hotels', 'Packing: clothes, passport']);
  });
});

describe('chain sentences', () => {
  it('reads "X going to Y going to Z" and "X going to Y which goes to Z" as two links', () => {
    expect(readChainSentence('The second is wheat going to field mice going to a hawk.')).toEqual([{ from: 'wheat', to: 'field mice' }, { from: 'field mice', to: 'hawk' }]);
    expect(readChainSentence('The third one is fruit trees going to deer which goes to a bear.')).toEqual([{ from: 'fruit trees', to: 'deer' }, { from: 'deer', to: 'bear' }]);
  });
  it('reads "X being consumed by Y and then Y being consumed by Z" as the flow of energy, eaten to eater', () => {
    expect(readChainSentence('The first chain is flowers and grass being consumed by a rabbit and then the rabbit being consumed by a fox.'))
      .toEqual([{ from: 'flowers and grass', to: 'rabbit' }, { from: 'rabbit', to: 'fox' }]);
  });
  it('reads no chain in one link or in a clause ("Active goes to Past Due if a payment fails")', () => {
    expect(readChainSentence('Active goes to Past Due if a payment fails.')).toEqual([]);
    expect(readChainSentence('The order goes to the warehouse when it is paid, which goes to shipping.')).toEqual([]);
  });
});

describe('keyed sentences on one line', () => {
  it('reads "Plan: plan it. Do: try it. Check: …" as a list of keyed items, the first one too, not as a lead', () => {
    const d = analyze('Plan: Plan a change or solution. Do: Implement the change on a small scale. Check: Evaluate the results. Act: Adjust and improve.');
    expect(d.items.map((i) => i.text.split(':')[0])).toEqual(['Plan', 'Do', 'Check', 'Act']);
    expect(analyze('Onboarding: the customer signs up and verifies their email.').lead).toBe('Onboarding');
  });
});

describe('arrows with an event after the target', () => {
  it('reads "red -> green after 60s" as the arrow red → green labelled "after 60s"', () => {
    const c = readArrows('red -> green after 60s')!;
    expect(c.nodes).toEqual(['red', 'green']);
    expect(c.edges[0]).toMatchObject({ from: 'red', to: 'green', label: 'after 60s' });
    expect(readArrows('Login -> Check on server')!.nodes).toEqual(['Login', 'Check on server']);
  });
});

describe('versions in labels', () => {
  it('leaves "v1.0 launch" as written', () => {
    expect(concise('v1.0 launch').label).toBe('v1.0 launch');
    expect(concise('private beta').label).toBe('Private beta');
  });
});

describe('titles without looks', () => {
  it('drops ", left to right, dark theme", "as a cycle" and "starting March 3" from a title', () => {
    expect(titleFromLead('Make a flow chart of our deploy process, left to right, dark theme')).toBe('Deploy process');
    expect(titleFromLead('The customer feedback loop as a cycle')).toBe('Customer feedback loop');
    expect(titleFromLead('Compare cats and dogs as two overlapping circles')).toBe('Cats and dogs');
    expect(titleFromLead('Gantt chart for the office move starting March 3, 2025')).toBe('Office move');
  });
});

describe('titles of the review set', () => {
  it('drops "from top to bottom" and "across …", keeps "New hire", and gives "Class diagram" no title', () => {
    expect(titleFromLead('Content strategy pyramid, from top to bottom')).toBe('Content strategy pyramid');
    expect(titleFromLead('New hire onboarding across HR, IT and the hiring manager')).toBe('New hire onboarding');
    expect(titleFromLead('Class diagram')).toBeUndefined();
    expect(titleFromLead('a new logo')).toBe('Logo');
  });
});

describe('arrows with branches and a sentence after them', () => {
  it('reads "A → B or → C" as two branches from A', () => {
    const c = readArrows('Screening → Rejected or → Interview')!;
    expect(c.edges.map((e) => [e.from, e.to])).toEqual([['Screening', 'Rejected'], ['Screening', 'Interview']]);
  });
  it('ends a chain with its sentence: "Offer → Hired or → Declined. Candidates can sit …"', () => {
    const c = readArrows("Offer → Hired or → Declined. Candidates can sit in Interview for weeks, so it's not about dates.")!;
    expect(c.edges.map((e) => [e.from, e.to])).toEqual([['Offer', 'Hired'], ['Offer', 'Declined']]);
  });
});

describe('labels with two bracket pairs', () => {
  it('never cuts "A (x) and B (y)" at the first bracket into a fragment with an open bracket', async () => {
    const { concise } = await import('./label.js');
    const c = concise('Tom Reed (Platform) and Priya Nair (Mobile)', 8);
    expect(`${c.label} ${c.description ?? ''}`).not.toMatch(/^[^(]*\)|\([^)]*$/);
    expect(concise('Melting (ice warms)', 6)).toEqual({ label: 'Melting', description: 'Ice warms' });
  });
});

describe('counted lists', () => {
  it('reads "N a, M b … y al final K c" (a count after the last "and") as its own last item, however long the one before', () => {
    expect(splitList('320 candidaturas recibidas, 140 pasaron el filtro de CV, 18 llegaron a la entrevista con la supervisora y al final 5 contrataciones'))
      .toEqual(['320 candidaturas recibidas', '140 pasaron el filtro de CV', '18 llegaron a la entrevista con la supervisora', '5 contrataciones']);
    expect(splitList('1200 visitors came to the site, 300 signed up for a free trial and finally 40 paid')).toEqual(['1200 visitors came to the site', '300 signed up for a free trial', '40 paid']);
  });
});

describe('sentences and brackets', () => {
  it('never ends a sentence inside brackets: "the head vet (Dr. Lina Park) and …" is one sentence', async () => {
    const { splitSentences } = await import('./nlp.js');
    expect(splitSentences('Under me are the head vet (Dr. Lina Park) and the manager (Sam). Lina has two vets.')).toEqual(['Under me are the head vet (Dr. Lina Park) and the manager (Sam).', 'Lina has two vets.']);
  });
});

describe('titles of pasted and chatty leads', () => {
  it('titles "Mapping a first-time visitor at our museum: …" by its subject', () => {
    expect(analyze('Mapping a first-time visitor at our museum: they buy a ticket online (happy), queue at the entrance (annoyed).').title).toBe('First-time visitor at our museum');
  });
  it('reads "03/2021" and "11.2024" as month and year', () => {
    expect(findDates('- 03/2021 idea at a hackathon\n- 11.2024 10,000 users').map((d) => [d.month, d.year])).toEqual([[3, 2021], [11, 2024]]);
  });
});

describe('keyed parts in one sentence', () => {
  it('reads "A: x, y; B: z; C: w" inside a sentence as keyed lines', () => {
    const d = analyze('overlap between UX and UI and PM? UX: research, flows; UI: visual design, typography; PM: roadmap, pricing; all: user empathy');
    expect(d.statements.filter((s) => s.listed).map((s) => s.text)).toEqual(['UX: research, flows', 'UI: visual design, typography', 'PM: roadmap, pricing', 'all: user empathy']);
  });
});

describe('titles from chatty leads', () => {
  it('takes the bare wish off "need a hub picture for X"', () => {
    expect(titleFromLead('need a hub picture for maple court care home')).toBe('Maple court care home');
    expect(titleFromLead('Would love a timeline of our club history')).toBe('Club history');
  });
  it('keeps the kind of "a checklist graphic for our lab newcomers": made for people', () => {
    expect(titleFromLead('quick checklist graphic for our lab newcomers')).toBe('Checklist for lab newcomers');
    expect(titleFromLead('checklist for new staff')).toBe('Checklist for new staff');
  });
  it('gives no title for a clause with a pronoun subject ("It goes", "I\'ll spend on …"), or the thing it names after "our"', () => {
    expect(titleFromLead('It goes')).toBeUndefined();
    expect(titleFromLead("I'll spend on literature review")).toBeUndefined();
    expect(titleFromLead('We explain our player pathway as a pyramid')).toBe('Player pathway');
  });
  it('drops who a drawing is for ("… for the incident postmortem doc") but keeps "for a blog"', () => {
    expect(titleFromLead('need a sequence diagram of the checkout payment for the incident postmortem doc')).toBe('Checkout payment');
    expect(titleFromLead('Data model for a blog')).toBe('Blog');
  });
});

describe('titles from polite requests in other languages', () => {
  it('reads "Pourriez-vous me faire une carte mentale autour de « X » ?" and "Kannst du mir eine Mindmap zum Thema X machen?"', () => {
    expect(titleFromLead('Pourriez-vous me faire une carte mentale autour de « Déménagement » ?')).toBe('Déménagement');
    expect(titleFromLead('Kannst du mir eine Mindmap zum Thema Urlaub machen?')).toBe('Urlaub');
  });
  it('gives no title for a structure marker ("Stages", "Les branches")', () => {
    expect(titleFromLead('Stages')).toBeUndefined();
    expect(titleFromLead('Les branches')).toBeUndefined();
  });
});

describe('titles that name nothing', () => {
  it('gives no title for a generic word ("timeline of our story", "Ablauf") or what only introduces a list ("实体有")', () => {
    expect(titleFromLead('timeline of our story')).toBeUndefined();
    expect(titleFromLead('Ablauf')).toBeUndefined();
    expect(titleFromLead('实体有')).toBeUndefined();
  });
  it('gives no title for where the text came from ("From the finance committee notes") or whom it is for ("Bullet infographic for our newsletter")', () => {
    expect(titleFromLead('From the finance committee notes')).toBeUndefined();
    expect(titleFromLead('Bullet infographic for our newsletter')).toBeUndefined();
  });
  it('takes "help me pick" off a comparison lead and writes acronyms as they are written ("3D", "PhD")', () => {
    expect(titleFromLead('Help me pick an e-bike for my 12 km commute')).toBe('E-bike for my 12 km commute');
    expect(titleFromLead('3d print job states')).toBe('3D print job states');
  });
});

describe('Japanese titles with a purpose clause', () => {
  it('reads "店舗スタッフ向けの研修資料で、在庫補充の流れを円形の図にしたいです。" as "在庫補充の流れ"', () => {
    expect(titleFromLead('店舗スタッフ向けの研修資料で、在庫補充の流れを円形の図にしたいです。')).toBe('在庫補充の流れ');
    expect(titleFromLead('市立みなと図書館の新人スタッフ研修で使う、本の状態遷移図を作ってください。')).toBe('本の状態遷移');
  });
});

describe('a lead that names only the drawing, then a dash', () => {
  it('takes the subject after the dash ("bullet infografic for our newsletter - 5 ways to waste less food at home")', () => {
    expect(titleFromLead('bullet infografic for our newsletter - 5 ways to waste less food at home')).toBe('5 ways to waste less food at home');
  });
  it('keeps the lead when it names its own subject ("Timeline for the Brightside school play — the tasks overlap")', () => {
    expect(titleFromLead('Timeline for the Brightside school play — the tasks overlap')).toBe('Brightside school play');
  });
  it('reads "a checklist infographic for the pre-flight routine" as "Pre-flight routine"', () => {
    expect(titleFromLead('Could you make a checklist infographic for the pre-flight routine?')).toBe('Pre-flight routine');
  });
});

describe('a structure word leading the title', () => {
  it('gives no title for "lanes for PM and IT" and takes the one thing in "Lanes for a library book request"', () => {
    expect(titleFromLead("I'd like a swimlane diagram with lanes for Project Manager, Freelancer, Finance and IT.")).toBeUndefined();
    expect(titleFromLead('Lanes for a library book request')).toBe('Library book request');
    expect(titleFromLead('Stages of grief')).toBe('Stages of grief');
  });
});

describe('a survey lead', () => {
  it('reads "Our survey asked 800 students how they get to campus" as "How 800 students get to campus"', () => {
    expect(titleFromLead('Our survey asked 800 students how they get to campus')).toBe('How 800 students get to campus');
    expect(titleFromLead('The staff survey asked 40 nurses what they need most')).toBe('What 40 nurses need most');
  });
});

describe('a kind word alone as a lead', () => {
  it('gives no title for "pie"', () => {
    expect(titleFromLead('pie')).toBeUndefined();
  });
});

describe('arrow chains that go back', () => {
  it('reads "… -> kegging -> back to CIP clean" as an arrow back to the stop named before', () => {
    const chain = readArrows('idle -> CIP clean -> fermenting -> kegging -> back to CIP clean')!;
    expect(chain.edges.map((e) => `${e.from} > ${e.to}`)).toEqual(['idle > CIP clean', 'CIP clean > fermenting', 'fermenting > kegging', 'kegging > CIP clean']);
  });
});

import { describe, expect, it } from 'vitest';
import { readBrief } from '../brief/read-brief.js';
import { ctxFor } from '../test/helpers.js';
import { analyze } from '../text/doc.js';
import { extractHierarchy } from './hierarchy.js';
import { readMention, readPeople } from './org-people.js';

/** Parent links as "parent > child" by label. */
function links(prompt: string, viaBrief = false): string[] {
  const ctx = viaBrief ? { doc: analyze(readBrief(prompt).content), design: 'test', icon: () => undefined } : ctxFor(prompt);
  const nodes = extractHierarchy(ctx).nodes;
  const l = new Map(nodes.map((n) => [n.id, n.label]));
  return nodes.map((n) => `${n.parent ? l.get(n.parent) : '(root)'} > ${n.label}`);
}

describe('hierarchy sentence shapes', () => {
  it('reads a nested "reports: A (role), B (role)" line as children and "A\'s team: C (role)" as children of A', () => {
    expect(links('Org chart for the bakery:\nNora Lind – Owner\n  reports: Ben Cole (Head Baker), Ida Moss (Shop Manager)\nBen\'s team: Ola (Baker), Kit (Baker)\nIda\'s team: Remy (Cashier)', true)).toEqual([
      '(root) > Nora Lind', 'Nora Lind > Ben Cole', 'Ben Cole > Ola', 'Ben Cole > Kit', 'Nora Lind > Ida Moss', 'Ida Moss > Remy',
    ]);
    expect(links('Team structure:\nDr Hale – Clinic Lead\n  direct reports: Ana Ruiz (Head Nurse), Leo Park (Office Manager)\nAna\'s staff: Tim (Nurse), Eva (Nurse)', true)).toEqual([
      '(root) > Dr Hale', 'Dr Hale > Ana Ruiz', 'Ana Ruiz > Tim', 'Ana Ruiz > Eva', 'Dr Hale > Leo Park',
    ]);
  });
  it('reads "top is X. under it A, B. A has C and D, D has E and F" as one tree under X', () => {
    expect(links('make a tree of the garden shed. top is Shed. under it Tools, Pots. Tools has Rakes and Spades, Pots has Clay Pots and Plastic Trays.', true)).toEqual([
      '(root) > Shed', 'Shed > Tools', 'Tools > Rakes', 'Tools > Spades', 'Shed > Pots', 'Pots > Clay Pots', 'Pots > Plastic Trays',
    ]);
    expect(links('The root is Animals. Under it are Mammals and Birds. Mammals has Cats and Dogs, Birds has Owls and Eagles.', true)).toEqual([
      '(root) > Animals', 'Animals > Mammals', 'Mammals > Cats', 'Mammals > Dogs', 'Animals > Birds', 'Birds > Owls', 'Birds > Eagles',
    ]);
  });
  it('reads kinship words "grandpa X, his kids A and B, A\'s twins C and D" as parent links', () => {
    expect(links('family tree for the Okafors: grandpa Chidi, his kids Ngozi and Emeka, Ngozi\'s twins Ada and Obi', true)).toEqual([
      '(root) > Chidi', 'Chidi > Ngozi', 'Ngozi > Ada', 'Ngozi > Obi', 'Chidi > Emeka',
    ]);
  });
  it('reads "grandma X, her sons A, B and C; the children of A: D and E" as parent links', () => {
    expect(links('Family tree: grandma Rose, her sons Tom, Dick and Harry; the children of Tom: Ann and Joe.', true)).toEqual(expect.arrayContaining([
      'Rose > Tom', 'Rose > Dick', 'Rose > Harry', 'Tom > Ann', 'Tom > Joe',
    ]));
  });
  it('reads "A splits into B and C; B has D and E; C has F, G and H" as one tree', () => {
    expect(links('Our webshop categories: Home splits into Kitchen and Garden; Kitchen has Cookware and Knives; Garden has Tools, Seeds and Planters.', true)).toEqual([
      '(root) > Home', 'Home > Kitchen', 'Kitchen > Cookware', 'Kitchen > Knives', 'Home > Garden', 'Garden > Tools', 'Garden > Seeds', 'Garden > Planters',
    ]);
  });
  it('reads "X has three ward nurses under her" and "Y looks after A and B" as parent links', () => {
    expect(links('Greenleaf Clinic: the Medical Director oversees the Head Nurse and the Practice Manager. The Head Nurse has three ward nurses under her; the Practice Manager looks after reception and billing.', true)).toEqual([
      '(root) > Medical Director', 'Medical Director > Head Nurse', 'Head Nurse > Ward nurses', 'Medical Director > Practice Manager', 'Practice Manager > Reception', 'Practice Manager > Billing',
    ]);
  });
  it('"Organigramme : président, trésorier, secrétaire. Le trésorier gère A et les B": French verbs, "et les", the president on top', () => {
    expect(links('Organigramme de l\'association : président, trésorier, secrétaire. Le trésorier gère la comptabilité et les cotisations ; le secrétaire s\'occupe de la communication.')).toEqual([
      '(root) > Président', 'Président > Trésorier', 'Trésorier > Comptabilité', 'Trésorier > Cotisations', 'Président > Secrétaire', 'Secrétaire > Communication',
    ]);
  });
  it('"the CTO leads A and B, the CFO runs C and D, and the COO manages E": each clause after a comma is its own head', () => {
    expect(links('Org chart: the CEO has three reports: the CTO, the CFO and the COO. The CTO leads the platform and mobile teams, the CFO runs accounting and payroll, and the COO manages support.'))
      .toEqual(expect.arrayContaining(['CFO > Accounting', 'CFO > Payroll', 'COO > Support', 'CEO > CFO']));
  });
  it('"X at top; Level: A, B (report to X); Dept (under A): C, D" is one tree, each name once', () => {
    expect(links('Org chart for a clinic:\n- Director at top\n- Leads: Head Nurse, Head Doctor (report to Director)\n- Nursing (under Head Nurse): Day Shift, Night Shift\n- Medicine (under Head Doctor): GPs, Specialists')).toEqual([
      '(root) > Director', 'Director > Head Nurse', 'Head Nurse > Day Shift', 'Head Nurse > Night Shift',
      'Director > Head Doctor', 'Head Doctor > GPs', 'Head Doctor > Specialists',
    ]);
  });

  it('the same keyed groups on one line, between semicolons', () => {
    expect(links('Org chart: Mayor at top; Deputies: Planning Lead, Works Lead (report to Mayor); Roads (under Works Lead): Crews, Depots')).toEqual([
      '(root) > Mayor', 'Mayor > Planning Lead', 'Mayor > Works Lead', 'Works Lead > Crews', 'Works Lead > Depots',
    ]);
  });

  it('"a taxonomy of X: A ..., B ...": the subject holds the branches, one tree', () => {
    expect(links('Taxonomy of instruments: strings (violin, cello), winds (flute, oboe)')).toEqual([
      '(root) > Instruments', 'Instruments > Strings', 'Strings > Violin', 'Strings > Cello', 'Instruments > Winds', 'Winds > Flute', 'Winds > Oboe',
    ]);
  });

  it('"X branching into A and B, where B has two sub-parts": counted, unnamed children are numbered', () => {
    expect(links('Draw a tree with a root module branching into Module A and Module B, where Module B has two submodules')).toEqual([
      '(root) > Root module', 'Root module > Module A', 'Root module > Module B', 'Module B > Submodule 1', 'Module B > Submodule 2',
    ]);
  });

  it('"the principal at the top, two vice principals below, and under them the heads of department for a, b and c"', () => {
    expect(links('Org chart for a school: the rector at the top, two deputies below, and under them the heads of faculty for arts, law and medicine.')).toEqual([
      '(root) > Rector', 'Rector > Deputies', 'Deputies > Heads of faculty', 'Heads of faculty > Arts', 'Heads of faculty > Law', 'Heads of faculty > Medicine',
    ]);
  });

  it('"Both chiefs report to X" after nested lists: the group hangs under X', () => {
    expect(links('- Chief Pilot\n  - Captains\n- Chief Engineer\n  - Mechanics\nBoth chiefs report to the Operations Director.')).toEqual([
      '(root) > Operations Director', 'Operations Director > Chief Pilot', 'Chief Pilot > Captains', 'Operations Director > Chief Engineer', 'Chief Engineer > Mechanics',
    ]);
  });

  it('"Acme has three divisions: A, B and C" in the lead, "B is split into X and Y", "Tom has one son, Max"', () => {
    expect(links('Globex has three divisions: Energy, Media and Labs. Media is split into Print and TV.')).toEqual([
      '(root) > Globex', 'Globex > Energy', 'Globex > Media', 'Media > Print', 'Media > TV', 'Globex > Labs',
    ]);
    expect(links('Family tree: Ana and Luis had two children: Eva and Leo. Leo has one son, Tim.')).toEqual([
      '(root) > Ana and Luis', 'Ana and Luis > Eva', 'Ana and Luis > Leo', 'Leo > Tim',
    ]);
  });

  it('"a CEO, a CTO managing 3 engineers and a head of sales": the relation inside a list, the top role over the rest', () => {
    expect(links('Org chart for a small agency with a CEO, a CTO managing 2 developers, and a head of design.')).toEqual([
      '(root) > CEO', 'CEO > Head of design', 'CEO > CTO', 'CTO > Developer 1', 'CTO > Developer 2',
    ]);
  });

  it('Chinese "A下设B", "A下设B、C、D", "A包括B和C"; Japanese "AはB、Cで構成される"', () => {
    expect(links('组织架构图：董事会下设总裁，总裁下设研发部、销售部、人事部；研发部包括测试组和开发组', true)).toEqual([
      '(root) > 董事会', '董事会 > 总裁', '总裁 > 研发部', '研发部 > 测试组', '研发部 > 开发组', '总裁 > 销售部', '总裁 > 人事部',
    ]);
    expect(links('本社は営業部、開発部、総務部で構成される')).toEqual(['(root) > 本社', '本社 > 営業部', '本社 > 開発部', '本社 > 総務部']);
  });
});

/** Boxes as "parent > Name (role)". */
function people(prompt: string): string[] {
  const nodes = extractHierarchy(ctxFor(prompt)).nodes;
  const l = new Map(nodes.map((n) => [n.id, n.label]));
  return nodes.map((n) => `${n.parent ? l.get(n.parent) : '(root)'} > ${n.label}${n.description ? ` (${n.description})` : ''}`);
}

describe('org charts that name people', () => {
  it('reads "CEO X at the top; under her A (Tom Baker) and B (Priya Nair); Tom manages two art leads, Priya manages C and D"', () => {
    expect(people('Please draw an organigram for Vela Studios: CEO Ana Ruiz at the top; under her the Creative Director (Tom Baker) and the Head of Ops (Priya Nair); Tom manages two art leads, Priya manages Finance and HR.')).toEqual([
      '(root) > Ana Ruiz (CEO)', 'Ana Ruiz > Tom Baker (Creative Director)', 'Tom Baker > Art leads', 'Ana Ruiz > Priya Nair (Head of Ops)', 'Priya Nair > Finance', 'Priya Nair > HR',
    ]);
  });
  it('reads Italian "il presidente X, sotto di lui il A e il B; il A coordina C e D" without articles', () => {
    expect(people('Organigramma: il presidente Marco Bellini, sotto di lui il direttore commerciale e il responsabile di produzione; il direttore commerciale coordina le vendite e la logistica, il responsabile di produzione coordina la cantina e i vigneti. Vicepresidente: Giulia Conti.')).toEqual(expect.arrayContaining([
      '(root) > Marco Bellini (Presidente)', 'Marco Bellini > Direttore commerciale', 'Direttore commerciale > Vendite', 'Direttore commerciale > Logistica', 'Marco Bellini > Responsabile di produzione', 'Responsabile di produzione > Cantina', 'Responsabile di produzione > Vigneti',
    ]));
  });
  it('reads "CEO X, under her a CTO (Y) and CFO (Z). Y has two eng managers: A (Platform) and B (Mobile). Z has one Controller, C"', () => {
    expect(people('org chart: CEO Maria Lopez, under her a CTO (James Park) and CFO (Aisha Khan). James has two eng managers: Tom Reed (Platform) and Priya Nair (Mobile). Aisha has one Controller, Ben Cole.')).toEqual([
      '(root) > Maria Lopez (CEO)', 'Maria Lopez > James Park (CTO)', 'James Park > Tom Reed (Eng manager, Platform)', 'James Park > Priya Nair (Eng manager, Mobile)',
      'Maria Lopez > Aisha Khan (CFO)', 'Aisha Khan > Ben Cole (Controller)',
    ]);
  });

  it('reads "X is the CEO", "A (CTO) and B (CFO) report to X", "C reports to the CTO": a role or a first name finds the person', () => {
    expect(people('Org chart: Maria Lopez is the CEO. James Park (CTO) and Aisha Khan (CFO) report to Maria. Tom Reed reports to the CTO.')).toEqual([
      '(root) > Maria Lopez (CEO)', 'Maria Lopez > James Park (CTO)', 'James Park > Tom Reed', 'Maria Lopez > Aisha Khan (CFO)',
    ]);
  });

  it('reads "X, our CEO, manages A and B", "A leads design; under her are C and D": a unit led is a role, not a box', () => {
    expect(people('Our team: Sarah Chen leads design; under her are Raj Patel and Olga Petrova. John Smith, our CEO, manages Sarah Chen and Ahmed Ali.')).toEqual([
      '(root) > John Smith (CEO)', 'John Smith > Sarah Chen (Leads design)', 'Sarah Chen > Raj Patel', 'Sarah Chen > Olga Petrova', 'John Smith > Ahmed Ali',
    ]);
  });

  it('reads "Role: Name" and "Name, Role" mentions, and "X at the top"', () => {
    expect(people('Org chart. Grace Hopper at the top. Under Grace: CTO: Alan Turing; Ada Lovelace, Treasurer.')).toEqual([
      '(root) > Grace Hopper', 'Grace Hopper > Alan Turing (CTO)', 'Grace Hopper > Ada Lovelace (Treasurer)',
    ]);
  });

  it('reads "Mammals then split into A (a), B (b)": the adverb is no part of the name, one tree', () => {
    expect(links('Vertebrates splits into Fish, Birds and Mammals. Mammals then split into Monotremes (platypus) and Marsupials (kangaroo).')).toEqual([
      '(root) > Vertebrates', 'Vertebrates > Fish', 'Vertebrates > Birds', 'Vertebrates > Mammals', 'Mammals > Monotremes', 'Mammals > Marsupials',
    ]);
  });

  it('reads "X is CEO. Reporting to her: A (VP Sales), B (VP Engineering). Under B: C, D and E" (keyed sentences)', () => {
    expect(people('Org chart for Acme: Jane Doe is CEO. Reporting to her: John Roe (VP Sales) and Mary Major (VP Engineering). Under Mary: Ken Adams, Lisa Ray and Omar Farouk.')).toEqual([
      '(root) > Jane Doe (CEO)', 'Jane Doe > John Roe (VP Sales)', 'Jane Doe > Mary Major (VP Engineering)', 'Mary Major > Ken Adams', 'Mary Major > Lisa Ray', 'Mary Major > Omar Farouk',
    ]);
  });

  it('reads "The principal is Dr. X. Two vice principals report to her: A and B. A oversees the science and math departments"', () => {
    expect(people('Make an org chart. The principal is Dr. Helen Brooks. Two vice principals report to her: Mark Stone and Julia Webb. Mark oversees the science and math departments.')).toEqual([
      '(root) > Dr. Helen Brooks (Principal)', 'Dr. Helen Brooks > Mark Stone (Vice principal)', 'Mark Stone > Science department', 'Mark Stone > Math department', 'Dr. Helen Brooks > Julia Webb (Vice principal)',
    ]);
  });

  it('reads German "Geschäftsführer X, darunter A (Vertrieb) und B (Technik). B leitet C und D"', () => {
    expect(people('Organigramm: Geschäftsführer Klaus Meyer, darunter Anna Schmidt (Vertrieb) und Peter Wagner (Technik). Peter leitet Jonas Fischer und Lea Becker.')).toEqual([
      '(root) > Klaus Meyer (Geschäftsführer)', 'Klaus Meyer > Anna Schmidt (Vertrieb)', 'Klaus Meyer > Peter Wagner (Technik)', 'Peter Wagner > Jonas Fischer', 'Peter Wagner > Lea Becker',
    ]);
  });

  it('reads "X (founder & CEO) manages A (Head of Product) and B. B leads three engineers: C, D and E" (first names alone)', () => {
    expect(people('Our startup team: Sam Lee (founder & CEO) manages Kim Wu (Head of Product) and Raj Gupta (Head of Engineering). Raj leads three engineers: Ana, Ben and Chloe.')).toEqual([
      '(root) > Sam Lee (Founder & CEO)', 'Sam Lee > Kim Wu (Head of Product)', 'Sam Lee > Raj Gupta (Head of Engineering)',
      'Raj Gupta > Ana (Engineer)', 'Raj Gupta > Ben (Engineer)', 'Raj Gupta > Chloe (Engineer)',
    ]);
  });

  it('reads an outline of "Role: Name" and "Name, Role" lines with the name as the label', () => {
    expect(people('org chart:\n- CEO: Maria Lopez\n  - CTO: James Park\n    - Tom Reed (Platform)\n  - CFO: Aisha Khan\n    - Ben Cole, Controller')).toEqual([
      '(root) > Maria Lopez (CEO)', 'Maria Lopez > James Park (CTO)', 'James Park > Tom Reed (Platform)', 'Maria Lopez > Aisha Khan (CFO)', 'Aisha Khan > Ben Cole (Controller)',
    ]);
  });

  it('reads "A and B had two children, C and D": the couple is one box', () => {
    expect(people('Family tree: John Smith and Mary Smith had two children, Peter Smith and Anne Smith.')).toEqual([
      '(root) > John Smith and Mary Smith', 'John Smith and Mary Smith > Peter Smith', 'John Smith and Mary Smith > Anne Smith',
    ]);
  });
});

describe('a person named with a role', () => {
  it('reads "CEO Maria Lopez", "a CTO (James Park)", "Tom Reed (Platform)", "CFO: Aisha Khan", "Ben Cole, Controller", "Dr. Helen Brooks"', () => {
    expect(readMention('CEO Maria Lopez')).toEqual({ name: 'Maria Lopez', role: 'CEO' });
    expect(readMention('a CTO (James Park)')).toEqual({ name: 'James Park', role: 'CTO' });
    expect(readMention('Tom Reed (Platform)')).toEqual({ name: 'Tom Reed', role: 'Platform' });
    expect(readMention('CFO: Aisha Khan')).toEqual({ name: 'Aisha Khan', role: 'CFO' });
    expect(readMention('Ben Cole, Controller')).toEqual({ name: 'Ben Cole', role: 'Controller' });
    expect(readMention('Dr. Helen Brooks')).toEqual({ name: 'Dr. Helen Brooks' });
    // No person: a unit or a role stays what it is.
    expect(readMention('Middle East & Africa')).toEqual({ role: 'Middle East & Africa' });
    expect(readMention('the platform team')).toEqual({ role: 'platform team' });
  });

  it('reads "Tom Reed (Platform) and Priya Nair (Mobile)" as two people, "one Controller, Ben Cole" as one', () => {
    expect(readPeople('Tom Reed (Platform) and Priya Nair (Mobile)')).toEqual([{ name: 'Tom Reed', role: 'Platform' }, { name: 'Priya Nair', role: 'Mobile' }]);
    expect(readPeople('one Controller, Ben Cole')).toEqual([{ name: 'Ben Cole', role: 'Controller' }]);
    expect(readPeople('two eng managers: Tom Reed and Priya Nair')).toEqual([{ name: 'Tom Reed', role: 'Eng manager' }, { name: 'Priya Nair', role: 'Eng manager' }]);
  });
});

describe('org shapes told by people who never saw the readers', () => {
  it('reads a counted plural role before names ("two team leads, A (north) and B (south)") as their role, not a box', () => {
    expect(readPeople('two team leads, Nina Park (north) and Omar Said (south)')).toEqual([
      { name: 'Nina Park', role: 'Team lead, north' }, { name: 'Omar Said', role: 'Team lead, south' },
    ]);
  });
  it('reads "总经理下面有三个部门：A、B、C", "A下设X和Y" and "C目前只有一个Z" (full stops written the ASCII way) as one tree', () => {
    expect(links('帮我画一个组织结构图. 星河物流有限公司. 总经理下面有三个部门: 运输部, 仓储部, 人事部. 运输部下设车队和调度组, 仓储部下设入库组和出库组, 人事部目前只有一个专员.', true)).toEqual([
      '(root) > 总经理', '总经理 > 运输部', '运输部 > 车队', '运输部 > 调度组', '总经理 > 仓储部', '仓储部 > 入库组', '仓储部 > 出库组', '总经理 > 人事部', '人事部 > 专员',
    ]);
  });
  it('reads "社長の下にA、B、管理部があり、AにはXとYがあります" as one tree: "管理部" is a unit, not the verb 管理, and "があり" is no part of a name', () => {
    expect(links('組織図：社長の下に営業部、開発部、管理部があり、開発部にはアプリチームとインフラチームがあります。', true)).toEqual([
      '(root) > 社長', '社長 > 営業部', '社長 > 開発部', '開発部 > アプリチーム', '開発部 > インフラチーム', '社長 > 管理部',
    ]);
  });
});

describe('org charts of units told in prose', () => {
  it('reads "Reporting to the CFO: A and B", an acronym for a role, and "Operations is split into three areas – X, Y and Z" under the head of Operations', () => {
    expect(links('Org chart for the county fire & rescue service: Chief Fire Officer at the top. Reporting to the CFO: Deputy Chief (Operations) and Director of Corporate Services. Operations is split into three areas – North Area, South Area and Fire Control. Corporate Services covers HR and Finance.', true)).toEqual([
      '(root) > Chief Fire Officer', 'Chief Fire Officer > Deputy Chief', 'Deputy Chief > North Area', 'Deputy Chief > South Area', 'Deputy Chief > Fire Control',
      'Chief Fire Officer > Director of Corporate Services', 'Director of Corporate Services > HR', 'Director of Corporate Services > Finance',
    ]);
  });

  it('reads "X分管A和B" in Chinese as the units X is in charge of', () => {
    expect(links('校长下设三个副校长：教学副校长、科研副校长。教学副校长分管教务处和研究生院；科研副校长分管科技处。', true)).toEqual([
      '(root) > 校长', '校长 > 教学副校长', '教学副校长 > 教务处', '教学副校长 > 研究生院', '校长 > 科研副校长', '科研副校长 > 科技处',
    ]);
  });
});

describe('a root named after the outline', () => {
  it('reads "Root node should be \\"All Products\\"." after a nested list as the root over its top items', () => {
    expect(links("Here's our webshop category structure, can you draw it as a tree diagram?\n- Home & Garden\n  - Furniture\n- Electronics\n  - Audio\nRoot node should be \"All Products\".", true)).toEqual([
      '(root) > All Products', 'All Products > Home & Garden', 'Home & Garden > Furniture', 'All Products > Electronics', 'Electronics > Audio',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { HubContent } from '../../../spec/content/index.js';
import { readBrief } from '../brief/read-brief.js';
import { ctxFor } from '../test/helpers.js';
import { analyze } from '../text/doc.js';
import { extractHub } from './hub.js';

function hub(prompt: string): HubContent {
  return extractHub({ doc: analyze(readBrief(prompt).content), design: 'test', icon: () => undefined });
}

const spokes = (c: HubContent) => c.spokes.map((s) => s.label);

describe('hub sentence shapes', () => {
  it('reads a "Festival HQ = centre" line before an "around it:" list as the centre, the first line as the title', () => {
    const c = hub('Summer Sounds 2025 – crew briefing\nFestival HQ = centre\naround it:\n- stage management\n- security\n- food vendors (14 stalls)\n- first aid tent\n- ticketing\nhub and spoke diagram');
    expect([c.title, c.center.label, spokes(c).length]).toEqual(['Summer Sounds 2025 – crew briefing', 'Festival HQ', 5]);
  });

  it('reads "Infostand = Mitte" with a "rundherum:" list the same way in German', () => {
    const c = hub('Tag der offenen Tür – Helferplan\nInfostand = Mitte\nrundherum:\n- Parkplatz\n- Kuchenbuffet\n- Führungen\n- Kinderecke');
    expect([c.center.label, spokes(c)]).toEqual(['Infostand', ['Parkplatz', 'Kuchenbuffet', 'Führungen', 'Kinderecke']]);
  });

  it('"CENTRAL ELEMENT: ... "NAME" ... SURROUNDING NODES: 1. "A" - Description: "..."": the quoted names', () => {
    const c = hub('CENTRAL ELEMENT:\nA large glowing sphere labeled "OPEN DATA HUB".\n\nSURROUNDING NODES (4 total):\n1. "Census" - Description: "Population counts"\n2. "Transit" - Description: "Bus and rail feeds"\n3. "Weather" - Description: "Hourly readings"\n4. "Budget" - Description: "City spending"\n\nSTYLE:\nNavy background.');
    expect(c.center.label).toBe('Open Data Hub');
    expect(spokes(c)).toEqual(['Census', 'Transit', 'Weather', 'Budget']);
    expect(c.spokes[1]!.description).toBe('Bus and rail feeds');
    expect(c.title).toBeUndefined();
  });

  it('"### CENTER CARD" with "### N SURROUNDING CARDS" of bold "**Top-left: "Name"**" lines, as many as counted', () => {
    const c = hub('Team rituals\n\n### CENTER CARD\n"OUR TEAM"\n\n### 3 SURROUNDING CARDS\n**Top-left: "Standup"** - daily, 15 minutes\n**Right: "Retro"** - every sprint\n**Bottom: "Demo"** - show the work\n**Footer: "Legend"** - colours');
    expect([c.title, c.center.label, spokes(c)]).toEqual(['Team rituals', 'Our Team', ['Standup', 'Retro', 'Demo']]);
  });

  it('"Center: X" and "Spokes: a, b, c" lines', () => {
    const c = hub('Center: Payment gateway\nSpokes: card networks, issuing bank, acquiring bank, fraud screening');
    expect([c.center.label, spokes(c)]).toEqual(['Payment gateway', ['Card networks', 'Issuing bank', 'Acquiring bank', 'Fraud screening']]);
    const lead = hub('Hub: Data lake\n- Sales\n- Finance\n- HR');
    expect([lead.center.label, spokes(lead)]).toEqual(['Data lake', ['Sales', 'Finance', 'HR']]);
  });

  it('"a central concept with 5 connected tools for X: a, b, ...": X is the centre', () => {
    const c = hub('Hub-and-spoke diagram: a central concept with 4 connected tools for remote teams: video calls, chat, shared docs and task boards.');
    expect([c.center.label, spokes(c)]).toEqual(['Remote teams', ['Video calls', 'Chat', 'Shared docs', 'Task boards']]);
  });

  it('"with X in the middle connected to a, b, c", "hub at X with routes to a, b, c", a quoted centre', () => {
    const a = hub('Draw a hub and spoke with Notion in the middle connected to Figma, Linear, Slack and Loom');
    expect([a.center.label, spokes(a), a.title]).toEqual(['Notion', ['Figma', 'Linear', 'Slack', 'Loom'], undefined]);
    const b = hub("Show the airline's hub at Doha with routes to Delhi, Nairobi, Manila and Perth.");
    expect([b.center.label, spokes(b)]).toEqual(['Doha', ['Delhi', 'Nairobi', 'Manila', 'Perth']]);
    const q = hub('Radial diagram with "Health" in the middle and these around it: sleep, food, exercise, friends');
    expect([q.center.label, spokes(q)]).toEqual(['Health', ['Sleep', 'Food', 'Exercise', 'Friends']]);
  });

  it('Chinese "中心X连接多个外围服务B,C,D" and "中心是X，连接A、B、C三个系统"', () => {
    const a = extractHub(ctxFor('星型架构：中心节点A连接多个外围节点B,C,D,E'));
    expect([a.center.label, spokes(a)]).toEqual(['中心节点A', ['B', 'C', 'D', 'E']]);
    const b = extractHub(ctxFor('中心是会员系统，连接门店、商城、客服三个系统'));
    expect([b.center.label, spokes(b)]).toEqual(['会员系统', ['门店', '商城', '客服']]);
  });
});

describe('a centre then "and A, B and C around it"', () => {
  it('reads "with Slack in the middle and Jira, GitHub, Figma, Notion and Zoom around it" as five spokes, the first one too', () => {
    const c = hub('Hand-drawn sketch of the tools our team uses, with Slack in the middle and Jira, GitHub, Figma, Notion and Zoom around it.');
    expect(c.center.label).toBe('Slack');
    expect(spokes(c)).toEqual(['Jira', 'GitHub', 'Figma', 'Notion', 'Zoom']);
  });
});

describe('hub notes with a centre line and repeated keys', () => {
  it('reads "- X = the core" and "- connected: A (what)" lines as the centre and its spokes', () => {
    const c = extractHub(ctxFor('integration notes for the kickoff:\n- Shopify store = the core\n- connected: Klaviyo (emails)\n- connected: ShipBob (fulfilment)\n- connected: Gorgias (support)\neach one only syncs with Shopify'));
    expect(c.center.label).toBe('Shopify store');
    expect(c.spokes.map((s) => s.label)).toEqual(['Klaviyo', 'ShipBob', 'Gorgias']);
  });
});

describe('hub told as one party reaching the others', () => {
  it('reads "hub and spoke: X supplies 6 sites - A, B, C, D" with X as the centre', () => {
    const c = hub('hub and spoke: our central kitchen in Leeds supplies 6 sites - York, Harrogate, Wakefield, Bradford, Huddersfield and Halifax.');
    expect(c.center.label).toBe('Central kitchen in Leeds');
    expect(spokes(c)).toEqual(['York', 'Harrogate', 'Wakefield', 'Bradford', 'Huddersfield', 'Halifax']);
  });
  it('reads "the Care Coordinator …, and that she liaises with everyone else involved: the A, the B, …. Coordinator in the middle" with the full name in the centre', () => {
    const c = hub("Show that the Care Coordinator is the single point of contact for the family, and that she liaises with everyone else involved in the discharge: the attending physician, the physiotherapist, the social worker and the pharmacy. Coordinator in the middle, everyone else around her.");
    expect(c.center.label).toBe('Care Coordinator');
    expect(spokes(c)).toEqual(['Attending physician', 'Physiotherapist', 'Social worker', 'Pharmacy']);
  });
  it('keeps "X is the center … Put it in the middle and show everything that feeds into it around it: A, B, C" centred on X, the request no party', () => {
    const c = hub('Our weekly newsletter is the center of everything we do as a creator business. Put it in the middle and show everything that feeds into it around it: blog posts, podcast, YouTube videos, LinkedIn, Instagram, and community meetups.');
    expect(c.center.label).not.toMatch(/^Put\b|that$/);
    expect(spokes(c)).toEqual(['Blog posts', 'Podcast', 'YouTube videos', 'LinkedIn', 'Instagram', 'Community meetups']);
  });
  it('reads "X supplies five stores directly: A, B, C. Nothing moves …" with the request line as the sentence', () => {
    const c = hub('Our central warehouse in Lyon supplies five stores directly: Grenoble, Annecy, Valence, Saint-Étienne and Chambéry. Nothing moves between the stores — everything goes out from Lyon.');
    expect(c.center.label).toBe('Central warehouse in Lyon');
    expect(spokes(c)).toEqual(['Grenoble', 'Annecy', 'Valence', 'Saint-Étienne', 'Chambéry']);
  });
  it('reads "hub and spoke of X, mom in the midle, everyone texts only her: A, B" with mom in the centre, not "Spoke of X"', () => {
    expect(hub('hub and spoke of our family group chat, mom in the midle, everyone texts only her: me, dad, aunt Lu, cousin Ben').center.label).toBe('Mom');
  });
  it('reads Spanish "con nuestra ONG X en el centro y alrededor sus aliados: A, B, C" with X in the centre', () => {
    const c = hub('Quiero un diagrama de estrella con nuestra ONG Fundación Raíces del Sur en el centro y alrededor sus aliados: el ayuntamiento, la parroquia, dos escuelas del barrio, el banco de alimentos y la universidad.');
    expect(c.center.label).toBe('Fundación Raíces del Sur');
    expect(spokes(c)[0]).toBe('El ayuntamiento');
  });
});


describe('hub centre without an article', () => {
  it('reads "X at centre, linked to a, b, c" as the centre and its spokes', () => {
    const c = hub('hub diagram: Eastside Community Garden at centre, linked to food bank, primary school, allotment society, local council');
    expect([c.center.label, spokes(c)]).toEqual(['Eastside Community Garden', ['Food bank', 'Primary school', 'Allotment society', 'Local council']]);
  });
});

describe('hub from meeting notes', () => {
  it('reads "a diagram of everyone X coordinates with" as the centre and the longest keyed list ("list agreed: …") as the spokes', () => {
    const c = hub("Notes from ops meeting 12/3 (pasted, sorry for the mess)\n- attendees: JT, Priya, harbour master (Capt. Owens)\n- action: new induction pack needs a diagram of everyone the Harbour Master's Office coordinates with\n- list agreed: pilots, tug operators, terminal operators, coastguard, Border Force / customs, fishing fleet association, marina\n- Owens wants the HMO in the middle, everyone else round the outside\n- next mtg 26/3");
    expect([c.title, c.center.label, spokes(c)]).toEqual([undefined, "Harbour Master's Office", ['Pilots', 'Tug operators', 'Terminal operators', 'Coastguard', 'Border Force / customs', 'Fishing fleet association', 'Marina']]);
  });
});

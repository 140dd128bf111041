import { describe, expect, it } from 'vitest';
import { readBrief } from '../brief/read-brief.js';
import { analyze } from './doc.js';
import { namesOnlyDocument, titleFromLead, titleFromTailHead } from './title.js';

const titleOf = (prompt: string) => { const b = readBrief(prompt); return b.title ?? analyze(b.content).title; };

describe('title shapes', () => {
  it('a document and who it is for ("Toolbox talk poster for the quarry crew") names no subject; the tail\'s "X pyramid –" does', () => {
    expect(titleFromLead('Toolbox talk poster for the quarry crew')).toBeUndefined();
    expect(titleFromTailHead('hierarchy of controls pyramid – Elimination, Substitution')).toBe('Hierarchy of controls');
    expect(titleOf('Toolbox talk poster for the quarry crew: hierarchy of controls pyramid – Elimination, Substitution, Engineering controls, Administrative controls, PPE')).toBe('Hierarchy of controls');
  });

  it('"checklist graphic, outdoor pool season opening": the subject after the drawing named first', () => {
    expect(titleFromLead('checklist graphic, outdoor pool season opening')).toBe('Outdoor pool season opening');
  });

  it('"compare 3 wedding venues - barn, castle, beach hotel - on price": the things compared, named before their list', () => {
    expect(titleFromLead('compare 3 wedding venues - barn, castle, beach hotel - on price, capacity')).toBe('Wedding venues');
  });

  it('"… and a big title \'Ready Before the Storm\'" is the title asked for, and the look sentence holding it is no item', () => {
    const b = readBrief("Could you make a simple visual list of what every household should do? 1) Know your evacuation zone. 2) Plan for your pets. 3) Sign up for county emergency alerts. Friendly icons, navy and orange, and a big title 'Ready Before the Storm'.");
    expect(b.title).toBe('Ready Before the Storm');
    expect(b.content).not.toMatch(/Friendly icons/);
  });
});

describe('titles of requests in other languages', () => {
  it('"Hazme una línea de tiempo con la historia de X": the history after "con la", not the preposition', () => {
    expect(titleFromLead('Hazme una línea de tiempo con la historia de la Cooperativa Olivarera San Isidro')).toBe('Historia de la Cooperativa Olivarera San Isidro');
  });
});

describe('title shapes: request and medium wording around the subject', () => {
  it('"a kind für/pour X" without a verb ("Bitte ein ER-Diagramm für unser Stadtmuseum") names X', () => {
    expect(titleFromLead('Bitte ein ER-Diagramm für unser Stadtmuseum')).toBe('Stadtmuseum');
    expect(titleFromLead('Customer Journey für ein Fitnessstudio')).toBe('Fitnessstudio');
    expect(titleFromLead('Bitte eine Vergleichstabelle für drei Kitas in unserer Nähe')).toBe('Drei Kitas in unserer Nähe');
  });

  it('"Erstelle ein UML-Klassendiagramm für …", "Peux-tu représenter l\'architecture de …": a hyphen-prefixed kind and a verb of showing', () => {
    expect(titleFromLead('Erstelle ein UML-Klassendiagramm für unsere Bibliothekssoftware Leselust')).toBe('Bibliothekssoftware Leselust');
    expect(titleFromLead("Peux-tu représenter l'architecture de notre application de covoiturage RouleEnsemble")).toBe('Application de covoiturage RouleEnsemble');
    expect(titleFromLead('Entwirf ein Datenmodell für eine Bibliothek')).toBe('Bibliothek');
  });

  it('"circle diagram of my mornings", "system landscape picture for the X": a drawing named by its shape, then the subject', () => {
    expect(titleFromLead('cirlce diagram of my mornings')).toBe('Mornings');
    expect(titleFromLead('Give me a system landscape picture for the Parcelly platform')).toBe('Parcelly platform');
    expect(titleFromLead('Can you make a bar-chart schedule for the Elmwood café renovation?')).toBe('Elmwood café renovation');
    expect(titleFromLead('Show me a line chart of website visitors over 6 months')).toBe('Website visitors over 6 months');
  });

  it('"Here\'s the hierarchy for our game X", "the flow of our X": what is handed over, then its subject', () => {
    expect(titleFromLead("Here's the hierarchy for our game Dungeon Bakers")).toBe('Game Dungeon Bakers');
    expect(titleFromLead('Show the flow of our new webshop categories')).toBe('Webshop categories');
  });

  it('"X as a conversion cascade", "X as RACI-style lanes": how it is drawn goes', () => {
    expect(titleFromLead('Show the Sunhaven College open day as a conversion cascade')).toBe('Sunhaven College open day');
    expect(titleFromLead('Lay out the new-hire onboarding at Copperleaf as RACI-style lanes')).toBe('New-hire onboarding at Copperleaf');
  });

  it('a meeting the text comes from ("Kickoff", "SWOT from today\'s workshop", "For the hiring matrix discussion") names no subject', () => {
    expect(titleFromLead('project plan from the kickoff (Jira epic MOB-7)')).toBeUndefined();
    expect(titleFromLead("SWOT from today's workshop (Lumen Dental)")).toBe('SWOT');
    expect(titleFromLead('For the hiring matrix discussion')).toBeUndefined();
    expect(titleFromLead('From the PR description')).toBeUndefined();
    expect(titleFromLead('From our planning call for the 35th anniversary menu')).toBe('35th anniversary menu');
    expect(titleFromLead('Agenda for the weekly team meeting')).toBe('Agenda for the weekly team meeting');
  });

  it('"Process description – X", "Training material": the document named, then maybe its subject', () => {
    expect(titleFromLead('Process description – missed recycling collection (cross-functional diagram)')).toBe('Missed recycling collection');
    expect(titleFromLead('Training material')).toBeUndefined();
    expect(titleFromLead('Material flow in the plant')).toBe('Material flow in the plant');
  });

  it('a title cut after a preposition ("… fall into various groups by") or opened by "For example" is no title', () => {
    expect(titleFromLead('I would like to show my users how my customers fall into various groups by')).toBeUndefined();
    expect(titleFromLead('For example, when explaining Binary Trees')).toBeUndefined();
    expect(titleFromLead('Where our website visitors come from')).toBe('Where our website visitors come from');
  });

  it('CJK and Korean: "循环图，展示X", "一页幻灯片，列出X", "…のポジショニングマップ", "간트 차트로 X을 만들어 주세요"', () => {
    expect(titleFromLead('请画一个循环图，展示我们奶茶店的会员运营')).toBe('我们奶茶店的会员运营');
    expect(titleFromLead('帮我做一页幻灯片，列出新员工入职第一周的要点')).toBe('新员工入职第一周的要点');
    expect(titleFromLead('ワイヤレスイヤホン市場のポジショニングマップ')).toBe('ワイヤレスイヤホン市場');
    expect(titleFromLead('用户旅程图')).toBeUndefined();
    expect(titleFromLead('간트 차트로 신제품 출시 일정을 만들어 주세요')).toBe('신제품 출시 일정');
  });
});

describe('title shapes: order, turning and viewpoint phrases', () => {
  it('"Hierarchy of controls pyramid, most effective first": the "X of Y" name before its kind; the order goes', () => {
    expect(titleFromLead('Hierarchy of controls pyramid, most effective first')).toBe('Hierarchy of controls');
    expect(titleFromLead('Pyramid of evidence, strongest at the top')).toBe('Evidence');
  });

  it('"ATM withdrawal as a sequence of messages": how it is drawn goes', () => {
    expect(titleFromLead('ATM withdrawal as a sequence of messages')).toBe('ATM withdrawal');
  });

  it('"The business cycle goes through expansion, …", "Each sprint repeats the same loop": the thing that turns', () => {
    expect(titleFromLead('The business cycle goes through expansion, peak, contraction and trough')).toBe('Business cycle');
    expect(titleFromLead('Each sprint repeats the same loop')).toBe('Sprint');
  });

  it('"a journey map from the patient\'s point of view for a knee replacement": whose view it takes is no subject', () => {
    expect(titleFromLead("I'd like a journey map from the patient's point of view for a knee replacement")).toBe('Knee replacement');
  });

  it('"I\'m putting together training material for …": a frame naming only the document gives no title', () => {
    expect(titleOf("Hello! I'm putting together training material for new call takers at our regional ambulance service and I'd like a sequence diagram of what happens on a cardiac arrest call. The caller dials 999 and speaks to the call handler. The call handler enters the address into the CAD system.")).not.toBe('Training material');
    expect(namesOnlyDocument('Training material')).toBe(true);
    expect(namesOnlyDocument('Material flow in the plant')).toBe(false);
  });
});

describe('title shapes: sorting, placing and pointing wording', () => {
  it('"Sort my to-dos by urgent vs important": the things sorted, not the criteria', () => {
    expect(titleFromLead('Sort my to-dos by urgent vs important')).toBe('To-dos');
  });

  it('"Plot our feature requests on a four-box grid — …": where they are placed is the drawing', () => {
    expect(titleFromLead('Plot our feature requests on a four-box grid — effort on one axis')).toBe('Feature requests');
  });

  it('"Fais une matrice 2x2 de nos fournisseurs …": the grid size goes with the kind', () => {
    expect(titleFromLead("Fais une matrice 2x2 de nos fournisseurs selon le risque et l'importance")).toBe("Fournisseurs selon le risque et l'importance");
  });

  it('"Breakdown X", "flowchart to compute X": the request noun before the subject goes', () => {
    expect(titleFromLead('Breakdown website traffic sources')).toBe('Website traffic sources');
    expect(titleFromLead('Draw a flowchart to compute N factorial')).toBe('Compute N factorial');
  });

  it('"infographic following these specifications", "heatmap-risk-matrix", "comparison matrix between competing solutions": no subject', () => {
    expect(titleFromLead('Create a professional infographic following these specifications')).toBeUndefined();
    expect(titleFromLead('Produce a complete product workflow diagram for this feature')).toBeUndefined();
    expect(titleFromLead('heatmap-risk-matrix')).toBeUndefined();
    expect(titleFromLead('Create a comparison matrix between competing solutions')).toBeUndefined();
    expect(titleFromLead('Create a technical infographic in isometric 3D perspective')).toBeUndefined();
  });
});

describe('title shapes: a kind word left alone', () => {
  it('"ven diagram: …", "Create an XY chart …": the first word of the kind names no subject', () => {
    expect(titleFromLead('ven diagram')).toBeUndefined();
    expect(titleFromLead('Create an XY chart')).toBeUndefined();
    expect(titleFromLead('Venue')).toBe('Venue');
  });
});

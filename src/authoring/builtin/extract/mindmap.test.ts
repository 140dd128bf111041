import { describe, expect, it } from 'vitest';
import type { MindmapContent } from '../../../spec/content/index.js';
import { readBrief } from '../brief/read-brief.js';
import { analyze } from '../text/doc.js';
import { extractMindmap } from './mindmap.js';

function mind(prompt: string): MindmapContent {
  return extractMindmap({ doc: analyze(readBrief(prompt).content), design: 'test', icon: () => undefined });
}

/** The centre, then "parent > child" links by label (the centre's children under "*"). */
function tree(c: MindmapContent): string[] {
  const l = new Map(c.nodes.map((n) => [n.id, n.label]));
  return [c.center, ...c.nodes.map((n) => `${n.parent ? l.get(n.parent) : '*'} > ${n.label}`)];
}

describe('mind map sentence shapes', () => {
  it('\'a central node labeled "X" from which branches such as "A", "B" and "C" extend\'', () => {
    expect(tree(mind('Create a mind map with a central node labeled "Garden Plan" from which branches such as "Vegetables", "Herbs", and "Flowers" extend. Each branch splits into specific plants.'))).toEqual([
      'Garden Plan', '* > Vegetables', '* > Herbs', '* > Flowers',
    ]);
  });

  it('"Topics could include a, b and c. For a I could write about x and y. For b, z and w."', () => {
    expect(tree(mind('I want to brainstorm ideas for my newsletter. Topics could include books, films and music. For books I could write about new releases and classics. For films, reviews and interviews.'))).toEqual([
      'Newsletter', '* > Books', 'Books > New releases', 'Books > Classics', '* > Films', 'Films > Reviews', 'Films > Interviews', '* > Music',
    ]);
  });

  it('"Central topic: X. Main branches: a, b. A include x and y. B: z, w."', () => {
    expect(tree(mind('Central topic: Sleep. Main branches: habits, problems. Habits include fixed bedtime and dark room. Problems: insomnia, snoring.'))).toEqual([
      'Sleep', '* > Habits', 'Habits > Fixed bedtime', 'Habits > Dark room', '* > Problems', 'Problems > Insomnia', 'Problems > Snoring',
    ]);
  });

  it('"the topic "X" with 3 main branches: A, B, C. Under A put x and y"', () => {
    expect(tree(mind('Make a mind map for the topic "Moving house" with 3 main branches: Packing, Paperwork, Cleaning. Under Paperwork put address change and utilities.'))).toEqual([
      'Moving house', '* > Packing', '* > Paperwork', 'Paperwork > Address change', 'Paperwork > Utilities', '* > Cleaning',
    ]);
  });

  it('"Central topic:" and "Branches:" lines frame a markdown brief; the style section is not content', () => {
    expect(tree(mind('## Mind map: Travel\n\nCentral topic: Travel\nBranches:\n- Gear: tent, stove\n- Places: Alps, Andes\n\n## Style\n- Hand-drawn look'))).toEqual([
      'Travel', '* > Gear', 'Gear > Tent', 'Gear > Stove', '* > Places', 'Places > Alps', 'Places > Andes',
    ]);
  });

  it('Chinese "思维导图：X——A（a、b），B（c）": the centre before the dash, a single bracketed sub-topic too', () => {
    expect(tree(mind('思维导图：健身计划——力量（深蹲、卧推），有氧（跑步、游泳），拉伸（瑜伽）'))).toEqual([
      '健身计划', '* > 力量', '力量 > 深蹲', '力量 > 卧推', '* > 有氧', '有氧 > 跑步', '有氧 > 游泳', '* > 拉伸', '拉伸 > 瑜伽',
    ]);
  });

  it('"with branches for a, b and c": the branch names without the request words', () => {
    expect(tree(mind('Mindmap for a birthday party with branches for food, games, music and decorations'))).toEqual([
      'Birthday party', '* > Food', '* > Games', '* > Music', '* > Decorations',
    ]);
  });
});

describe('mind map structure markers', () => {
  it('reads "… center: X. branches: A (a1, a2), B (b1)" typed in lower case: the markers are no nodes', () => {
    expect(tree(mind('brainstorm map for my history essay. center: Causes of WWI. branches: Militarism (arms race, dreadnoughts), Alliances (Triple Entente, Triple Alliance). hand drawn style pls'))).toEqual([
      'Causes of WWI', '* > Militarism', 'Militarism > Arms race', 'Militarism > Dreadnoughts', '* > Alliances', 'Alliances > Triple Entente', 'Alliances > Triple Alliance',
    ]);
  });
  it('reads "主题是“X”。分支：A（a1、a2），B（b1）" as the centre X and branches with their sub-topics', () => {
    expect(tree(mind('帮我画一个思维导图，主题是“健康生活”。分支：饮食（多吃蔬菜、少吃糖），运动（每天走一万步）。'))).toEqual([
      '健康生活', '* > 饮食', '饮食 > 多吃蔬菜', '饮食 > 少吃糖', '* > 运动', '运动 > 每天走一万步',
    ]);
  });
});

describe('branches with their own lists in brackets', () => {
  it('reads "Topics: Food (vegetables, water), Sleep (before 11pm, no phone)" with the bracketed items as children', () => {
    const c = mind('Mind map of a healthy life. Topics: Food (more vegetables, less sugar), Sleep (bed before 11pm, no phone in bed), Mind (meditation, friends).');
    const l = new Map(c.nodes.map((n) => [n.id, n.label]));
    expect(c.nodes.filter((n) => n.parent && l.get(n.parent) === 'Sleep').map((n) => n.label)).toEqual(['Bed before 11pm', 'No phone in bed']);
    expect(c.nodes.find((n) => n.label === 'Sleep')?.description).toBeUndefined();
  });
});

describe('notes told in one sentence', () => {
  it('reads "notes for X: we talked about A (a1, a2), the B which is basically \'b\', and the C which we haven\'t settled yet" as X with branches A, B, C', () => {
    expect(tree(mind("Workshop notes from Monday for the spring fundraiser of Harbour School: we talked about venues (the gym, the town hall), the theme which is basically 'under the sea', and the ticket price which nobody agreed on yet."))).toEqual([
      'Spring fundraiser of Harbour School', '* > Venues', 'Venues > Gym', 'Venues > Town hall', '* > Theme', "Theme > Under the sea", '* > Ticket price',
    ]);
  });
});

describe('mind maps asked for in other languages', () => {
  it('reads "sobre o tema \'X\': ramos para A (a1, a2), B (b1)" as the centre X with branches A and B', () => {
    expect(tree(mind("Faz um mapa mental sobre o tema 'Abrir uma livraria': ramos para acervo (romances, infantis), eventos (leituras) e finanças (aluguel, empréstimo)."))).toEqual([
      'Abrir uma livraria', '* > Acervo', 'Acervo > Romances', 'Acervo > Infantis', '* > Eventos', 'Eventos > Leituras', '* > Finanças', 'Finanças > Aluguel', 'Finanças > Empréstimo',
    ]);
  });
});

describe('a centre named in the request, branches as keyed sentences on one line', () => {
  it('reads "Could you organise them around a central bubble \'X\'? Events: a, b. Merch: c, d." as the centre X and two branches with their items, the scene-setting sentence no branch', () => {
    const c = mind("Hello! Our school turns 50 next year and the committee brainstormed a bunch of ideas. Could you organise them around a central bubble '50th Anniversary'? Events: alumni dinner, sports day. Merch: tote bags, yearbook reprint. Pastel colours would be nice. Thank you!");
    expect(tree(c)).toEqual(['50th Anniversary', '* > Events', 'Events > Alumni dinner', 'Events > Sports day', '* > Merch', 'Merch > Tote bags', 'Merch > Yearbook reprint']);
  });
});

describe('branches listed with their items in brackets', () => {
  it('reads "… branches out from \'X\'. Main branches: A (ideas: a1, a2; a3), B (b1, b2)" as the centre X and the branches with their items', () => {
    const b = readBrief("Slide brief for Monday (audience: the whole team). I'd like one visual that branches out from 'Open Day 2026'. Main branches: Talks (keynote: the new lab; student panel), Tours (library, labs), Food (coffee cart, lunch). Use the school colours.");
    const doc = analyze(b.content);
    doc.asked = b.requests;
    const c = extractMindmap({ doc, design: 'test', icon: () => undefined });
    expect(tree(c)).toEqual(['Open Day 2026', '* > Talks', 'Talks > New lab', 'Talks > Student panel', '* > Tours', 'Tours > Library', 'Tours > Labs', '* > Food', 'Food > Coffee cart', 'Food > Lunch']);
  });
});

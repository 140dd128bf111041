import { describe, expect, it } from 'vitest';
import { discourseSentences, isDeicticRequest, isGreeting, isKindOnlyRequest, isLayoutRemark, isTerseAsk, isThanks, readDiscourse } from './discourse.js';
import { readBrief } from './read-brief.js';
import { analyze } from '../text/doc.js';

describe('greetings and thanks', () => {
  it.each(['Hi!', 'Hola!', 'Hey there,', 'Hallo zusammen!', 'Bonjour,', 'Good morning team.', 'こんにちは！', '你好！'])('reads "%s" as a greeting', (s) => {
    expect(isGreeting(s)).toBe(true);
  });
  it.each(['Thanks!', 'Thanks in advance :)', 'Thank you so much!!', 'Cheers, Tom', 'Merci d\'avance !', 'Vielen Dank!', 'Gracias!', 'よろしくお願いします。', 'That would be super helpful!'])('reads "%s" as thanks', (s) => {
    expect(isThanks(s)).toBe(true);
  });
  it('keeps a sentence that only starts like a greeting ("Hey Jude is a song by …")', () => {
    expect(isGreeting('Hey Jude is a song by the Beatles.')).toBe(false);
    expect(isThanks('Thanksgiving dinner plan: turkey, pie.')).toBe(false);
  });
  it('takes "Hola! necesito …" apart: the greeting goes, the request with its subject stays', () => {
    const d = readDiscourse('Hola! necesito un embudo del proceso de selección: 320 candidaturas, 140 entrevistas. Gracias!');
    expect(d.content).toBe('necesito un embudo del proceso de selección: 320 candidaturas, 140 entrevistas.');
    expect(d.dropped).toEqual(['Hola!', 'Gracias!']);
  });
  it('takes a greeting off the front of a sentence ("Hi there, we run …")', () => {
    expect(readDiscourse('Hi there, our bakery opens at 6: bake, stock, open.').content).toBe('our bakery opens at 6: bake, stock, open.');
  });
});

describe('requests about "this"', () => {
  it.each([
    'Can you put this into a mindmap with the campaign in the middle?',
    'Could you draw this as a loop for the noticeboard in the shed?',
    'Put it in a 4-box.',
    'Can you lay this out as a project schedule with bars per task?',
    'Show the overlaps so the timetable committee can see the clashes.',
    'Show the actors and their actions, with a system boundary labelled \'ParkEasy\'.',
    'How would you sketch the components and how they\'re wired?',
    'Can you draw who talks to whom here, in order?',
    'can u turn these into a class diagram for the design review?',
    'Make a nice mindmap out of this please',
  ])('reads "%s" (an ask with "this" or the diagram\'s own parts as object) as a request', (s) => {
    expect(isDeicticRequest(s)).toBe(true);
  });
  it.each([
    'Peux-tu en faire un schéma ?',
    'Kannst du das als Mindmap darstellen?',
    '¿Me lo puedes dibujar como un embudo?',
    'Você pode transformar isso num fluxograma?',
    'Puoi farmi uno schema di questo?',
    '能帮我把这些内容画成思维导图吗？',
    'これをマインドマップにしてもらえますか？',
  ])('reads "%s" (a pronoun or "this" in another language) as a request', (s) => {
    expect(isDeicticRequest(s)).toBe(true);
  });
  it.each([
    'Can you make a flowchart for how our host stand handles walk-ins at Osteria Bruno?',
    'Draw the login flow.',
    'Show the steps: A, B, C',
    '¿Puedes hacer un diagrama del proceso de compra?',
    'Show our revenue by region.',
    'Peux-tu faire un schéma de la chaîne logistique ?',
  ])('keeps "%s" (a request that names its subject, or lists content)', (s) => {
    expect(isDeicticRequest(s)).toBe(false);
  });
  it('takes a request at the end of a paragraph out of the content and keeps it for the kind reader', () => {
    const d = readDiscourse('Crops rotate every year: potatoes, then brassicas, then roots. Could you draw this as a loop for the shed?');
    expect(d.content).toBe('Crops rotate every year: potatoes, then brassicas, then roots.');
    expect(d.requests).toEqual(['Could you draw this as a loop for the shed?']);
  });
  it('drops a request line of a bulleted list', () => {
    expect(readDiscourse('- Plan\n- Do\n- Check\n- Act\n- can you make this a cycle').content).toBe('- Plan\n- Do\n- Check\n- Act');
  });
});

describe('frames, leads and remarks', () => {
  it('reads "I want to show that X" (no colon) as the statement X', () => {
    expect(readDiscourse('I want to show that cooks build skills in layers, then plating.').content).toBe('Cooks build skills in layers, then plating.');
  });
  it('keeps "I want a slide showing that X: a, b and c" whole (its colon makes it the lead)', () => {
    const s = 'I want a slide showing that the coordinator talks to everyone: the doctor, the pharmacy and the family.';
    expect(readDiscourse(s).content).toBe(s);
  });
  it('drops an audience lead "For the onboarding deck in the kitchen:" and keeps what follows', () => {
    expect(readDiscourse('For the onboarding deck in the kitchen: hygiene first, then knife skills.').content).toBe('hygiene first, then knife skills.');
  });
  it('keeps the subject of "For the board meeting on X:" as the lead', () => {
    expect(readDiscourse('For the board meeting on the new Lakeside gym: strengths are parking; threats are rivals.').content).toBe('New Lakeside gym: strengths are parking; threats are rivals.');
  });
  it.each(['Widest at the bottom obviously.', 'Oldest first.', 'Newest on the left please'])('reads "%s" as a layout remark', (s) => {
    expect(isLayoutRemark(s)).toBe(true);
  });
  it('reads an opening wh-question followed by content as the frame (the title), not as content', () => {
    const d = readDiscourse('What can each type of user do in the parking app? Drivers find a spot and pay. Attendants check a plate and issue a fine.');
    expect(d.frame).toBe('What can each type of user do in the parking app?');
    expect(d.content).toBe('Drivers find a spot and pay. Attendants check a plate and issue a fine.');
  });
  it('keeps an opening question when only a kind name follows it ("How are laws passed? State diagram")', () => {
    expect(readDiscourse('How are laws passed? State diagram').content).toBe('How are laws passed? State diagram');
  });
});

describe('sentences', () => {
  it('splits "Hola! necesito …" after "!" even when a lower-case word follows, but not after "Dr." or "e.g."', () => {
    expect(discourseSentences('Hola! necesito esto. Dr. Okafor orders tests, e.g. blood. Done')).toEqual(['Hola!', 'necesito esto.', 'Dr. Okafor orders tests, e.g. blood.', 'Done']);
  });
  it('does not split inside brackets: "(see fig. 2. It is old.)"', () => {
    expect(discourseSentences('A shop (opened 2015. It grew.) sells bread. Then B.')).toEqual(['A shop (opened 2015. It grew.) sells bread.', 'Then B.']);
  });
});

describe('in the brief', () => {
  it('gives the kind reader the request it took out, and the content without it', () => {
    const b = readBrief('Notes from today: channels (reels, blogs), audience (commuters, hikers). Can you put this into a mindmap with the campaign in the middle?');
    expect(b.content).not.toMatch(/can you/i);
    expect(b.requests).toEqual(['Can you put this into a mindmap with the campaign in the middle?']);
  });
  it('reads "Estilo limpio, tonos verdes." as a look with green tones', () => {
    const b = readBrief('Embudo de selección: 320 candidaturas, 140 entrevistas, 5 contrataciones. Estilo limpio, tonos verdes.');
    expect(b.content).not.toMatch(/estilo/i);
    expect(JSON.stringify(b.style)).toMatch(/#[0-9a-f]{6}/i);
  });
});

describe('the system a request names', () => {
  it('takes the title from "with a system boundary labelled \'ParkEasy\'" in a request it took out', () => {
    expect(readBrief('Drivers reserve a spot and pay. Attendants issue fines. Show the actors and their actions, with a system boundary labelled \'ParkEasy\'.').title).toBe('ParkEasy');
  });
});

describe('who writes', () => {
  it('drops an opening self-introduction ("I run a small bike shop in Leeds.") before the content', () => {
    const d = readDiscourse('I run a small bike shop in Leeds. Every spring we check the brakes, replace the chain, true the wheels and test ride.');
    expect(d.content).toBe('Every spring we check the brakes, replace the chain, true the wheels and test ride.');
  });
  it('takes the subject of "I\'m documenting X." as the frame', () => {
    const d = readDiscourse("I'm documenting the firmware of our washing machine. It starts Idle, then Filling when the door locks, then Washing.");
    expect(d.frame).toBe('Firmware of our washing machine');
    expect(d.content).toMatch(/^It starts Idle/);
  });
  it('keeps a first-person sentence that holds content ("We are a team of three: Ana, Bo and Cy.")', () => {
    expect(readDiscourse('We are a team of three: Ana, Bo and Cy. Ana leads, Bo builds, Cy tests the whole thing.').content).toMatch(/^We are a team of three/);
  });
});

describe('requests that name only the kind', () => {
  it.each(['Could you draw our org chart?', 'Peux-tu me faire un tableau comparatif ?', 'Kannst du mir eine Mindmap für die Präsentation machen?', '¿Puedes hacerme un diagrama de flujo?', 'can you do a venn diagram?', 'Can you make a timeline for the club website, in green?'])('reads "%s" (ask, verb, kind name, audience) as a request', (s) => {
    expect(isKindOnlyRequest(s)).toBe(true);
  });
  it.each(['Can you make a timeline for our company history?', 'Could you draw the org chart of Acme?'])('keeps "%s" (its subject follows the kind)', (s) => {
    expect(isKindOnlyRequest(s)).toBe(false);
  });
  it('takes a kind-only request out after the content, not when it opens the prompt (there it is the lead)', () => {
    expect(readDiscourse('Saveurs (45 €), Chez Marcel (39 €). Peux-tu me faire un tableau comparatif ?').content).toBe('Saveurs (45 €), Chez Marcel (39 €).');
    expect(readDiscourse('Can you do a venn diagram? Cats: litter box. Dogs: walks.').content).toMatch(/^Can you do a venn diagram\?/);
  });
  it('lets the kind reader hear a context sentence it took out ("we\'re documenting how a book moves through statuses")', () => {
    const d = readDiscourse("we're documenting how a library book moves through statuses. it starts Available, becomes On Loan when borrowed, Overdue after 21 days.");
    expect(d.requests.join(' ')).toMatch(/statuses/);
  });
});

describe('words that only open the talk', () => {
  it('takes "quick one -", "ok so here\'s the thing:" off the first sentence', () => {
    expect(readDiscourse('quick one - when a customer pays, the app calls the backend.').content).toBe('when a customer pays, the app calls the backend.');
    expect(readDiscourse("ok so here's the thing: we have three teams.").content).toBe('we have three teams.');
  });
});

describe('audience leads with a dash', () => {
  it('drops "For my gardening club newsletter - " and keeps what follows', () => {
    expect(readDiscourse('For my gardening club newsletter - composting goes round: collect, pile, turn.').content).toBe('composting goes round: collect, pile, turn.');
  });
  it('titles "composting goes round: …" as "Composting"', () => {
    expect(analyze('composting goes round: collect scraps, build the pile, turn it, spread it').title).toBe('Composting');
  });
});

describe('requests without an object, and wishes for a kind', () => {
  it('reads "Draw as sequence diagram." (verb, "as", a kind) as a request', () => {
    expect(isDeicticRequest('Draw as sequence diagram.')).toBe(true);
    expect(isDeicticRequest('Show as many items as possible')).toBe(false);
  });
  it('reads "I\'d like a hub and spoke picture for the annual report." as a request naming only the kind', () => {
    expect(isKindOnlyRequest("I'd like a hub and spoke picture for the annual report.")).toBe(true);
    expect(isKindOnlyRequest('I need a timeline of our company history')).toBe(false);
  });
});

describe('more ways to ask', () => {
  it('reads "¡Gracias!" and "¡Hola!" (Spanish marks before the word) as thanks and a greeting', () => {
    expect(isThanks('¡Gracias!')).toBe(true);
    expect(isGreeting('¡Hola!')).toBe(true);
  });
  it('reads "¿Me ayudas con un embudo?" and "Vous pouvez m\'en faire un schéma ?" as requests', () => {
    expect(isKindOnlyRequest('¿Me ayudas con un embudo?')).toBe(true);
    expect(isDeicticRequest("Vous pouvez m'en faire un schéma ?")).toBe(true);
  });
  it('reads "Gantt please", "Mindmap pls!" and "One lane per role please" (a kind or its layout with a please) as requests, not "Apples please"', () => {
    expect(['Gantt please', 'Mindmap pls!', 'One lane per role please'].map(isTerseAsk)).toEqual([true, true, true]);
    expect(isTerseAsk('Apples please')).toBe(false);
  });
});

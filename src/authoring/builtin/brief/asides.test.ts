import { describe, expect, it } from 'vitest';
import { dropAsides, isHandover, isPurposeAside, isRoomConcession, isWishAside } from './asides.js';
import { readBrief } from './read-brief.js';

describe('a wish about the look or the drawing, in any language, is no content', () => {
  it.each([
    'Paw print icons would be cute!',
    'A legend would be nice too.',
    'Some pictures of dogs could be fun.',
    'Pastel colours would be lovely 🙂',
    'It would be nice to have little icons on each card.',
    "If you can highlight the best one in each row that'd be ace.",
    'Que sea colorido, por favor 🙂',
    'Que seja colorido!',
    'Ce serait sympa en couleurs !',
    'Wäre schön bunt.',
    'Sarebbe bello con le icone.',
  ])('reads "%s" as a wish', (s) => {
    expect(isWishAside(s)).toBe(true);
  });

  it.each([
    'A recipe corner would be fun.',
    'A bake sale would be nice for the summer.',
    'The new bridge would be ready by 2027.',
    'Que sea el cliente quien decide: tarjeta, efectivo, bono.',
  ])('keeps "%s": what it wishes for is content, or it is no wish', (s) => {
    expect(isWishAside(s)).toBe(false);
  });
});

describe('what the drawing is for, with how to keep it, is no content', () => {
  it.each([
    "It's for the staff handbook so keep it plain, black and white is fine, A4 landscape.",
    "It's for the staff handbook.",
    'For the newsletter, nothing too fancy.',
    "C'est pour la newsletter de l'école.",
    'Es para el boletín del cole.',
    'Es ist für unsere Präsentation, bitte schlicht.',
  ])('reads "%s" as a purpose', (s) => {
    expect(isPurposeAside(s)).toBe(true);
  });

  it.each([
    'For Anna, Ben and Carla the shift starts at 8.',
    'For the kids: crayons, paper, glue.',
    'For the first week, new starters shadow a nurse.',
  ])('keeps "%s": it names people, a list or a time', (s) => {
    expect(isPurposeAside(s)).toBe(false);
  });
});

describe('a sentence that only hands the content over is no content', () => {
  it.each(["Here's how it works:", "Here's what we know:", 'Here are the details:', 'This is what I have:', "Voici ce qu'on sait :", 'Esto es lo que sabemos:', 'Ecco come funziona:'])(
    'reads "%s" as a handover', (s) => {
      expect(isHandover(s)).toBe(true);
    });

  it.each(["Here's how our app is put together:", 'Here is the org chart of the Northern Sinfonia:', 'How it works: the user signs in.'])(
    'keeps "%s": it names its subject, or carries content', (s) => {
      expect(isHandover(s)).toBe(false);
    });
});

describe('a concession about room, alone or in brackets, is no content', () => {
  it.each(['one box is fine if space is tight', 'Two boxes are fine.', 'if space is tight', 'space permitting'])('reads "%s" as a concession', (s) => {
    expect(isRoomConcession(s)).toBe(true);
  });

  it('drops "(schools and community - one box is fine if space is tight)" down to what is in the box', () => {
    const { content, dropped } = dropAsides('The Head of Learning has two Education Officers (schools and community - one box is fine if space is tight).');
    expect(content).toBe('The Head of Learning has two Education Officers (schools and community).');
    expect(dropped).toEqual(['one box is fine if space is tight']);
  });

  it('drops a remark to the reader after a dash in brackets ("this one surprises people!")', () => {
    expect(dropAsides('Archaeology (residues on pottery - this one surprises people!), Geology (mineral grains).').content).toBe('Archaeology (residues on pottery), Geology (mineral grains).');
  });
});

describe('asides leave the brief; the content around them stays', () => {
  it.each([
    ['Can you lay out our volunteer onboarding as step cards? 1) Fill in the form 2) DBS check 3) Induction. Paw print icons would be cute!', 'Paw print'],
    ['Mapa mental sobre el agua: Usos (beber, regar), Problemas (sequía) y Soluciones (ahorro). Que sea colorido, por favor 🙂', 'colorido'],
    ["Swimlanes for marking: Teacher drafts the paper, HoD checks it.\n\nIt's for the staff handbook so keep it plain, black and white is fine, A4 landscape.", 'handbook'],
    ["We have three heads. Here's how it works:\nCEO at the top, then Finance and Arts.", "Here's how"],
  ])('%s', (prompt, aside) => {
    const brief = readBrief(prompt);
    expect(brief.content).not.toContain(aside);
    expect(brief.instructions.join(' ')).toContain(aside);
  });
});

import { describe, expect, it } from 'vitest';
import { analyze } from '../text/doc.js';
import { readDiscourse } from './discourse.js';
import { readBrief } from './read-brief.js';
import { isTalkSentence, withoutHedges } from './talk-sentences.js';

const STEPS = 'The clerk checks the form. The manager signs it and the office files it.';
const contentOf = (prompt: string) => readBrief(prompt).content;

describe('a sentence that talks to whoever draws', () => {
  it('reads "Boxes and arrows please, and group what\'s in the office." and "Draw with horizontal lanes pls" as talk', () => {
    expect(isTalkSentence("Boxes and arrows please, and group what's physically in the farm office.")).toBe(true);
    expect(isTalkSentence('Draw with horizontal lanes pls')).toBe(true);
    expect(isTalkSentence('Use big friendly colours please.')).toBe(true);
  });
  it('reads "Could someone turn these into cards for X?" and "Can you put a short note under each partner?" as talk', () => {
    expect(isTalkSentence('Could someone turn these into cards for the new-starter packs on Ward 7?')).toBe(true);
    expect(isTalkSentence('Can you put a short note under each partner about what we do together?')).toBe(true);
    expect(isTalkSentence('Would anyone mind making this a bit tidier?')).toBe(true);
  });
  it('reads "Simple boxes are fine, it\'s going on a fridge door lol" and "Please keep it warm and old-school" as talk', () => {
    expect(isTalkSentence("Simple boxes are fine, it's going on a fridge door lol")).toBe(true);
    expect(isTalkSentence('Please keep it warm and old-school, like a beer label.')).toBe(true);
  });
  it('reads "Little moon pictures next to each, please." as talk about the page', () => {
    expect(isTalkSentence('Little moon pictures next to each, please.')).toBe(true);
  });
  it('reads "Thanks sooo much!" and "Sorry for the long message!" as talk, letters drawn out or not', () => {
    expect(isTalkSentence('Thanks sooo much!')).toBe(true);
    expect(isTalkSentence('Sorry for the long message!')).toBe(true);
  });
  it('reads a caret pointing up ("^ for the governors\' report, please show …") and a bracketed aside ("(ignore the ?? marks)") as talk', () => {
    expect(isTalkSentence("^ for the governors' report, please show as a single stacked bar, with walking in green and the rest in grey.")).toBe(true);
    expect(isTalkSentence("(ignore the ?? marks, that's just us being unsure)")).toBe(true);
  });
  it('reads "The form wants a graphic, so I was thinking our space in the middle, like a wheel with spokes." as talk', () => {
    expect(isTalkSentence('The form wants a "partnerships" graphic, so I was thinking our space in the middle and the groups around it, like a wheel with spokes.')).toBe(true);
  });
  it('reads "Numbers from GA4, last 30 days." and "Figures from Workday, rough." as where the data comes from', () => {
    expect(isTalkSentence('Numbers from GA4, last 30 days.')).toBe(true);
    expect(isTalkSentence('Figures from Workday, rough.')).toBe(true);
  });
  it('keeps content that has a box, a thanks or a please in it', () => {
    for (const s of ['Put the cake in the box.', 'The receptionist says thanks and files it.', 'Please return the books on time.', 'Please put them side by side on price, speed, tracking and restrictions.', "Could you organise them around a central bubble '50th Anniversary'?", 'Draw a use case diagram for a clinic: patients book and cancel; doctors view their schedule.']) expect(isTalkSentence(s), s).toBe(false);
  });
  it('takes talk out of the content wherever it stands, and keeps the steps', () => {
    expect(contentOf(`${STEPS} Simple boxes are fine, it's going on a fridge door lol`)).toBe(STEPS);
    expect(contentOf(`Could someone turn these into cards for the new starters? ${STEPS} Thanks sooo much!`)).toBe(STEPS);
  });
});

describe('hedges and data sources', () => {
  it('reads "I think 1999 was when we started bottling" without "I think"', () => {
    expect(withoutHedges('I think 1999 was when we started bottling')).toBe('1999 was when we started bottling');
    expect(withoutHedges('the taproom opened 2010, if I remember right, the mill in 1982')).toBe('the taproom opened 2010, the mill in 1982');
  });
  it('drops "(n = 412 pupils, spring survey)" and "(from the 2024 annual report)" from a heading', () => {
    expect(contentOf('Q7. How do you get to school? (n = 412 pupils, spring survey)\nWalk 38%\nBus 27%\nCar 35%')).not.toMatch(/412|survey/);
    expect(contentOf('Town of Millbrook - departments (from the 2024 annual report)\n\nMayor\n  Town Manager')).not.toMatch(/annual report/);
  });
});

describe('a heading above an indented outline', () => {
  it('reads "Town of Millbrook - departments" standing apart above "Mayor / Town Manager …" as the lead, not a root', () => {
    const doc = analyze('Town of Millbrook - departments\n\nMayor\n  Town Manager\n    Public Works\n  Town Clerk');
    expect(doc.lead).toBe('Town of Millbrook - departments');
    expect(doc.items.map((i) => i.text)).toContain('Mayor');
  });
});

describe('who writes, said before anything else', () => {
  it('reads "Marketing ops here." and "New GM here at a bistro, …" as who writes, not content', () => {
    expect(readDiscourse('Hey! Marketing ops here. We ran three campaigns: email, social and search.').content).toBe('We ran three campaigns: email, social and search.');
    const d = readDiscourse('New GM here at a 120-cover bistro, and I want a simple chart. I report to the owner, Maria. Under me are the head chef and the bookkeeper.');
    expect(d.content).toBe('I report to the owner, Maria. Under me are the head chef and the bookkeeper.');
    expect(d.requests[0]).toMatch(/^New GM here/);
  });
  it('keeps "Everything is here." and "Our team is here to help: …"', () => {
    expect(readDiscourse('Everything is here. The clerk checks the form.').content).toMatch(/^Everything is here/);
    expect(readDiscourse('Our team is here to help: the desk takes calls, the nurse triages them.').content).toMatch(/^Our team is here/);
  });
});

describe('the trouble that frames the prompt', () => {
  it('reads "I\'m a teacher and our school\'s trip approval process is a mess, so I\'m trying to …" with the process as the frame', () => {
    const d = readDiscourse("Hiya - I'm a Year 5 teacher and our school's trip approval process is a mess, so I'm trying to get it onto one page for the staff meeting. The class teacher fills in the trip proposal and sends it to the EVC, who checks it. The head signs it off.");
    expect(d.frame).toBe("School's trip approval process");
    expect(d.content).toMatch(/^The class teacher fills in/);
  });
});

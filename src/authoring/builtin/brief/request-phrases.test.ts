import { describe, expect, it } from 'vitest';
import { analyze } from '../text/doc.js';
import { titleFromLead } from '../text/title.js';
import { fixKindTypos, namesOnlyMedium, stripRequestPhrases } from './request-phrases.js';
import { capitaliseMarkers, dropPlaceBeforeValue, isStructureMarker, readMarkerLine, readPlacedLevels } from './structure-markers.js';

describe('request phrases', () => {
  it('reads misspelt kind words ("timline", "seqeunce", "flowchat", "diagarm") as the kind, and leaves other words alone', () => {
    expect(fixKindTypos('timline for our startup')).toBe('timeline for our startup');
    expect(fixKindTypos('Seqeunce diagarm of login')).toBe('Sequence diagram of login');
    expect(fixKindTypos('a flowchat of hiring')).toBe('a flowchart of hiring');
    expect(fixKindTypos('our CI pipeline, diagrama de flujo, timelines')).toBe('our CI pipeline, diagrama de flujo, timelines');
  });
  it('takes off "for the investor deck", "for my 6th grade biology class", "pour ma classe", "para mi clase de ciencias"', () => {
    expect(stripRequestPhrases('startup for the investor deck')).toBe('startup');
    expect(stripRequestPhrases('how vertebrates are classified, for my 6th grade biology class')).toBe('how vertebrates are classified');
    expect(stripRequestPhrases('la Révolution pour ma classe')).toBe('la Révolution');
    expect(stripRequestPhrases('exploración espacial para mi clase de ciencias')).toBe('exploración espacial');
    // A medium word inside the subject stays: "a report app" is the subject.
    expect(stripRequestPhrases('Use case diagram for a report app')).toBe('Use case diagram for a report app');
  });
  it('takes off politeness in any language ("please", "bitte", "s\'il te plaît", "por favor") and "shown as bars"', () => {
    expect(stripRequestPhrases('Erstelle bitte einen Trichter')).toBe('Erstelle einen Trichter');
    expect(stripRequestPhrases('wedding on June 14, shown as bars across the months')).toBe('wedding on June 14');
    expect(stripRequestPhrases('flowchart of the order process please')).toBe('flowchart of the order process');
  });
  it('reads a lead that names only the medium ("slide:", "a diagram") as no subject', () => {
    expect(namesOnlyMedium('slide')).toBe(true);
    expect(namesOnlyMedium('Slide deck of sales')).toBe(false);
    expect(analyze('slide: 5 tips for better sleep\n1. Same bedtime\n2. Cool bedroom').title).toBe('5 tips for better sleep');
  });
});

describe('titles from requests in every language', () => {
  it.each([
    ['seqeunce diagram for our login flow', 'Login flow'],
    ['timline for our startup for the investor deck', 'Startup'],
    ['Can you make a tree showing how vertebrates are classified, for my 6th grade biology class', 'How vertebrates are classified'],
    ['Erstelle bitte einen Trichter für unseren Bewerbungsprozess 2024', 'Bewerbungsprozess 2024'],
    ['Haz una línea de tiempo de la exploración espacial para mi clase de ciencias', 'Exploración espacial'],
    ['PDCAサイクルの図を作ってください', 'PDCAサイクル'],
    ['帮我画一个思维导图, 主题是“健康生活”', '健康生活'],
    ['Schedule for our wedding on June 14, shown as bars across the months', 'Wedding on June 14'],
    ["Maslow's hierarchy of needs as a pyramid for my psych 101 slides, bottom to top", "Maslow's hierarchy of needs"],
    ['make me a flowchat of the hiring process please', 'Hiring process'],
  ])('reads the subject of "%s"', (lead, title) => {
    expect(titleFromLead(lead)).toBe(title);
  });
  it('reads "here\'s how X is put together" as X', () => {
    expect(titleFromLead("Here's how our school attendance app is put together")).toBe('School attendance app');
  });
  it('reads "a slide comparing A, B and C for our review" as the things compared', () => {
    expect(titleFromLead('I need a slide comparing PostgreSQL, MongoDB and DynamoDB for our architecture review on Thursday')).toBe('PostgreSQL, MongoDB and DynamoDB');
    expect(titleFromLead('compare these 3 phone plans for me')).toBe('3 phone plans');
  });
  it('reads "put X into a Y matrix" as X', () => {
    expect(titleFromLead('put my to-dos into an Eisenhower matrix')).toBe('To-dos');
  });
  it('gives no title for a request that names only its purpose ("brainstorm map for my history essay")', () => {
    expect(titleFromLead('brainstorm map for my history essay')).toBeUndefined();
  });
});

describe('structure markers', () => {
  it('reads "center:", "branches:", "Top:", "Root:", "Levels:", "分支:" as markers, not content', () => {
    for (const w of ['center', 'Centre', 'branches', 'Top', 'Root', 'Levels', 'Middle', '分支', '中心主题']) expect(isStructureMarker(w)).toBe(true);
    for (const w of ['Militarism', 'Data Science', 'the trigger']) expect(isStructureMarker(w)).toBe(false);
  });
  it('capitalises a marker typed in lower case after a sentence end (". center: X. branches: A, B")', () => {
    expect(capitaliseMarkers('map for my essay. center: Causes of WWI. branches: A, B')).toBe('map for my essay. Center: Causes of WWI. Branches: A, B');
    expect(capitaliseMarkers('it rained. then: it stopped')).toBe('it rained. then: it stopped');
  });
});

describe('place phrases before a value', () => {
  it('reads "All three in the middle = Data Science" as "All three = Data Science"', () => {
    expect(dropPlaceBeforeValue('All three in the middle = Data Science.')).toBe('All three = Data Science.');
    expect(dropPlaceBeforeValue('Put the logo in the middle of the page')).toBe('Put the logo in the middle of the page');
  });
});

describe('structure markers before their values', () => {
  it('reads "Center = X. Branches = A, B" as "Center: X. Branches: A, B"', () => {
    expect(readMarkerLine('mind map. Center = Healthy habits. Branches = Sleep, Food')).toBe('mind map. Center: Healthy habits. Branches: Sleep, Food');
    expect(readMarkerLine('Revenue = price x volume')).toBe('Revenue = price x volume');
  });
  it('takes off item-list markers ("Levels: A, B, C", "Root: CEO") and keeps the items', () => {
    expect(readMarkerLine('pyramid for my talk. Levels: Vision, Strategy, Tactics')).toBe('pyramid for my talk. Vision, Strategy, Tactics');
    expect(readMarkerLine('Root: CEO Anna. Below her: CTO Ben')).toBe('CEO Anna. Below her: CTO Ben');
  });
  it('reads "Base: data, Middle: information, Top: wisdom" (and "Sommet :", "Spitze:") as levels placed by where they sit', () => {
    expect(readPlacedLevels('DIKW pyramid. Base: data, Middle: information, Top: wisdom')).toBe('DIKW pyramid. data (base), information (middle), wisdom (top)');
    expect(readPlacedLevels('Pyramide : Base : données, Milieu : information, Sommet : sagesse.')).toBe('Pyramide : données (base), information (middle), sagesse (top).');
    expect(readPlacedLevels('Pyramid:\nTop: Vision\nBottom: Tasks')).toBe('Pyramid:\nVision (top)\nTasks (base)');
    // One end alone places nothing: "Middle: Data Science" in a Venn stays.
    expect(readPlacedLevels('Middle: Data Science')).toBe('Middle: Data Science');
  });
});

describe('titles without look words and topic words', () => {
  it('takes ", black and white" and "in muted teal tones" off the end of a title', () => {
    expect(titleFromLead('make me a venn diagram of cats vs dogs, black and white please')).toBe('Cats vs dogs');
  });
  it('reads "zum Thema X", "Hazme un diagrama de flujo para X" and "Crée-moi une pyramide" (no subject)', () => {
    expect(titleFromLead('Erstelle bitte eine Mindmap zum Thema Nachhaltigkeit')).toBe('Nachhaltigkeit');
    expect(titleFromLead('Hazme un diagrama de flujo para pedir una pizza')).toBe('Pedir una pizza');
    expect(titleFromLead('Crée-moi une pyramide pour ma présentation')).toBeUndefined();
  });
});

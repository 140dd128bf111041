import { describe, expect, it } from 'vitest';
import type { GanttContent } from '../../../spec/content/index.js';
import { discourseSentences } from '../brief/discourse.js';
import { runEngine } from '../engine.js';
import { plannedDesigns } from '../test/helpers.js';
import { splitSentences } from '../text/nlp.js';

const theatre = 'Hallo zusammen, für unsere Theater-AG brauche ich einen Zeitplan als Balkendiagramm bis zur Premiere am 14. März:\n- Casting: 8.–19. Januar\n- Leseproben: 22. Januar – 2. Februar\n- Bühnenbild bauen: ab 29. Januar, 4 Wochen\n- Kostüme nähen: parallel zum Bühnenbild\n- Szenenproben: 5. Februar – 8. März\n- Generalprobe: 12. März\nDanke!';

describe('a schedule asked for as a bar chart', () => {
  it('"einen Zeitplan als Balkendiagramm", "our project schedule as a bar chart": the bars of a schedule make a Gantt chart', () => {
    expect(runEngine(theatre, 'auto', { designs: plannedDesigns }).kind).toBe('gantt');
    expect(runEngine('I need our project schedule as a bar chart: design Jan-Mar, build Apr-Jun, launch in July', 'auto', { designs: plannedDesigns }).kind).toBe('gantt');
    // A bar chart of numbers stays one.
    expect(runEngine('Balkendiagramm der Besucherzahlen: Januar 1200, Februar 1450, März 1800', 'auto', { designs: plannedDesigns }).kind).toBe('proportion');
  });
});

describe('German dates with an ordinal point', () => {
  it('"bis zur Premiere am 14. März:" is one sentence, in both sentence splitters', () => {
    expect(discourseSentences('Ich brauche einen Zeitplan bis zur Premiere am 14. März: bitte bald.')).toEqual(['Ich brauche einen Zeitplan bis zur Premiere am 14. März: bitte bald.']);
    expect(splitSentences('Die Premiere ist am 14. März. Danach feiern wir.')).toEqual(['Die Premiere ist am 14. März.', 'Danach feiern wir.']);
  });
  it('keeps the tasks of the list and no month as the title', () => {
    const r = runEngine(theatre, 'auto', { designs: plannedDesigns });
    const c = r.content as GanttContent;
    expect(c.title).not.toBe('März');
    expect(c.tasks.map((t) => t.label)).toEqual(['Casting', 'Leseproben', 'Bühnenbild bauen', 'Kostüme nähen', 'Szenenproben', 'Generalprobe']);
  });
  it('"Kostüme nähen: parallel zum Bühnenbild": a task in parallel with another starts with it', () => {
    const c = runEngine(theatre, 'auto', { designs: plannedDesigns }).content as GanttContent;
    const start = (label: string) => c.tasks.find((t) => t.label === label)?.start;
    expect(start('Kostüme nähen')).toBe(start('Bühnenbild bauen'));
  });
});

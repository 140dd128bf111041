// The console's wording helpers: kind names, titles of untitled diagrams, text cut at words, download file names.
import { describe, expect, it } from 'vitest';
import { clip, displayTitle, downloadName, kindLabel, slugify } from '../../web/src/format.js';

describe('console wording', () => {
  it('spells kinds as people write them', () => {
    expect(kindLabel('er')).toBe('ER');
    expect(kindLabel('swimlane')).toBe('Swimlane');
    expect(kindLabel('mindmap')).toBe('Mind map');
    expect(kindLabel(null)).toBe('');
  });

  it('cuts text at a word, never inside one', () => {
    expect(clip('Order fulfilment: receive order, check stock and ship', 30)).toBe('Order fulfilment: receive…');
    expect(clip('short', 30)).toBe('short');
    expect(clip('Supercalifragilisticexpialidocious words', 10)).toBe('Supercalif…');
  });

  it('titles an untitled diagram after its prompt, skipping code markers', () => {
    expect(displayTitle({ title: 'Hiring', prompt: 'x' })).toBe('Hiring');
    expect(displayTitle({ title: null, prompt: 'receive order -> check stock' })).toBe('receive order -> check stock');
    expect(displayTitle({ title: null, prompt: '```mermaid\n%% comment\nflowchart LR\n  A --> B\n```' })).toBe('flowchart LR');
    expect(displayTitle({ title: '  ', prompt: '' })).toBe('Untitled diagram');
  });

  it('names files after the title, the end of the id and the revision', () => {
    expect(slugify('Crème brûlée: a recipe!')).toBe('creme-brulee-a-recipe');
    const g = { id: 'gen_AbCdEf123456', title: 'Order flow', prompt: 'p', revision: 1 };
    expect(downloadName(g, 'png')).toBe('order-flow-123456.png');
    expect(downloadName({ ...g, revision: 3 }, 'svg')).toBe('order-flow-123456-r3.svg');
    expect(downloadName({ ...g, title: null, prompt: '🙂🙂' }, 'pdf')).toBe('diagram-123456.pdf');
  });
});

// The evaluation's own scoring: fuzzy label matching (Latin and CJK) and the fixed split of the outside set.
import { describe, expect, it } from 'vitest';
import { matches } from '../../eval/fuzzy.js';
import { partOf } from '../../eval/real-set.js';

describe('matches', () => {
  it('finds an item whose content words appear in a label, with plurals and one typo', () => {
    expect(matches('plug in lamp', 'Plug in the lamp')).toBe(true);
    expect(matches('replace bulbs', 'Replace bulb')).toBe(true);
    expect(matches('authorization server', 'Authorisation Server')).toBe(true);
    expect(matches('payment service', 'Order service')).toBe(false);
  });

  it('matches Chinese and Japanese items by pairs of characters, not by Latin words', () => {
    expect(matches('需求分析', '需求分析（2周）')).toBe(true);
    expect(matches('用户服务', '订单服务')).toBe(false);
    expect(matches('ai技术栈', 'AI技术栈')).toBe(true);
    expect(matches('チェックアウト中', 'チェックアウト中')).toBe(true);
    expect(matches('家を出る', '朝食を食べる')).toBe(false);
  });
});

describe('partOf', () => {
  it('puts each id in one part for good, about two in five in the test part', () => {
    const ids = Array.from({ length: 1000 }, (_, i) => `record-${i}`);
    const test = ids.filter((id) => partOf(id) === 'test').length;
    expect(test).toBeGreaterThan(330);
    expect(test).toBeLessThan(470);
    expect(ids.map(partOf)).toEqual(ids.map(partOf));
    expect(partOf('aidgen-gantt-01')).toBe(partOf('aidgen-gantt-01'));
  });
});

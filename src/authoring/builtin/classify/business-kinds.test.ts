import { beforeAll, describe, expect, it } from 'vitest';
import { readBrief } from '../brief/read-brief.js';
import { analyze } from '../text/doc.js';
import { loadNlp } from '../text/nlp.js';
import { classify } from './classify.js';

beforeAll(async () => { await loadNlp(); });

const kindOf = (prompt: string) => {
  const b = readBrief(prompt);
  return classify(analyze(b.content), { named: b.named?.kind, mentions: b.mentions, requests: b.requests })[0]!.kind;
};

describe('business kinds told in prose', () => {
  it('reads Japanese "ポイント：①… ②… ③…" with counts inside the rules as a list, not parts of a whole', () => {
    expect(kindOf('タイトルは「図書館の使い方」。ポイント：①学生証で1回10冊まで借りられる ②貸出期間は2週間 ③延長はオンラインで1回だけ ④3階は私語禁止 ⑤コピー機は1枚10円。')).toBe('list');
  });
});

describe('hub against branches', () => {
  it('reads "X is the single point of contact … liaises with everyone else …: A, B, C. X in the middle, everyone else around her" as a hub, "else" being no branch', () => {
    expect(kindOf("I want a slide showing that the Care Coordinator is the single point of contact for the patient's family, and that she liaises with everyone else involved in the discharge: the attending physician, the physiotherapist, the social worker, the pharmacy. Coordinator in the middle, everyone else around her.")).toBe('hub');
  });
});

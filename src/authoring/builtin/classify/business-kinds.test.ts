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

describe('Venn of people in groups', () => {
  it('reads "some are in A, some in B, some on C. X does all three, Y is only C" as a Venn, not a swimlane of people', () => {
    expect(kindOf('Out of our 9th graders some are in the robotics club, some in the choir, some on the football team. Jonas, Mei and Priya do robotics and choir, Liam does choir and football, Sara does all three, Ben is only football. Show the overlaps so the timetable committee can see the clashes.')).toBe('venn');
  });
});

import { describe, expect, it } from 'vitest';
import type { ErContent } from '../../../spec/content/index.js';
import { briefCtxFor } from '../test/helpers.js';
import { extractEr } from './er.js';

/** Relationships as "from:card > to:card (label)", by label. */
function rels(c: ErContent): string[] {
  const l = new Map(c.entities.map((e) => [e.id, e.label]));
  return c.relationships.map((r) => `${l.get(r.from)}:${r.from_card} > ${l.get(r.to)}:${r.to_card}${r.label ? ` (${r.label})` : ''}`);
}

describe('CJK relationship clauses between named entities', () => {
  it('reads "一个A有多个B", "每个A在某个B上课", "每个A由一到两名B负责" and "A有X和Y两个B"', () => {
    const c = extractEr(briefCtxFor('请画一个ER图。实体有：学校、班级、学生、教室、老师。一个学校有多个班级；一个班级有多名学生；每个班级在某个教室上课；每个班级由一到两名老师负责。'));
    expect(rels(c)).toEqual(['学校:one > 班级:many', '班级:one > 学生:many', '班级:many > 教室:one', '老师:many > 班级:many (负责)']);
    const d = extractEr(briefCtxFor('画ER图，实体有：航班、机场、乘客。每个航班有出发和到达两个机场；一个航班有多名乘客。'));
    expect(rels(d)).toEqual(['航班:many > 机场:one (出发)', '航班:many > 机场:one (到达)', '航班:one > 乘客:many']);
  });
  it('reads Japanese "AにはBが複数いる" and "AはBに属する"', () => {
    const c = extractEr(briefCtxFor('ER図を作ってください。エンティティ：チーム、選手、会場。チームには複数の選手がいる。チームは会場に属する。'));
    expect(rels(c)).toEqual(['チーム:one > 選手:many', 'チーム:many > 会場:one']);
  });
  it('reads a line of names with their aliases ("記事 (posts) ユーザー (users)") after "ER図:" without failing', () => {
    const c = extractEr(briefCtxFor('ER図: 記事 (posts) ユーザー (users) コメント (comments)'));
    expect(c.entities.map((e) => e.label)).toEqual(['記事 (posts)', 'ユーザー (users)', 'コメント (comments)']);
  });
  it('reads "記事（posts） ユーザー（users）" in full-width brackets as entities with their aliases', () => {
    const c = extractEr(briefCtxFor('ブログのデータベース設計を示してください。\n以下のテーブルがあります。: 記事（posts） ユーザー（users） タグ（tags）'));
    expect(c.entities.map((e) => e.label)).toEqual(['記事 (posts)', 'ユーザー (users)', 'タグ (tags)']);
  });
});

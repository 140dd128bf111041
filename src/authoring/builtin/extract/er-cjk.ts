// Chinese and Japanese relationship clauses between entities the prompt already named: "一个球队有多名球员",
// "每场比赛有主队和客队两个球队", "比赛在某个场馆进行", "每场比赛由一到两名裁判执法", "订单属于一个用户",
// "1つのチームに複数の選手が所属する".
import type { Card, ErModel } from './er-model.js';

const CJK = /[\u3040-\u30ff\u3400-\u9fff]/u;
const MANY = /(?:多|许多|很多|若干|几|数|複数|多数|一到[两二三四五]|一至[两二三四五]|[一1]～?[2-9二三四五]|\d+\s*[-~～]\s*\d+)/u;
const ROLES_TWO = /有(.{1,12}?)(?:两|二|2)(?:个|名|支|位|つ)?$/u;
const PLACE = /^(?:在|于|於)(?:某个|某一个|一个|某|同一个)?$/u;
const PLACE_AFTER = /^(?:进行|举行|举办|上课|比赛|开展|で行われる|で開催される|开)/u;
const BY = /^由(.*)$/u;
const BELONGS = /^(?:属于|隶属于|归属于|に属する|に所属する)/u;
const JA_IN = /^(?:には|に)(.*?)$/u;

/** Known entity names at their places in a clause, longest names first, each place once. */
function namesIn(clause: string, model: ErModel): { key: string; at: number; end: number }[] {
  // "記事 (posts)": the entity is found by its key, the label keeping its alias.
  const names = model.ents.filter((e) => CJK.test(e.label)).sort((a, b) => b.label.length - a.label.length);
  const out: { key: string; at: number; end: number }[] = [];
  for (const { label: n, key } of names) {
    let i = clause.indexOf(n);
    while (i >= 0) {
      if (!out.some((o) => i < o.end && i + n.length > o.at)) out.push({ key, at: i, end: i + n.length });
      i = clause.indexOf(n, i + n.length);
    }
  }
  return out.sort((a, b) => a.at - b.at);
}

/** Reads the relationship clauses of a CJK text into the model; true when any was read. */
export function readCjkRelations(text: string, model: ErModel): boolean {
  if (!CJK.test(text)) return false;
  let read = false;
  const relate = (a: string, b: string, fa: Card, fb: Card, label?: string) => { if (a !== b) { model.relate(a, b, fa, fb, label); read = true; } };
  for (const clause of text.split(/[；;。．.！!？?\n，,]/u)) {
    const found = namesIn(clause, model);
    if (found.length !== 2) continue;
    const [a, b] = found as [typeof found[0], typeof found[0]];
    const between = clause.slice(a.end, b.at);
    const after = clause.slice(b.end);
    const two = ROLES_TWO.exec(between);
    if (two) {
      // "每场比赛有主队和客队两个球队": one relationship per named role.
      const roles = two[1]!.split(/[和与及、跟]/u).map((r) => r.trim()).filter(Boolean);
      for (const r of roles.length === 2 ? roles : [undefined]) relate(a.key, b.key, 'many', 'one', r);
      continue;
    }
    const by = BY.exec(between);
    if (by) {
      // "每场比赛由一到两名裁判执法": the agent acts on the thing; several of each.
      const verb = /^[\u3400-\u9fff]{1,4}/u.exec(after)?.[0];
      relate(b.key, a.key, 'many', MANY.test(by[1]!) ? 'many' : 'one', verb);
      continue;
    }
    if (PLACE.test(between) && (PLACE_AFTER.test(after) || after === '')) { relate(a.key, b.key, 'many', 'one', undefined); continue; }
    // "订单属于一个用户", "チームは会場に属する".
    if (BELONGS.test(between) || (/^(?:は|が)$/u.test(between) && /^に(?:属|所属)/u.test(after))) { relate(a.key, b.key, 'many', 'one', undefined); continue; }
    // "一个球队有多名球员", "一个用户可以有多个订单", "チームは複数の選手を持つ".
    const has = /^(?:可以|可能|会|都|还)?(?:有|拥有|包含|包括|管理|は)(.*)$/u.exec(between);
    if (has) { relate(a.key, b.key, 'one', MANY.test(has[1]!) ? 'many' : 'one', undefined); continue; }
    const ja = JA_IN.exec(between);
    if (ja && /(?:いる|ある|所属)/u.test(after)) relate(a.key, b.key, 'one', MANY.test(ja[1]!) ? 'many' : 'one', undefined);
  }
  return read;
}

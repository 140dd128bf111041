// Relationship notation written in lines: "Users 1:N Orders", "Orders N:M Products through OrderItems",
// "Team 1..* Player", "Categories one-to-many Products (many-to-many via junction table)", "用户表(id, name) 一对多 文章表(...)".
import type { Card, ErModel } from './er-model.js';

const END = String.raw`(?:1|n|m|\*|one|many|0\.\.1|1\.\.1|0\.\.\*|1\.\.\*|0\.\.n|1\.\.n|0\.\.m|1\.\.m)`;
const TOKEN = new RegExp(String.raw`(?:^|\s|(?<=[\p{Script=Han}\p{Script=Katakana})]))(${END}\s*(?::|-|–|—|to|\.\.(?=\d|\*|n))\s*${END}|(?:one|many)[- ]to[- ](?:one|many)|一对多|多对一|一对一|多对多|一對多|多對一|一對一|多對多|1対多|多対1|1対1|多対多|一対多|多対一|一対一)(?=$|\s|[\p{Script=Han}\p{Script=Katakana}(])`, 'iu');
const ATTRS = /^(.*?)\s*[(（]([^()（）]*)[)）]\s*$/u;

function cardOf(end: string): Card {
  const e = end.toLowerCase().trim();
  if (/^(?:0\.\.1)$/.test(e)) return 'zero_or_one';
  if (/^(?:1\.\.\*|1\.\.n|1\.\.m)$/.test(e)) return 'one_or_many';
  if (/^(?:0\.\.\*|0\.\.n|0\.\.m)$/.test(e)) return 'zero_or_many';
  return /^(?:n|m|\*|many|多)$/.test(e) ? 'many' : 'one';
}

/** The two ends of a notation token: "1:N" → one, many; "many-to-many" → many, many; "一对多" → one, many. */
function ends(token: string): [Card, Card] {
  const t = token.toLowerCase().replace(/\s+/g, '');
  const cjk = /^([一1多])[对對対]([一1多])$/u.exec(t);
  if (cjk) return [cjk[1] === '多' ? 'many' : 'one', cjk[2] === '多' ? 'many' : 'one'];
  const words = /^(one|many)-?to-?(one|many)$/.exec(t);
  if (words) return [cardOf(words[1]!), cardOf(words[2]!)];
  const pair = new RegExp(String.raw`^(${END})(?::|-|–|—|to|\.\.)(${END})$`, 'i').exec(t);
  return pair ? [cardOf(pair[1]!), cardOf(pair[2]!)] : ['one', 'many'];
}

/** The entity name at the end of the text before the token, or at the start of the text after it. */
function nameBefore(text: string): { name: string; attrs?: string } | undefined {
  const t = text.trim().replace(/^[-*•]\s*/, '').replace(/^.*[:：]\s*(?=[^:：]+$)/u, '');
  const m = ATTRS.exec(t);
  const name = (m ? m[1]! : t).trim().split(/\s*[,;]\s*/).pop()!.trim();
  return name && name.split(/\s+/).length <= 4 ? { name, attrs: m?.[2] } : undefined;
}

function nameAfter(text: string): { name: string; attrs?: string; through?: string; comment?: string } | undefined {
  let t = text.trim();
  let comment: string | undefined;
  const tail = /\s*[(（]([^()（）]*(?:many|junction|through|via|bridge|join|多对多)[^()（）]*)[)）]\s*$/iu.exec(t);
  if (tail) { comment = tail[1]; t = t.slice(0, tail.index).trim(); }
  const through = /^(.+?)\s+(?:through|via|using|by\s+way\s+of)\s+(?:the\s+|an?\s+)?(.+)$/i.exec(t);
  if (through) t = through[1]!.trim();
  const m = /^([^(（,;]+?)\s*(?:[(（]([^()（）]*)[)）])?\s*(?:[,;.].*)?$/u.exec(t);
  if (!m) return undefined;
  const name = m[1]!.trim();
  return name && name.split(/\s+/).length <= 4 ? { name, attrs: m[2], through: through?.[2]?.replace(/[.;]+$/, '').trim(), comment } : undefined;
}

/** Reads a line or clause written in notation ("customer 1-many orders, order 1-many order_items"); false when it holds none. */
export function readNotation(text: string, model: ErModel): boolean {
  const parts = text.split(/\s*(?:[,;]|\.(?=\s))\s+(?![^()（）]*[)）])/u).filter((p) => TOKEN.test(p));
  if (parts.length >= 2) return parts.map((p) => readOne(p, model)).some(Boolean);
  return readOne(text, model);
}

function readOne(text: string, model: ErModel): boolean {
  const m = TOKEN.exec(text);
  if (!m) return false;
  const left = nameBefore(text.slice(0, m.index));
  let rest = text.slice(m.index + m[0].length);
  // "…多对多 课程表(…)，通过选课表(学号, 课程号)关联": the link entity named in the next clause.
  const cjkThrough = /[，,;；]\s*(?:通过|經由|经由|经过|經過|借助|を介して|を通じて)?\s*([^\s(（，,]+?)\s*(?:[(（]([^()（）]*)[)）])?\s*(?:关联|關聯|连接|連接|实现|實現|建立关系|で関連付け|で結ぶ|を介して関連)/u.exec(rest);
  if (cjkThrough) rest = rest.slice(0, cjkThrough.index);
  const right = nameAfter(rest);
  if (!left || !right) return false;
  let [fromCard, toCard] = ends(m[1]!);
  const a = model.ent(left.name);
  const b = model.ent(right.name);
  if (left.attrs) model.addAttrs(a, left.attrs.split(/\s*[,，、]\s*/u));
  if (right.attrs) model.addAttrs(b, right.attrs.split(/\s*[,，、]\s*/u));
  if (right.comment && /many[- ]to[- ]many|多对多|多対多/i.test(right.comment)) [fromCard, toCard] = ['many', 'many'];
  if (cjkThrough) {
    const j = model.ent(cjkThrough[1]!);
    if (cjkThrough[2]) model.addAttrs(j, cjkThrough[2].split(/\s*[,，、]\s*/u));
    model.relate(a, j, 'one', 'many');
    model.relate(b, j, 'one', 'many');
    return true;
  }
  const through = right.through ?? (right.comment ? /(?:through|via)\s+(?:the\s+|an?\s+)?([A-Za-z_][\w ]{1,30}?)(?:\s+(?:table|entity))?$/i.exec(right.comment)?.[1] : undefined);
  // "Orders N:M Products through OrderItems": the link entity holds one row per pair.
  if (through && !/^(?:junction|join|bridge|link|associative|pivot)\b/i.test(through)) {
    const j = model.ent(through);
    model.relate(a, j, 'one', 'many');
    model.relate(b, j, 'one', 'many');
    return true;
  }
  model.relate(a, b, fromCard, toCard);
  return true;
}

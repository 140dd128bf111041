// Outline lines of an org chart that name a person's people instead of a box: "reports: Tom (CD), Priya (Tech Lead)"
// under Maya, and "Tom's team: Lena (Artist), Jo (Artist)" at the top level, which belongs under Tom.
import type { Item } from '../text/outline.js';
import { splitList } from '../text/lists.js';

const PEOPLE_WORD = String.raw`(?:(?:direct\s+)?reports|team(?:\s+members)?|staff|crew|people|members|reportees)`;
const UNDER_KEY = new RegExp(String.raw`^(?:(?:his|her|their)\s+)?${PEOPLE_WORD}\s*[:：]\s*(.+)$`, 'i');
const POSSESSIVE_KEY = new RegExp(String.raw`^(\p{Lu}[\p{L}-]+)['’]s\s+${PEOPLE_WORD}\s*[:：]\s*(.+)$`, 'u');

const leaf = (text: string): Item => ({ text, children: [], header: false });

/** The items with "reports: …" lines opened into children and "X's team: …" lines moved under X. */
export function placeTeams(items: Item[]): Item[] {
  const open = (list: Item[]): Item[] => list.flatMap((it) => {
    const under = it.children.length === 0 ? UNDER_KEY.exec(it.text.trim()) : null;
    if (under) return splitList(under[1]!).map(leaf);
    return [{ ...it, children: open(it.children) }];
  });
  const tree = open(items);
  const all = (list: Item[]): Item[] => list.flatMap((i) => [i, ...all(i.children)]);
  const out: Item[] = [];
  for (const it of tree) {
    const own = it.children.length === 0 ? POSSESSIVE_KEY.exec(it.text.trim()) : null;
    const first = own?.[1]!.toLowerCase();
    const heads = own ? all(tree).filter((x) => x !== it && x.text.toLowerCase().split(/[\s(,]/)[0] === first) : [];
    const head = heads[0];
    if (own && head && heads.length === 1) { head.children.push(...splitList(own[2]!).map(leaf)); continue; }
    out.push(it);
  }
  return out;
}

// Meeting notes read as mind-map branches: "we talked about channels (A, B)", "the key message which is basically
// 'X'", "the budget split which we haven't settled yet": the topic is the branch, what it is said to be its child.
import type { Item } from '../text/outline.js';

/** "we talked about", "we also discussed", "I looked at": who spoke says nothing in a branch. */
const TALK_FRAME = /^(?:and\s+)?(?:(?:we|i|they|you|the\s+team)\s+(?:also\s+)?(?:talked|spoke|chatted|thought)\s+about|(?:we|i|they|you|the\s+team)\s+(?:also\s+)?(?:discussed|covered|looked\s+at|went\s+over|touched\s+on|brainstormed|considered|mentioned))\s+/i;
/** "the key message which is basically 'dry after 10 minutes'": the branch, and what it is, quoted. */
const IS_QUOTED = /^(.{2,60}?),?\s+(?:which|that)\s+(?:is|was|are|were|would\s+be|will\s+be)\s+(?:basically\s+|probably\s+|roughly\s+|essentially\s+|just\s+|simply\s+|something\s+like\s+)?["'‘“]([^"'’”]{2,80})["'’”]?$/i;
/** "the budget split which we haven't settled yet": a note about the branch, not part of it. */
const NOTE = /^(.{2,60}?),?\s+(?:which|that)\s+(?:we|i|they|you|nobody|no\s+one|the\s+team)\s+\S.*$/i;

/** A note's item as a branch: without the talk frame, with what it is said to be as its child. */
export function noteBranch(item: Item): Item {
  const text = item.text.trim().replace(TALK_FRAME, '');
  const quoted = IS_QUOTED.exec(text);
  if (quoted) return { ...item, text: quoted[1]!.trim(), children: [...item.children, { text: quoted[2]!.trim(), children: [], header: false }] };
  const note = NOTE.exec(text);
  if (note) return { ...item, text: note[1]!.trim() };
  return text === item.text ? item : { ...item, text };
}

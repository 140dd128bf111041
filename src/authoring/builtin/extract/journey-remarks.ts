// A stage told with what happens in it and how it feels: "Research (reads reviews online, feels curious)",
// "Books online — booking widget is confusing 😕", "Payment: paperwork is slow 😕 but the SMS is helpful 🙂" → the
// stage's short name, and its steps with a score each (a bare feeling scores the action told beside it).
import { capitalize } from '../text/label.js';
import { splitList } from '../text/lists.js';
import { feelingScore, namesEmotion, readFeeling } from './journey-feelings.js';

export interface RemarkStep { label: string; score?: number; description?: string }
export interface StageRemark { stage: string; steps: RemarkStep[] }

const BRACKET = /^(.{2,40}?)\s*\((.+)\)\s*[.;,]?$/u;
const DASH = /^(.{2,40}?)\s+(?:[—–-]{1,2}|->|→|=>)\s+(.+)$/u;
const COLON = /^([^:：]{2,40})[:：]\s*(.+)$/u;
// "feels curious", "relieved and happy", "excited", "😊": a part that only tells the feeling.
const FEELING_ONLY = /^(?:(?:feels?|feeling|felt|is|are|gets?|very|really|quite|a\s+bit|so|and|but)\s+|[\p{L}-]+(?![\p{L}-])\s*|[^\p{L}\p{N}\s]+(?![^\p{L}\p{N}\s])\s*)+$/u;
// "1. referral", "2) pre-op", "3 day of surgery": the line's number is not the stage's name.
const NUMBERED = /^\d{1,2}(?:[.)]\s*|\s+(?=\p{L}))/u;
// "people felt happy", "they were nervous": who felt it leaves the feeling.
const FELT_BY = /^(?:(?:most|many|some|all)\s+)?(?:people|they|we|everyone|everybody|visitors|users|customers|guests|patients|kids|children|parents|staff)\s+(?:felt|feel|feels|were|was|are|got|get|seemed)\s+/i;
const EMOJI = /[\p{Extended_Pictographic}\u{FE0F}\u{200D}]+/gu;

/** The stage and its scored steps, when an item names a stage and tells a feeling beside it. `loose`: beside other
 * such stages, a remark without a feeling word still parts from the stage's name ("Réception (rapide, content)"). */
export function stageRemark(item: string, loose = false): StageRemark | undefined {
  const t = item.trim();
  const bracket = BRACKET.exec(t);
  const dash = bracket ? null : DASH.exec(t);
  const m = bracket ?? dash ?? COLON.exec(t);
  // "photo upload → ok", "repair at garage → relieved": a stage and how it felt, one scored step named as the stage.
  // "4 recovery & discharge same day – relieved": a dash before a bare feeling says the same.
  if (m && dash && onlyFeeling(m[2]!.trim())) {
    const stage = capitalize(m[1]!.trim().replace(NUMBERED, ''));
    // "bored, nervous": every feeling said stays on the card, the unhappiest sets the score.
    const scores = remarkSteps(m[2]!).map((st) => st.score).filter((x): x is number => x !== undefined);
    const said = capitalize(m[2]!.replace(EMOJI, '').replace(/\s{2,}/g, ' ').trim());
    // "repair at garage → relieved" names its step as the stage; "day of surgery – bored, nervous" names it by the feelings.
    const arrowed = /^\s*(?:->|→|=>)/u.test(t.slice(dash[1]!.length));
    const score = scores.length ? { score: Math.min(...scores) } : {};
    return { stage, steps: [arrowed ? { label: stage, ...score, ...(said ? { description: said } : {}) } : { label: said || stage, ...score }] };
  }
  // "find us online (hopeful but unsure which clinic to trust)", "book on the website (relieved if it's quick, annoyed by
  // long forms)": a bracket whose every part opens with a feeling tells how the stage feels, not more that they do.
  const felt = bracket ? feltParts(m![2]!) : undefined;
  // A bare "(nervous)" tells the stage's feeling only beside such stages (alone it scores an action: "orders online (happy)").
  if (felt && !onlyFeeling(m![2]!.trim())) {
    const stage = capitalize(m![1]!.trim().replace(NUMBERED, ''));
    // The step is how it felt there (as for "phone booking (frustrated, long hold)"), the mood its mean.
    return { stage, steps: [{ label: capitalize(m![2]!.trim()), score: Math.round(felt.reduce((a, b) => a + b, 0) / felt.length) }] };
  }
  // "orders online (happy)" scores an action: a remark that is only a feeling names no stage.
  if (!m || (!loose && !namesEmotion(m[2]!)) || onlyFeeling(m[2]!.trim())) return undefined;
  const stage = capitalize(m[1]!.trim().replace(NUMBERED, ''));
  return { stage, steps: remarkSteps(m[2]!) };
}

/** The scores of a remark whose every part ("hopeful but unsure which …", "anxious, then reassured when …") opens with a feeling word, else undefined. */
// "fine", "surprised": how a person felt, though the journey lexicon does not count them as emotions on their own.
const PLAIN_FEELING = /^(?:fine|ok|okay|surprised)$/i;

function feltParts(remark: string): number[] | undefined {
  const parts = remark.split(/\s*(?:,|;|\bbut\b|\bthen\b)\s*/i).map((p) => p.trim().replace(/^(?:and|then|but|feels?|feeling|very|really|quite|a\s+bit|so)\s+/i, '')).filter(Boolean);
  const scores = parts.map((p) => { const w = p.split(/\s+/)[0]!; return namesEmotion(w) || PLAIN_FEELING.test(w) ? feelingScore(w) : undefined; });
  return parts.length && scores.every((x) => x !== undefined) ? (scores as number[]) : undefined;
}

function onlyFeeling(part: string): boolean {
  const words = part.replace(EMOJI, ' ').trim().split(/\s+/).filter(Boolean);
  // (Each token of FEELING_ONLY is taken whole, so a part that fails fails at once: "anxious, 1/5" once took minutes.)
  return FEELING_ONLY.test(part) && words.every((w) => /^(?:feels?|feeling|felt|is|are|gets?|very|really|quite|a|bit|so|and|but|or|o|ou|oder|y|e|et|und|pero|mais|aber|ma|mas|muy|très|sehr|molto|muito|un|poco)$/i.test(w) || feelingScore(w) !== undefined);
}

/** "reads reviews online, feels curious" → Reads reviews online (3); "slow 😕 but the SMS is helpful 🙂" → two steps. */
export function remarkSteps(remark: string): RemarkStep[] {
  const parts = remark.split(/\s+but\s+|;\s*/i).flatMap((p) => splitList(p));
  const steps: RemarkStep[] = [];
  let pending: string[] = [];
  let feelingBefore = false;
  const flush = (score?: number, description?: string) => {
    if (pending.length) steps.push({ label: capitalize(pending.join(', ')), ...(score !== undefined ? { score } : {}), ...(description ? { description } : {}) });
    pending = [];
  };
  // The user's own feeling words ("feels overwhelmed", "relieved and happy") stay on the card; an emoji is the face.
  const said = (part: string) => capitalize(part.replace(EMOJI, '').trim()) || undefined;
  for (const raw of parts) {
    const part = raw.trim().replace(FELT_BY, '');
    if (!part) continue;
    const score = feelingScore(part);
    if (onlyFeeling(part)) {
      // A bare feeling scores the actions told before it, or the last step; "relieved and happy" is one feeling.
      const prev = steps[steps.length - 1];
      if (!pending.length && prev && feelingBefore && said(part)) {
        prev.description = prev.description ? `${prev.description} and ${part.replace(EMOJI, '').trim()}` : said(part);
        if (score !== undefined) prev.score = Math.min(prev.score ?? score, score);
      } else if (pending.length) flush(score, said(part));
      else if (steps.length && steps[steps.length - 1]!.score === undefined) Object.assign(steps[steps.length - 1]!, { score, ...(said(part) ? { description: said(part) } : {}) });
      // "confusing signs, frustrated": the thing already scored by its own word; the person's feeling is told beside it.
      else if (prev && !prev.description && said(part)) Object.assign(prev, { description: said(part), ...(score !== undefined ? { score: Math.min(prev.score ?? score, score) } : {}) });
      else if (steps.length === 0) steps.push({ label: capitalize(part.replace(EMOJI, '').replace(/^(?:feels?|feeling|felt)\s+/i, '').trim()), ...(score !== undefined ? { score } : {}) });
      feelingBefore = true;
      continue;
    }
    feelingBefore = false;
    const f = readFeeling(part);
    pending.push(f.text.replace(EMOJI, '').replace(/^(?:the|a|an)\s+/i, '').trim());
    if (f.score !== undefined) flush(f.score);
  }
  flush();
  return steps.filter((s) => s.label);
}

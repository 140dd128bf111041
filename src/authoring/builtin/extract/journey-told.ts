// A journey told sentence by sentence, each one a stage and how it feels: "booking by phone is annoying (on hold
// 20 min)", "On arrival the check-in at the kiosk is quick and they feel relieved", "Then the waiting room - 45 min
// past the appointment time, anxious and bored", "A follow up text 2 days later makes them feel cared for".
import { capitalize } from '../text/label.js';
import { feelingScore } from './journey-feelings.js';

export interface ToldStage { stage: string; step: string; score?: number }

/** Words that order the sentences, and openings that say when ("On arrival", "At the end"): no part of the stage. */
const OPENING = /^(?:(?:and\s+)?(?:then|next|after\s+that|afterwards|finally|lastly|first|at\s+last)\s*,?\s+|(?:on|upon|at|after|during)\s+(?:arrival|arriving|the\s+end|departure|leaving|check-?out)\s*,?\s+)*/i;
/** What follows the stage: "is annoying", "makes them feel", " - 45 min …", "feels great". */
const VERB = /^(.{2,60}?)\s*(?:\s(?:is|are|was|were|feels?|seems?|looks?|gets?)\s+|\s(?:makes?|leaves?|gets?)\s+(?:them|him|her|me|us|you|the\s+\w+)\s+(?:feel(?:ing)?\s+)?|\s+[-–—]\s+)(.+)$/i;
/** Words after a stage's name that only say when or which one: "itself", "afterwards", "later". */
const STAGE_TAIL = /\s+(?:itself|themselves|afterwards|afterward|after|later|then|again|too|as\s+well|(?:\d+|a|an|one|two|three|a\s+few)\s+(?:min(?:ute)?s?|hours?|days?|weeks?|months?)\s+(?:later|after(?:wards)?))$/i;
/** Sentences that ask for the drawing ("Pls map the stages …"), not a stage of it. */
const REQUEST = /^(?:pls|please|plz|can\s+you|could\s+you|would\s+you|map|show|draw|make|add|include|use|put|give)\b/i;
/** "they feel", "and they are": the person's feeling joins the remark about the stage. */
const FEEL = /\s*(?:,\s*|\s+)(?:and\s+|so\s+)?(?:they|he|she|we|you|i|the\s+(?:patient|customer|user|guest|client)s?)\s+(?:feel|feels|felt|are|is|get|gets|seem|seems)\s+/gi;

function toldStage(sentence: string): ToldStage | undefined {
  const s = sentence.trim().replace(/[.!]+$/, '').replace(OPENING, '');
  if (REQUEST.test(s)) return undefined;
  const m = VERB.exec(s);
  if (!m) return undefined;
  const stage = m[1]!.replace(/^(?:the|a|an|their|our|his|her)\s+/i, '').replace(STAGE_TAIL, '').trim();
  if (!stage || stage.split(/\s+/).length > 7 || /^(?:they|he|she|we|you|i|it|this|that)$/i.test(stage)) return undefined;
  const step = m[2]!.replace(FEEL, ', ').replace(/^(?:feel|feels|felt)\s+/i, '').replace(/^,\s*/, '').trim();
  const score = feelingScore(step);
  return score === undefined ? undefined : { stage: capitalize(stage), step: capitalize(step), score };
}

/** The stages when most sentences tell one with a feeling (three at least), else undefined. */
export function toldStages(sentences: string[]): ToldStage[] | undefined {
  const read = sentences.map(toldStage);
  const told = read.filter((r): r is ToldStage => !!r);
  const asked = sentences.filter((s) => REQUEST.test(s.trim().replace(OPENING, ''))).length;
  return told.length >= 3 && told.length * 3 >= (sentences.length - asked) * 2 ? told : undefined;
}

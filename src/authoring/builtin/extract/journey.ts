// PromptDoc → journey content: stages from "Stages: A, B, C", "stages like A, B …", a nested list (stages over their
// steps), "On day one …, During setup …" sentences or the prompt's items; steps from those lists, "first … then …"
// sentences or a "Steps:" list (spread over the stages in order); a score per step from explicit numbers or feeling
// words; pain points and opportunities as notes under the stage they mention.
import type { JourneyContent } from '../../../spec/content/index.js';
import { capitalize, IdMaker, matchKey } from '../text/label.js';
import { canBeVerb } from '../text/nlp.js';
import { findEnumeration, splitList } from '../text/lists.js';
import { flatItems, tooFew, validated, type ExtractContext } from './common.js';
import { feelingScore, readFeeling } from './journey-feelings.js';
import { moodSteps, stageNamed } from './journey-moods.js';
import { stageRemark, type StageRemark } from './journey-remarks.js';
import { toldStages } from './journey-told.js';
import { inlineItems, labelledLists, listOf } from './labelled-lists.js';
import { headingTopic, topicAfterKind } from './lead-topic.js';

export const JOURNEY_FIELDS = {
  stages: String.raw`stages?|phases?|(?:é|e)tapes|phasen|stufen|etapas|fases|fasi|阶段|階段|段階|ステージ|フェーズ`,
  steps: String.raw`steps|touch\s?points|actions|activities|schritte|pasos|步骤|ステップ`,
  pains: String.raw`pain(?:\s?points?)?|pains|frustrations|problems|issues|challenges|points?\s+de\s+(?:douleur|friction)|irritants|schmerzpunkte|probleme|puntos\s+de\s+dolor|pontos\s+de\s+dor|痛点|課題|ペインポイント`,
  gains: String.raw`opportunit(?:y|ies)|improvements|ideas|opportunit(?:é|e)s|chancen|verbesserungen|oportunidades|opportunit(?:à|a)|机会|機会|改善点`,
  actors: String.raw`actors?|personas?|acteurs?|akteure?|actores|アクター|ペルソナ`,
};

const STAGES_LIKE = /\b(?:stages?|phases?|steps|(?:é|e)tapes|phasen|etapas|fases)\s+(?:like|such\s+as|including|comme|wie|como|namely)\s+(.+?)(?=[.;]|$)/iu;
const STAGES_BARE = /\b(?:stages|phases|phasen|etapas|fases|(?:é|e)tapes)\s+([A-ZÄÖÜÉ][^,.;]{0,40}(?:,\s*[^,.;]{1,40})+)/u;
const STAGE_OPENING = /^(?:on|during|in|at|for)\s+(?:the\s+)?(.{2,30}?)(?:\s+(?:stage|phase))?,?\s+(?:they|the\s+[a-z]+|users?|customers?|he|she|we|you|people)\s+(.+)$/i;
const SEQUENCE = /\b(?:first|then|next|finally|afterwards|after\s+that|at\s+last|zuerst|dann|d'abord|ensuite|puis|enfin|primero|luego|después|finalmente)\b/i;
const NOISE = /\b(?:pain\s?points?|each\s+stage|every\s+stage|emotions?|touch\s?points?|opportunit(?:y|ies))\b|各段階|各阶段/i;

interface StepDraft { label: string; score?: number; stage?: number; description?: string }
interface NoteDraft { type: 'pain' | 'opportunity'; text: string; stage?: number; step?: StepDraft }

// "First they find us online", "then we pay": the order word and who does it are not the stage's name.
const ORDER_WHO = /^(?:(?:and\s+)?(?:first|then|next|finally|afterwards|after\s+that)\s*,?\s+(?:they|we|you|he|she|I)\s+|(?:and\s+)?(?:then|finally|afterwards)\s+)/i;

function cleanStage(s: string): string {
  return capitalize(s.trim().replace(ORDER_WHO, '').replace(/(?:の各段階|各阶段|の段階|阶段)$/u, '').replace(/^(?:and|the|et|und|y)\s+/i, '').replace(/[.。]+$/u, '').trim());
}

/** "…, and finally pay and book the follow-up (fine, …)": the list reader cut the last stage at its "and"; a short part
 *  without a remark before the last remarked one is its first half, when every other stage has its remark. */
function joinSplitLast(texts: string[], rs: (StageRemark | undefined)[]): [string, StageRemark | undefined][] {
  const n = texts.length;
  if (n >= 4 && !rs[n - 2] && rs.some(Boolean) && texts.filter((t, i) => i !== n - 2 && /\)\s*[.;,!]?$/.test(t.trim())).length === n - 1 && texts[n - 2]!.split(/\s+/).length <= 3 && !/[()]/.test(texts[n - 2]!)) {
    const joined = `${texts[n - 2]!.trim()} and ${texts[n - 1]!.trim()}`;
    return [...texts.slice(0, n - 2).map((t, i) => [t, rs[i]] as [string, StageRemark | undefined]), [joined, stageRemark(joined)]];
  }
  return texts.map((t, i) => [t, rs[i]]);
}

function stepsOfWork(text: string): StepDraft[] {
  // "meet the team, which feels great": the feeling belongs to the step before it.
  const t = text.replace(/,?\s*(?:which|that|and\s+it)\s+(?:feels?|is|was|seems)\s+(?:very\s+|really\s+|so\s+)?([\p{L}-]+)/giu, ' ($1)');
  return splitList(t.replace(/[.!]+$/, '')).flatMap((p) => p.split(/\s+and\s+(?=(?:are\s+|is\s+|get\s+|gets\s+)?[a-z]+\s)/i)).map((p) => {
    const f = readFeeling(p.trim().replace(/^(?:they|then|and)\s+/i, ''));
    const label = capitalize(f.text.replace(/^(?:are|is)\s+/i, '').trim());
    return f.score !== undefined ? { label, score: f.score } : { label };
  }).filter((s) => s.label);
}

export function extractJourney(ctx: ExtractContext): JourneyContent {
  const { doc } = ctx;
  const lists = labelledLists(doc.text, JOURNEY_FIELDS);
  const sentences = doc.statements.map((s) => s.text);
  const steps: StepDraft[] = [];
  const notes: NoteDraft[] = [];
  // "Stages: Research (reads reviews, feels curious), …" or items "Books online — widget is confusing 😕": each stage
  // with the steps and feelings told beside it.
  const listed = listOf(lists, 'stages');
  const itemTexts = flatItems(doc).map((i) => i.text);
  const remarked = (texts: string[]) => {
    const rs = texts.map((t) => stageRemark(t));
    return texts.length >= 2 && rs.filter(Boolean).length * 2 >= texts.length ? rs : undefined;
  };
  let stages: string[] = [];
  const fromRemarks = (texts: string[], rs: (StageRemark | undefined)[]) => joinSplitLast(texts, rs).forEach(([text, r0]) => {
    const r = r0 ?? stageRemark(text, true);
    // "map w/ emotions for the slide deck" beside the told stages: a word about the map, not a stage.
    if (!r && NOISE.test(text)) return;
    const stage = stages.push(cleanStage(r ? r.stage : readFeeling(text).text)) - 1;
    // "sit in the waiting room (nervous)" beside remarked stages: the bare feeling is its step.
    const bare = r ? undefined : readFeeling(text);
    const felt = /\(([^()]+)\)\s*[.;,!]?$/.exec(text.trim())?.[1]?.trim();
    if (bare?.score !== undefined && felt) steps.push({ label: capitalize(felt), score: bare.score, stage });
    // A step named as its stage carries the stage's cleaned name ("First they find us online" → "Find us online").
    for (const st of r?.steps ?? []) steps.push({ ...st, label: st.label === r!.stage ? stages[stage]! : st.label, stage });
  });
  let remarks = remarked(listed);
  if (remarks) fromRemarks(listed, remarks);
  // "Etapas: papeleo (aburrido), prueba del coche (ilusionado)": the feeling in brackets is the stage's step and
  // score, not part of its name.
  else for (const text of listed) {
    const f = readFeeling(text);
    const felt = /\(([^()]+)\)\s*[.;!]?$/.exec(text)?.[1]?.trim();
    // "physiotherapy at weeks 2–12 (motivating but hard to get to without a car)": a remark no mood word scores is
    // still what the stage felt like, said beside it, never part of its name (mixed: the middle of the scale).
    const unscored = f.score === undefined && felt && felt.split(/\s+/).length >= 2 && listed.some((t) => t !== text && readFeeling(t).score !== undefined);
    const label = cleanStage(unscored ? text.slice(0, text.lastIndexOf('(')).trim() : f.text);
    if (!label || NOISE.test(label)) continue;
    const stage = stages.push(label) - 1;
    if (f.score !== undefined && felt) steps.push({ label: capitalize(felt), score: f.score, stage });
    else if (unscored) steps.push({ label: capitalize(felt!), score: 3, stage });
  }
  if (stages.length === 0) {
    for (const s of [doc.text, ...sentences]) {
      const m = STAGES_LIKE.exec(s) ?? STAGES_BARE.exec(s);
      if (m) { stages = inlineItems(m[1]!).map(cleanStage).filter((x) => x && !NOISE.test(x) && x.split(/\s+/).length <= 6); break; }
    }
  }
  // "We run a gym …. First they see an ad (curious but …), then take a trial class (excited, …), …": the one sentence
  // that lists the remarked stages, beside sentences that set the scene.
  if (stages.length === 0 && !remarks && sentences.length > 1) {
    for (const sentence of sentences) {
      const parts = findEnumeration(sentence, 3)?.items ?? splitList(sentence.replace(/[.!]+$/, ''));
      if (parts.length >= 3 && (remarks = remarked(parts))) { fromRemarks(parts, remarks); break; }
    }
  }
  if (stages.length === 0 && (remarks = remarked(itemTexts))) fromRemarks(itemTexts, remarks);
  // "booking by phone is annoying (on hold 20 min). … Billing afterwards is confusing.": a stage per sentence.
  const toldOnes = stages.length === 0 ? toldStages(sentences) : undefined;
  if (toldOnes) {
    for (const t of toldOnes) steps.push({ label: t.step, stage: stages.push(t.stage) - 1, ...(t.score !== undefined ? { score: t.score } : {}) });
    remarks = [];
  }
  // A nested list: stages over their steps (and "Pain: …" / "Opportunity: …" children as notes).
  const nested = doc.items.filter((i) => i.children.length > 0);
  if (stages.length === 0 && nested.length >= 2) {
    doc.items.forEach((item) => {
      const stage = stages.push(cleanStage(readFeeling(item.text).text)) - 1;
      for (const child of item.children) {
        const note = /^(pain(?:\s?point)?|problem|issue|opportunit(?:y|ies)|idea)\s*[:：]\s*(.+)$/i.exec(child.text);
        if (note) { notes.push({ type: /^(?:opportunit|idea)/i.test(note[1]!) ? 'opportunity' : 'pain', text: capitalize(note[2]!), stage }); continue; }
        const f = readFeeling(child.text);
        steps.push({ label: capitalize(f.text), stage, ...(f.score !== undefined ? { score: f.score } : {}) });
      }
    });
  }
  const told = new Set<string>();
  // "On day one they get their laptop …. During setup they struggle with …": each sentence opens a stage.
  if (stages.length === 0) {
    for (const s of sentences) {
      const m = STAGE_OPENING.exec(s.trim());
      if (!m) continue;
      told.add(s);
      const stage = stages.push(cleanStage(m[1]!)) - 1;
      for (const st of stepsOfWork(m[2]!)) steps.push({ ...st, stage });
    }
  }
  // Steps listed on their own, or told in order ("first …, then …, finally …").
  if (steps.length === 0) {
    for (const item of listOf(lists, 'steps')) {
      const f = readFeeling(item);
      steps.push({ label: capitalize(f.text), ...(f.score !== undefined ? { score: f.score } : {}) });
    }
  }
  // "Customers are excited when they discover the offer, frustrated by …": a scored step per feeling, under the
  // stage its phrase names.
  const moods: StepDraft[] = [];
  const moodSentences: string[] = [];
  // Whole sentences: the statements cut "first …, then …" and a feeling sentence's clauses apart.
  const whole = doc.text.split(/(?<=[.!?。！？])\s+|\n+/u).map((x) => x.trim()).filter(Boolean);
  if (stages.length && !remarks) {
    for (const s of whole) {
      if ([...told].some((t) => s.includes(t.trim().replace(/[.!]+$/, '')))) continue;
      const found = moodSteps(s, stages);
      if (found.length) { moods.push(...found); moodSentences.push(s); }
    }
  }
  // "First deposit" is a stage's name, not a sequence word: stage names are masked while the steps are cut.
  const named = stages.filter((st) => st.length > 2).map((st) => new RegExp(st.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'));
  const hidden: string[] = [];
  const mask = (t: string) => named.reduce((x, re) => x.replace(re, (m) => `\u0001${hidden.push(m) - 1}\u0002`), t);
  const unmask = (t: string) => t.replace(/\u0001(\d+)\u0002/g, (_m, k: string) => hidden[Number(k)] ?? '');
  if (steps.length === 0) {
    for (const s of whole) {
      const masked = mask(s);
      if (!SEQUENCE.test(masked) || moodSentences.includes(s) || lists.some((l) => s.includes(l.items[0] ?? '\u0000'))) continue;
      // "finding us on Google (hopeful), …, first session (reassured)": a list of felt items, where "first" names one.
      // (", then …", ", finally …" tell the items in order: "first the user searches (happy), then picks …".)
      if (doc.itemSource === 'inline' && itemTexts.filter((t) => s.includes(t) && readFeeling(t).score !== undefined).length >= 2
        && !/,\s*(?:and\s+)?(?:then|next|finally|afterwards|after\s+that|at\s+last)\b/i.test(s)) continue;
      const body = masked.replace(/^[^:]{0,80}:\s*/, '');
      for (const raw of body.split(/,?\s*\b(?:first|then|next|finally|afterwards|after\s+that|at\s+last|zuerst|dann|d'abord|ensuite|puis|enfin|primero|luego|después|finalmente)\b,?\s*/i)) {
        const part = unmask(raw);
        const p = part.trim().replace(/^(?:the\s+[a-z]+|they|users?|customers?|he|she)\s+/i, '').replace(/[,;.]+$/, '');
        if (!p || p.split(/\s+/).length > 14) continue;
        const f = readFeeling(p);
        steps.push({ label: capitalize(f.text.replace(/^(?:the\s+[a-z]+|they|users?|customers?)\s+/i, '')), ...(f.score !== undefined ? { score: f.score } : {}) });
      }
    }
  }
  // Nothing named as stages: the prompt's items are the stages (or one stage holds the steps told in order).
  if (stages.length === 0) {
    if (steps.length) stages = [doc.title ?? topicAfterKind(doc, true) ?? 'Journey'];
    else {
      // "…, wait for delivery (3/5), eat and rate (5/5)": when every step has its score, one without a score
      // before a scored one is the first half of an "A and B" the list reader split.
      const texts = flatItems(doc).map((i) => i.text);
      const scored = texts.filter((t) => readFeeling(t).score !== undefined).length;
      const joined: string[] = [];
      texts.forEach((t, i) => {
        const next = texts[i + 1];
        if (scored >= 3 && scored === texts.length - 1 && next !== undefined && i === texts.length - 2 && readFeeling(t).score === undefined && t.split(/\s+/).length <= 3) { texts[i + 1] = `${t} and ${next}`; return; }
        joined.push(t);
      });
      const kept = joined.filter((t) => { const l = cleanStage(readFeeling(t).text); return l && !NOISE.test(l) && !labelledField(lists, t); });
      // "browse restaurants (4/5), choose a meal (4/5), pay (2/5, card errors)": scored actions are the steps of one
      // stage (a stage per step would draw each name twice); a remark in brackets is the step's pain point when it
      // feels bad, else its description.
      const actions = kept.filter(isAction).length;
      if (kept.filter((t) => readFeeling(t).score !== undefined).length >= 2 && actions * 2 > kept.length) {
        stages = [doc.title ?? topicAfterKind(doc, true) ?? 'Journey'];
        for (const text of kept) {
          const f = readFeeling(text);
          const remark = /^(.+?)\s*\(([^()]+)\)$/.exec(f.text);
          const label = cleanStage(remark ? remark[1]! : f.text);
          const step: StepDraft = { label, stage: 0, ...(f.score !== undefined ? { score: f.score } : {}), ...(remark && (f.score ?? 3) > 2 ? { description: capitalize(remark[2]!.trim()) } : {}) };
          steps.push(step);
          if (remark && (f.score ?? 3) <= 2) notes.push({ type: 'pain', text: capitalize(remark[2]!.trim()), stage: 0, step });
        }
      } else {
        for (const text of kept) {
          const f = readFeeling(text);
          const label = cleanStage(f.text);
          stages.push(label);
          // "phone booking (frustrated, long hold)": the step says how it felt, not the stage's name again.
          const felt = /\(([^()]+)\)\s*$/.exec(text)?.[1]?.trim();
          if (f.score !== undefined) steps.push({ label: felt && feelingScore(felt) !== undefined ? capitalize(felt) : label, score: f.score, stage: stages.length - 1 });
        }
      }
    }
  }
  if (stages.length === 0) throw tooFew('journey map', 1, 0, 'stages');
  steps.push(...moods);
  // Steps without a stage are spread over the stages in order.
  const loose = steps.filter((s) => s.stage === undefined);
  loose.forEach((s, i) => { s.stage = Math.min(stages.length - 1, Math.floor((i * stages.length) / loose.length)); });
  // Steps in stage order, so the satisfaction curve runs left to right.
  steps.sort((a, b) => a.stage! - b.stage!);

  for (const [field, type] of [['pains', 'pain'], ['gains', 'opportunity']] as const) {
    for (const text of listOf(lists, field)) {
      const k = matchKey(text);
      // "- Pain: the form is long" under a stage of a nested list is read there already.
      if (notes.some((n) => n.type === type && matchKey(n.text) === k)) continue;
      let stage = stages.findIndex((st) => matchKey(st) && k.includes(matchKey(st)));
      if (stage < 0) stage = steps.find((st) => matchKey(st.label) && k.includes(matchKey(st.label)))?.stage ?? -1;
      // "fees at checking out" names "Check out" by its stems.
      if (stage < 0) stage = stageNamed(text, stages) ?? -1;
      if (stage < 0) {
        // Naming no stage, a pain point sits where the journey feels worst, and so does an opportunity when it
        // feels bad somewhere (it answers that pain).
        const scored = steps.filter((s) => s.score !== undefined).sort((a, b) => a.score! - b.score!);
        stage = scored[0] && (type === 'pain' || scored[0].score! <= 2) ? scored[0].stage! : 0;
      }
      notes.push({ type, text: capitalize(text), stage });
    }
  }
  const actors = listOf(lists, 'actors').map((a) => capitalize(a));
  const ids = new IdMaker();
  const stageIds = stages.map((s) => ids.make(s, 'stage'));
  const actorIds = actors.map((a) => ids.make(a, 'actor'));
  const drawn = steps.filter((s) => s.label);
  const stepIds = new Map(drawn.map((s) => [s, ids.make(s.label, 'step')]));
  // Not "Stages Booking, Waiting room, …": a list of the stages is no title.
  const title = [doc.title, headingTopic(doc.text)].find((t) => t && !new RegExp(`^(?:${JOURNEY_FIELDS.stages})\\s`, 'iu').test(t));
  const content = {
    // One stage named like the title: the title is not drawn twice.
    ...(title && !(stages.length === 1 && matchKey(stages[0]!) === matchKey(title)) ? { title } : {}),
    actors: actors.map((a, i) => ({ id: actorIds[i]!, label: a })),
    stages: stages.map((s, i) => ({ id: stageIds[i]!, label: s })),
    steps: drawn.map((s) => ({ id: stepIds.get(s)!, label: s.label, stage: stageIds[s.stage ?? 0]!, ...(s.score !== undefined ? { score: s.score } : {}), actors: actorIds.length === 1 ? [actorIds[0]!] : [], ...(s.description ? { description: s.description } : {}) })),
    notes: notes.map((n) => ({ type: n.type, text: n.text, stage: stageIds[n.stage ?? 0]!, ...(n.step && stepIds.has(n.step) ? { step: stepIds.get(n.step)! } : {}) })),
  };
  return validated('journey', content);
}

/** "choose a meal (4/5)", "pay (2/5)": an item that opens with a verb (a single capitalized word such as "Purchase"
 * names a stage). */
function isAction(item: string): boolean {
  const words = readFeeling(item).text.replace(/\s*\([^)]*\)\s*$/, '').trim().split(/\s+/);
  return !!words[0] && canBeVerb(words[0]) && (words.length > 1 || /^\p{Ll}/u.test(words[0]));
}

/** True when an item is itself a field line ("Pain points: …"), not a stage. */
function labelledField(lists: ReturnType<typeof labelledLists>, text: string): boolean {
  return lists.some((l) => l.items.some((i) => text.includes(i))) || new RegExp(`^(?:${JOURNEY_FIELDS.pains}|${JOURNEY_FIELDS.gains})\\s*[:：]`, 'iu').test(text);
}

// PromptDoc → cycle content: 3–10 steps that return to the first.
import type { CycleContent } from '../../../spec/content/index.js';
import { capitalize, matchKey } from '../text/label.js';
import { listedNames } from '../text/names.js';
import { splitOutside } from '../text/spans.js';
import type { PromptDoc } from '../text/doc.js';
import { clauseStages } from './cycle-clauses.js';
import { flatItems, itemLabel, leaves, tooFew, validated, type ExtractContext } from './common.js';

// A closing "... and back to the start" names no new step.
const BACK = /^(?:(?:and\s+)?(?:then\s+)?(?:go(?:es)?\s+)?back\s+to\s+(?:the\s+)?(?:start|beginning|first\s+\w+)|(?:and\s+)?(?:then\s+)?repeat(?:s)?(?:\s+the\s+cycle|\s+(?:tomorrow|tomorow|next\s+\w+|every\s+\w+|daily|weekly))?|(?:and\s+)?round\s+(?:we|it)\s+goes?(?:\s+again)?|(?:and\s+)?(?:then\s+)?(?:the\s+)?[\p{L}-]+(?:\s+[\p{L}-]+)?\s+(?:starts?|begins?)\s+(?:all\s+)?over(?:\s+again)?|and\s+so\s+on|the\s+cycle\s+(?:repeats|begins\s+again|starts\s+over)|start\s+(?:over|again)|(?:and\s+)?(?:then\s+)?(?:it|the\s+cycle|everything)\s+(?:starts?|begins?)\s+(?:all\s+)?(?:over|again)(?:\s+again)?|重新开始|周而复始|循环往复|最初に戻る|繰り返す)[.!。]?$/iu;
// "and then we're back at the spring inspection": the list reader keeps "we're back", which names no stage.
const BACK_HERE = /^(?:and\s+)?(?:then\s+)?(?:we|it|you)(?:'re|’re|'s|’s|\s+are|\s+is)\s+back\b/iu;
// "またPlanに戻る", "回到计划", "zurück zu Plan", "retour à Plan", "e volta para o lançamento", "e si torna alla raccolta":
// back to a step named in another language's words.
const BACK_TO = /^(?:(?:and\s+)?(?:then\s+)?(?:go(?:es)?\s+|loops?\s+)?back\s+to\s+(?:the\s+)?(.+?)|(?:and\s+)?(?:then\s+)?(?:we(?:'re|’re|\s+are)|it(?:'s|’s|\s+is)|you(?:'re|’re|\s+are)|we\s+(?:end\s+up|come|get))\s+back\s+(?:at|to|with|on)\s+(?:the\s+)?(.+?)(?:\s+(?:again|once\s+more))?|(?:また|再び)(.+?)[、,]?\s*の?繰り返し(?:です|ます)?|(?:また|再び|そして)?(.+?)(?:に戻る|へ戻る|に戻ります)|(?:然后|再|又)?回到(.+?)|(?:und\s+)?(?:wieder\s+)?zurück\s+zu(?:m|r)?\s+(.+?)|(?:et\s+)?retour\s+(?:à|a|au)\s+(.+?)|(?:y\s+)?(?:de\s+)?vuelta\s+a(?:l)?\s+(.+?)|(?:e\s+)?(?:depois\s+)?(?:volta|voltar|retorna|retornar)\s+(?:para|ao|à|a)\s+(?:o\s+|a\s+)?(.+?)|(?:e\s+)?(?:poi\s+)?(?:si\s+)?(?:torna|ritorna|tornare)\s+(?:a|al|alla|allo|all')\s*(.+?))[.!。]?$/iu;

// "brassicas follow the potatoes", "root crops come after the brassicas", "potatoes go where the legumes were",
// "the legumes take the old root bed": what comes next, said by what it follows.
const SUCCEEDS = /^(?:(?:and|then|so)\s+)*(?:the\s+)?((?:[^,;()]|\([^()]{1,80}\)){2,100}?)\s+(?:go(?:es)?\s+where|follows?|comes?\s+after|come\s+next\s+after|takes?\s+(?:over\s+)?(?:the\s+)?(?:old|former|previous)|replaces?|succeeds?|moves?\s+into\s+(?:the\s+)?(?:old|former))\s+(.+)$/i;

export function extractCycle(ctx: ExtractContext): CycleContent {
  const { doc } = ctx;
  // "the sun heats water in oceans (Evaporation), the vapour rises and cools into clouds (Condensation), …": each stage
  // told in a clause and named in the bracket after it; the name is the step, the clause what happens.
  const bracketed = bracketNamed(doc.items.map((it) => it.text));
  if (bracketed) return validated('cycle', { title: doc.title ?? quotedSubject(doc.text), steps: bracketed.map((b) => ({ ...b, icon: ctx.icon(b.label) })) });
  let items = flatItems(doc, 3);
  // Prose that names the stages ("going from an egg, to a caterpillar, to a cocoon") rather than lines of them.
  if (doc.itemSource !== 'lines') {
    const said = doc.statements.map((s) => s.text);
    // "… and then the pruning starts all over again": the name list keeps "pruning starts all"; the return names no stage.
    const names = listedNames(said, 3).filter((n) => !said.some((t) => t.toLowerCase().includes(`${n.toLowerCase()} over`) && BACK.test(`${n} over again`)) && !BACK_HERE.test(n));
    if (names.length >= 3) items = leaves(names);
  }
  // "Evaporation (sun heats the ocean) → Condensation (…) → … → and then it starts all over again": the stages are
  // the arrows' ends, brackets whole; the closing return names no stage.
  const staged = arrowStages(doc);
  if (staged) items = leaves(staged);
  // "Plan: define the goal. Do: run a test. Check: …": the first key was read as the request.
  if (doc.lead && doc.tail && /^[\p{L}-]+(?:\s[\p{L}-]+)?$/u.test(doc.lead.trim()) && items.length >= 2 && items.every((it) => /^[^:]{1,30}:\s/.test(it.text))) {
    items = [{ text: `${doc.lead}: ${doc.tail.split(/(?<=[.!?])\s+/)[0]}`, children: [], header: false }, ...items.filter((it) => !doc.tail.startsWith(it.text))];
  }
  // "potatoes go where the legumes were, then brassicas follow the potatoes, root crops (…) come after the brassicas":
  // each clause names what comes next by what it follows; the step is the one that comes.
  const successors = items.map((it) => SUCCEEDS.exec(it.text.trim()));
  if (successors.filter(Boolean).length >= 3 && successors.filter(Boolean).length * 5 >= items.length * 3) {
    items = successors.filter((m): m is RegExpExecArray => !!m).map((m) => {
      const name = m[1]!.trim();
      const own = /^(.+?)\s*\(([^()]+)\)$/.exec(name);
      const base = own ? own[1]! : name;
      const at = doc.text.toLowerCase().indexOf(`${base.toLowerCase()} (`);
      const aside = own?.[2] ?? (at >= 0 ? /^\(([^()]{2,80})\)/.exec(doc.text.slice(at + base.length + 1))?.[1] : undefined);
      return { text: aside ? `${base} (${aside})` : base, children: [], header: false };
    });
  }
  // "potatoes go first …, the next year that bed gets legumes like peas, after that come brassicas such as kale, …".
  const named = successors.filter(Boolean).length >= 3 ? undefined : clauseStages(items.map((it) => it.text));
  if (named) items = named.map((n) => ({ text: n.description ? `${capitalize(n.label)}: ${n.description}` : capitalize(n.label), children: [], header: false }));
  const firstKey = items[0] ? matchKey(stripStep(itemLabel(items[0]).label)) : '';
  // "…, monitor, plan, and back to code": a return to the first step names no new step.
  const backToFirst = (t: string) => {
    const m = BACK_TO.exec(t.trim());
    const to = m?.slice(1).find((g) => g);
    return !!to && !!firstKey && (matchKey(to) === firstKey || firstKey.endsWith(matchKey(to)) || firstKey.startsWith(matchKey(to)));
  };
  // "…, and then back to sourcing for the next month": the last item going back anywhere closes the loop.
  const closing = (it: { text: string }, i: number) => i === items.length - 1 && i >= 3 && !!BACK_TO.exec(it.text.trim()) && /^(?:(?:and\s+)?(?:then\s+)?(?:go(?:es)?\s+|loops?\s+)?back\s+to|(?:and\s+)?(?:then\s+)?we(?:'re|’re|\s+are)\s+back\s+(?:at|to))\b/i.test(it.text.trim());
  // "→ puis on recommence au 1", "→ dann wieder von vorne": a closing line that only says the loop returns.
  const returns = (t: string) => RETURN.test(t.trim().replace(LEADING_ARROW, '').replace(/^(?:puis|ensuite|dann|danach|luego|después|depois|poi|then)\s+/iu, ''));
  // "→ また次の春の田おこしへ", "→ next spring's ploughing again": the last names the first step with an again-word.
  const firstLabel = items[0] ? stripStep(itemLabel(items[0]).label).toLowerCase() : '';
  const againFirst = (it: { text: string }, i: number) => i === items.length - 1 && i >= 3 && firstLabel.length >= 2 && it.text.toLowerCase().includes(firstLabel) && AGAIN.test(it.text.trim());
  const steps = items.filter((it, i) => !BACK.test(it.text.trim()) && !backToFirst(it.text) && !closing(it, i) && !againFirst(it, i) && !(i >= 3 && returns(it.text))).map((it) => {
    let l = keyedAside(it.text) ?? itemLabel(it);
    // "Continuous delivery loop — code": the name of the loop is not a step; "Step 1: Attract" is "Attract".
    if (/\b(?:loop|cycle|flywheel|circle|wheel)\b/i.test(l.label) && l.description && l.description.split(/\s+/).length <= 4) l = { label: capitalize(l.description) };
    l = { ...l, label: capitalize(stripStep(l.label).replace(/^(?:we|you|they|i)\s+/i, '')) };
    // "Publish — and round we go again": the closing words leave the step's label.
    const label = l.label.replace(/\s*(?:,\s*)?(?:and\s+)?(?:then\s+)?back\s+to\s+(?:the\s+)?(?:start|beginning)$/i, '').replace(/\s*[—–-]?\s*(?:and\s+)?(?:round\s+we\s+go(?:\s+again)?|(?:then\s+)?repeat)\s*$/i, '').replace(/\s+[—–-]$/, '');
    return { label, description: l.description, icon: ctx.icon(l.label) };
  }).filter((s) => s.label);
  // "..., then collect feedback again" closes the loop on the first step rather than adding one.
  const key = (l: string) => matchKey(l.replace(/\s+(?:again|once more)$/i, ''));
  const same = (a: string, b: string) => key(a) === key(b) || (key(a).length > 3 && (key(b).endsWith(key(a)) || key(a).endsWith(key(b))));
  while (steps.length > 3 && same(steps[steps.length - 1].label, steps[0].label)) steps.pop();
  steps.splice(10);
  if (steps.length < 3) throw tooFew('cycle', 3, steps.length, 'steps');
  return validated('cycle', { title: doc.title ?? quotedSubject(doc.text), steps });
}

// '"米づくりの1年" を円形のサイクル図にしてください', '"The Coffee Year" as a cycle', 'a loop called "Sprint"': the name
// quoted in the request is the title.
const QUOTED_SUBJECT = /["“「『]([^"”」』\n]{2,40})["”」』]\s*(?:を|の)[^.。\n]{0,20}(?:図|ダイアグラム|チャート|サイクル)|\b(?:cycle|diagram|loop|circle|ring|wheel)\s+(?:of|for|about|called|named|titled)\s+["“]([^"”\n]{2,50})["”]|["“]([^"”\n]{2,50})["”]\s+(?:as|into)\s+(?:a\s+|an\s+)?(?:\w+\s+)?(?:cycle|loop|circle|ring|wheel)\b|["“「]([^"”」\n]{2,30})["”」]\s*(?:画成|做成|绘制成|画一个)[^.。\n]{0,10}(?:循环|环形|圆形)/iu;
function quotedSubject(text: string): string | undefined {
  const m = QUOTED_SUBJECT.exec(text);
  return m?.slice(1).find(Boolean)?.trim();
}

// A stage's name in brackets after the clause that tells it: one to three words, the first capitalised.
const BRACKET_NAME = /^(.+?)\s*[(（]\s*(\p{Lu}[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,2})\s*[)）]/u;

/** Steps named in brackets after their clauses, when three or more items are told that way and all but one are. */
function bracketNamed(texts: string[]): { label: string; description?: string }[] | undefined {
  const found = texts.map((t) => BRACKET_NAME.exec(t.trim()));
  const named = found.filter((m): m is RegExpExecArray => !!m && m[1]!.trim().split(/\s+/).length >= 3);
  if (named.length < 3 || named.length < texts.length - 1) return undefined;
  return named.slice(0, 10).map((m) => ({ label: capitalize(m[2]!.trim()), description: capitalize(m[1]!.trim().replace(/^(?:and\s+|then\s+)+/i, '').replace(/[,;:]$/, '')) }));
}

// Words that say a step comes round again, at either end of the item.
const AGAIN = /^(?:and\s+)?(?:then\s+)?(?:again|once\s+more|next\s+(?:year|season|spring|summer|autumn|fall|winter|month|week)|wieder|erneut|encore|à\s+nouveau|de\s+nouveau|de\s+nuevo|otra\s+vez|novamente|de\s+novo|di\s+nuovo|ancora)\b|(?:\s|^)(?:again|once\s+more|wieder|encore|de\s+nouveau|de\s+nuevo|otra\s+vez|novamente|di\s+nuovo)[.!]?$|^(?:また|再び|再|又|そしてまた)|(?:へ|に)[。.]?$/iu;

const LEADING_ARROW = /^(?:-{1,2}>|={1,2}>|→|⟶|➔|➜|⇒|↻|↺)\s*/u;
const ARROW = /\s*(?:-{1,2}>|={1,2}>|→|⟶|➔|➜|⇒)\s*/u;
/** A return to the start, in words: "and then it starts all over again", "またPlanに戻る", "retour au début". */
const RETURN = /^(?:and\s+)?(?:then\s+)?(?:we(?:'re|’re|\s+are)\s+back\s+(?:at|to)\b|(?:また|再び).{1,20}の?繰り返し)|^(?:and\s+)?(?:then\s+)?(?:(?:it|we|the\s+cycle|the\s+process)\s+)?(?:(?:starts?|begins?)\s+(?:all\s+)?(?:over|again)|repeats?|loops?\s+back|(?:go(?:es)?\s+)?back\s+to\b)|^(?:et\s+)?(?:on\s+)?(?:recommence|retour\s+(?:à|au)|revenir)|^(?:und\s+)?(?:wieder\s+)?(?:von\s+vorne|zurück\s+zu)|^(?:y\s+)?(?:vuelta\s+a|volver\s+a)|^(?:e\s+)?(?:depois\s+)?(?:volta|voltar|retorna|retornar)\s+(?:para|ao|à|a)\b|^(?:e\s+)?(?:poi\s+)?(?:si\s+)?(?:torna|ritorna|ricomincia)\b|(?:に|へ)戻る|からやり直す|^(?:回到|返回|重新开始)|^(?:(?:and\s+)?(?:then\s+)?(?:again|back)\s+to\s+(?:step|stage|phase)\s*1|(?:and\s+)?(?:then\s+)?(?:go\s+)?(?:to\s+)?(?:step|stage)\s*1\s+again|(?:et\s+)?(?:de\s+nouveau|encore)\s+(?:à\s+)?l['’]étape\s*1|(?:und\s+)?wieder\s+(?:zu\s+)?schritt\s*1|(?:y\s+)?de\s+nuevo\s+al\s+paso\s*1|(?:e\s+)?(?:de\s+novo\s+)?(?:volta\s+)?ao\s+passo\s*1|(?:e\s+)?di\s+nuovo\s+al\s+passo\s*1)\b/iu;

/** The stages of the only sentence that chains three or more with arrows (in prose, not lines), or undefined. */
function arrowStages(doc: PromptDoc): string[] | undefined {
  if (doc.itemSource === 'lines') return undefined;
  const chained = [doc.tail, ...doc.statements.map((s) => s.text)].map((t) => splitOutside(t, ARROW).map((p) => p.trim())).filter((p) => p.length >= 3);
  for (const parts of chained.length === 1 ? chained : []) {
    // The first end starts with its sentence ("OODAループ. Observe → …"), the last stops with it ("… again. cute colors").
    const sentences = (t: string) => splitOutside(t, /(?<=[.!?。！？])\s+/u);
    parts[0] = sentences(parts[0]).pop()!;
    parts[parts.length - 1] = sentences(parts[parts.length - 1])[0];
    const stages = parts.map((p) => p.replace(/[.!。！]+$/u, '').trim()).filter((p) => p && !RETURN.test(p));
    if (stages.length >= 3) return stages;
  }
  return undefined;
}

/** "Plan (計画): 目標を決める": the name with its bracket is the label, what follows the colon its description. */
function keyedAside(text: string): { label: string; description?: string } | undefined {
  const m = /^([^():：（）]{1,30}?)\s*([(（][^()（）]{1,20}[)）])\s*[:：]\s*(.+)$/u.exec(text.trim());
  return m ? { label: `${m[1].trim()} ${m[2]}`, description: m[3].trim() } : undefined;
}

function stripStep(label: string): string {
  return label.replace(/^(?:step|stage|phase|node)\s*\d+\s*[:.)–—-]\s*/i, '');
}

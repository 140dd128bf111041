// PromptDoc → funnel content: stages from the wide top to the narrow end, with values when written.
import type { FunnelContent } from '../../../spec/content/index.js';
import { capitalize, concise } from '../text/label.js';
import { flatItems, leaves, splitValue, tooFew, validated, type ExtractContext } from './common.js';
import { numberStyle } from '../text/numbers.js';

// "drop-off(s)", "drop off", "abandonment", "leakage", "where users drop out", "fall-off", "churn between steps".
const DROP = /\bdrop[- ]?offs?\b|\bdrop(?:s|ping)?\s+(?:off|out)\b|\babandon(?:ment|s|ed)?\b|\bleak(?:age|s)?\b|\bfall[- ]?offs?\b|\bchurn\b|\b(?:lose|lost|losses)\s+(?:at|between|per|in)\b/i;

// "… 130 completaron la formación y al final 95 siguen activos": a second count after "and (finally)" starts a stage.
const NEXT_COUNT = /,\s+(?:(?:and|y|e|et|und)\s+)?(?=\d)|\s+(?:and|y|e|et|und|i|en)\s+(?:(?:finally|in\s+the\s+end|at\s+the\s+end|al\s+final|por\s+último|finalmente|enfin|finalement|à\s+la\s+fin|am\s+ende|schließlich|zuletzt|no\s+final|alla\s+fine|infine)\s*,?\s+)?(?=\d)/iu;
// "Este año 1.200 personas visitaron …", "This year 5,000 people visited …": the time before the first count is not the stage.
const TIME_LEAD = /^(?:(?:this|last|each|every|per|in\s+the\s+last)\s+(?:year|month|week|quarter|season|term|day)|in\s+\d{4}|(?:este|el)\s+(?:año|mes|trimestre)(?:\s+pasado)?|(?:cette|l')\s*(?:année|an|mois)(?:\s+dernier|\s+dernière)?|(?:dieses|letztes|im\s+letzten)\s+(?:jahr|monat|quartal)|(?:este|no)\s+(?:ano|mês)(?:\s+passado)?|quest'anno|l'anno\s+scorso|questo\s+mese|finally|in\s+the\s+end|al\s+final|por\s+último|finalmente|enfin|finalement|schließlich|zuletzt|no\s+final|alla\s+fine|infine)\s*,?\s*$/iu;
// "personas visitaron la web": the counted people are every stage's subject, the verb phrase names the stage.
const PEOPLE = /^(?:people|persons|personas|personnes|pessoas|persone|personen|leute)\s+(?=\p{Ll})/iu;
// "1,100 of them showed up", "300 davon kauften", "dont 200 ont acheté": the words that point back to the stage before.
const OF_THEM = /^(?:(?:(?:of|out\s+of)\s+)?them|(?:of|out\s+of)\s+(?:those|these)|davon|d'entre\s+eux|de\s+(?:ellos|ellas|esos|esas)|di\s+questi|deles|delas)\s+(?=\p{L})/iu;
// "Out of 1,000 people who saw the ad", "De 1.000 visitantes": the first stage said as the whole the others come from.
const WHOLE_LEAD = /^(?:out\s+of|of|from|de|von|sur|su|dos|das)\s+[~≈]?\d/iu;
// "… people who saw the ad", "personas que vieron el anuncio": the relative word before the stage's verb.
const WHO = /^(?:who|that|which|que|qui|die|der|che)\s+(?=\p{L})/iu;
// "We had 5,000 visitors", "there were 900 applicants", "wir hatten 1.200 Besucher": who counted is not the stage.
const HAD_LEAD = /^(?:(?:we|they|i|you)\s+(?:had|got|saw|received|reached|drew|attracted)|there\s+(?:were|was)|wir\s+hatten|es\s+gab|nous\s+avons\s+eu|il\s+y\s+a\s+eu|tuvimos|hubo)\s*$/iu;

// "10k", "≈ 1,200": a count alone.
const BARE_COUNT = /^\s*[~≈]?\s*\d[\d,.\s]*(?:k|m)?\s*$/iu;
// "1,200 saw the post", "≈ 340 clicked": a line that starts with its count.
const COUNT_LEAD = /^\s*[~≈]?\s*\d/u;
// "Notes – Riverside 10K debrief, 14 Oct", "Minutes of the board meeting": a header that names the notes, not the funnel.
const NOTES_TITLE = /\b(?:notes?|debrief|minutes|meeting|recap|retro(?:spective)?|stand-?up|sync|catch-?up|protokoll|compte[- ]rendu|acta|ata|verbale)\b/iu;

const COUNTED_LINE = /^[^\d\n]{2,40}\s[~≈]?\d[\d,.]*\s?[kKmM%]?$/;
const NUMBERS_INTO_FUNNEL = /\b(?:our|the|my|these|this\s+month's|last\s+month's)\s+([\p{L}-]+(?:\s+[\p{L}-]+)?)\s+(?:numbers|figures|stats|statistics|data|counts|metrics)\s+(?:into|as)\s+(?:a\s+)?funnel\b/iu;

export function extractFunnel(ctx: ExtractContext): FunnelContent {
  const { doc } = ctx;
  // "1.200 Bewerbungen", "3,5 %": numbers are read with the prompt's decimal mark.
  const style = numberStyle(doc.text);
  const units = new Set<string>();
  let items = flatItems(doc, 2);
  let title = doc.title;
  // "- volunteer recruitment numbers:" over "  - 1,200 saw the post", "  - 340 clicked …", beside an "- action (Karen): …"
  // line: in notes, the one heading whose sub-items are counted holds the stages; the other lines are notes.
  const countedGroup = items.length > 1 ? items.filter((it) => it.children.length >= 3 && it.children.filter((c) => COUNT_LEAD.test(c.text)).length * 3 >= it.children.length * 2) : [];
  if (countedGroup.length === 1 && items.every((it) => it === countedGroup[0] || !COUNT_LEAD.test(it.text))) {
    items = countedGroup[0]!.children;
    if (!title || NOTES_TITLE.test(title)) title = concise(countedGroup[0]!.text.replace(/[:：]\s*$/u, '').replace(/\s+(?:numbers|figures|stats|statistics|counts|data|zahlen|chiffres|cifras|números|numeri)$/iu, '')).label;
  }
  // "Quick one before the Monday stand-up: could you turn our checkout numbers into a funnel?": the meeting is no title;
  // what the numbers are of names the funnel.
  if (title && (NOTES_TITLE.test(title) || /^(?:before|after|ahead\s+of|prior\s+to)\s/i.test(title)) && countedGroup.length !== 1) {
    const of = NUMBERS_INTO_FUNNEL.exec([...(doc.asked ?? []), doc.text].join('\n'));
    title = of ? `${capitalize(of[1]!.trim())} funnel` : undefined;
  }
  // "… into a funnel? Landing page visits 9,400" over "Form started 2,100" lines: the first counted line was read into
  // the lead's tail, after the request.
  const tailLast = doc.tail ? doc.tail.split(/(?<=[.?!])\s+/).pop()!.trim() : '';
  if (doc.itemSource === 'lines' && tailLast !== doc.tail?.trim() && COUNTED_LINE.test(tailLast) && items.length >= 2 && items.every((it) => COUNTED_LINE.test(it.text.trim())) && !items.some((it) => it.text.trim() === tailLast)) items = [...leaves([tailLast]), ...items];
  // "counts per stage — registered → verified → subscribed — plus timing": the stages are the arrow chain's
  // nodes, without the prose the dashes set off around it.
  const chain = doc.arrows.map((a) => a.chain.nodes).find((n) => n.length >= 3);
  if (chain && doc.itemSource !== 'lines') {
    const nodes = chain.map((n, i) => {
      let t = n.trim();
      if (i === 0) t = t.split(/\s+[—–-]\s+|[:：]\s+/u).pop()!.trim();
      if (i === chain.length - 1) t = t.split(/\s+[—–-]\s+|[.;]\s+/u)[0]!.trim();
      return t;
    });
    if (nodes.every((t) => t && t.split(/\s+/).length <= 8)) items = leaves(nodes);
  }
  // "Visitors: 10k, signups: 2k, paid: 300": the lead before the first count is the first stage's name when the
  // others are written "name: count" too.
  if (doc.lead && items.length >= 2 && BARE_COUNT.test(items[0]!.text) && doc.lead.trim().split(/\s+/).length <= 4
    && items.slice(1).every((it) => /^[^:：\d]{1,40}[:：]\s*[~≈]?\d/u.test(it.text))) {
    items = [{ ...items[0]!, text: `${doc.lead.trim()}: ${items[0]!.text}` }, ...items.slice(1)];
    if (title === doc.title && doc.title && concise(doc.lead).label === doc.title) title = undefined;
  }
  if (doc.itemSource !== 'lines') items = items.flatMap((it) => (/^\D{0,40}\d/u.test(it.text) && !it.children.length ? leaves(it.text.split(NEXT_COUNT)) : [it]));
  const stages = items.map((it, i) => {
    // "Our leads this quarter — 2,400 MQLs, then 800 SQLs, …": the words the dash sets off before the first count name
    // the funnel, not its first stage.
    const intro = i === 0 ? /^(.{3,80}?)\s+[—–]\s+(?=[~≈]?\d)/u.exec(it.text) : null;
    if (intro) { title ??= concise(intro[1]!).label; it = { ...it, text: it.text.slice(intro[0].length) }; }
    // '"10,000 raw ideas" — Every idea starts as a spark': a stage named in quotes is named as the page writes it,
    // its number and all.
    const quoted = /^["“]([^"“”]{2,80})["”]\s*(?:[—–:-]\s*(.*))?$/u.exec(it.text.trim());
    if (quoted) return { label: quoted[1]!.trim(), description: [quoted[2]?.trim(), ...it.children.map((c) => c.text)].filter(Boolean).join('; ') || undefined, value: undefined };
    const v = splitValue(it.text, style);
    if (v.value !== undefined) {
      const at = it.text.search(/\d/);
      if (at > 0 && (TIME_LEAD.test(it.text.slice(0, at)) || HAD_LEAD.test(it.text.slice(0, at).trim()))) v.text = splitValue(it.text.slice(at), style).text;
      if (WHOLE_LEAD.test(it.text.trim())) v.text = v.text.replace(/^(?:out\s+of|of|from|de|von|sur|su|dos|das)\s+/iu, '');
      v.text = v.text.replace(PEOPLE, '').replace(OF_THEM, '').replace(WHO, '');
    }
    if (v.unit) units.add(v.unit);
    const l = concise(v.value !== undefined ? v.text : it.text);
    const kids = it.children.map((c) => c.text).join('; ');
    return { label: l.label, description: [l.description, kids].filter(Boolean).join('; ') || undefined, value: v.value };
  }).filter((s) => s.label).slice(0, 10);
  // "… y al final 80 compraron. ¿Un embudo?": where the stages are counted, a line without a count after them is no stage.
  const counted = stages.filter((s) => s.value !== undefined).length;
  if (counted >= 3 && counted * 3 >= stages.length * 2) while (stages.length > counted && stages[stages.length - 1]!.value === undefined) stages.pop();
  if (stages.length < 2) throw tooFew('funnel', 2, stages.length, 'stages');
  // "with the drop-off at each step": the design shows the share that carries on; the share lost leaving each stage
  // is told beside it ("−68% drop-off").
  if (DROP.test(doc.text)) {
    stages.forEach((st, i) => {
      const next = stages[i + 1]?.value;
      if (st.value === undefined || next === undefined || st.value <= 0 || next > st.value) return;
      const drop = `\u2212${Math.round((100 * (st.value - next)) / st.value)}% drop-off`;
      st.description = [st.description, drop].filter(Boolean).join('; ');
    });
  }
  return validated('funnel', { title, stages, unit: units.size === 1 ? [...units][0] : undefined });
}

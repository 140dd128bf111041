// "After assessment the clinician decides between three outcomes: admit to ward, refer to another specialty, or discharge
// home": a decision whose choices are listed after a colon (or after "between"), each a branch of its own.
import type { Clause } from './clauses.js';

/** The verb that decides, in English, French, German, Spanish, Portuguese and Italian. */
const DECIDES = String.raw`(?:decides?|chooses?|picks?|selects?|opts?|d[ée]cide(?:nt)?|choisit|entscheide[tn]?|w[äa]hlt|decide[nm]?|elige[n]?|escolhe[m]?|sceglie)`;
/** "between three outcomes", "entre trois issues", "zwischen drei Möglichkeiten": the choices' number and name. */
const BETWEEN = String.raw`(?:between|among|from|on|entre|parmi|zwischen|tra|fra)`;
const COUNT = String.raw`(?:two|three|four|five|six|\d|deux|trois|quatre|cinq|zwei|drei|vier|f[üu]nf|dos|tres|cuatro|cinco|duas|dois|quatro|due|tre|quattro)`;
const CHOICE_NOUN = String.raw`(\p{L}+(?:\s+of\s+action)?)`;
const SHAPE = new RegExp(String.raw`^(.*?)\s*${DECIDES}\s+(?:${BETWEEN}\s+)?(?:(?:the|these|les|den|las|los|as|os|le)\s+)?(?:${COUNT}\s+)?(?:possible\s+|possibles\s+|m[öo]gliche[n]?\s+)?${CHOICE_NOUN}?\s*[:：]\s*(.+)$`, 'iu');
/** "there are three outcomes: …", "three things can happen: …", "il y a trois issues : …". */
const THERE_ARE = new RegExp(String.raw`^(?:there\s+are|il\s+y\s+a|es\s+gibt|hay|h[áa]|ci\s+sono)\s+${COUNT}\s+${CHOICE_NOUN}\s*[:：]\s*(.+)$`, 'iu');
/** "chooses between repair, replace or refund": the choices follow "between" with no colon, at least one comma. */
const BETWEEN_LIST = new RegExp(String.raw`^(.*?)\s*${DECIDES}\s+(?:between|entre|zwischen|tra|fra)\s+()([^,:：]+,[^:：]+)$`, 'iu');
const WHEN_LEAD = /^((?:after|once|when|following|upon|après|nach|tras|después\s+de|depois\s+d[eao]|dopo)\s+(?:the\s+|l[ae]\s+|l'|der\s+|dem\s+|la\s+|el\s+|o\s+|a\s+)?\p{L}+)\s*,?\s+(.+)$/iu;
const LIST_BREAK = /\s*,\s*(?:(?:or|and|ou|oder|und|o|y|e|et)\s+)?|\s+(?:or|ou|oder|o|e|y|et)\s+/iu;
const SUBJECT = /^(?:the|a|an|our|le|la|l'|der|die|das|el|la|o|a|il)?\s*([\p{L}-]+(?:\s+[\p{L}-]+){0,3})$/iu;

/** The clauses of a choice written as a list, or undefined when the part does not name one. */
export function choiceList(part: string): Clause[] | undefined {
  const m = SHAPE.exec(part) ?? BETWEEN_LIST.exec(part) ?? THERE_ARE.exec(part);
  if (!m) return undefined;
  const [lead, noun, list] = m.length === 4 ? [m[1]!, m[2], m[3]!] : ['', m[1], m[2]!];
  // "The vet decides: treat or refer" needs two choices; a whole sentence after the colon is not a list.
  const options = list.replace(/[.;]+$/, '').split(LIST_BREAK).map((o) => o.trim()).filter(Boolean);
  if (options.length < 2 || options.length > 6 || options.some((o) => o.split(/\s+/).length > 7)) return undefined;
  if (/\b(?:whether|if|si|ob)\b/i.test(lead) || lead.split(/\s+/).length > 8) return undefined;
  const out: Clause[] = [];
  let who = lead.trim().replace(/,$/, '');
  const when = WHEN_LEAD.exec(who);
  if (when) {
    out.push({ role: 'when', text: when[1]!.trim() });
    who = when[2]!.trim();
  }
  const subject = who ? SUBJECT.exec(who)?.[1] : undefined;
  if (who && !subject) return undefined;
  // "decides between three outcomes" asks "Outcome?"; two choices with no name ask "A or B?".
  // "After assessment … three outcomes" asks "Assessment outcome?": the step the choice follows names it.
  const after = when && /^(?:after|following|après|nach|tras|dopo)\s/i.test(when[1]!) ? when[1]!.split(/\s+/).slice(1).filter((w) => !/^(?:the|l[ae]|l'|der|dem|la|el|o|a)$/i.test(w)).join(' ') : '';
  const name = noun && !/^(?:the|les)$/i.test(noun) && (options.length > 2 || options.join(' ').split(/\s+/).length > 5) ? `${after && isEnglishWord(noun) ? `${after} ` : ''}${singular(noun)}` : options.join(' or ');
  out.push({ role: 'if', text: name, options, ...(subject ? { subject } : {}) });
  return out;
}

/** An English name goes after its modifier ("assessment outcome"); others would need it after ("issue de l'examen"). */
const isEnglishWord = (w: string) => /^(?:outcomes?|options?|paths?|routes?|possibilities|choices|actions|courses\s+of\s+action|results?|decisions?)$/i.test(w);

/** "outcomes" → "outcome", "possibilités" → "possibilité", "opciones" → "opción" (enough for a question's name). */
function singular(noun: string): string {
  const n = noun.trim();
  if (/iones$/i.test(n)) return n.replace(/iones$/i, 'ión');
  if (/(?:ss|us)$/i.test(n)) return n;
  if (/(?:sh|ch|x)es$/i.test(n)) return n.slice(0, -2);
  if (/ies$/i.test(n)) return `${n.slice(0, -3)}y`;
  return n.replace(/s$/i, '');
}

// A lifecycle told in French, Italian, Spanish, Portuguese or German prose, with states as plain participles: "Un
// biglietto nasce prenotato; dopo il pagamento diventa pagato. Al check-in passa a imbarcato e, dopo la partenza, è
// utilizzato. Da prenotato o da pagato il cliente può annullarlo (annullato). Se la nave non parte, un biglietto pagato
// diventa rimborsato." / "elle commence en brouillon, puis passe à soumise …, une demande acceptée devient versée quand
// le paiement est fait, puis clôturée après le bilan final." The verbs of starting and becoming name the states; a
// state named in the subject ("un biglietto pagato") is where the move leaves from; "dopo …", "quand …" is the event.
import type { Walk } from './state-walk.js';

const W = String.raw`[\p{L}][\p{L}'’-]*`;
/** Starts as: "nasce", "naît", "commence en", "beginnt als", "empieza como", "começa como", "inizia come". */
const START = new RegExp(String.raw`(?<![\p{L}])(?:nasce(?:\s+come)?|nace(?:\s+como)?|na[iî]t|commence\s+(?:en|comme|par\s+être)|d[ée]marre\s+(?:en|comme)|beginnt\s+(?:als|im\s+Status)|startet\s+(?:als|im\s+Status)|empieza\s+(?:como|en)|comienza\s+(?:como|en)|come[cç]a\s+(?:como|em)|inizia\s+(?:come|in))\s+[«"“']?\s*(${W})`, 'iu');
/** Becomes: "diventa", "devient", "passe à", "passa a", "wird (zu)", "pasa a", "se convierte en", "torna-se", "fica". */
const BECOME_VERB = String.raw`(?:diventa|diventano|devient|deviennent|passe\s+(?:à|au|en)|passent\s+(?:à|en)|passa\s+(?:a|in|para|ao)|wird(?:\s+zu)?|werden(?:\s+zu)?|wechselt\s+(?:in|zu|auf)|pasa\s+a|se\s+convierte\s+en|se\s+vuelve|queda|torna-se|fica|vira)`;
/** A copula before a participle: "è utilizzato", "est clôturée", "ist storniert", "está pagado", "é cancelado". */
const COPULA = String.raw`(?:è|est|ist|está|es|é|viene|wird)`;
const PARTICIPLE = String.raw`(?:\p{L}+(?:at[oaie]|it[oaie]|ut[oaie]|é(?:e|s|es)?|i(?:e|s|es)?|ad[oa]s?|id[oa]s?|iert|ert|et|t|en))`;
// ("wird sie bezahlt", "ist sie zugestellt": a pronoun may come between the verb and the state.)
const PRONOUN = String.raw`(?:(?:sie|er|es|ihn)\s+)?`;
const BECOME = new RegExp(String.raw`(?<![\p{L}])(?:${BECOME_VERB}\s+${PRONOUN}[«"“']?\s*(${W})|${COPULA}\s+${PRONOUN}(?:ora\s+|alors\s+|dann\s+)?(${PARTICIPLE})(?![\p{L}]))`, 'giu');
/** "puis clôturée", "poi archiviato", "dann archiviert", "luego cerrado", "depois fechado": the next state in a chain. */
const THEN = new RegExp(String.raw`^[\s,]*(?:et\s+|e\s+|und\s+|y\s+)?(?:puis|poi|dann|danach|luego|después|depois)\s+[«"“']?\s*(${PARTICIPLE})(?![\p{L}])`, 'iu');
/** "Da prenotato o da pagato", "depuis brouillon ou soumise", "von offen oder bezahlt", "desde reservado o pagado". */
const FROM_LIST = new RegExp(String.raw`(?<![\p{L}])(?:da|de|depuis|von|aus|desde)\s+(${W})(?:\s*,\s*|\s+(?:o|ou|oder|y|e|et)\s+)(?:(?:da|de|depuis|von|aus|desde)\s+)?(${W})`, 'iu');
/** The event of a move: "dopo il pagamento", "après le bilan final", "quand le paiement est fait", "al check-in". */
const EVENT = /(?<![\p{L}])(?:dopo|après|nach|tras|después\s+del?|depois\s+d[eoa]s?|quand|lorsque|quando|cuando|wenn|sobald|se|si|falls|al|au|beim|ao|à\s+la)\s+(?:(?:il|la|lo|l['’]|le|les|der|die|das|dem|den|el|o|a|i)\s*)?([^,;.()]{2,40}?)(?=\s*(?:[,;.()]|$|\s+(?:il|la|le|lo|der|die|el|o|a)\s+\p{L}+\s+(?:può|peut|kann|puede|pode)\b))/giu;
/** "quand le paiement est fait": a copula after a word of time belongs to the event, not to a move. */
const WHEN_WORD = /(?<![\p{L}])(?:quand|lorsque|quando|cuando|wenn|sobald|als|dès\s+que|appena|assim\s+que)\s[^,;]*$/iu;
/** "Ensuite : acceptée ou refusée", "Poi: approvato o respinto": two ways out of where it is. */
const EITHER = new RegExp(String.raw`^(?:ensuite|puis|poi|dopo|dann|danach|luego|después|depois|enfin|infine|finalmente)\s*[:,]?\s*(${PARTICIPLE})\s+(?:ou|o|oder|y|e)\s+(${PARTICIPLE})$`, 'iu');
/** A condition word before a move: "si", "se", "falls", "s'il". */
const IF_WORD = /(?<![\p{L}])(?:si|se|falls|s['’]il|s['’]ils)\s[^,]*$|(?<![\p{L}])(?:si|se|falls)\s[^,]*,\s*[^,]*$/iu;
/** "le soumet à nouveau", "lo invia di nuovo", "reicht ihn erneut ein", "lo envía de nuevo", "envia novamente". */
const AGAIN = /(?<![\p{L}])(\p{L}{4,})\s+(?:(?:le|la|lo|les|ihn|sie|es|o|a)\s+)?(?:à\s+nouveau|de\s+nouveau|di\s+nuovo|erneut|nochmals|de\s+nuevo|otra\s+vez|novamente|de\s+novo)(?![\p{L}])/iu;
const STOP = /^(?:sie|er|ihn|un|una|uno|une|le|la|les|il|lo|der|die|das|ein|eine|el|los|las|o|a|os|as|et|e|y|und|à|a|en|in|zu|de|da|di|du|des|del|do|dos|das|ce|ça|es|est)$/i;

const lastEvent = (t: string) => [...t.matchAll(EVENT)].pop()?.[1];
const firstEvent = (t: string) => [...t.matchAll(EVENT)][0]?.[1];
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The walk of a lifecycle told in French, Italian, Spanish, Portuguese or German, or undefined. */
export function readForeignWalk(text: string): Walk | undefined {
  const states: string[] = [];
  const ts: Walk['transitions'] = [];
  let initial: string | undefined;
  let current: string | undefined;
  const state = (raw: string): string | undefined => {
    const w = raw.trim().replace(/[«»"“”']/g, '').toLowerCase();
    if (!w || STOP.test(w) || w.length < 3) return undefined;
    const same = states.find((s) => s === w);
    if (same) return same;
    states.push(w);
    return w;
  };
  const push = (from: string | undefined, to: string | undefined, label?: string) => {
    if (!from || !to || from === to || ts.some((t) => t.from === from && t.to === to)) return;
    ts.push({ from, to, ...(label ? { label: label.trim() } : {}) });
  };
  // Sentences, then the parts a comma and "e"/"et" start ("… passa a imbarcato e, dopo la partenza, è utilizzato").
  for (const sentence of text.split(/(?<=[.;!?])\s+|;\s*/u)) {
    const start = START.exec(sentence);
    if (start) { initial ??= state(start[1]!); current = initial ?? current; }
    // "Da prenotato o da pagato il cliente può annullarlo (annullato)": two sources, the state in brackets.
    const fromList = FROM_LIST.exec(sentence);
    const bracket = /\(\s*([\p{L}-]+)\s*\)/u.exec(sentence);
    const known = (w: string) => states.includes(w.toLowerCase());
    if (fromList && known(fromList[1]!) && known(fromList[2]!) && bracket) {
      const to = state(bracket[1]!);
      push(fromList[1]!.toLowerCase(), to);
      push(fromList[2]!.toLowerCase(), to);
      continue;
    }
    const either = EITHER.exec(sentence.trim().replace(/[.!]+$/, ''));
    if (either && current) {
      const from = current;
      for (const x of [either[1]!, either[2]!]) push(from, state(x));
      continue;
    }
    BECOME.lastIndex = 0;
    let reached: string | undefined;
    for (const m of sentence.matchAll(BECOME)) {
      const before = sentence.slice(0, m.index);
      if (m[2] && WHEN_WORD.test(before)) continue;
      const to = state(m[1] ?? m[2]!);
      if (!to || to === initial && !current) continue;
      // "un biglietto pagato diventa rimborsato": a state in the subject is where it leaves from.
      const subject = before.split(/[,;]/).pop() ?? '';
      const named = states.find((s) => s !== to && new RegExp(`(?<![\\p{L}])${s}(?![\\p{L}])`, 'iu').test(subject));
      const event = lastEvent(before) ?? firstEvent(sentence.slice(m.index! + m[0].length));
      push(named ?? current, to, event);
      reached = to;
      // "si le dossier est incomplet …": a move under a condition is a side way; the walk goes on from where it was.
      if (IF_WORD.test(before.split(/[;]/).pop() ?? '') && !named) continue;
      current = to;
      // "… devient versée quand …, puis clôturée après le bilan final".
      let rest = sentence.slice(m.index! + m[0].length);
      for (let i = 0; i < 3; i++) {
        const after = rest.search(/,\s*(?:et\s+|e\s+|und\s+|y\s+)?(?:puis|poi|dann|danach|luego|después|depois)\s/iu);
        if (after < 0) break;
        rest = rest.slice(after);
        const then = THEN.exec(rest);
        if (!then) break;
        const next = state(then[1]!);
        push(current, next, firstEvent(rest.slice(then[0].length)));
        current = next ?? current;
        rest = rest.slice(then[0].length);
      }
    }
    // "… qui le complète et le soumet à nouveau": said again, the verb goes back to the state named after it.
    const again = AGAIN.exec(sentence);
    const back = again ? states.find((x) => x.slice(0, 4) === again[1]!.toLowerCase().slice(0, 4)) : undefined;
    if (back && reached) push(reached, back);
  }
  if (states.length < 3 || ts.length < 3) return undefined;
  return { initial: initial ? cap(initial) : undefined, states: states.map(cap), transitions: ts.map((t) => ({ ...t, from: cap(t.from), to: cap(t.to) })) };
}

// English process prose whose clauses a plain sentence reader would run together:
// "if it happens again the Housing Office sends …" (a condition with no comma before who acts),
// "and for a third time Security attends …" (an ordinal time as a condition), and
// "… an incident report which goes back to the Housing Office for a disciplinary meeting" (a hand-back that is
// a step of the one it goes back to). Each is rewritten to the shape the flow reader knows.

// Who acts: a capitalised name ("the Housing Office", "Security"), then a verb that agrees with it.
const NAMED_SUBJECT = String.raw`(?:(?:the|our)\s+)?\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*){0,3}\s+\p{Ll}+(?:[^s\s]s|ed)\b`;
const ORDINAL = String.raw`(?:second|third|fourth|fifth|final|last|next|2nd|3rd|4th|5th)`;

/** The sentence with its clauses marked as the flow reader reads them. */
export function englishClauses(text: string): string {
  return text
    // "checks the round sheet: if C, sends A; otherwise raises B": the check, then a decision with a branch each way.
    .replace(/\s*:\s+if\s+(?=[^,;]{3,80},)/gu, '. If ')
    .replace(/\s*;\s*(?:otherwise|else|if\s+not)\s*,?\s+/gu, '. Otherwise, ')
    // "…, gives a warning, if it happens again the Housing Office sends …": a condition after a comma opens a sentence.
    .replace(new RegExp(String.raw`,\s*(?:and\s+)?(?:(if|when)\s+(?=[^,;]{3,60}?,?\s+${NAMED_SUBJECT})|(?=(?:for|on)\s+(?:a|the)\s+${ORDINAL}\s+time\b))`, 'gu'), (_m, w?: string) => (w ? `. ${w.charAt(0).toUpperCase()}${w.slice(1)} ` : '. '))
    // "for a third time Security attends" → "if it happens a third time, Security attends".
    .replace(new RegExp(String.raw`(^|,\s*(?:and\s+)?|\band\s+|\.\s+)(?:[Ff]or|[Oo]n)\s+(?:a|the)\s+(${ORDINAL})\s+time,?\s+(?=${NAMED_SUBJECT})`, 'gu'), (_m, lead: string, ord: string) => `${lead}${lead.trim() === '' || lead.trim() === '.' ? 'If' : 'if'} it happens a ${ord} time, `)
    // "if it happens again the Housing Office sends" → "if it happens again, the Housing Office sends".
    .replace(new RegExp(String.raw`\b((?:[Ii]f|[Ww]hen|[Oo]nce|[Uu]nless)\s+[^,;]{3,60}?)\s+(?=${NAMED_SUBJECT})`, 'gu'), (_m, cond: string) => `${cond}, `)
    // "… report which goes back to the Housing Office for a disciplinary meeting" → "… report. Disciplinary meeting [Housing Office]".
    .replace(/\s*,?\s+(?:which|that)\s+(?:goes|is\s+sent|gets\s+sent|is\s+passed|is\s+handed|comes)\s+(?:back\s+)?to\s+(?:the\s+)?(\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*){0,3})\s+(?:for|to)\s+(?:an?\s+|the\s+)?([^,.;]+)/gu,
      (_m, who: string, what: string) => `. ${what.charAt(0).toUpperCase()}${what.slice(1)} [${who}]`);
}

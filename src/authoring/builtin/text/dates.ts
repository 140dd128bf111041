// Text → date mentions as written ("Q3 2025", "March 2021", "1969", "2024-05-01"), and ISO dates when complete.

export interface DateMention {
  text: string;
  index: number;
  end: number;
  year?: number;
  month?: number;
  day?: number;
  /** Set for "Week 3", "Day 2", "Sprint 1", "Phase 2" style ordinals. */
  ordinal?: { unit: string; n: number };
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MON = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const YEAR = '((?:1[0-9]|20|21)\\d\\d)';

// The months of French, Spanish, Portuguese, Italian and German, January first.
const FOREIGN_MONTHS = [
  'janvier|enero|janeiro|gennaio|januar|jänner', 'février|fevrier|febrero|fevereiro|febbraio|februar', 'mars|marzo|março|marco|märz|maerz',
  'avril|abril|aprile|april', 'mai|mayo|maio|maggio', 'juin|junio|junho|giugno|juni', 'juillet|julio|julho|luglio|juli',
  'août|aout|agosto|august', 'septembre|septiembre|setiembre|setembro|settembre|september', 'octobre|octubre|outubro|ottobre|oktober',
  'novembre|noviembre|novembro|november', 'décembre|decembre|diciembre|dezembro|dicembre|dezember'];
const FMON = `(${FOREIGN_MONTHS.join('|')})`;
const ORDINAL_MONTH = new RegExp(`^(?:${FOREIGN_MONTHS.join('|')})(?![\\p{L}])`, 'iu');

/** "am 14. | März": the point of a German day number before its month ends no sentence. */
export function isOrdinalDatePoint(before: string, after: string): boolean {
  return /(?<!\d)\d{1,2}\.$/.test(before) && ORDINAL_MONTH.test(after.trimStart());
}
const FOREIGN_MONTH_OF = new Map(FOREIGN_MONTHS.flatMap((names, i) => names.split('|').map((n) => [n, i + 1] as const)));
function foreignMonth(s: string): number { return FOREIGN_MONTH_OF.get(s.toLowerCase()) ?? 0; }

const PATTERNS: { re: RegExp; read(m: RegExpExecArray): Omit<DateMention, 'text' | 'index' | 'end'> }[] = [
  // Korean: "2024년 3월 1일", "3월 15일", "2024년 3월".
  { re: /(?:(\d{4})년\s*)?(\d{1,2})월\s*(\d{1,2})일/g, read: (m) => ({ year: m[1] ? +m[1] : undefined, month: +m[2], day: +m[3] }) },
  { re: /(\d{4})년\s*(\d{1,2})월(?!\s*\d)/g, read: (m) => ({ year: +m[1], month: +m[2] }) },
  { re: new RegExp(`\\b${YEAR}-(\\d{1,2})-(\\d{1,2})\\b`, 'gi'), read: (m) => ({ year: +m[1], month: +m[2], day: +m[3] }) },
  { re: new RegExp(`\\b${YEAR}/(\\d{1,2})/(\\d{1,2})\\b`, 'gi'), read: (m) => ({ year: +m[1], month: +m[2], day: +m[3] }) },
  // "14/06/2019", "14.06.2019", "06/14/2019": the day first unless the second number cannot be a month.
  { re: new RegExp(`(?<![\\d/.])(\\d{1,2})([/.])(\\d{1,2})\\2${YEAR}\\b`, 'g'), read: (m) => (+m[3] > 12 ? { month: +m[1], day: +m[3], year: +m[4] } : { day: +m[1], month: +m[3], year: +m[4] }) },
  // "Jan '22", "March ’19": a month with the year's last two digits.
  { re: new RegExp(`\\b${MON}\\s*['’‘](\\d{2})\\b`, 'gi'), read: (m) => ({ month: mon(m[1]), year: (+m[2] < 70 ? 2000 : 1900) + +m[2] }) },
  // "septembre 2025", "juillet-août 2026", "3 de marzo de 2024", "15. März 2024": French, Spanish, Portuguese, Italian
  // and German months with a year (alone, "mars" and "mai" are words; "Mars 2020" is a rover).
  { re: new RegExp(`(?<!\\p{L})(?:(\\d{1,2})(?:er|\\.|º)?\\s+(?:de\\s+)?)?${FMON}(?:\\s*[-–]\\s*${FMON})?\\s+(?:(?:de|del|di)\\s+)?${YEAR}(?!\\d)`, 'giu'), read: (m) => ({ day: m[1] ? +m[1] : undefined, month: m[2] === 'Mars' && !m[1] ? 0 : foreignMonth(m[2]!), year: +m[4] }) },
  // "dall'1 al 5 giugno", "del 1 al 5 de junio", "du 3 au 7 juin", "vom 3. bis 7. Juni": the first day of a range of
  // days in one month (the second is read below).
  { re: new RegExp(`(?<![\\p{L}\\d])(\\d{1,2})(?:er|\\.|º)?(?=\\s*(?:[-–—]|al|all['’]|au|bis(?:\\s+zum)?|a|ao|à|hasta(?:\\s+el)?|até)\\s*\\d{1,2}(?:er|\\.|º)?\\s+(?:de\\s+)?${FMON}(?!\\s*(?:(?:de|del|di)\\s+)?\\d))`, 'giu'), read: (m) => ({ day: +m[1], month: foreignMonth(m[2]!) }) },
  // "il 9 giugno", "5 de junio", "15. März", "le 3 juin": a day of a month named in its language, without a year.
  { re: new RegExp(`(?<![\\p{L}\\d])(\\d{1,2})(?:er|\\.|º)?\\s+(?:de\\s+)?${FMON}(?!\\p{L})(?!\\s*(?:(?:de|del|di)\\s+)?\\d)`, 'giu'), read: (m) => ({ day: +m[1], month: m[2] === 'Mars' ? 0 : foreignMonth(m[2]!) }) },
  // "a marzo", "ad aprile", "en mayo", "em maio", "im Juni", "en juin": a month alone after a preposition.
  { re: new RegExp(`(?<=(?:^|[\\s,(])(?:a|ad|in|en|em|im|à|entro|nel|no|na|durante|bis|ab|seit|desde|hasta|até|fino\\s+a|da|dal|depuis|jusqu['’]en|début|fin|finales\\s+de|principios\\s+de|inizio|fine)\\s+)${FMON}(?!\\p{L})(?!\\s*(?:(?:de|del|di)\\s+)?\\d)`, 'giu'), read: (m) => ({ month: m[1] === 'Mars' ? 0 : foreignMonth(m[1]!) }) },
  // "rentrée 2026": the French school year opens in September.
  { re: new RegExp(`(?<!\\p{L})rentrée\\s+(?:scolaire\\s+)?${YEAR}(?!\\d)`, 'giu'), read: (m) => ({ month: 9, year: +m[1] }) },
  // "spring 2020", "in the summer of 2019": the season's first month.
  { re: new RegExp(`\\b(spring|summer|autumn|fall|winter)\\s+(?:of\\s+)?${YEAR}\\b`, 'gi'), read: (m) => ({ month: SEASON_MONTH[m[1].toLowerCase()], year: +m[2] }) },
  // "03/2021", "11.2024": a month and its year, as pasted from a wiki or a spreadsheet.
  { re: new RegExp(`(?<![\\d/.])(0?[1-9]|1[0-2])[/.]${YEAR}\\b(?![/.]\\d)`, 'g'), read: (m) => ({ month: +m[1], year: +m[2] }) },
  { re: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MON}(?:,?\\s+${YEAR})?\\b`, 'gi'), read: (m) => ({ day: +m[1], month: mon(m[2]), year: m[3] ? +m[3] : undefined }) },
  { re: new RegExp(`\\b${MON}\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+${YEAR})?\\b(?!\\s*(?:%|st|nd|rd|th))`, 'gi'), read: (m) => ({ month: mon(m[1]), day: +m[2], year: m[3] ? +m[3] : undefined }) },
  { re: new RegExp(`\\b${MON}\\s+${YEAR}\\b`, 'gi'), read: (m) => ({ month: mon(m[1]), year: +m[2] }) },
  // A range of days in one month ("Feb 1–15", "Jun 1 to 7", "1–15 March"): the other day, in the same month.
  { re: new RegExp(`(?<=\\b${MON}\\s+\\d{1,2}(?:st|nd|rd|th)?\\s*(?:[-–—]|to|until|till|through)\\s*)(\\d{1,2})(?:st|nd|rd|th)?\\b(?!\\s*(?:%|[:.]\\d|${MON}))`, 'gi'), read: (m) => ({ month: mon(m[1]), day: +m[2] }) },
  { re: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?(?=\\s*(?:[-–—]|to|until|till)\\s*\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MON})`, 'gi'), read: (m) => ({ day: +m[1], month: mon(/[a-z]+/i.exec(m.input.slice(m.index + m[0].length).replace(/^\\s*(?:[-–—]|to|until|till)\\s*\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?/i, ''))?.[0] ?? '') }) },
  { re: new RegExp(`\\b(?:Q([1-4])|H([12]))\\s*(?:of\\s+)?${YEAR}?\\b`, 'g'), read: (m) => ({ year: m[3] ? +m[3] : undefined, month: m[1] ? (+m[1] - 1) * 3 + 1 : m[2] ? (+m[2] - 1) * 6 + 1 : undefined }) },
  { re: /\b(?:c\.\s?|ca\.\s?|circa\s)?(\d{1,4})\s?(BC|BCE|AD|CE)\b/g, read: (m) => ({ year: m[2].startsWith('B') ? -m[1] : +m[1] }) },
  { re: /\b(?:the\s+)?((?:1[0-9]|20)\d0)['’]?s\b/g, read: (m) => ({ year: +m[1] }) },
  { re: /\b(\d{1,2})(?:st|nd|rd|th)\s+century\b/gi, read: (m) => ({ year: (+m[1] - 1) * 100 }) },
  { re: new RegExp(`(?<![\\d.,$€£-])${YEAR}(?:\\s?[-–]\\s?(\\d{2,4}))?(?![\\d%]|\\.\\d|,\\d{3})`, 'g'), read: (m) => ({ year: +m[1] }) },
  { re: /\b(week|day|month|sprint|year|wk)\s+(\d{1,3})\b/gi, read: (m) => ({ ordinal: { unit: m[1].toLowerCase(), n: +m[2] } }) },
  // A month range ("Jan-Feb", "Sep–Nov", "April to May"): the first month here, the second a mention of its own.
  { re: new RegExp(`\\b${MON}(?=\\s*(?:[-–—]|to|through|until|till)\\s*${MON}(?![\\w]))`, 'gi'), read: (m) => ({ month: mon(m[1]) }) },
  { re: new RegExp(`(?<=\\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?\\s*(?:[-–—]|to|through|until|till)\\s*)${MON}(?![\\w])`, 'gi'), read: (m) => ({ month: mon(m[1]) }) },
  // A capitalised month standing alone ("beta Sep", "defense June"); "May" only after a preposition (above), and
  // "Jan" and "Jun" only in a range: alone they are mostly names.
  { re: /\b(Feb|Mar|Apr|Jul|Aug|Sept?|Oct|Nov|Dec|January|February|March|April|June|July|August|September|October|November|December)\b\.?(?![\s,]*\d)(?!\s*[-–—]\s*\d)/g, read: (m) => ({ month: mon(m[1]) }) },
  // A month named alone after "in", "by", "early" ... ("MVP in April"): its year comes from the context. Full
  // names only and only after such a word, so "we may", "march on" and "Jan" the person stay words.
  { re: /(?<=\b(?:in|by|during|until|till|since|from|before|after|early|mid|late|of|through|(?:end|start|beginning|middle)\s+of)\s+)(january|february|march|april|may|june|july|august|september|october|november|december)\b(?![\s,]*\d)/gi, read: (m) => ({ month: mon(m[1]) }) },
];

const SEASON_MONTH: Record<string, number> = { spring: 3, summer: 6, autumn: 9, fall: 9, winter: 12 };

function mon(s: string): number {
  const k = s.toLowerCase().slice(0, 3);
  return MONTHS.findIndex((x) => x.startsWith(k)) + 1;
}

/** Every date mention, longest first where they overlap, in text order. */
export function findDates(text: string): DateMention[] {
  const found: DateMention[] = [];
  for (const p of PATTERNS) {
    p.re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = p.re.exec(text))) {
      const index = m.index;
      const end = index + m[0].length;
      if (found.some((f) => index < f.end && end > f.index)) continue;
      const r = p.read(m);
      if (r.month === 0) continue;
      found.push({ text: m[0].trim(), index, end, ...r });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** "2024-03-05" when year, month and day are known (the year may come from the context). */
export function toIso(d: DateMention, contextYear?: number): string | undefined {
  const year = d.year ?? contextYear;
  if (year === undefined || year < 1000 || !d.month) return undefined;
  const day = d.day ?? 1;
  if (d.month > 12 || day > 31) return undefined;
  return `${String(year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Adds whole days to an ISO date. */
export function addDays(iso: string, days: number): string {
  const t = Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) + Math.round(days) * 86400000;
  return new Date(t).toISOString().slice(0, 10);
}

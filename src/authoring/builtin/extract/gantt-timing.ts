// A gantt task's text → its name and its scheduling phrases. Timing words ("starts 1 week before X ends", "in parallel
// with the last 2 weeks of X", "after X", "overlapping X", "2 weeks", "from Mar 3 to Mar 14", "as a milestone") say
// when a task runs, never what it is called.
import { findDates, type DateMention } from '../text/dates.js';
import { findDuration } from '../text/numbers.js';

export const AFTER = /(?<![\p{L}])(?:(?:after|once|following|when)\s+|(?:después\s+de(?:l|\s+la|\s+los|\s+las)?|tras(?:\s+(?:el|la))?|après(?:\s+(?:le|la|les))?|nach(?:\s+(?:dem|der|den))?|dopo(?:\s+(?:il|la|lo))?|depois\s+d[aoe]s?)\s+|(?:après|dopo)\s+l')(?:the\s+)?(.+?)(?:\s+(?:is|are)\s+(?:done|complete|completed|finished|over))?(?=$|[,;)]|\s+(?:for|takes|lasts|starts|begins|and\s+(?:takes|lasts|runs|ends))(?![\p{L}]))/iu;
export const DEPENDS = /\bdepends?\s+on\s+(?:the\s+)?(.+?)(?=$|[,;)])/i;
// "parallel zum Bühnenbild", "en parallèle de", "en paralelo con", "em paralelo com", "in parallelo con", "während".
export const PARALLEL = /(?<![\p{L}])(?:(?:in\s+)?parallel\s+(?:with|to)|at\s+the\s+same\s+time\s+as|alongside|concurrently\s+with|together\s+with|during|overlapping(?:\s+with)?|overlaps?(?:\s+with)?|parallel\s+(?:zu[mr]?|mit(?:\s+(?:dem|der))?)|gleichzeitig\s+mit(?:\s+(?:dem|der))?|während\s+(?:des|der|dem)|en\s+parall[eè]le\s+(?:de|du|des|avec)(?:\s+(?:la|le|l'))?|pendant\s+(?:la|le|les|l')|en\s+paralelo\s+(?:con|a)(?:\s+(?:el|la|los|las))?|al\s+mismo\s+tiempo\s+que(?:\s+(?:el|la))?|em\s+paralelo\s+(?:com|a)(?:\s+(?:o|a))?|in\s+parallelo\s+(?:con|a)(?:\s+(?:il|la|lo|l'))?)\s*(?:the\s+)?(.+?)(?=$|[,;)])/iu;
// "in parallel with the last week of fit-out", "during the last 2 weeks of build", "starting in the final week of X".
export const WINDOW = /\b(?:(starting|starts?|begins?|beginning)\s+)?(?:(?:(?:in\s+)?parallel\s+(?:with|to)|alongside|concurrently\s+with|at\s+the\s+same\s+time\s+as|during|in|over|within|overlapping(?:\s+with)?|overlaps?(?:\s+with)?)\s+)the\s+(?:last|final|closing)\s+(?:(\d+(?:\.\d+)?|one|two|three|four|five|six|a|an)\s+)?(days?|weeks?|months?|sprints?)\s+of\s+(?:the\s+)?(.+?)(?=$|[,;)])/i;
// "starts 1 week before visual design ends": the task starts in the last week of that one.
// "overlapping research by 1 week": the task starts in the last week of research.
export const OVERLAP_BY = /\b(?:overlapping|overlaps?)\s+(?:with\s+)?(?:the\s+)?(.+?)\s+by\s+(\d+(?:\.\d+)?|one|two|three|four|five|six|a|an)\s+(days?|weeks?|months?|sprints?)(?=$|[,;)])/i;
export const BEFORE_END = /\b(?:starts?|begins?|starting|beginning|kicks?\s+off)\s+(\d+(?:\.\d+)?|one|two|three|four|five|six|a|an)\s+(days?|weeks?|months?|sprints?)\s+before\s+(?:the\s+)?(.+?)\s+(?:ends|finishes|is\s+(?:done|over|finished|complete))(?=$|[,;)])/i;
// "starts before X", "ends before X", "before X": placed against X, without an amount the chart can use.
const BEFORE = /\b(?:(?:starts?|begins?|starting|ends?|finishes|finished|done)\s+)?before\s+(?:the\s+)?(.+?)(?:\s+(?:ends|starts|begins|finishes))?(?=$|[,;)])/i;
// "move day at the end", "launch at the very end of the project" (not "at the end of fit-out": that is "after").
export const AT_END = /\b(?:at\s+the\s+(?:very\s+)?end|last\s+of\s+all)(?:\s+of\s+(?:the\s+)?([^,;)]+?))?(?=$|[,;)])/i;
export const MILESTONE = /\b(?:milestone|go[- ]live|launch(?:es)?|release(?:d)?|deadline|sign[- ]off|kick[- ]?off|due|deliver(?:y|ed)?|handover|demo\s+day|goes\s+live)\b/i;
// "(milestone)", "as a milestone", "is the milestone", "milestone on": the kind of task, not its name.
const MILESTONE_WORDS = /\((?:\s*milestone\s*)\)|(?:\b(?:as|is)\s+(?:an?\s+|the\s+|our\s+)?(?:(?:final|key|major|big)\s+)?)?\bmilestones?\b/gi;
// "takes 2 weeks", "3d", "one sprint", "2 semanas": never "an d" inside "and".
const DURATION_WORDS = /\b(?:(?:takes?|lasts?|for|over|in|during|of|about|around|approximately|dauert|durée|dura)\s+|~\s*)?(?:\d+(?:[.,]\d+)?\s*-?\s*(?:days?|d|weeks?|wks?|w|months?|mos?|years?|yrs?|sprints?|hours?|hrs?|h|semanas?|semaines?|wochen|woche|settimane?|días|dias|jours?|tage?|giorni|meses|mois|monate?|mesi)|(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve)(?:\s+|-)(?:days?|weeks?|wks?|months?|mos?|years?|yrs?|sprints?|hours?|hrs?))(?![\p{L}])/iu;
const FOREIGN_DANGLING = /\s+(?:a|ad|al|all['’]|dal|dall['’]|il|el|in|en|em|im|le|du|au|vom|am|bis|de|del|dès|desde|hasta|até|entre|dans|nel|nella|entro|fino\s+al?|ab|à|e|y|et|und)\s*$/iu;
const FOREIGN_ORDER = /^(?:alla\s+fine|infine|poi|quindi|al\s+final|finalmente|por\s+último|luego|después|enfin|ensuite|puis|zum\s+schluss|danach|dann|schließlich|no\s+final|depois)\s*,?\s+(?=\p{L})/iu;
const DANGLING = /\s+(?:from|to|until|till|through|between|starting|starts?|begins?|ends?|on|by|due|in|and|runs?|lasting|,|takes?|lasts?|for|then|all\s+of|of)\s*$/i;

// "takes the first two weeks of April", "runs the last 2 weeks of May": a stretch of a month, read with the month after it.
export const MONTH_PART = /\b(?:(?:takes?|runs?|lasts?|is|are|happens?|in|during|over|for)\s+)?(?:the\s+)?(first|last|final|second|third)\s+(?:(\d+|one|two|three|four|a)\s+)?(weeks?|days?|half|fortnight)\s+of\s+(?=\p{L})/iu;
// "can't start before the photos are done", "cannot start until X is ready": after X.
export const NOT_BEFORE = /\b(?:can'?t|cannot|can\s+not|won'?t|doesn'?t|does\s+not|must\s+not)\s+(?:start|begin)\s+(?:before|until|till)\s+(?:the\s+)?(.+?)\s+(?:is|are)\s+(?:done|finished|complete|completed|ready|over|in)(?=$|[,;)])/i;

const COUNT: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

/** Days of "2 weeks", "one sprint", "3 days". */
export function spanDays(n: string | undefined, unit: string): number {
  const count = n ? COUNT[n.toLowerCase()] ?? Number(n) : 1;
  const u = unit.toLowerCase();
  return count * (u.startsWith('w') ? 7 : u.startsWith('m') ? 30 : u.startsWith('s') ? 14 : 1);
}

const SPEND_ON = /^(?:(?:i|we|you|they|she|he)(?:'ll|\s+will|'m\s+going\s+to|\s+am\s+going\s+to|'re\s+going\s+to|\s+are\s+going\s+to|\s+plan\s+to)?\s+)?(?:spend|devote|dedicate|use)\s+(?:(?:the|that|this|all\s+of)\s+(?:time|month|week|period)\s+)?(?:on|to|for)\s+(?:the\s+|my\s+|our\s+)?(?=\p{L})/iu;

/** The dates of a task's text that are calendar dates (a month or a year), not bare numbers. */
export function taskDates(text: string): DateMention[] {
  return findDates(text).filter((d) => d.year !== undefined || d.month !== undefined);
}

/** What is left of a task's text once its dates, length, order and kind are taken out: the task's name. */
export function withoutTiming(text: string): string {
  let label = text;
  for (const d of [...taskDates(text)].reverse()) label = label.slice(0, d.index) + label.slice(d.end);
  label = label.replace(OVERLAP_BY, ' ').replace(BEFORE_END, ' ').replace(WINDOW, ' ').replace(AT_END, ' ');
  if (findDuration(label)) label = label.replace(DURATION_WORDS, ' ');
  label = label.replace(AFTER, ' ').replace(DEPENDS, ' ').replace(PARALLEL, ' ').replace(BEFORE, ' ').replace(MILESTONE_WORDS, ' ')
    .replace(/\b(?:from|to|until|till|through|between|starting|starts?|begins?|ends?|on|by|due|in|and|runs?|lasting)\s*(?=[,;:()–—-]*\s*$)/gi, ' ')
    .replace(/\(\s*[,;]*\s*\)/g, ' ').replace(/\(\s*(?:all\s+of|the\s+whole\s+of|whole)\s*\)/gi, ' ')
    .replace(/\s*[-–—:,;~〜～]+\s*$/, '').replace(/^\s*[-–—:,;~〜～]+\s*/, '').replace(/\s{2,}/g, ' ').trim();
  // "from mid-February until end of March": the words that placed a date within its month leave with it.
  label = label.replace(/\b(?:(?:from|until|till|to|through|by|in)\s+)?(?:early|mid|late|(?:the\s+)?(?:end|start|beginning|middle)\s+of)(?:-|\s+)?(?=[\s,;)]|$)/gi, ' ').replace(/\s{2,}/g, ' ').trim();
  // "launch in the last week of March": the month is read as the date; its window's words leave the name.
  label = label.replace(/\s+(?:in|during|over|within)\s+(?:the\s+)?(?:last|final|first|second|third|closing)\s+(?:\S+\s+)?(?:days?|weeks?|half|fortnight)\s+of\s*$/i, '');
  // "I'll spend September on the literature review": who spends the time on it is no part of the task's name.
  label = label.replace(SPEND_ON, '');
  for (let i = 0; i < 3; i++) label = label.replace(DANGLING, '').replace(/[\s,;:–—-]+$/, '').trim();
  // "richiesta permessi al Comune a (marzo)", "smontaggio il (9 giugno)", "montaje del (1 al 5 de junio)": the
  // preposition a cut date leaves, in the languages whose months are read; "Alla fine smontaggio": the order word.
  if (taskDates(text).length) for (let i = 0; i < 3; i++) label = label.replace(FOREIGN_DANGLING, '').replace(/[\s,;:–—-]+$/, '').trim();
  label = label.replace(FOREIGN_ORDER, '');
  return label;
}

/** True when a comma part of a task line names a task, not only when it runs ("starts 1 week before X ends"). */
export function namesTask(part: string): boolean {
  return /\p{L}{2,}/u.test(withoutTiming(part).replace(/\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/gi, ''));
}

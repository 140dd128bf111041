// "… 5) log off at a fixed time. Title: Working from home, the first month": a sentence or a line that gives the
// title under a key names the diagram; it is no item of the content.

// The key opens a line or follows the end of a sentence; the title runs to the end of its line.
const TITLE_KEY = /(^|[.!?。]\s+|\n)[ \t]*(?:[-*]\s*)?(?:title|titre|titel|título|titolo|headline|heading)\s*[:：=]\s*["'“‘«]?([^\n"'”’»]{2,80}?)["'”’»]?[ \t]*[.。]?[ \t]*(?=\n|$)/giu;

export interface TitleKey { content: string; title?: string }

/**
 * Takes the "Title: X" sentence or line out of `content`. `asked` is the title the brief already read; a key line
 * holding another value ("- title: string" in a class) stays.
 */
export function takeTitleKey(content: string, asked?: string): TitleKey {
  let title: string | undefined;
  const out = content.replace(TITLE_KEY, (whole, before: string, value: string) => {
    const v = value.trim();
    if (title !== undefined || (asked !== undefined && v !== asked.trim())) return whole;
    title = v;
    return before.trim() ? before.replace(/\s+$/, '') : '';
  });
  return title === undefined ? { content } : { content: out.trim(), title };
}

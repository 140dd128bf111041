// A chart specification, the kind a charting gallery writes for each of its charts ("# funnel-basic: Basic Funnel
// Chart", "## Description", "## Applications", "## Data" with field bullets and "- Example: Sales funnel with stages
// ["Awareness", "Interest", …] and values [1000, 600, …]", "## Notes"): the worked example is what to draw; the
// description, the applications and the notes speak of charts of that kind in general.

export interface SpecExample {
  /** The document's heading without its slug ("Basic Funnel Chart"); it names the kind. */
  heading: string;
  /** The example as content lines: quoted lists as plain lists, values paired with their names. */
  content: string;
}

const HEADING = /^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$/;
const DATA_SECTION = /^(?:data|data\s+(?:format|structure|shape|requirements?|model)|input(?:\s+data)?|sample\s+data|dataset)$/i;
const EXAMPLE_LINE = /^\s*(?:[-*•]\s+)?(?:\*\*|__)?(?:example(?:\s+data)?|sample(?:\s+data)?|e\.g\.|for\s+example)(?:\*\*|__)?\s*[:：]\s*(?:\*\*|__)?\s*(.+)$/i;

/** The example of a chart specification, or undefined when the text is not one. */
export function readSpecExample(text: string): SpecExample | undefined {
  const lines = text.split('\n');
  const headings = lines.map((l, i) => ({ i, m: HEADING.exec(l) })).filter((h) => h.m).map((h) => ({ i: h.i, name: h.m![1].replace(/[*_`]/g, '').trim() }));
  if (headings.length < 3) return undefined;
  const data = headings.find((h) => DATA_SECTION.test(h.name));
  if (!data) return undefined;
  const end = headings.find((h) => h.i > data.i)?.i ?? lines.length;
  const example = lines.slice(data.i + 1, end).map((l) => EXAMPLE_LINE.exec(l)?.[1]?.trim()).find((e) => e && e.split(/\s+/).length >= 3);
  if (!example) return undefined;
  const top = headings[0].name.replace(/^[a-z0-9]+(?:[-_][a-z0-9]+)+\s*[:：]\s*/, '');
  return { heading: top, content: exampleLines(example) };
}

const QUOTED_LIST = /(?:\b(like|such\s+as|e\.g\.|including)\s+)?\[?\s*((?:"[^"\n]{1,60}"|“[^”\n]{1,60}”)(?:\s*,\s*(?:(?:and|or)\s+)?(?:"[^"\n]{1,60}"|“[^”\n]{1,60}”))+)(?:\s*\])?/g;
const NUMBER_ARRAY = /\s*(?:,\s*)?(?:and|with)?\s*(?:(?:the\s+)?(?:values?|counts?|sizes?|amounts?|numbers?|totals?)\s*)\[?\s*(\d[\d.,%$\s]*\d%?)\s*\]?/i;

/** "Sales funnel with stages ["A", "B"] and values [10, 5]" → "Sales funnel with stages: A 10, B 5"; parts between
 * semicolons become lines. */
export function exampleLines(example: string): string {
  return example.split(/;\s*/).map((part) => {
    let out = '';
    let last = 0;
    for (const m of part.matchAll(QUOTED_LIST)) {
      const names = [...m[2].matchAll(/"([^"\n]+)"|“([^”\n]+)”/g)].map((q) => (q[1] ?? q[2]).trim());
      let after = m.index + m[0].length;
      const values = NUMBER_ARRAY.exec(part.slice(after));
      let items = names;
      if (values && values.index === 0) {
        const numbers = values[1].split(/\s*,\s*/).filter(Boolean);
        if (numbers.length === names.length) { items = names.map((n, i) => `${n} ${numbers[i]}`); after += values[0].length; }
      }
      out += `${part.slice(last, m.index).replace(/\s+$/, '')}: ${items.join(', ')}`;
      last = after;
    }
    const rest = part.slice(last);
    // "… "Testing" where each phase …": a clause after the list is a sentence of its own, not part of its last item.
    const glue = !out ? '' : /^\s*(?:where|which|that|each|whose|while)\b/i.test(rest) ? '. ' : /^\w/.test(rest) ? ' ' : '';
    return (out + glue + rest.replace(/^\s+/, glue ? '' : ' ')).replace(/`/g, '').trim();
  }).filter(Boolean).join('\n');
}

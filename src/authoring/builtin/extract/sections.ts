// Prompt lines → sections of a brief ("CENTRAL ELEMENT:", "### 6 SURROUNDING CARDS", "**Center card:**") with the
// lines under each, and the name a line gives its item ("**Top-left: "Video Calls"**", '1. "MCP Standard" - ...').
import type { Line } from '../text/lines.js';

export interface Section { header: string; level: number; index: number; body: Line[] }

/** The header level of a line (heading depth, then bold lines, capitals and "Name:" lines), or 0 for body text. */
export function headerLevel(line: Line): number {
  const t = line.text.trim();
  const raw = line.raw.trim();
  if (line.marker === 'heading') return line.ordinal ?? 1;
  if (line.marker !== 'none') return 0;
  if (/^\*\*[^*]{2,80}\*\*\s*:?\s*$/.test(raw) || /^\*\*[^*]{2,80}:\*\*$/.test(raw)) return 7;
  const caps = t.replace(/\([^)]*\)/g, '').replace(/[:：]\s*$/u, '').trim();
  if (caps.length >= 3 && /^[A-Z0-9][A-Z0-9 &/'’\-–,×+]*$/.test(caps) && /[A-Z]{3}/.test(caps) && caps.split(/\s+/).length <= 6) return 8;
  if (/^[^:：.!?]{2,40}[:：]$/u.test(t) && t.split(/\s+/).length <= 6) return 9;
  return 0;
}

/** Every header line with the lines under it, up to the next header of the same or a higher level. */
export function sections(lines: Line[]): Section[] {
  const out: Section[] = [];
  lines.forEach((line, i) => {
    const level = headerLevel(line);
    if (!level) return;
    const body: Line[] = [];
    for (let j = i + 1; j < lines.length; j++) {
      const l = headerLevel(lines[j]!);
      if (l && l <= level) break;
      body.push(lines[j]!);
    }
    out.push({ header: line.text.replace(/\*\*/g, '').replace(/[:：]\s*$/u, '').trim(), level, index: i, body });
  });
  return out;
}

/** ALL-CAPS words of several letters read as a name, not a shout: "AGENT FACTORY" → "Agent Factory". */
export function unshout(s: string): string {
  if (!/[A-Z]{4}/.test(s) || /[a-z]/.test(s)) return s;
  return s.toLowerCase().replace(/(^|[\s\-/&])(\p{L})/gu, (_, a: string, b: string) => a + b.toUpperCase());
}

/** The first quoted words of a text ("Large cube with "AGENT FACTORY" as the title" → AGENT FACTORY). */
export function quoted(text: string): string | undefined {
  for (const m of text.matchAll(/["“]([^"”]*)["”]/gu)) {
    const q = m[1]!.trim();
    // 'Body: "Connected, happy"', 'Red pill tag: "the core"': what a card says or wears, not its name.
    if (/\b(?:tag|pill|badge|body(?:\s+text)?|subtitle|caption|sticker|tagline|description)\b[^"“]{0,20}$/i.test(text.slice(0, m.index))) continue;
    if (q && q.split(/\s+/).length <= 8) return q;
  }
  return undefined;
}

/**
 * The name a line gives its item: the bold words (without a "Top-left:" position), the quoted words, or the text
 * before " - " / " — "; and what the line says about it ('Description: "..."', 'Body: "..."' or the rest).
 */
export function namedLine(text: string): { name: string; description?: string } | undefined {
  const t = text.trim().replace(/^(?:\d{1,2}[.)]|[-*•])\s+/, '');
  // "**Top-center: "Async Docs"" (the closing stars lost) still names its card.
  const bold = /\*\*([^*]{1,80})\*\*/.exec(t)?.[1] ?? /^\*\*([^*]{1,80})$/.exec(t)?.[1];
  let name = bold ? quoted(bold) ?? bold.replace(/^(?:top|bottom|left|right|center|centre|middle|upper|lower)(?:[- ](?:left|right|center|centre|middle))?\s*[:：-]\s*/iu, '') : undefined;
  name ??= /^["“]/u.test(t) ? quoted(t) : undefined;
  const dash = /^(.{1,60}?)\s+[-–—]\s+(.+)$/.exec(t.replace(/\*\*/g, ''));
  name ??= dash?.[1] ?? (/^[^:：]{1,50}[:：]\s/u.test(t) ? t.split(/[:：]/u)[0] : undefined) ?? t;
  name = unshout(name.replace(/\*\*/g, '').replace(/^["“]|["”]$/gu, '').replace(/[:：]\s*$/u, '').trim());
  if (!name) return undefined;
  const described = /\b(?:description|body|tagline|caption|text)\s*[:：]\s*["“]([^"”]+)["”]/iu.exec(t)?.[1] ?? (dash && !/\b(?:card|text|font|colou?r|#[0-9a-f]{3,6})\b/i.test(dash[2]!) ? dash[2] : undefined);
  return { name, description: described?.trim() };
}

// SWOT in any language: the four headings (swot-words.json) found in a prompt, each with the quadrant it goes in and
// the word the prompt uses for it ("Stärken", "Fortalezas", "优势"), and the axes in the prompt's language.
import { readFileSync } from 'node:fs';

type Quadrant = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';
const ORDER: Quadrant[] = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];
interface Lang { res: RegExp[]; x: string[]; y: string[] }
export interface Swot { quadrants: Partial<Record<Quadrant, string>>; x: { label: string; low: string; high: string }; y: { label: string; low: string; high: string } }

let langs: Lang[] | undefined;
function load(): Lang[] {
  if (!langs) {
    const d = JSON.parse(readFileSync(new URL('./swot-words.json', import.meta.url), 'utf8')) as { languages: Record<string, { quadrants: string[][]; x: string[]; y: string[] }> };
    langs = Object.values(d.languages).map((l) => ({
      x: l.x, y: l.y,
      res: l.quadrants.map((ws) => new RegExp(`(?<![\\p{L}])(?:${[...ws].sort((a, b) => b.length - a.length).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\p{L}])`, 'iu')),
    }));
  }
  return langs;
}

/** The SWOT a prompt writes: three or more headings of one language, with its own words, else undefined. */
export function readSwot(text: string): Swot | undefined {
  for (const l of load()) {
    const quadrants: Partial<Record<Quadrant, string>> = {};
    l.res.forEach((re, i) => {
      const m = re.exec(text);
      if (m) quadrants[ORDER[i]!] = m[0].charAt(0).toUpperCase() + m[0].slice(1);
    });
    if (Object.keys(quadrants).length >= 3) {
      return { quadrants, x: { label: l.x[0]!, low: l.x[1]!, high: l.x[2]! }, y: { label: l.y[0]!, low: l.y[1]!, high: l.y[2]! } };
    }
  }
  return undefined;
}

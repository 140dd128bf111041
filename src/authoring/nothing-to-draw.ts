// Prompt → nothing, or the reason it holds nothing to draw (emoji only, one word of noise, a kind's name alone),
// checked at admission for every model so that such a request is refused before any credit is taken.
import { findKindMentions } from './builtin/brief/named-kind.js';

// Words people type to try a tool, which name no subject. A one-word topic ("Kubernetes", "SWOT") is a subject.
const NOISE = new Set([
  'test', 'testing', 'tests', 'hello', 'hi', 'hey', 'yo', 'asdf', 'asdfgh', 'qwerty', 'foo', 'bar', 'baz', 'foobar', 'lorem', 'ipsum',
  'ok', 'okay', 'yes', 'no', 'thanks', 'thank', 'hmm', 'hm', 'lol', 'idk', 'whatever', 'something', 'anything', 'stuff', 'blah',
  'sample', 'example', 'demo', 'try', 'please', 'draw', 'create', 'make', 'generate', 'show', 'diagram', 'diagrams', 'chart',
  'charts', 'graph', 'picture', 'image', 'visual', 'infographic', 'null', 'undefined', 'none', 'nothing', 'xxx', 'xx', 'x',
]);

const ARTICLES = new Set(['a', 'an', 'the', 'me', 'us', 'my', 'our', 'some', 'of', 'for', 'it', 'this', 'that', 'new']);
// Kind names that are generic words ("a pie chart", "venn"), not a subject of their own ("SWOT", "PDCA").
const GENERIC_KIND = /diagram|chart|graph|map|flow|time\s?line|matri|list|table|tree|funnel|pyramid|cycle|venn|lane|gantt|erd|model|schema|图|圖|図|チャート|グラフ|表/i;

/** Why the prompt gives nothing to draw, or undefined when it gives something. */
export function nothingToDraw(prompt: string): string | undefined {
  const text = prompt.trim();
  // Letters and digits of any script; emoji, symbols and punctuation carry no subject.
  const words = text.match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}'’_-]*/gu) ?? [];
  if (words.length === 0) {
    return 'The prompt holds no words to draw (only symbols or emoji). Describe the diagram: its steps, parts or the things to compare.';
  }
  if (words.length > 6) return undefined;
  const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(text);
  const meaningful = words.map((w) => w.toLowerCase()).filter((w) => !NOISE.has(w) && !ARTICLES.has(w) && !/^(.)\1{2,}$/.test(w) && (cjk || w.length < 4 || /[aeiouyäöüéèáíóú\d]/i.test(w)));
  if (meaningful.length === 0) {
    return `"${text.slice(0, 40)}" names nothing to draw. Describe the diagram: its subject and its steps, parts or the things to compare.`;
  }
  // "flowchart" or "a pie chart": a kind of diagram, but not what it should show. ("SWOT" names its subject.)
  const kinds = findKindMentions(text).filter((k) => GENERIC_KIND.test(k.text));
  const rest = kinds.reduce((s, k) => s.replace(k.text, ' '), text).replace(/(?<![\p{L}])(?:a|an|the|please|draw|create|make|me|show|generate)(?![\p{L}])/giu, ' ');
  if (kinds.length && !/[\p{L}\p{N}]/u.test(rest)) {
    return `"${text.slice(0, 40)}" names a kind of diagram but not what it should show. Add its subject and parts, e.g. "${text} of the order process: receive, check stock, ship".`;
  }
  return undefined;
}

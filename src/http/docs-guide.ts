// Prose sections of the API reference: authentication, credits and limits, idempotency, text and fonts, diagram code.
import { CONNECTORS, FONT_IDS, THEME_IDS } from '../spec/style.js';

const list = (items: readonly string[]) => items.map((i) => `<code>${i}</code>`).join(', ');

export const GUIDE_SECTIONS: { title: string; html: string }[] = [
  {
    title: 'Authentication',
    html: `<p>Protected endpoints take <code>Authorization: Bearer diagram_sk_…</code>. Keys are created in the workspace
settings (<code>/settings</code>) or with <code>npm run --silent cli -- keys create --workspace NAME</code>; only a hash is
stored and the key is shown once. A missing, malformed, unknown or revoked key is <code>401</code> with exactly
<code>{"error":"Unauthorized","code":"unauthorized"}</code>. Revocation takes effect on the next request. Keys are for
servers: protected endpoints send no CORS headers, so browsers refuse to call them from other origins. The public
catalog (designs, export options, icons) answers any origin without credentials.</p>`,
  },
  {
    title: 'Credits, limits and admission',
    html: `<p>A generation costs 1 credit; re-rendering, restyling and downloads cost 0. <code>POST /rest/v1/generations</code>
is admitted in this order: authentication (401) → rate limit (429) → request validation (400) → capacity (503) →
funding (402, or 1 credit taken) → execution. Nothing before funding is charged. After funding any failure (502, 504,
500) is refunded before the response is sent; the failed generation is stored and its record (with
<code>credits: {charged: 1, refunded: 1}</code>) is in <code>details.generation</code>. <code>402</code> carries
<code>details.billing_url</code>.</p>
<p>Rate limits are per key per minute (the key's own limit, else its workspace's, else the service default of 60),
and all keys of a workspace together have a limit too (by default 5 × the service default, 300; at least 5 ×
the workspace's own per-key limit when the operator set one), so more keys do not buy more requests; past either one the answer is <code>429 rate_limited</code>. Every protected response carries
<code>RateLimit-Limit</code>, <code>RateLimit-Remaining</code> and <code>RateLimit-Reset</code> (seconds) of whichever of
the two limits is nearer, and a <code>429</code> carries <code>Retry-After</code>. <code>GET /rest/v1/account</code> shows
both (<code>rate_limit.per_minute</code>, <code>rate_limit.workspace_per_minute</code>). Public endpoints are limited per
client address. Each instance runs a bounded number of generations and keeps a bounded queue; past both it answers
<code>503 over_capacity</code> with <code>Retry-After</code>. A generation that passes its time limit is stopped and
refunded (<code>504 generation_timeout</code>). PNG and PDF downloads are drawn within bounds too: past the instance's
download queue, or when one is not drawn within its time limit, the answer is <code>503 over_capacity</code> with
<code>Retry-After</code>. Prompts are 1 to 20,000 characters (Unicode code points) after trimming; request bodies are
at most 64 KiB (<code>413 payload_too_large</code>).</p>
<p>A PNG has at most 10,000 px a side and 50 megapixels. An asked size (<code>scale</code>, <code>width</code> or
<code>height</code>) that cannot be met is <code>400 export_error</code>, never shrunk. Without any of them the diagram is
drawn at its own size, or, when that is larger than the limits, as large as they allow. Every PNG response says the
size it has in <code>X-Image-Width</code> and <code>X-Image-Height</code>.</p>`,
  },
  {
    title: 'Idempotency',
    html: `<p>Send <code>Idempotency-Key: &lt;1..255 visible ASCII characters&gt;</code> with <code>POST /rest/v1/generations</code>
to retry safely. Within 24 hours, the same key with the same body returns the first response again (marked
<code>Idempotent-Replayed: true</code>) and charges once, also when both requests arrive together (the second waits for
the first). The same key with another body is <code>409 idempotency_conflict</code>. Keys are per workspace. A request
refused for capacity (503) or credits (402), or that failed with <code>500 internal_error</code>, is not remembered, so
it can be retried with the same key. When an instance stops while it runs a request (a crash), the generation is
failed with <code>internal_error</code> and refunded when the service recovers (at its next start, or within a minute by
another instance), and its key is released then: a retry with the same key runs anew (and is charged like any new
generation) instead of getting the failure. A retry sent before the recovery waits, and runs anew at the latest when
the first request is older than the generation time limit plus 30 seconds.</p>`,
  },
  {
    title: 'Styles',
    html: `<p>The style object (on <code>POST /generations</code> and <code>POST /generations/{id}/style</code>) takes:
<code>theme</code> (${list(THEME_IDS)}), <code>palette</code> (a list of hex colours used as series colours, the
first being the accent; or named slots <code>background</code>, <code>text</code>, <code>accent</code>, <code>node</code>,
<code>border</code>, <code>edge</code>, <code>muted</code>), <code>font</code> (${list(FONT_IDS)}),
<code>corner_radius</code> (0..40) and <code>connector</code> (${list(CONNECTORS)}). Anything else, or a value of the
wrong type or range, is <code>400 invalid_options</code>. Restyling merges the given fields over the current style.</p>
<p>With the builtin model, what the prompt says about looks sets the style where the request's <code>style</code> says
nothing: "hand-drawn" or "whiteboard" gives <code>sketch</code>, "dark background" <code>dark</code>, "black and white"
<code>monochrome</code>, "high contrast" <code>high-contrast</code>, "pastel" <code>pastel</code>, "blueprint"
<code>blueprint</code>, "vibrant colours" <code>vivid</code>; "serif", "monospace" and "handwritten" fonts, "curved" or
"straight" arrows and "rounded" or "sharp" corners likewise. Such instructions, and those about layout, output and
format, never become labels. The generation record's <code>style</code> shows what was applied.</p>
<p>A prompt with nothing to draw (only emoji or symbols, one word of noise such as "test", or the name of a kind of
diagram alone) is <code>400 validation_failed</code> before any credit is taken; the message says what to add.</p>`,
  },
  {
    title: 'Text and fonts',
    html: `<p>Text is measured and drawn with the same bundled TTF fonts (no system fonts, nothing downloaded): Inter,
Source Serif 4, JetBrains Mono and Caveat draw Latin, Greek and Cyrillic. Characters a design font lacks fall back,
per character, to Noto Sans SC (Chinese and Japanese kana and kanji), Noto Sans KR (Korean), Noto Sans Arabic, Noto
Sans Hebrew and Noto Emoji (emoji are drawn in monochrome outline). SVG files embed subsets of the fonts they use, so
they look the same in browsers, Inkscape, LibreOffice and office suites. Scripts outside these fonts (e.g. Devanagari,
Thai) are kept as text but drawn as empty boxes. Bidirectional control characters (U+202A–202E, U+2066–2069,
U+200E, U+200F, U+061C) are removed from all text: right-to-left words keep their order from their own letters, and no
text can show in another order than it is written.</p>`,
  },
  {
    title: 'Diagrams as code',
    html: `<p>A prompt that is (or contains exactly one fenced block of) Mermaid, PlantUML (<code>@startuml</code>) or
Graphviz DOT (<code>digraph</code> / <code>graph</code>) is read as code with the builtin model: every label and
relation is kept, nothing invented. With <code>design: "auto"</code> the design follows the code's own type; a named
design of a compatible kind re-draws it. Comments, styling directives and unknown statements are skipped; code that
cannot be read at all is <code>400 validation_failed</code> with the line and column in <code>details</code>, before
any credit is taken.</p>`,
  },
];

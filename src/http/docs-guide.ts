// Prose sections of the API reference: authentication, credits and limits, idempotency, text and fonts, diagram code, MCP.
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
    html: `<p>A generation costs 1 credit, and so does an edit; re-rendering, restyling, reverting and downloads cost 0.
<code>POST /rest/v1/generations</code> (like <code>POST /rest/v1/generations/{id}/edits</code>) is admitted in this order: authentication (401) → rate limit (429) → request validation (400) → capacity (503) →
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
    title: 'Edits and revisions',
    html: `<p><code>POST /rest/v1/generations/{id}/edits</code> with <code>{"instruction": "…"}</code> (1 to 4,000 characters)
changes a stored diagram by saying what to change: <em>add a Redis cache between the API and the database</em>,
<em>rename Billing to Payments</em>, <em>put the workers in a group called Background</em>, <em>make the database red</em>,
<em>turn it left to right</em>. It costs 1 credit with the admission order, capacity, timeout and refund rules of
<code>POST /generations</code> (an <code>Idempotency-Key</code> works the same way), and answers <code>200</code> with the
generation record at its next revision. After a failure past funding the credit is refunded and the generation keeps its
diagram; its record is in <code>details.generation</code>. The record's <code>credits</code> count the generation's
creation and every edit (<code>charged</code>) and what was given back (<code>refunded</code>); its <code>model</code> is the
model that made the current content (the edit's, after an edit).</p>
<p><code>last_edit</code> says what the edit that made the current revision did: <code>{instruction, added, removed,
renamed, changed}</code>, each a list of element ids; connections have no id of their own and are named
<code>from-&gt;to</code>. Element ids are stable: an edit keeps the id of every element it does not remove, so layouts stay
recognisable and clients can name elements. Elements of the ordered kinds (steps, levels, stages, events, parts, items,
options, criteria, messages) carry ids too, given from their labels.</p>
<p>The builtin model reads instructions exactly, offline: add (a node; a step after, before or between steps; a
participant and a message; a state and a transition; a level, a stage, an event with its date, a part with its value; a
column or a row of a comparison; an item of a set or a quadrant; an actor, a use case or a system; a stage, a step or a
pain point; a child under a parent; a group with its members),
remove, rename, connect and disconnect (with a label), move into or out of a group (lanes, zones, sections, composite
states, parents, sets, quadrants), labels and descriptions, values and dates, node types, order, colours (flowcharts,
architecture and state diagrams draw them) and icons (where designs draw icons), the design or direction, the theme, font,
connectors and spacing. Names are matched loosely (case, articles, plurals, role nouns such as "the Billing step", "the
decision", ordinals such as "the second step", and categories: "the database" for "PostgreSQL DB" when only one
element fits). Several changes may be given at once ("…, then …", "… and make it red"). An instruction it cannot apply is
<code>400 invalid_instruction</code> before any credit is taken, with <code>details.understood</code> (what it read),
<code>details.reason</code> (why it cannot be done) and, where a name fits several elements or none,
<code>details.candidates</code>. With a model provider the instruction, the current content with its ids and the
kind's JSON Schema go to the model, which answers with the whole new content; it is validated like authored content
(one repair round), and an answer that drops the id of an element it kept is repaired too. A change of design,
direction or theme alone, and diagram code, need no model call. An instruction that is Mermaid, PlantUML or DOT code
replaces the content as the next revision.</p>
<p>Every revision is kept. <code>GET /rest/v1/generations/{id}/revisions</code> lists them oldest first
(<code>revision</code>, <code>cause</code>: <code>created</code>, <code>edit</code>, <code>render</code>, <code>style</code> or
<code>revert</code>; <code>instruction</code>; <code>credits</code>; <code>source_revision</code> for a revert;
<code>created_at</code>). <code>GET /rest/v1/generations/{id}/revisions/{n}</code> is the record as it was, and the
downloads take <code>?revision=n</code>. <code>POST /rest/v1/generations/{id}/revert</code> with <code>{"revision": n}</code>
stores revision n again as the next revision, for 0 credits; undo and redo are reverts.</p>`,
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
design of a compatible kind re-draws it. A Mermaid <code>journey</code> is drawn as a journey map and a PlantUML use case
diagram as a use case diagram (actors, system boundaries, «include» and «extend»). Comments, styling directives and unknown statements are skipped; code that
cannot be read at all is <code>400 validation_failed</code> with the line and column in <code>details</code>, before
any credit is taken.</p>`,
  },
  {
    title: 'MCP for AI assistants',
    html: `<p><code>POST /mcp</code> is a Model Context Protocol server (Streamable HTTP, stateless: no session, answers in
JSON; <code>GET</code> is <code>405</code>, there is no event stream). It takes the same <code>Authorization: Bearer
diagram_sk_…</code> keys, rate limits (each POST counts as one request) and credits as the REST API. A missing or bad key
is <code>401</code> with <code>{"error":"Unauthorized","code":"unauthorized"}</code> and <code>WWW-Authenticate: Bearer
realm="diagram-service", resource_metadata="…/.well-known/oauth-protected-resource/mcp"</code> (with
<code>error="invalid_token"</code> when a key was sent); that metadata says keys go in the header, and names no OAuth
server. A request from a browser page of another origin is <code>403</code>.</p>
<p>Tools: <code>create_diagram</code> (1 credit, refunded when the generation fails: the same admission order, capacity,
time limit and refunds as <code>POST /rest/v1/generations</code>), <code>edit_diagram</code> (1 credit, as
<code>POST /rest/v1/generations/{id}/edits</code>: a change by instruction, the next revision, element ids kept; an
instruction that cannot be applied is <code>invalid_instruction</code> and free), <code>restyle_diagram</code> (free: the style and/or
another design of the same kind), <code>get_diagram</code> (free: PNG as image content, SVG as text, PDF as an embedded
resource, of the latest revision or of <code>revision</code>; PNG and PDF are drawn within the download bounds), <code>list_diagrams</code>, <code>list_designs</code> and
<code>search_icons</code> (free). Each has a JSON Schema input and output. A refusal or failure is a tool result with
<code>isError: true</code> whose text and <code>structuredContent</code> are this API's error payload
(<code>insufficient_credits</code>, <code>rate_limited</code> with <code>details.retry_after</code>,
<code>validation_failed</code>, <code>generation_provider_failed</code> with the refunded generation in
<code>details.generation</code>, …); over the rate limit, a <code>tools/call</code> gets that tool result and any other
message a <code>429</code>. The same tools run locally over stdio (<code>npm run --silent mcp</code>); the README shows the
configuration for Claude Desktop, Claude Code, Cursor and VS Code.</p>`,
  },
];

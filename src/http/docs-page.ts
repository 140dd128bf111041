// The API reference page (/docs): readable HTML generated from the same OpenAPI document, in the console's look
// (its font, its icon, a way back to it) and fitting a phone screen.
import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml, inlineCode } from './html.js';

/** The built web application (src/web/static-routes.ts serves its assets/ at /assets/). */
const WEB_DIST = path.resolve(import.meta.dirname, '..', '..', 'web', 'dist');

/**
 * @font-face rules for the console's Inter, from the files the web build put in web/dist/assets (their names
 * carry a content hash). Without a built console the page keeps the system's sans-serif.
 */
export function consoleFontFaces(dist = WEB_DIST): string {
  let files: string[];
  try {
    files = fs.readdirSync(path.join(dist, 'assets'));
  } catch {
    return '';
  }
  return ([[400, 'Regular'], [500, 'Medium'], [600, 'SemiBold']] as const).map(([weight, name]) => {
    const file = files.find((f) => new RegExp(`^Inter_${weight}${name}-[\\w-]+\\.ttf$`).test(f));
    return file ? `@font-face{font-family:'Inter';font-weight:${weight};font-display:swap;src:url('/assets/${file}') format('truetype')}` : '';
  }).join('');
}

// The console's icon (web/public/favicon.svg), inline so the page shows it even where the console is not served.
const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#4f46e5"/><rect x="6" y="7" width="9" height="7" rx="2" fill="#fff"/><rect x="17" y="18" width="9" height="7" rx="2" fill="#c7d2fe"/><path d="M10.5 14v6.5H17" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round"/></svg>';
const ICON_URL = `data:image/svg+xml,${encodeURIComponent(ICON)}`;

const METHOD_COLOURS: Record<string, string> = { get: '#0b7a55', post: '#1f5fbf', put: '#8a5a00', delete: '#b42318', patch: '#6941c6' };

function schemaTable(schema: any): string {
  const props = schema?.properties as Record<string, any> | undefined;
  if (!props) return '';
  const rows = Object.entries(props).map(([name, s]) => {
    const type = s.enum ? s.enum.map((v: unknown) => `<code>${escapeHtml(String(v))}</code>`).join(' | ') : escapeHtml(s.type ? String(s.type) : s.anyOf ? 'one of several forms' : 'any');
    const req = schema.required?.includes(name) ? 'required' : 'optional';
    return `<tr><td><code>${escapeHtml(name)}</code></td><td>${type}</td><td>${req}</td><td>${inlineCode(s.description ?? '')}</td></tr>`;
  }).join('');
  return `<table><thead><tr><th>Field</th><th>Type</th><th></th><th>Notes</th></tr></thead><tbody>${rows}</tbody></table>`;
}

const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export function renderDocsPage(doc: Record<string, any>, extraSections: { title: string; html: string }[] = [], fontFaces = consoleFontFaces()): string {
  const byTag = new Map<string, string[]>();
  for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
    for (const [method, op] of Object.entries(ops)) {
      const params = (op.parameters ?? []).map((p: any) => `<li><code>${escapeHtml(p.name)}</code> (${p.in}${p.required ? ', required' : ''})${p.description ? `: ${inlineCode(p.description)}` : ''}</li>`).join('');
      const body = op.requestBody ? `<h4>Body</h4>${schemaTable(op.requestBody.content['application/json'].schema)}` : '';
      const responses = Object.entries(op.responses as Record<string, any>).map(([status, r]) => `<li><b>${status}</b> ${inlineCode(r.description)}</li>`).join('');
      const html = `<section class="op" id="${method}-${escapeHtml(path.replace(/[^a-z0-9]+/gi, '-'))}">
<h3><span class="m" style="background:${METHOD_COLOURS[method] ?? '#444'}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code> <span class="auth">${op.security?.length ? 'API key' : 'public'}</span></h3>
<p>${inlineCode(op.summary)}${op.description ? `. ${inlineCode(op.description)}` : ''}</p>
${params ? `<h4>Parameters</h4><ul>${params}</ul>` : ''}${body}<h4>Responses</h4><ul>${responses}</ul></section>`;
      const tag = op.tags?.[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const errors = (doc['x-error-table'] as { code: string; status: number; meaning: string }[])
    .map((e) => `<tr><td>${e.status}</td><td><code>${e.code}</code></td><td>${escapeHtml(e.meaning)}</td></tr>`).join('');
  const tags = [...byTag].map(([tag, ops]) => `<h2 id="${escapeHtml(tag.toLowerCase())}">${escapeHtml(tag)}</h2>${ops.join('\n')}`).join('\n');
  const extra = extraSections.map((s) => `<h2 id="${escapeHtml(slug(s.title))}">${escapeHtml(s.title)}</h2>${s.html}`).join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference: ${escapeHtml(doc.info.title)}</title>
<link rel="icon" type="image/svg+xml" href="${ICON_URL}">
<style>
${fontFaces}
*,*::before,*::after{box-sizing:border-box}
body{font:15px/1.55 Inter,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;margin:0;color:#101828;background:#f5f6f8;-webkit-font-smoothing:antialiased}
a{color:#4f46e5}
.top{background:#fff;border-bottom:1px solid #e4e7ec}
.top div{max-width:960px;margin:0 auto;padding:10px 20px;display:flex;align-items:center;gap:12px;flex-wrap:wrap}
.brand{display:inline-flex;align-items:center;gap:8px;font-weight:600;color:#101828;text-decoration:none}
.brand img{width:24px;height:24px}
.back{margin-left:auto;font-weight:500;text-decoration:none;padding:6px 12px;border:1px solid #cfd4dc;border-radius:8px;color:#101828;background:#fff}
.back:hover{background:#f9fafb}
main{max-width:960px;margin:0 auto;padding:24px 20px 48px}
h1{font-size:28px;line-height:1.25;margin:8px 0}h2{margin-top:40px;border-bottom:1px solid #d9dde5;padding-bottom:6px}
h3{overflow-wrap:anywhere}
p,li{overflow-wrap:break-word}
code,pre{font-family:'JetBrains Mono',ui-monospace,SFMono-Regular,Menlo,monospace;font-size:13px}
td code,li code,p code{overflow-wrap:anywhere}
pre{background:#0f172a;color:#e2e8f0;padding:12px 14px;border-radius:8px;overflow-x:auto;max-width:100%}
/* Wide tables scroll inside their own box instead of pushing the page sideways on a phone. */
table{border-collapse:collapse;width:100%;background:#fff;margin:8px 0;display:block;overflow-x:auto}
td,th{border:1px solid #e3e6ec;padding:6px 8px;text-align:left;vertical-align:top}
.op{background:#fff;border:1px solid #e3e6ec;border-radius:10px;padding:4px 16px 8px;margin:14px 0;min-width:0}
.m{color:#fff;border-radius:5px;padding:2px 8px;font-size:12px;font-weight:700}.auth{font-size:12px;color:#5b6474;font-weight:400;margin-left:8px}
nav{display:flex;flex-wrap:wrap;gap:4px 14px}
@media (max-width:640px){main{padding:16px 14px 40px}h1{font-size:23px}.op{padding:2px 10px 6px}td,th{padding:5px 6px}}
</style></head><body>
<header class="top"><div><a class="brand" href="/"><img src="${ICON_URL}" alt="">Diagrams</a><a class="back" href="/">← Back to the app</a></div></header>
<main>
<h1>${escapeHtml(doc.info.title)}: API reference</h1>
<p>${inlineCode(doc.info.description)}</p>
<p>Machine-readable: <a href="/rest/v1/openapi.json">/rest/v1/openapi.json</a> (OpenAPI 3.1).</p>
<nav>${[...byTag.keys()].map((t) => `<a href="#${escapeHtml(t.toLowerCase())}">${escapeHtml(t)}</a>`).join('')}${extraSections.map((s) => `<a href="#${escapeHtml(slug(s.title))}">${escapeHtml(s.title)}</a>`).join('')}<a href="#errors">Errors</a></nav>
<h2>Quick start</h2>
<pre>curl -s -X POST http://127.0.0.1:8080/rest/v1/generations \\
  -H "Authorization: Bearer $DIAGRAM_KEY" -H "Content-Type: application/json" \\
  -d '{"prompt":"a funnel of our sales pipeline: visitors, leads, trials, customers","design":"auto"}'</pre>
${tags}
${extra}
<h2 id="errors">Errors</h2>
<p>Error bodies are JSON: <code>{"error": "...", "code": "...", "details": ...}</code>. A 401 is always exactly <code>{"error":"Unauthorized","code":"unauthorized"}</code>. A 429 carries <code>Retry-After</code> in seconds; a 503 too. After funding, every failure is refunded before the response is sent; the failed generation is in <code>details.generation</code>.</p>
<table><thead><tr><th>Status</th><th>Code</th><th>Meaning</th></tr></thead><tbody>${errors}</tbody></table>
<h2>The style object</h2>
${schemaTable(doc.components.schemas.Style)}
</main></body></html>`;
}

// The API reference page (/docs): readable HTML generated from the same OpenAPI document.
import { escapeHtml, inlineCode } from './html.js';

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

export function renderDocsPage(doc: Record<string, any>, extraSections: { title: string; html: string }[] = []): string {
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
<style>
body{font:15px/1.55 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0;color:#1d2433;background:#f7f8fa}
main{max-width:960px;margin:0 auto;padding:24px}
h1{font-size:28px;margin:8px 0}h2{margin-top:40px;border-bottom:1px solid #d9dde5;padding-bottom:6px}
code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:13px}
pre{background:#0f172a;color:#e2e8f0;padding:12px 14px;border-radius:8px;overflow:auto}
table{border-collapse:collapse;width:100%;background:#fff;margin:8px 0}td,th{border:1px solid #e3e6ec;padding:6px 8px;text-align:left;vertical-align:top}
.op{background:#fff;border:1px solid #e3e6ec;border-radius:10px;padding:4px 16px 8px;margin:14px 0}
.m{color:#fff;border-radius:5px;padding:2px 8px;font-size:12px;font-weight:700}.auth{font-size:12px;color:#5b6474;font-weight:400;margin-left:8px}
nav a{margin-right:14px}
</style></head><body><main>
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

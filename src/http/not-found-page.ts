// The 404 page a browser gets for an unknown page (not an API path): plain HTML with a way back to the app.
import { escapeHtml } from './html.js';

/** Paths whose clients read JSON: they keep the contract's `404 not_found` body whatever they accept. */
const API_PATH = /^\/(?:rest|app\/api|mcp)(?:\/|$)/;

/** A browser navigating to a page asks for HTML first; fetch() and API clients do not. */
export function wantsHtmlPage(path: string, accept: string | undefined): boolean {
  return !API_PATH.test(path) && typeof accept === 'string' && /(^|,)\s*text\/html\b/i.test(accept);
}

export function notFoundPage(path: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Page not found · Diagrams</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
body{font:16px/1.5 Inter,system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;padding:48px 20px;color:#1f2937;background:#f8fafc}
main{max-width:560px;margin:0 auto}h1{font-size:28px;margin:0 0 8px}p{margin:0 0 16px}
code{font:14px ui-monospace,SFMono-Regular,Menlo,monospace;background:#e5e7eb;padding:1px 5px;border-radius:4px;word-break:break-all}
a{color:#2563eb}.actions a{margin-right:20px}
@media (prefers-color-scheme:dark){body{color:#e5e7eb;background:#0f172a}code{background:#1e293b}a{color:#93c5fd}}
</style></head>
<body><main>
<h1>Page not found</h1>
<p>There is no page at <code>${escapeHtml(path)}</code>.</p>
<p class="actions"><a href="/">Back to the app</a><a href="/docs">API reference</a></p>
</main></body></html>
`;
}

// The diagram on the page (an <img> of its SVG: no script can run in it), with its downloads.
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { plainMessage } from '../api';
import { displayTitle, downloadName, kindLabel, timeAgo } from '../format';
import type { Design, Generation } from '../types';
import { Alert, Spinner } from './ui';

/**
 * Fetches a download and saves it under `name`. A refused download (the API answers with a JSON error, such as
 * `export_error` for a PNG larger than the service draws) becomes that error's message instead of a saved
 * `.json` file the browser would cancel.
 */
async function save(href: string, name: string): Promise<string | null> {
  let res: Response;
  try {
    res = await fetch(href, { credentials: 'same-origin' });
  } catch {
    return 'Could not reach the service. Check your connection and try again.';
  }
  if (!res.ok) {
    const text = await res.text();
    let body: { error?: string; code?: string } | null = null;
    try { body = JSON.parse(text) as { error?: string; code?: string }; } catch { body = { error: text.slice(0, 200) || undefined }; }
    return plainMessage(res.status, body);
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // The browser has taken the file once the click is handled; the object URL can go a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return null;
}

// The service draws PNGs of at most 10,000 px a side and 50 megapixels (larger asks get 400 export_error).
const PNG_MAX_SIDE = 10_000;
const PNG_MAX_PIXELS = 50_000_000;

/** 2× when the service can draw it, else the largest smaller scale that fits (a very large diagram: 1×). */
function defaultScale(g: Generation): string {
  const w = g.width ?? 0;
  const h = g.height ?? 0;
  const fits = (s: number) => w * s <= PNG_MAX_SIDE && h * s <= PNG_MAX_SIDE && w * h * s * s <= PNG_MAX_PIXELS;
  return fits(2) ? '2' : '1';
}

export function DiagramView({ generation, designs, working }: { generation: Generation; designs: Design[]; working: boolean }) {
  const [loaded, setLoaded] = useState(false);
  const [scale, setScale] = useState(() => defaultScale(generation));
  const [downloading, setDownloading] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const files = generation.files!;
  useEffect(() => setLoaded(false), [files.svg]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => setScale(defaultScale(generation)), [generation.id]);
  useEffect(() => setDownloadError(null), [generation.id, generation.revision, scale]);
  useEffect(() => { if (downloadError) errorRef.current?.focus(); }, [downloadError]);
  const design = designs.find((d) => d.id === generation.design);
  const title = displayTitle(generation);
  const kind = kindLabel(generation.kind);

  const download = (ext: string, href: string) => async (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    setDownloading(ext);
    setDownloadError(null);
    const problem = await save(href, downloadName(generation, ext));
    setDownloading(null);
    if (problem) setDownloadError(`The ${ext.toUpperCase()} could not be downloaded: ${problem}`);
  };
  const link = (ext: string, label: string, href: string) => (
    <a className="btn btn-secondary btn-sm" href={href} download={downloadName(generation, ext)} onClick={download(ext, href)} aria-busy={downloading === ext || undefined}>
      {downloading === ext && <Spinner small />}{label}
    </a>
  );

  return (
    <div className="diagram">
      <div className="diagram-head">
        <div>
          <h2 className="diagram-title">{title}</h2>
          <p className="diagram-meta">
            {design?.name ?? generation.design} · {kind} · {generation.width}×{generation.height}
            {generation.revision > 1 ? ` · revision ${generation.revision}` : ''} · {timeAgo(generation.created_at)}
          </p>
        </div>
      </div>
      <div className="canvas" data-theme={generation.style.theme ?? 'light'}>
        {/* Small diagrams are shown larger than their natural size (they are vectors), never wider than the canvas. */}
        <img key={files.svg} src={files.svg} alt={`${title}: ${kind} diagram`} onLoad={() => setLoaded(true)} className={loaded ? 'ready' : ''}
          width={generation.width ?? undefined} height={generation.height ?? undefined}
          style={generation.width ? { width: `min(100%, ${Math.round(generation.width * 1.6)}px)` } : undefined} />
        {(working || !loaded) && <div className="canvas-overlay"><Spinner label={working ? 'Re-rendering' : 'Loading the diagram'} /></div>}
      </div>
      <div className="downloads" role="group" aria-label="Download">
        <span className="downloads-label">Download</span>
        {link('svg', 'SVG', `${files.svg}&download=1`)}
        <span className="png-group">
          {link('png', 'PNG', `${files.png}&scale=${scale}&download=1`)}
          <label className="visually-hidden" htmlFor="png-scale">PNG size</label>
          <select id="png-scale" className="select-sm" value={scale} onChange={(e) => setScale(e.target.value)}>
            <option value="1">1×</option>
            <option value="2">2×</option>
            <option value="3">3×</option>
            <option value="4">4×</option>
          </select>
        </span>
        {link('pdf', 'PDF', `${files.pdf}&download=1`)}
        <a className="btn btn-ghost btn-sm" href={files.svg} target="_blank" rel="noopener">Open full size<span className="visually-hidden"> (opens in a new tab)</span></a>
      </div>
      {downloadError && <div className="downloads-error" ref={errorRef} tabIndex={-1}><Alert onClose={() => setDownloadError(null)}>{downloadError}</Alert></div>}
      <details className="prompt-details">
        <summary>Prompt</summary>
        <p className="prompt-text">{generation.prompt}</p>
      </details>
    </div>
  );
}

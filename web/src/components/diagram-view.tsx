// The diagram on the page (an <img> of its SVG: no script can run in it), with its downloads.
import { useEffect, useState } from 'react';
import { humanize, timeAgo } from '../format';
import type { Design, Generation } from '../types';
import { Spinner } from './ui';

export function DiagramView({ generation, designs, working }: { generation: Generation; designs: Design[]; working: boolean }) {
  const [loaded, setLoaded] = useState(false);
  const [scale, setScale] = useState('2');
  const files = generation.files!;
  useEffect(() => setLoaded(false), [files.svg]);
  const design = designs.find((d) => d.id === generation.design);
  const title = generation.title || 'Untitled diagram';

  return (
    <div className="diagram">
      <div className="diagram-head">
        <div>
          <h2 className="diagram-title">{title}</h2>
          <p className="diagram-meta">
            {design?.name ?? generation.design} · {humanize(generation.kind ?? '')} · {generation.width}×{generation.height}
            {generation.revision > 1 ? ` · revision ${generation.revision}` : ''} · {timeAgo(generation.created_at)}
          </p>
        </div>
      </div>
      <div className="canvas" data-theme={generation.style.theme ?? 'light'}>
        {/* Small diagrams are shown larger than their natural size (they are vectors), never wider than the canvas. */}
        <img key={files.svg} src={files.svg} alt={`${title}: ${humanize(generation.kind ?? '')} diagram`} onLoad={() => setLoaded(true)} className={loaded ? 'ready' : ''}
          width={generation.width ?? undefined} height={generation.height ?? undefined}
          style={generation.width ? { width: `min(100%, ${Math.round(generation.width * 1.6)}px)` } : undefined} />
        {(working || !loaded) && <div className="canvas-overlay"><Spinner label={working ? 'Re-rendering' : 'Loading the diagram'} /></div>}
      </div>
      <div className="downloads" role="group" aria-label="Download">
        <span className="downloads-label">Download</span>
        <a className="btn btn-secondary btn-sm" href={`${files.svg}&download=1`} download>SVG</a>
        <span className="png-group">
          <a className="btn btn-secondary btn-sm" href={`${files.png}&scale=${scale}&download=1`} download>PNG</a>
          <label className="visually-hidden" htmlFor="png-scale">PNG size</label>
          <select id="png-scale" className="select-sm" value={scale} onChange={(e) => setScale(e.target.value)}>
            <option value="1">1×</option>
            <option value="2">2×</option>
            <option value="3">3×</option>
            <option value="4">4×</option>
          </select>
        </span>
        <a className="btn btn-secondary btn-sm" href={`${files.pdf}&download=1`} download>PDF</a>
        <a className="btn btn-ghost btn-sm" href={files.svg} target="_blank" rel="noopener">Open full size<span className="visually-hidden"> (opens in a new tab)</span></a>
      </div>
      <details className="prompt-details">
        <summary>Prompt</summary>
        <p className="prompt-text">{generation.prompt}</p>
      </details>
    </div>
  );
}

// The design catalog as a gallery: previews, kinds and descriptions; "Use this design" opens the playground with it.
import { useEffect, useMemo, useState } from 'react';
import { api, errorText } from '../api';
import { Alert, Badge, Empty, PageHeader, Spinner } from '../components/ui';
import { kindLabel } from '../format';
import { Link } from '../router';
import type { Design, List } from '../types';

export function DesignsPage() {
  const [designs, setDesigns] = useState<Design[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState('');

  useEffect(() => {
    api<List<Design>>('/rest/v1/designs').then((r) => setDesigns(r.data)).catch((e) => setError(errorText(e)));
  }, []);

  const kinds = useMemo(() => [...new Set((designs ?? []).map((d) => d.kind))], [designs]);
  const shown = useMemo(() => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    return (designs ?? []).filter((d) => (!kind || d.kind === kind)
      && words.every((w) => `${d.name} ${d.kind} ${d.description} ${d.tags.join(' ')}`.toLowerCase().includes(w)));
  }, [designs, query, kind]);

  return (
    <>
      <PageHeader title="Designs" description="Every design the service can draw. Pick one in the playground, or let “Auto” choose from your prompt." />
      <div className="toolbar" role="search">
        <div className="field">
          <label htmlFor="gallery-search">Search</label>
          <input id="gallery-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Name, kind or tag" />
        </div>
        <div className="field">
          <label htmlFor="gallery-kind">Kind</label>
          <select id="gallery-kind" value={kind} onChange={(e) => setKind(e.target.value)}>
            <option value="">All kinds</option>
            {kinds.map((k) => <option key={k} value={k}>{kindLabel(k)}</option>)}
          </select>
        </div>
        <p className="toolbar-count" role="status">{designs ? `${shown.length} of ${designs.length} designs` : ''}</p>
      </div>
      {error && <Alert>{error}</Alert>}
      {!designs && !error && <div className="center-block"><Spinner label="Loading designs" /></div>}
      {designs && shown.length === 0 && <Empty title="No design matches">Try another word or kind.</Empty>}
      <ul className="gallery">
        {shown.map((d) => (
          <li key={d.id} className="gallery-card">
            <div className="gallery-preview"><img src={d.preview_url} alt={`Preview of ${d.name}`} loading="lazy" /></div>
            <div className="gallery-body">
              <div className="gallery-title-row">
                <h2 className="gallery-title">{d.name}</h2>
                <Badge tone="accent">{kindLabel(d.kind)}</Badge>
              </div>
              <p className="gallery-desc">{d.description}</p>
              {d.tags.length > 0 && <p className="gallery-tags">{d.tags.slice(0, 5).map((t) => <span key={t} className="tag">{t}</span>)}</p>}
              <div className="gallery-actions">
                <Link to={`/?design=${encodeURIComponent(d.id)}`} className="btn btn-secondary btn-sm">Use this design<span className="visually-hidden">: {d.name}</span></Link>
                <code className="design-id">{d.id}</code>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

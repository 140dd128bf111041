// Choose `auto` or one design: a button that opens a dialog with a searchable grid of previews.
import { useEffect, useMemo, useRef, useState } from 'react';
import { kindLabel } from '../format';
import type { Design } from '../types';

export function DesignPicker({ designs, value, onChange, disabled }: { designs: Design[]; value: string; onChange: (id: string) => void; disabled?: boolean }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const current = designs.find((d) => d.id === value);

  const shown = useMemo(() => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    return designs.filter((d) => {
      const hay = `${d.name} ${d.kind} ${d.description} ${d.tags.join(' ')}`.toLowerCase();
      return words.every((w) => hay.includes(w));
    });
  }, [designs, query]);

  const open = () => {
    setQuery('');
    dialog.current?.showModal();
    search.current?.focus();
  };
  const choose = (id: string) => {
    onChange(id);
    dialog.current?.close();
  };

  useEffect(() => {
    const d = dialog.current;
    const onClose = () => trigger.current?.focus();
    d?.addEventListener('close', onClose);
    return () => d?.removeEventListener('close', onClose);
  }, []);

  return (
    <div className="design-picker">
      <span className="label" id="design-label">Design</span>
      <button ref={trigger} type="button" className="picker-trigger" onClick={open} disabled={disabled} aria-labelledby="design-label design-current" aria-haspopup="dialog">
        {current ? <img src={current.preview_url} alt="" className="picker-thumb" /> : <span className="picker-thumb picker-auto" aria-hidden="true">✦</span>}
        <span className="picker-text" id="design-current">
          <span className="picker-name">{current ? current.name : 'Auto'}</span>
          <span className="picker-sub">{current ? `${kindLabel(current.kind)} design` : 'The service picks the best design'}</span>
        </span>
        <span className="picker-change" aria-hidden="true">Change</span>
      </button>
      <dialog ref={dialog} className="picker-dialog" aria-labelledby="picker-title">
        <div className="dialog-header">
          <h2 id="picker-title">Choose a design</h2>
          <button type="button" className="dialog-close" onClick={() => dialog.current?.close()} aria-label="Close">×</button>
        </div>
        <div className="field">
          <label htmlFor="design-search">Search designs</label>
          <input ref={search} id="design-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="timeline, org chart, funnel…" />
        </div>
        <ul className="picker-grid" aria-label="Designs">
          <li>
            <button type="button" className="picker-card" aria-pressed={value === 'auto'} onClick={() => choose('auto')}>
              <span className="picker-card-preview picker-auto" aria-hidden="true">✦</span>
              <span className="picker-card-name">Auto</span>
              <span className="picker-card-desc">Let the service choose from your prompt.</span>
            </button>
          </li>
          {shown.map((d) => (
            <li key={d.id}>
              <button type="button" className="picker-card" aria-pressed={value === d.id} onClick={() => choose(d.id)}>
                <span className="picker-card-preview"><img src={d.preview_url} alt="" loading="lazy" /></span>
                <span className="picker-card-name">{d.name}</span>
                <span className="picker-card-desc">{kindLabel(d.kind)} · {d.description}</span>
              </button>
            </li>
          ))}
        </ul>
        {shown.length === 0 && <p className="muted">No design matches “{query}”.</p>}
      </dialog>
    </div>
  );
}

// Every revision of the diagram as a thumbnail with what made it; undo and redo go back and forth as reverts.
import { useEffect, useRef } from 'react';
import type { Generation, Revision } from '../types';
import { timeAgo } from '../format';
import { Button } from './ui';

function caption(r: Revision): string {
  switch (r.cause) {
    case 'created': return 'Created';
    case 'edit': return r.instruction ?? 'Edited';
    case 'style': return 'Restyled';
    case 'render': return 'Re-rendered';
    default: return `Back to ${r.source_revision ?? '?'}`;
  }
}

/** The revision whose state the given one shows: a revert shows the state of the revision it copied. */
export function positionOf(revisions: Revision[], n: number): number {
  const byNumber = new Map(revisions.map((r) => [r.revision, r]));
  let cur = byNumber.get(n);
  for (let guard = 0; cur?.cause === 'revert' && cur.source_revision !== null && guard < 1000; guard++) cur = byNumber.get(cur.source_revision);
  return cur?.revision ?? n;
}

export function RevisionStrip({ generation, revisions, busy, canRedo, onRevert, onUndo, onRedo }: {
  generation: Generation; revisions: Revision[]; busy: boolean; canRedo: boolean;
  onRevert: (n: number) => void; onUndo: () => void; onRedo: () => void;
}) {
  const list = useRef<HTMLOListElement>(null);
  // Oldest on the left: the revision shown is brought into view whenever the strip changes.
  useEffect(() => {
    // Scrolls the strip only, never the page (scrollIntoView would move the page to it too).
    const strip = list.current;
    const item = strip?.querySelector<HTMLElement>('[aria-current="true"]')?.closest('li');
    if (!strip || !item) return;
    const left = item.offsetLeft - strip.offsetLeft;
    if (left < strip.scrollLeft || left + item.offsetWidth > strip.scrollLeft + strip.clientWidth) strip.scrollLeft = left + item.offsetWidth - strip.clientWidth;
  }, [revisions, generation.revision]);
  if (revisions.length === 0) return null;
  const position = positionOf(revisions, generation.revision);
  return (
    <section className="revisions" aria-labelledby="revisions-title">
      <div className="revisions-head">
        <h3 id="revisions-title" className="change-title">Revisions <span className="count">{revisions.length}</span></h3>
        <div className="revisions-actions">
          <Button small onClick={onUndo} disabled={busy || position <= 1} aria-keyshortcuts="Control+Z">Undo</Button>
          <Button small onClick={onRedo} disabled={busy || !canRedo} aria-keyshortcuts="Control+Shift+Z">Redo</Button>
        </div>
      </div>
      <ol className="revision-strip" ref={list}>
        {revisions.map((r) => {
          const current = r.revision === generation.revision;
          return (
            <li key={r.revision}>
              <button type="button" className="revision" aria-current={current ? 'true' : undefined} disabled={busy || current}
                title={current ? 'The diagram shown' : `Go back to revision ${r.revision} (a new revision, free)`} onClick={() => onRevert(r.revision)}>
                <span className="revision-thumb"><img src={`/app/api/generations/${generation.id}/diagram.svg?revision=${r.revision}`} alt="" loading="lazy" /></span>
                <span className="revision-text">
                  <span className="revision-number">{r.revision}{current ? ' · shown' : ''}</span>
                  <span className="revision-caption">{caption(r)}</span>
                  <span className="revision-meta">{r.credits ? `${r.credits} credit · ` : ''}{timeAgo(r.created_at)}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

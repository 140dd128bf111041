// The workspace's generations, newest first, to reopen in the playground.
import { displayTitle, kindLabel, timeAgo } from '../format';
import type { Generation } from '../types';
import { Badge, Button, Empty } from './ui';

export function History({ items, currentId, onOpen, onMore, loadingMore, hasMore }: {
  items: Generation[]; currentId: string | null; onOpen: (g: Generation) => void; onMore: () => void; loadingMore: boolean; hasMore: boolean;
}) {
  if (items.length === 0) return <Empty title="No diagrams yet">Your workspace's diagrams will appear here.</Empty>;
  return (
    <>
      <ul className="history-list">
        {items.map((g) => (
          <li key={g.id}>
            <button type="button" className="history-item" aria-current={g.id === currentId ? 'true' : undefined} onClick={() => onOpen(g)}>
              <span className="history-thumb">
                {g.files ? <img src={g.files.svg} alt="" loading="lazy" /> : <span className="history-failed" aria-hidden="true">!</span>}
              </span>
              <span className="history-text">
                <span className="history-title">{displayTitle(g)}</span>
                <span className="history-meta">
                  {g.status === 'succeeded' ? `${kindLabel(g.kind)} · ${timeAgo(g.created_at)}` : <><Badge tone="danger">Failed</Badge> {timeAgo(g.created_at)}</>}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {hasMore && <div className="more"><Button small onClick={onMore} busy={loadingMore}>Show older diagrams</Button></div>}
    </>
  );
}

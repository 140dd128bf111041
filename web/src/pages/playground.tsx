// The playground: prompt + design → generate (1 credit), see the diagram, change it by saying what to change (1 credit),
// go back and forth through its revisions, restyle it for free, download it; history below.
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { api, ApiError, errorText } from '../api';
import { ChangeBox } from '../components/change-box';
import { DesignPicker } from '../components/design-picker';
import { DiagramView } from '../components/diagram-view';
import { GenerateProgress } from '../components/generate-progress';
import { History } from '../components/history';
import { positionOf, RevisionStrip } from '../components/revision-strip';
import { StylePanel } from '../components/style-panel';
import { Alert, Button, Card, Empty } from '../components/ui';
import { formatNumber } from '../format';
import { navigate, useLocation } from '../router';
import { useSession } from '../session';
import type { Design, Generation, List, Revision, Style, StyleOptions } from '../types';

const EXAMPLES = [
  'Order fulfilment: receive order → check stock → if in stock ship it, otherwise back-order → notify customer',
  'Timeline of our product: 2019 founded, 2020 first release, 2022 series A, 2024 1 million users',
  'Sales funnel: 10,000 visitors, 2,400 sign-ups, 800 trials, 210 customers',
];
const PROMPT_MAX = 20_000;

type Change = { kind: 'style'; style: Style } | { kind: 'render'; body: { design: string; params?: Record<string, unknown> } };

export function PlaygroundPage() {
  const { session, setBalance } = useSession();
  const { search } = useLocation();
  const openId = search.get('g');
  const [designs, setDesigns] = useState<Design[]>([]);
  const [options, setOptions] = useState<StyleOptions | null>(null);
  const [prompt, setPrompt] = useState('');
  const [design, setDesign] = useState(search.get('design') ?? 'auto');
  const [generating, setGenerating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [current, setCurrent] = useState<Generation | null>(null);
  const [restyling, setRestyling] = useState(false);
  const [restyleError, setRestyleError] = useState<string | null>(null);
  const [history, setHistory] = useState<Generation[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [historyError, setHistoryError] = useState<string | null>(null);
  const [revisions, setRevisions] = useState<Revision[]>([]);
  const [changing, setChanging] = useState(false);
  const [changeError, setChangeError] = useState<string | null>(null);
  // Revisions left by undo, newest last, for redo; any other change forgets them.
  const [redo, setRedo] = useState<number[]>([]);
  const queued = useRef<Change | null>(null);
  const running = useRef(false);
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    api<List<Design>>('/rest/v1/designs').then((r) => setDesigns(r.data)).catch((e) => setError(`The design catalog could not be loaded: ${errorText(e)}`));
    api<StyleOptions>('/app/api/style-options').then(setOptions).catch(() => {});
    api<List<Generation>>('/app/api/generations?limit=12').then((r) => { setHistory(r.data); setCursor(r.next_cursor); }).catch((e) => setHistoryError(errorText(e)));
  }, []);

  // Open the diagram named in the address (?g=…), e.g. from the history, the billing page or a reload.
  useEffect(() => {
    if (!openId || current?.id === openId) return;
    api<Generation>(`/app/api/generations/${encodeURIComponent(openId)}`).then(setCurrent).catch((e) => setError(errorText(e)));
  }, [openId, current?.id]);

  const upsertHistory = (g: Generation) => setHistory((h) => [g, ...h.filter((x) => x.id !== g.id)]);

  const currentId = current?.status === 'succeeded' ? current.id : null;
  const currentRevision = current?.revision;
  // The revision strip follows the diagram shown: reloaded whenever it gets a new revision.
  useEffect(() => {
    if (!currentId) { setRevisions([]); return; }
    const ac = new AbortController();
    // The latest 100 revisions: the list pages from the oldest, and its cursor is the revision to start after.
    const after = Math.max(0, (currentRevision ?? 0) - 100);
    api<List<Revision>>(`/app/api/generations/${encodeURIComponent(currentId)}/revisions${after ? `?cursor=${after}` : ''}`, { signal: ac.signal })
      .then((r) => setRevisions(r.data)).catch(() => {});
    return () => ac.abort();
  }, [currentId, currentRevision]);
  useEffect(() => { setRedo([]); setChangeError(null); }, [currentId]);

  const applyChange = async (instruction: string): Promise<boolean> => {
    if (!current) return false;
    setChanging(true);
    setChangeError(null);
    try {
      const g = await api<Generation>(`/app/api/generations/${current.id}/edits`, { method: 'POST', body: { instruction } });
      setBalance(g.credits.balance);
      setCurrent(g);
      upsertHistory(g);
      setRedo([]);
      return true;
    } catch (err) {
      setChangeError(errorText(err));
      const g = err instanceof ApiError ? (err.details as { generation?: Generation } | undefined)?.generation : undefined;
      if (g) setBalance(g.credits.balance);
      return false;
    } finally {
      setChanging(false);
    }
  };

  const revert = async (n: number, keepRedo: number[] = []) => {
    if (!current) return;
    setChanging(true);
    setChangeError(null);
    try {
      const g = await api<Generation>(`/app/api/generations/${current.id}/revert`, { method: 'POST', body: { revision: n } });
      setCurrent(g);
      upsertHistory(g);
      setRedo(keepRedo);
    } catch (err) {
      setChangeError(errorText(err));
    } finally {
      setChanging(false);
    }
  };
  const undo = () => {
    if (!current) return;
    const target = positionOf(revisions, current.revision) - 1;
    if (target >= 1) void revert(target, [...redo, current.revision]);
  };
  const redoLast = () => {
    const next = redo[redo.length - 1];
    if (next !== undefined) void revert(next, redo.slice(0, -1));
  };
  // Ctrl+Z / Ctrl+Shift+Z (⌘ on a Mac) outside text fields: undo and redo of the diagram.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.key.toLowerCase() !== 'z' || changing || restyling) return;
      const t = e.target as HTMLElement | null;
      if (t && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName))) return;
      e.preventDefault();
      if (e.shiftKey) redoLast(); else undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const generate = async (e: FormEvent) => {
    e.preventDefault();
    if (!prompt.trim()) {
      setError('Describe the diagram you want first.');
      return;
    }
    setGenerating(true);
    setError(null);
    setRestyleError(null);
    try {
      const g = await api<Generation>('/app/api/generations', { method: 'POST', body: { prompt, design } });
      setBalance(g.credits.balance);
      setCurrent(g);
      upsertHistory(g);
      navigate(`/?g=${g.id}`);
      requestAnimationFrame(() => resultRef.current?.focus());
    } catch (err) {
      setError(errorText(err));
      const failed = err instanceof ApiError ? (err.details as { generation?: Generation } | undefined)?.generation : undefined;
      if (failed) {
        setBalance(failed.credits.balance);
        upsertHistory(failed);
      }
    } finally {
      setGenerating(false);
    }
  };

  // One change at a time, and only the latest waiting one: the diagram always ends as the last choice made.
  const send = useCallback(async (change: Change, id: string) => {
    if (running.current) {
      queued.current = change;
      return;
    }
    running.current = true;
    setRestyling(true);
    setRestyleError(null);
    let next: Change | null = change;
    while (next) {
      queued.current = null;
      try {
        const g = next.kind === 'style'
          ? await api<Generation>(`/app/api/generations/${id}/style`, { method: 'POST', body: { style: next.style } })
          : await api<Generation>(`/app/api/generations/${id}/render`, { method: 'POST', body: next.body });
        setCurrent(g);
        upsertHistory(g);
      } catch (err) {
        setRestyleError(errorText(err));
      }
      next = queued.current;
    }
    running.current = false;
    setRestyling(false);
  }, []);

  const open = (g: Generation) => {
    setCurrent(g);
    setError(null);
    setRestyleError(null);
    navigate(`/?g=${g.id}`);
    requestAnimationFrame(() => resultRef.current?.focus());
  };

  const more = async () => {
    if (!cursor) return;
    setLoadingMore(true);
    try {
      const r = await api<List<Generation>>(`/app/api/generations?limit=12&cursor=${encodeURIComponent(cursor)}`);
      setHistory((h) => [...h, ...r.data.filter((g) => !h.some((x) => x.id === g.id))]);
      setCursor(r.next_cursor);
    } catch (e) {
      setHistoryError(errorText(e));
    } finally {
      setLoadingMore(false);
    }
  };

  const balance = session.workspace.balance;
  return (
    <div className="playground">
      <div className="page-header">
        <div>
          <h1 tabIndex={-1}>Playground</h1>
          <p className="page-description">Describe a diagram in words, or paste Mermaid, PlantUML or DOT. Each new diagram and each change costs 1 credit; restyling, going back to a revision and downloads are free.</p>
        </div>
      </div>
      <div className="playground-grid">
        <div className="playground-side">
          <Card title="New diagram" id="compose">
            <form onSubmit={generate} className="compose">
              <div className="field">
                <label htmlFor="prompt">Prompt</label>
                <textarea id="prompt" rows={6} value={prompt} maxLength={PROMPT_MAX} required placeholder={EXAMPLES[0]}
                  aria-describedby="prompt-hint" onChange={(e) => { setPrompt(e.target.value); setError(null); }}
                  onKeyDown={(e) => { if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) e.currentTarget.form?.requestSubmit(); }} />
                <span className="hint" id="prompt-hint">Ctrl+Enter (⌘+Enter) generates. {prompt.length > PROMPT_MAX * 0.9 ? `${formatNumber(prompt.length)} of ${formatNumber(PROMPT_MAX)} characters.` : ''}</span>
              </div>
              {!prompt && (
                <div className="examples">
                  <span className="label">Try</span>
                  {EXAMPLES.map((x) => <button type="button" key={x} className="chip" onClick={() => { setPrompt(x); setError(null); }}>{x.split(':')[0]}</button>)}
                </div>
              )}
              <DesignPicker designs={designs} value={design} onChange={(d) => { setDesign(d); setError(null); }} />
              <Button type="submit" variant="primary" busy={generating} className="btn-block" disabled={balance === 0}>
                {generating ? 'Generating…' : 'Generate · 1 credit'}
              </Button>
              <p className="hint center">{balance === 0 ? 'No credits left: an owner can add some on the Billing page.' : `${formatNumber(balance)} credits left in ${session.workspace.name}.`}</p>
              {generating && <GenerateProgress />}
              {error && <Alert onClose={() => setError(null)}>{error}</Alert>}
            </form>
          </Card>
          {current?.status === 'succeeded' && (
            <Card title="Restyle" description="Changes re-render the diagram at no cost." id="restyle">
              <StylePanel generation={current} designs={designs} options={options} busy={restyling}
                onStyle={(style) => void send({ kind: 'style', style }, current.id)}
                onRender={(body) => void send({ kind: 'render', body }, current.id)} />
              <p className="restyle-status" role="status">{restyling ? 'Re-rendering…' : ''}</p>
              {restyleError && <Alert onClose={() => setRestyleError(null)}>{restyleError}</Alert>}
            </Card>
          )}
        </div>
        <section className="card result" aria-label="Diagram" tabIndex={-1} ref={resultRef}>
          {current?.status === 'succeeded' && current.files ? (
            <>
              <DiagramView generation={current} designs={designs} working={restyling || changing} />
              <div className="change-panel">
                <ChangeBox generation={current} busy={changing} error={changeError} disabled={restyling || balance === 0}
                  onChange={applyChange} onDismiss={() => setChangeError(null)} />
                <RevisionStrip generation={current} revisions={revisions} busy={changing || restyling} canRedo={redo.length > 0}
                  onRevert={(n) => void revert(n)} onUndo={undo} onRedo={redoLast} />
              </div>
            </>
          ) : current?.status === 'failed' ? (
            <Empty title="This diagram failed">
              <p>{current.error?.error ?? 'It could not be made.'} The credit was refunded.</p>
              <p className="prompt-text">{current.prompt}</p>
            </Empty>
          ) : (
            <Empty title={generating ? 'Making your diagram…' : 'Your diagram will appear here'}>
              {generating ? <div className="progress-bar" aria-hidden="true"><span /></div> : <p>Write a prompt and press Generate, or reopen one from the history below.</p>}
            </Empty>
          )}
        </section>
      </div>
      <Card title="History" description={`Diagrams of ${session.workspace.name}, newest first.`} id="history" className="history">
        {historyError && <Alert>{historyError}</Alert>}
        <History items={history} currentId={current?.id ?? null} onOpen={open} onMore={more} loadingMore={loadingMore} hasMore={cursor !== null} />
      </Card>
    </div>
  );
}

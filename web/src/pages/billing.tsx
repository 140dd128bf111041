// Billing: the balance, the ledger (grants, charges and refunds with their diagrams), and for owners a form that adds credits.
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { api, errorText } from '../api';
import { Alert, Badge, Button, Card, Empty, PageHeader, Spinner } from '../components/ui';
import { displayTitle, formatDateTime, formatNumber, plural } from '../format';
import { Link } from '../router';
import { useSession } from '../session';
import type { LedgerEntry } from '../types';

interface Billing { balance: number; can_add_credits: boolean; entries: LedgerEntry[]; next_before: number | null }

const REASONS: Record<LedgerEntry['reason'], { label: string; tone: 'success' | 'neutral' | 'accent' }> = {
  grant: { label: 'Credits added', tone: 'success' },
  charge: { label: 'Charge', tone: 'neutral' },
  refund: { label: 'Refund', tone: 'accent' },
};

function AddCredits({ onAdded }: { onAdded: (balance: number, added: number) => void }) {
  const [amount, setAmount] = useState('100');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const r = await api<{ balance: number; added: number }>('/app/api/credits', { method: 'POST', body: { amount: Number(amount), ...(note.trim() ? { note: note.trim() } : {}) } });
      onAdded(r.balance, r.added);
      setNote('');
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="add-credits" onSubmit={submit}>
      <div className="field">
        <label htmlFor="credit-amount">Credits to add</label>
        <input id="credit-amount" type="number" min={1} max={1000000} step={1} required inputMode="numeric" value={amount} onChange={(e) => { setAmount(e.target.value); setError(null); }} />
      </div>
      <div className="field grow">
        <label htmlFor="credit-note">Note <span className="muted">(optional)</span></label>
        <input id="credit-note" maxLength={200} value={note} onChange={(e) => setNote(e.target.value)} placeholder="e.g. Invoice 2024-031" />
      </div>
      <Button type="submit" variant="primary" busy={busy}>Add credits</Button>
      {error && <Alert>{error}</Alert>}
    </form>
  );
}

export function BillingPage() {
  const { session, setBalance } = useSession();
  const [billing, setBilling] = useState<Billing | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  const load = useCallback(async () => {
    try {
      const b = await api<Billing>('/app/api/billing');
      setBilling(b);
      setBalance(b.balance);
    } catch (e) {
      setError(errorText(e));
    }
  }, [setBalance]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => { void load(); }, []);

  const more = async () => {
    if (!billing?.next_before) return;
    setLoadingMore(true);
    try {
      const b = await api<Billing>(`/app/api/billing?before=${billing.next_before}`);
      setBilling({ ...billing, entries: [...billing.entries, ...b.entries], next_before: b.next_before });
    } catch (e) {
      setError(errorText(e));
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <>
      <PageHeader title="Billing" description="Credits of your workspace. A new diagram costs 1 credit; failed ones are refunded; restyling and downloads are free." />
      {error && <Alert>{error}</Alert>}
      {!billing && !error && <div className="center-block"><Spinner label="Loading billing" /></div>}
      {billing && (
        <div className="stack">
          <div className="billing-top">
            <section className="card balance-card" aria-labelledby="balance-title">
              <h2 id="balance-title" className="card-title">Balance</h2>
              <p className="balance-value"><span data-testid="balance">{formatNumber(billing.balance)}</span> <span className="balance-unit">credits</span></p>
              <p className="muted">{session.workspace.name} · about {plural(billing.balance, 'diagram')}</p>
            </section>
            <Card title="Add credits" id="add-credits" className="grow">
              {billing.can_add_credits
                ? <AddCredits onAdded={(balance, added) => { setNotice(`${plural(added, 'credit')} added. New balance: ${formatNumber(balance)}.`); void load(); }} />
                : <p className="muted">Only an owner of the workspace can add credits. Ask one of your workspace's owners.</p>}
              {notice && <Alert tone="success" onClose={() => setNotice(null)}>{notice}</Alert>}
            </Card>
          </div>
          <Card title="Ledger" id="ledger" description="Every change to the balance, newest first.">
            {billing.entries.length === 0 ? <Empty title="No entries yet" /> : (
              <div className="table-wrap">
                <table className="table ledger-table">
                  <thead><tr><th scope="col">Date</th><th scope="col">Entry</th><th scope="col">Details</th><th scope="col" className="num">Credits</th></tr></thead>
                  <tbody>
                    {billing.entries.map((e) => (
                      <tr key={e.id}>
                        <td data-label="Date"><time dateTime={e.created_at}>{formatDateTime(e.created_at)}</time></td>
                        <td data-label="Entry"><Badge tone={REASONS[e.reason].tone}>{REASONS[e.reason].label}</Badge></td>
                        <td data-label="Details" className="ledger-details">
                          {e.generation
                            ? <span className="ledger-what">
                              <Link to={`/?g=${e.generation.id}`}>{displayTitle(e.generation)}</Link>{e.generation.status === 'failed' && <span className="muted"> (failed)</span>}
                              <span className="ledger-source">{e.generation.source.type === 'api_key'
                                ? <>API key “{e.generation.source.name}” <code>{e.generation.source.prefix}…</code></>
                                : 'Playground'}</span>
                            </span>
                            : <span>{e.note ?? '—'}</span>}
                        </td>
                        <td data-label="Credits" className={`num ${e.amount > 0 ? 'plus' : 'minus'}`}>{e.amount > 0 ? `+${formatNumber(e.amount)}` : `−${formatNumber(-e.amount)}`}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {billing.next_before && <div className="more"><Button small busy={loadingMore} onClick={more}>Show older entries</Button></div>}
          </Card>
        </div>
      )}
    </>
  );
}

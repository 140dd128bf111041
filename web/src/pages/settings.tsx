// Settings: API keys (create, shown once with a copy button; list; rate limits and revocation for owners) and the account's password.
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { api, errorText } from '../api';
import { Alert, Badge, Button, Card, Empty, PageHeader, Spinner } from '../components/ui';
import { formatDateTime, formatNumber, timeAgo } from '../format';
import { isOwner, useSession } from '../session';
import type { ApiKey } from '../types';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function NewKey({ secret, onDone }: { secret: string; onDone: () => void }) {
  const [copied, setCopied] = useState<null | boolean>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.select(), []);
  return (
    <div className="new-key" role="region" aria-label="Your new API key">
      <p className="new-key-title"><strong>Copy your new key now.</strong> It is shown only this once; only a hash of it is kept.</p>
      <div className="new-key-row">
        <label htmlFor="new-key-value" className="visually-hidden">New API key</label>
        <input ref={input} id="new-key-value" className="mono" readOnly value={secret} onFocus={(e) => e.currentTarget.select()} />
        <Button variant="primary" onClick={async () => {
          const ok = await copyText(secret);
          if (!ok) input.current?.select();
          setCopied(ok);
        }}>Copy</Button>
      </div>
      <p className="hint" role="status">{copied === true ? 'Copied to the clipboard.' : copied === false ? 'Copying is blocked here: the key is selected, press Ctrl+C.' : ''}</p>
      <p className="hint">Use it as <code>Authorization: Bearer {secret.slice(0, 14)}…</code>. Keep it out of browser code and public repositories.</p>
      <Button small onClick={onDone}>I have saved it</Button>
    </div>
  );
}

function RateLimitEditor({ apiKey, onSaved }: { apiKey: ApiKey; onSaved: (k: ApiKey) => void }) {
  const [value, setValue] = useState(apiKey.rate_limit === null ? '' : String(apiKey.rate_limit));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = `limit-${apiKey.id}`;
  const save = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onSaved(await api<ApiKey>(`/app/api/keys/${apiKey.id}`, { method: 'PATCH', body: { rate_limit: value.trim() === '' ? null : Number(value) } }));
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  const changed = value !== (apiKey.rate_limit === null ? '' : String(apiKey.rate_limit));
  return (
    <form className="limit-form" onSubmit={save}>
      <label htmlFor={id} className="visually-hidden">Rate limit of {apiKey.name}, requests per minute (empty: workspace default)</label>
      <input id={id} type="number" min={1} max={100000} step={1} inputMode="numeric" placeholder={`${apiKey.effective_rate_limit}`} value={value} onChange={(e) => { setValue(e.target.value); setError(null); }} />
      <span className="unit" aria-hidden="true">/min{apiKey.rate_limit === null && value === '' ? ' · default' : ''}</span>
      <Button type="submit" small busy={busy} disabled={!changed}>Save<span className="visually-hidden"> rate limit of {apiKey.name}</span></Button>
      {error && <span className="field-error" role="alert">{error}</span>}
    </form>
  );
}

function Keys() {
  const { session } = useSession();
  const owner = isOwner(session);
  const [keys, setKeys] = useState<ApiKey[] | null>(null);
  const [defaultLimit, setDefaultLimit] = useState(60);
  const [error, setError] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [limit, setLimit] = useState('');
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  // After a revocation the row's buttons are gone: focus goes to the message that says what happened.
  const messageRef = useRef<HTMLDivElement>(null);
  const [focusMessage, setFocusMessage] = useState(0);
  useEffect(() => { if (focusMessage) messageRef.current?.focus(); }, [focusMessage]);

  useEffect(() => {
    api<{ data: ApiKey[]; default_rate_limit: number }>('/app/api/keys')
      .then((r) => { setKeys(r.data); setDefaultLimit(r.default_rate_limit); })
      .catch((e) => setError(errorText(e)));
  }, []);

  const create = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setNotice(null);
    if (!name.trim()) {
      // A key is known by its name in this list and in the ledger: no key without one.
      setNameError('Give the key a name, such as “Production server”, so you can tell it apart from your other keys.');
      nameRef.current?.focus();
      return;
    }
    setCreating(true);
    try {
      const r = await api<{ key: string; api_key: ApiKey }>('/app/api/keys', { method: 'POST', body: { name: name.trim(), ...(limit.trim() ? { rate_limit: Number(limit) } : {}) } });
      setKeys((k) => [r.api_key, ...(k ?? [])]);
      setSecret(r.key);
      setName('');
      setLimit('');
    } catch (err) {
      setError(errorText(err));
    } finally {
      setCreating(false);
    }
  };

  const revoke = async (k: ApiKey) => {
    setRevoking(k.id);
    setError(null);
    try {
      const updated = await api<ApiKey>(`/app/api/keys/${k.id}`, { method: 'DELETE' });
      setKeys((all) => (all ?? []).map((x) => (x.id === k.id ? updated : x)));
      setNotice(`The key “${k.name}” is revoked: requests with it now get 401 Unauthorized.`);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setRevoking(null);
      setConfirming(null);
      setFocusMessage((n) => n + 1);
    }
  };

  const active = (keys ?? []).filter((k) => !k.revoked_at);
  return (
    <Card title="API keys" id="keys" description={<>Keys authenticate requests to the REST API (<a href="/docs">reference</a>). Default rate limit: {formatNumber(defaultLimit)} requests per minute per key.</>}>
      {secret ? <NewKey secret={secret} onDone={() => setSecret(null)} /> : (
        <form className="create-key" onSubmit={create}>
          <div className="field">
            <label htmlFor="key-name">Name</label>
            <input ref={nameRef} id="key-name" value={name} maxLength={80} placeholder="e.g. Production server"
              aria-invalid={nameError ? true : undefined} aria-describedby={nameError ? 'key-name-error' : undefined}
              onChange={(e) => { setName(e.target.value); if (e.target.value.trim()) setNameError(null); setError(null); }} />
            {nameError && <span className="field-error" id="key-name-error" role="alert">{nameError}</span>}
          </div>
          {owner && (
            <div className="field">
              <label htmlFor="key-limit">Rate limit <span className="muted">(optional, per minute)</span></label>
              <input id="key-limit" type="number" min={1} max={100000} step={1} inputMode="numeric" value={limit} onChange={(e) => { setLimit(e.target.value); setError(null); }} placeholder={String(defaultLimit)} />
            </div>
          )}
          <Button type="submit" variant="primary" busy={creating}>Create key</Button>
        </form>
      )}
      <div ref={messageRef} tabIndex={-1} className="focus-target">
        {error && <Alert onClose={() => setError(null)}>{error}</Alert>}
        {notice && <Alert tone="success" onClose={() => setNotice(null)}>{notice}</Alert>}
      </div>
      {!keys && !error && <div className="center-block"><Spinner label="Loading keys" /></div>}
      {keys && keys.length === 0 && <Empty title="No keys yet">Create one to call the API.</Empty>}
      {keys && keys.length > 0 && (
        <div className="table-wrap">
          <table className="table keys-table">
            <caption className="visually-hidden">API keys: {active.length} active</caption>
            <thead>
              <tr><th scope="col">Name</th><th scope="col">Key</th><th scope="col">Created</th><th scope="col">Last used</th><th scope="col">Rate limit</th><th scope="col"><span className="visually-hidden">Actions</span></th></tr>
            </thead>
            <tbody>
              {keys.map((k) => (
                <tr key={k.id} className={k.revoked_at ? 'revoked' : ''}>
                  <th scope="row" data-label="Name">{k.name}{k.revoked_at && <> <Badge tone="danger">Revoked</Badge></>}</th>
                  <td data-label="Key"><code>{k.prefix}…</code></td>
                  <td data-label="Created"><time dateTime={k.created_at} title={formatDateTime(k.created_at)}>{formatDateTime(k.created_at)}</time></td>
                  <td data-label="Last used">{k.last_used_at ? <time dateTime={k.last_used_at} title={formatDateTime(k.last_used_at)}>{timeAgo(k.last_used_at)}</time> : <span className="muted">Never</span>}</td>
                  <td data-label="Rate limit">
                    {owner && !k.revoked_at
                      ? <RateLimitEditor apiKey={k} onSaved={(u) => setKeys((all) => (all ?? []).map((x) => (x.id === u.id ? u : x)))} />
                      : <span>{formatNumber(k.effective_rate_limit)}/min{k.rate_limit === null ? <span className="muted"> (default)</span> : ''}</span>}
                  </td>
                  <td data-label="" className="actions">
                    {k.revoked_at ? <span className="muted small">Revoked {timeAgo(k.revoked_at)}</span>
                      : !owner ? null
                      : confirming === k.id ? (
                        <span className="confirm">
                          <Button small variant="danger" busy={revoking === k.id} onClick={() => void revoke(k)}>Revoke now<span className="visually-hidden"> {k.name}</span></Button>
                          <Button small variant="ghost" onClick={() => setConfirming(null)}>Cancel</Button>
                        </span>
                      ) : <Button small variant="ghost" className="danger-text" onClick={() => setConfirming(k.id)}>Revoke<span className="visually-hidden"> {k.name}</span></Button>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {!owner && <p className="hint">Only owners can change rate limits and revoke keys.</p>}
    </Card>
  );
}

function Account() {
  const { session, refresh } = useSession();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const change = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      await api('/app/api/password', { method: 'POST', body: { current_password: current, new_password: next } });
      // The change ended every session and gave this browser a new one: take its CSRF token.
      await refresh();
      setResult({ ok: true, text: 'Your password is changed. Other sessions were signed out.' });
      setCurrent('');
      setNext('');
    } catch (err) {
      setResult({ ok: false, text: errorText(err) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title="Your account" id="account">
      <dl className="facts">
        <div><dt>Email</dt><dd>{session.user.email}</dd></div>
        <div><dt>Role</dt><dd>{session.user.role === 'owner' ? 'Owner' : 'Member'}</dd></div>
        <div><dt>Workspace</dt><dd>{session.workspace.name}</dd></div>
      </dl>
      <form className="password-form" onSubmit={change}>
        <h3>Change password</h3>
        <input type="text" autoComplete="username" value={session.user.email} readOnly hidden />
        <div className="field">
          <label htmlFor="current-password">Current password</label>
          <input id="current-password" type="password" autoComplete="current-password" required value={current} onChange={(e) => { setCurrent(e.target.value); setResult(null); }} />
        </div>
        <div className="field">
          <label htmlFor="new-password">New password</label>
          <input id="new-password" type="password" autoComplete="new-password" required minLength={8} aria-describedby="new-password-hint" value={next} onChange={(e) => { setNext(e.target.value); setResult(null); }} />
          <span className="hint" id="new-password-hint">At least 8 characters.</span>
        </div>
        <Button type="submit" busy={busy}>Change password</Button>
        {result && <Alert tone={result.ok ? 'success' : 'error'}>{result.text}</Alert>}
      </form>
    </Card>
  );
}

export function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" description="API keys of your workspace, and your account." />
      <div className="stack">
        <Keys />
        <Account />
      </div>
    </>
  );
}

// Sign in with email and password; errors (wrong password, too many attempts) in plain words.
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { api, errorText } from '../api';
import { Logo } from '../components/layout';
import { Alert, Button } from '../components/ui';
import type { Session } from '../types';

export function LoginPage({ onSignedIn }: { onSignedIn: (s: Session) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  useEffect(() => emailRef.current?.focus(), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await api<Session>('/app/api/login', { method: 'POST', body: { email, password } }));
    } catch (err) {
      setError(errorText(err));
      setBusy(false);
    }
  };

  return (
    <main id="main" className="login-page">
      <div className="login-card">
        <div className="login-brand"><Logo /><span>Diagrams</span></div>
        <h1>Sign in</h1>
        <p className="muted">Make diagrams from a sentence, and manage your workspace's keys and credits.</p>
        <form onSubmit={submit} noValidate={false}>
          {error && <Alert>{error}</Alert>}
          <div className="field">
            <label htmlFor="email">Email</label>
            <input ref={emailRef} id="email" name="email" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor="password">Password</label>
            <input id="password" name="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
          </div>
          <Button type="submit" variant="primary" busy={busy} className="btn-block">{busy ? 'Signing in…' : 'Sign in'}</Button>
        </form>
        <p className="login-help muted">
          First start? The service printed the owner's email and a one-time password in its log.
          Others get an account from an owner (<code>npm run cli -- users create</code>).
        </p>
        <p className="login-help"><a href="/docs">API reference</a></p>
      </div>
    </main>
  );
}

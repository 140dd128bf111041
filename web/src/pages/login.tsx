// Sign in with email and password; errors (wrong password, too many attempts) in plain words.
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { api, errorText } from '../api';
import { Logo, ThemeToggle } from '../components/layout';
import { Alert, Button } from '../components/ui';
import type { Session } from '../types';

export function LoginPage({ onSignedIn }: { onSignedIn: (s: Session) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

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
      // The button was disabled while signing in, which drops focus to the page: put it back where the fix
      // is typed, the password (the alert is read out as it appears and the field points to it).
      requestAnimationFrame(() => passwordRef.current?.select());
    }
  };

  return (
    <main id="main" className="login-page">
      <div className="login-card">
        <div className="login-brand"><Logo /><span>Diagrams</span><ThemeToggle /></div>
        <h1>Sign in</h1>
        <p className="muted">Make diagrams from a sentence, and manage your workspace's keys and credits.</p>
        <form onSubmit={submit} noValidate={false}>
          {error && <div id="login-error"><Alert>{error}</Alert></div>}
          <div className="field">
            <label htmlFor="email">Email</label>
            <input ref={emailRef} id="email" name="email" type="email" autoComplete="username" required value={email}
              aria-describedby={error ? 'login-error' : undefined} onChange={(e) => setEmail(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor="password">Password</label>
            <input ref={passwordRef} id="password" name="password" type="password" autoComplete="current-password" required value={password}
              aria-invalid={error ? true : undefined} aria-describedby={error ? 'login-error' : undefined} onChange={(e) => setPassword(e.target.value)} />
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

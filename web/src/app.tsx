// The application shell: loads the session, sends signed-out visitors to /login, and picks the page for the path.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { api, ApiError, setCsrfToken, setSignedOutHandler } from './api';
import { Layout } from './components/layout';
import { Spinner } from './components/ui';
import { BillingPage } from './pages/billing';
import { DesignsPage } from './pages/designs';
import { LoginPage } from './pages/login';
import { PlaygroundPage } from './pages/playground';
import { SettingsPage } from './pages/settings';
import { navigate, useLocation } from './router';
import { SessionContext, type SessionApi } from './session';
import type { Session } from './types';

const TITLES: Record<string, string> = { '/': 'Playground', '/designs': 'Designs', '/settings': 'Settings', '/billing': 'Billing', '/login': 'Sign in' };

function safeNext(next: string | null): string {
  // Only paths of this site: never an absolute or protocol-relative address.
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/login') ? next : '/';
}

export function App() {
  const [session, setSession] = useState<Session | null | undefined>(undefined);
  const [loadError, setLoadError] = useState<string | null>(null);
  const { path, search, href } = useLocation();

  const accept = useCallback((s: Session | null) => {
    setCsrfToken(s?.csrf_token ?? '');
    setSession(s);
  }, []);

  const refresh = useCallback(async () => {
    try {
      accept(await api<Session>('/app/api/session'));
      setLoadError(null);
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) accept(null);
      else setLoadError(e instanceof Error ? e.message : String(e));
    }
  }, [accept]);

  useEffect(() => {
    setSignedOutHandler(() => accept(null));
    void refresh();
  }, [accept, refresh]);

  useEffect(() => {
    document.title = `${TITLES[path] ?? 'Not found'} · Diagrams`;
  }, [path]);

  useEffect(() => {
    if (session === null && path !== '/login') navigate(`/login${href !== '/' ? `?next=${encodeURIComponent(href)}` : ''}`, { replace: true });
    if (session && path === '/login') navigate(safeNext(search.get('next')), { replace: true });
  }, [session, path, href, search]);

  const sessionApi = useMemo<SessionApi | null>(() => (session ? {
    session,
    setBalance: (balance) => setSession((s) => (s ? { ...s, workspace: { ...s.workspace, balance } } : s)),
    refresh,
    signOut: async () => {
      try {
        await api('/app/api/logout', { method: 'POST' });
      } finally {
        accept(null);
        navigate('/login');
      }
    },
  } : null), [session, refresh, accept]);

  if (session === undefined) {
    return (
      <div className="boot">
        {loadError ? <p role="alert">{loadError} <button type="button" className="btn btn-secondary btn-sm" onClick={() => void refresh()}>Retry</button></p> : <Spinner label="Loading" />}
      </div>
    );
  }
  if (!sessionApi) return path === '/login' ? <LoginPage onSignedIn={accept} /> : null;
  if (path === '/login') return null;

  let page;
  switch (path) {
    case '/': page = <PlaygroundPage key="playground" />; break;
    case '/designs': page = <DesignsPage />; break;
    case '/settings': page = <SettingsPage />; break;
    case '/billing': page = <BillingPage />; break;
    default: page = <div className="page-header"><h1 tabIndex={-1}>Page not found</h1></div>;
  }
  return (
    <SessionContext.Provider value={sessionApi}>
      <Layout>{page}</Layout>
    </SessionContext.Provider>
  );
}

// The frame of every signed-in page: skip link, header with navigation, balance and sign-out, then the page.
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useColorScheme } from '../color-scheme';
import { formatNumber } from '../format';
import { Link, useLocation } from '../router';
import { useSession } from '../session';

const NAV = [
  { to: '/', label: 'Playground' },
  { to: '/designs', label: 'Designs' },
  { to: '/settings', label: 'Settings' },
  { to: '/billing', label: 'Billing' },
];

export function Logo() {
  return (
    <svg className="logo" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <rect x="6" y="7" width="9" height="7" rx="2" fill="#fff" />
      <rect x="17" y="18" width="9" height="7" rx="2" fill="#c7d2fe" />
      <path d="M10.5 14v6.5H17" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** Light or dark console (diagrams keep their own theme). Starts as the system's setting. */
export function ThemeToggle() {
  const [scheme, setScheme] = useColorScheme();
  const dark = scheme === 'dark';
  return (
    <button type="button" className="scheme-toggle" aria-pressed={dark} onClick={() => setScheme(dark ? 'light' : 'dark')}
      title={dark ? 'Switch to the light console' : 'Switch to the dark console'}>
      {dark
        ? <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false"><path d="M15.5 12.6A6.5 6.5 0 0 1 7.4 4.5a6.5 6.5 0 1 0 8.1 8.1Z" fill="currentColor" /></svg>
        : <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false"><circle cx="10" cy="10" r="3.6" fill="currentColor" /><path d="M10 1.8v2.4M10 15.8v2.4M1.8 10h2.4M15.8 10h2.4M4.2 4.2l1.7 1.7M14.1 14.1l1.7 1.7M4.2 15.8l1.7-1.7M14.1 5.9l1.7-1.7" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" /></svg>}
      <span className="visually-hidden">Dark mode</span>
    </button>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const { session, signOut } = useSession();
  const { path } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const first = useRef(true);

  useEffect(() => {
    setMenuOpen(false);
    if (first.current) {
      first.current = false;
      return;
    }
    // After a navigation, screen readers and keyboards start at the new page's heading.
    document.querySelector<HTMLElement>('main h1')?.focus();
  }, [path]);

  const balance = session.workspace.balance;
  return (
    <>
      <a className="skip-link" href="#main">Skip to content</a>
      <header className="topbar">
        <div className="topbar-inner">
          <Link to="/" className="brand"><Logo /><span>Diagrams</span></Link>
          <button type="button" className="menu-toggle" aria-expanded={menuOpen} aria-controls="primary-nav" onClick={() => setMenuOpen((o) => !o)}>
            <span className="menu-icon" aria-hidden="true" />
            <span className="visually-hidden">Menu</span>
          </button>
          <nav id="primary-nav" aria-label="Main" className={menuOpen ? 'open' : ''}>
            <ul className="nav-links">
              {NAV.map((n) => (
                <li key={n.to}><Link to={n.to} current={path === n.to} className="nav-link">{n.label}</Link></li>
              ))}
              <li><a className="nav-link" href="/docs" target="_blank" rel="noopener">API docs<span className="external" aria-hidden="true">↗</span><span className="visually-hidden"> (opens in a new tab)</span></a></li>
            </ul>
            <div className="nav-account">
              <ThemeToggle />
              <Link to="/billing" className={`balance-pill${balance === 0 ? ' empty' : ''}`} aria-label={`Balance: ${formatNumber(balance)} credits`}>
                <span aria-hidden="true">{formatNumber(balance)}</span><span aria-hidden="true" className="balance-unit">credits</span>
              </Link>
              <span className="account-email" title={`${session.user.email} · ${session.user.role} of ${session.workspace.name}`}>{session.user.email}</span>
              <button type="button" className="btn btn-ghost btn-sm" disabled={signingOut} onClick={() => { setSigningOut(true); void signOut().finally(() => setSigningOut(false)); }}>
                Sign out
              </button>
            </div>
          </nav>
        </div>
      </header>
      <main id="main" className="page">{children}</main>
    </>
  );
}

// The frame of every signed-in page: skip link, header with navigation, balance and sign-out, then the page.
import { type ReactNode, useEffect, useRef, useState } from 'react';
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

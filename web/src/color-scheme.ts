// Light or dark console: the system's preference until the toggle picks one (kept in localStorage); sets <html data-scheme>.
import { useEffect, useSyncExternalStore } from 'react';

export type Scheme = 'light' | 'dark';
const KEY = 'diagrams.color-scheme';
const media = typeof window !== 'undefined' && window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;

function stored(): Scheme | null {
  try {
    const v = localStorage.getItem(KEY);
    return v === 'light' || v === 'dark' ? v : null;
  } catch {
    return null;
  }
}

const systemScheme = (): Scheme => (media?.matches ? 'dark' : 'light');

/** Applies the stored choice before the first paint (main.tsx calls it) so the page does not flash. */
export function applyStoredScheme(): void {
  const s = stored();
  if (s) document.documentElement.dataset.scheme = s;
  else delete document.documentElement.dataset.scheme;
}

const listeners = new Set<() => void>();
function subscribe(l: () => void): () => void {
  listeners.add(l);
  media?.addEventListener('change', l);
  return () => { listeners.delete(l); media?.removeEventListener('change', l); };
}

/** The scheme in use and a setter; choosing what the system already asks for goes back to following it. */
export function useColorScheme(): [Scheme, (s: Scheme) => void] {
  const scheme = useSyncExternalStore(subscribe, () => stored() ?? systemScheme());
  useEffect(() => applyStoredScheme(), [scheme]);
  const set = (s: Scheme) => {
    try {
      if (s === systemScheme()) localStorage.removeItem(KEY);
      else localStorage.setItem(KEY, s);
    } catch { /* private mode: the choice lasts for this page only */ }
    if (s === systemScheme()) delete document.documentElement.dataset.scheme;
    else document.documentElement.dataset.scheme = s;
    listeners.forEach((l) => l());
  };
  return [scheme, set];
}

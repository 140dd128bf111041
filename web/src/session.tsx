// The signed-in session shared by every page: who, which workspace, its balance, and sign-out.
import { createContext, useContext } from 'react';
import type { Session } from './types';

export interface SessionApi {
  session: Session;
  setBalance(balance: number): void;
  refresh(): Promise<void>;
  signOut(): Promise<void>;
}

export const SessionContext = createContext<SessionApi | null>(null);

export function useSession(): SessionApi {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside a signed-in page');
  return value;
}

export const isOwner = (s: Session) => s.user.role === 'owner';

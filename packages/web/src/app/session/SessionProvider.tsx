import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { SessionManager, SessionNotice } from './session-manager';
import type { ActiveSession } from './session-types';

const SessionContext = createContext<SessionManager | null>(null);

export interface SessionProviderProps {
  manager: SessionManager;
  children: ReactNode;
}

export function SessionProvider({ manager, children }: SessionProviderProps) {
  return <SessionContext.Provider value={manager}>{children}</SessionContext.Provider>;
}

export function useSessionManager(): SessionManager {
  const manager = useContext(SessionContext);
  if (!manager) throw new Error('useSessionManager needs a SessionProvider');
  return manager;
}

/** The current session; re-renders on login, refresh and logout. */
export function useSession(): ActiveSession | null {
  const manager = useSessionManager();
  return useSyncExternalStore(manager.subscribe, manager.getSession);
}

/** Why the previous session ended ('Session expired, please login again'), if it did. */
export function useSessionNotice(): SessionNotice | null {
  const manager = useSessionManager();
  return useSyncExternalStore(manager.subscribe, manager.getNotice);
}

import { useEffect, useState } from 'react';
import { QUADRANT_SESSION_STORAGE_KEY, SESSION_ID_PATTERN } from '@/shared/quadrant';

export type StoredSession = { status: 'reading' } | { status: 'missing' } | { status: 'found'; sessionId: string };

/** The board's session id from local storage; read in an effect because the page is prerendered without a window. */
export function useStoredSessionId(): StoredSession {
  const [session, setSession] = useState<StoredSession>({ status: 'reading' });
  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(QUADRANT_SESSION_STORAGE_KEY);
    } catch {
      // Storage can be blocked (private mode, strict settings): that is the same as having no session.
    }
    setSession(stored && SESSION_ID_PATTERN.test(stored) ? { status: 'found', sessionId: stored } : { status: 'missing' });
  }, []);
  return session;
}

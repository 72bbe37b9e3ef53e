import { useEffect, useState } from 'react';
import { isSessionId, QUADRANT_SESSION_STORAGE_KEY } from '@/shared/quadrant';
import { readStored } from '../../lib/stored';

export type StoredSession = { status: 'reading' } | { status: 'missing' } | { status: 'found'; sessionId: string };

/** The board's session id from local storage; read in an effect because the page is prerendered without a window. */
export function useStoredSessionId(): StoredSession {
  const [session, setSession] = useState<StoredSession>({ status: 'reading' });
  useEffect(() => {
    // Blocked storage (private mode, strict settings) is the same as having no session.
    const stored = readStored(QUADRANT_SESSION_STORAGE_KEY);
    setSession(isSessionId(stored) ? { status: 'found', sessionId: stored } : { status: 'missing' });
  }, []);
  return session;
}

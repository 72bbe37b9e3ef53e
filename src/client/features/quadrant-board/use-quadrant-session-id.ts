import { useEffect, useState } from 'react';
import { ensureSessionId } from './session-id';

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The board's session id, or null until the page runs in a browser (the prerender has no storage). */
export function useQuadrantSessionId(): string | null {
  const [sessionId, setSessionId] = useState<string | null>(null);
  useEffect(() => {
    setSessionId(ensureSessionId(browserStorage()));
  }, []);
  return sessionId;
}

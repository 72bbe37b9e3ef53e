import { useEffect, useState } from 'react';
import { safeStorage } from '../../lib/stored';
import { ensureSessionId } from './session-id';

/** The board's session id, or null until the page runs in a browser (the prerender has no storage). */
export function useQuadrantSessionId(): string | null {
  const [sessionId, setSessionId] = useState<string | null>(null);
  useEffect(() => {
    setSessionId(ensureSessionId(safeStorage));
  }, []);
  return sessionId;
}

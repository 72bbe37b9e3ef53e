import { useSyncExternalStore } from 'react';
import { readStored } from '../stored';

/** Where the device keeps its codes (localStorage); family-code-store.ts writes it. */
export const FAMILY_CODES_KEY = 'iyagi:family-codes';

/** A code as the store keeps it (canonical form); the quiz's pre-paint mark tests the same pattern. */
export const CANONICAL_CODE = /^[0-9A-Z]{16}$/;

/**
 * The family code this device uses, read straight from storage. The pages that only ask whether there is a
 * code (library, games, a book, the adventure) use this, not the code store: that brings the code's making,
 * checking, forgetting and offline clean-up with it, and would join every page's first download. The store
 * keeps codes in their canonical form, so a light check is enough here; anything else reads as no code.
 */
export function activeCodeOnDevice(): string | null {
  try {
    const { codes, active } = JSON.parse(readStored(FAMILY_CODES_KEY) ?? '{}') as { codes?: unknown; active?: unknown };
    const held = Array.isArray(codes) ? codes.filter((c): c is string => typeof c === 'string' && CANONICAL_CODE.test(c)) : [];
    return typeof active === 'string' && held.includes(active) ? active : (held[0] ?? null);
  } catch {
    return null;
  }
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === FAMILY_CODES_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** The device's family code in use; null with none, and while the page is prerendered or hydrating. */
export function useActiveFamilyCode(): string | null {
  return useSyncExternalStore(subscribe, activeCodeOnDevice, () => null);
}

import { FAMILY_CODE_RANDOM_BYTES, familyCodeFromBytes } from '@/shared/family-code';
import { readStored, writeStored } from '../stored';
import { chooseCode, forgetCode, joinCode, NO_CODES, readCodeList, type FamilyCodeList } from './family-code-list';
import { removeFamilyFromDevice } from './remove-from-device';

import { FAMILY_CODES_KEY } from './active-code';

export { FAMILY_CODES_KEY };

const listeners = new Set<() => void>();
let cached: { stored: string | null; list: FamilyCodeList } | null = null;

const stored = () => readStored(FAMILY_CODES_KEY);

/** The device's codes; the same object until storage changes, as useSyncExternalStore needs. */
export function familyCodes(): FamilyCodeList {
  const now = stored();
  if (!cached || cached.stored !== now) cached = { stored: now, list: readCodeList(now) };
  return cached.list;
}

function save(list: FamilyCodeList): FamilyCodeList {
  // Private browsing may refuse storage: the code still works for this visit.
  if (!writeStored(FAMILY_CODES_KEY, JSON.stringify(list))) cached = { stored: null, list };
  for (const listener of listeners) listener();
  return list;
}

/** Calls `listener` when this tab or another one changes the codes. */
export function subscribeFamilyCodes(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === FAMILY_CODES_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The code this device saves under, made on the first save (80 random bits from the browser). */
export function activeFamilyCode(): string {
  const { active } = familyCodes();
  if (active) return active;
  const code = familyCodeFromBytes(crypto.getRandomValues(new Uint8Array(FAMILY_CODE_RANDOM_BYTES)));
  save(joinCode(NO_CODES, code));
  return code;
}

export const joinFamilyCode = (code: string) => save(joinCode(familyCodes(), code));
export const chooseFamilyCode = (code: string) => save(chooseCode(familyCodes(), code));
/** This device forgets the code, and with it the code's records kept for offline and its unsent saves. */
export function forgetFamilyCode(code: string): Promise<void> {
  save(forgetCode(familyCodes(), code));
  return removeFamilyFromDevice(code);
}

import { FAMILY_CODE_RANDOM_BYTES, familyCodeFromBytes } from '@/shared/family-code';
import { storedValue } from '../stored-value';
import { chooseCode, forgetCode, joinCode, NO_CODES, readCodeList, type FamilyCodeList } from './family-code-list';
import { removeFamilyFromDevice } from './remove-from-device';

import { FAMILY_CODES_KEY } from './active-code';

const stored = storedValue(FAMILY_CODES_KEY, readCodeList);

/** The device's codes; the same object until storage changes, as useSyncExternalStore needs. */
export const familyCodes = (): FamilyCodeList => stored.read();

/** Calls `listener` when this tab or another one changes the codes. */
export const subscribeFamilyCodes = stored.subscribe;

/** The code this device saves under, made on the first save (80 random bits from the browser). */
export function activeFamilyCode(): string {
  const { active } = familyCodes();
  if (active) return active;
  const code = familyCodeFromBytes(crypto.getRandomValues(new Uint8Array(FAMILY_CODE_RANDOM_BYTES)));
  stored.save(joinCode(NO_CODES, code));
  return code;
}

export const joinFamilyCode = (code: string) => stored.save(joinCode(familyCodes(), code));
export const chooseFamilyCode = (code: string) => stored.save(chooseCode(familyCodes(), code));
/** This device forgets the code, and with it the code's records kept for offline and its unsent saves. */
export function forgetFamilyCode(code: string): Promise<void> {
  stored.save(forgetCode(familyCodes(), code));
  return removeFamilyFromDevice(code);
}

import { parseFamilyCode } from '@/shared/family-code';

/** The family codes this device holds (canonical form) and the one its quizzes and report use. */
export interface FamilyCodeList {
  codes: readonly string[];
  active: string | null;
}

export const NO_CODES: FamilyCodeList = { codes: [], active: null };

/** Adds a code (or finds it already there) and makes it the one in use. */
export function joinCode(list: FamilyCodeList, code: string): FamilyCodeList {
  return { codes: list.codes.includes(code) ? list.codes : [...list.codes, code], active: code };
}

/** Switches to a code the device already holds; any other code leaves the list as it was. */
export function chooseCode(list: FamilyCodeList, code: string): FamilyCodeList {
  return list.codes.includes(code) ? { ...list, active: code } : list;
}

/** Removes a code from the device; if it was in use, the first code left takes over. */
export function forgetCode(list: FamilyCodeList, code: string): FamilyCodeList {
  const codes = list.codes.filter((c) => c !== code);
  return { codes, active: list.active === code ? (codes[0] ?? null) : list.active };
}

/** What local storage held, read defensively: anything that is not a list of codes counts as none. */
export function readCodeList(stored: string | null): FamilyCodeList {
  if (!stored) return NO_CODES;
  try {
    const value = JSON.parse(stored) as { codes?: unknown; active?: unknown };
    const codes = Array.isArray(value.codes)
      ? [...new Set(value.codes.map((c) => (typeof c === 'string' ? parseFamilyCode(c) : null)).filter((c) => c !== null))]
      : [];
    const active = typeof value.active === 'string' && codes.includes(value.active) ? value.active : (codes[0] ?? null);
    return { codes, active };
  } catch {
    return NO_CODES;
  }
}

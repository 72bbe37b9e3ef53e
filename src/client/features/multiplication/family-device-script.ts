import { inlineScript } from '../../lib/inline-script';
import { CANONICAL_CODE, FAMILY_CODES_KEY } from '../../lib/family-code/active-code';

/**
 * Runs in the prerendered quiz page before its start card is drawn: a device holding a family code is asked
 * "who's playing?", not for a name, so the name box is hidden from the first paint (app.css reads the mark)
 * instead of showing until the scripts arrive. The test matches activeCodeOnDevice's: any code kept in its
 * canonical form (`canonical`, the store's pattern handed in as its source).
 */
export function markFamilyDevice(codesKey: string, canonical: string): void {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(codesKey) ?? '{}');
    const codes = typeof stored === 'object' && stored !== null && 'codes' in stored ? stored.codes : undefined;
    if (Array.isArray(codes) && codes.some((c) => typeof c === 'string' && new RegExp(canonical).test(c))) document.documentElement.dataset.familyDevice = '';
  } catch {
    return;
  }
}

/** The mark as the inline script the prerendered quiz page carries. */
export const familyDeviceScript = () => inlineScript(markFamilyDevice, FAMILY_CODES_KEY, CANONICAL_CODE.source);

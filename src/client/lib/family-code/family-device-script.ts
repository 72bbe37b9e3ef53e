import { inlineScript } from '../inline-script';
import { CANONICAL_CODE, FAMILY_CODES_KEY } from './active-code';

/**
 * Runs in the `<head>` of a prerendered page whose first paint depends on whether this device holds a family
 * code (a page whose handle says `marksFamilyDevice`), so app.css can show the right view from the first paint
 * instead of switching once the scripts arrive: the quiz asks a family device "who's playing?" rather than for
 * a name, and the score report shows a fresh device how records get there rather than a spinner. The test
 * matches activeCodeOnDevice's: any code kept in its canonical form (`canonical`, the store's pattern handed
 * in as its source).
 */
function markFamilyDevice(codesKey: string, canonical: string): void {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(codesKey) ?? '{}');
    const codes = typeof stored === 'object' && stored !== null && 'codes' in stored ? stored.codes : undefined;
    if (Array.isArray(codes) && codes.some((c) => typeof c === 'string' && new RegExp(canonical).test(c))) document.documentElement.dataset.familyDevice = '';
  } catch {
    return;
  }
}

/** The mark as the inline script root.tsx puts in such a page's head. */
export const familyDeviceScript = () => inlineScript(markFamilyDevice, FAMILY_CODES_KEY, CANONICAL_CODE.source);

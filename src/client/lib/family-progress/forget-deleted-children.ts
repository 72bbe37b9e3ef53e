import { familyCodeHeaders, FAMILY_CODE_HEADER } from '@/shared/family-code';
import { familyDigest } from '../../service-worker/cache-keys';
import { dropFamilyReads } from '../../service-worker/family-reads';
import { forgetContinueOf } from './continue-reading';
import { forgetDeviceCopies } from './device-copies';

/**
 * Children whose records were deleted on another device, as this device learns it from a fresh answer: what it
 * kept of them goes too (their quiz answers for practice and, when the whole family's records went, the device's
 * bests, the page each book was left at, the home page's book to continue and the offline worker's copies of the family's reads). Saves made on
 * this device and not sent yet stay: they are this device's, and the family sees them once they arrive.
 */
export async function forgetDeletedChildren(code: string, gone: readonly string[], wholeFamily: boolean): Promise<void> {
  forgetDeviceCopies(gone, wholeFamily);
  forgetContinueOf(code, wholeFamily ? undefined : gone);
  if (!wholeFamily || !('caches' in window)) return;
  await dropFamilyReads(await familyDigest(familyCodeHeaders(code)[FAMILY_CODE_HEADER]!));
}

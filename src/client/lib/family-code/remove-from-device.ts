import { FAMILY_CODE_HEADER, familyCodeHeaders } from '@/shared/family-code';
import { familyDigest } from '../../service-worker/cache-keys';
import { dropFamilyReads } from '../../service-worker/family-reads';
import { isQueuedForFamily } from '../outbox/outbox-rules';
import { removeQueuedWhere } from '../outbox/outbox-store';

/**
 * Takes a family code's data off this device: the offline worker's last answers of its reads (names and
 * scores), workbox's expiration rows naming their addresses, saves still waiting to be sent under it, the
 * child chosen to play under it and its unsent reading. Called when the code is forgotten here and when
 * its records are deleted, so neither shows them again offline. Other codes' data stays.
 */
export async function removeFamilyFromDevice(code: string): Promise<void> {
  const sent = familyCodeHeaders(code)[FAMILY_CODE_HEADER]!;
  const work: Array<Promise<unknown>> = [
    removeQueuedWhere((item) => isQueuedForFamily(item, sent)),
    // Who was playing under the code and its reading not yet sent; loaded here only, not with every page.
    import('../family-progress/forget-on-device').then(({ forgetProgressOnDevice }) => forgetProgressOnDevice(code)),
  ];
  if ('caches' in window) {
    work.push(familyDigest(sent).then((digest) => dropFamilyReads(digest)));
  }
  await Promise.all(work);
}

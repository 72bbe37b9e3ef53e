import { useOnline } from '../../lib/offline/use-online';
import { STATIC_PAGE_PARTS } from '../static-page';

/**
 * A quiet bar under the header while the device is offline, so saved data is not mistaken for fresh. Always
 * in the page, hidden while online, so a page that runs no bundle can show it too (static-page.ts).
 */
export function OfflineNote() {
  const online = useOnline();
  return (
    <p id={STATIC_PAGE_PARTS.offlineNoteId} role="status" hidden={online} className="bg-slate-800 px-4 py-2 text-center font-semibold text-white">
      <span aria-hidden="true">📴 </span>
      <span lang="ko">오프라인이에요. 저장해 둔 내용을 보여 드려요.</span>{' '}
      <span lang="en" className="font-normal text-slate-200">
        Offline: showing what this device saved.
      </span>
    </p>
  );
}

import { useOnline } from './use-online';

/** A quiet bar under the header while the device is offline, so saved data is not mistaken for fresh. */
export function OfflineNote() {
  const online = useOnline();
  if (online) return null;
  return (
    <p role="status" className="bg-slate-800 px-4 py-2 text-center font-semibold text-white">
      <span aria-hidden="true">📴 </span>오프라인이에요. 저장해 둔 내용을 보여 드리고, 새로 저장할 것은 인터넷이 연결되면 보낼게요.
    </p>
  );
}

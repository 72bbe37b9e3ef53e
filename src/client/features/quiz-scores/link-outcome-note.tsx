import type { LinkOutcome } from './use-join-from-link';

/** Says what the share link just did, where the family is looking, instead of in a toast that slips away. */
export function LinkOutcomeNote({ outcome, active }: { outcome: LinkOutcome; active: string | null }) {
  if (outcome === 'unreadable') {
    return (
      <p role="alert" className="mb-6 rounded-2xl bg-rose-50 p-4 font-semibold text-rose-900">
        링크에 든 가족 코드를 읽지 못했어요. 링크를 다시 받거나 코드를 직접 입력해 주세요.
      </p>
    );
  }
  if (outcome && outcome.joined === active) {
    return (
      <p role="status" className="mb-6 rounded-2xl bg-emerald-50 p-4 font-semibold text-emerald-900">
        <span aria-hidden="true">✅ </span>링크로 받은 가족 코드를 이 기기에 추가했어요. 이제 이 기기에서도 기록을 볼 수 있어요.
      </p>
    );
  }
  return null;
}

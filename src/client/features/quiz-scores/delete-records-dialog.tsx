import { AlertDialog } from 'radix-ui';
import type { RefObject } from 'react';
import { SCORE_LIST_LIMIT_MAX } from '@/shared/quiz-score';
import { buttonClass } from '../../ui/button-link';

/** Asks before every record under the code is deleted; loaded only when a family asks to delete. */
export default function DeleteRecordsDialog({
  recordCount,
  onDelete,
  onClose,
  returnFocusTo,
}: {
  recordCount: number;
  onDelete: () => void;
  onClose: () => void;
  /** The dialog opens without a Radix trigger, so it is told where focus goes back to. */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[min(94vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-2xl"
        >
          <AlertDialog.Title className="text-2xl font-extrabold text-slate-900">기록을 모두 지울까요?</AlertDialog.Title>
          <AlertDialog.Description className="mt-3 text-lg text-slate-700">
            이 코드로 저장된 {recordCount >= SCORE_LIST_LIMIT_MAX ? `${SCORE_LIST_LIMIT_MAX}개가 넘는 퀴즈 기록이` : `퀴즈 기록 ${recordCount}개가`} 읽기 기록,
            게임 기록과 함께 지워져요. 이 기기에서는 지금 바로, 코드를 가진 다른 기기에서는 다음에 인터넷에 연결될 때 사라져요. “누가 하나요?”의 이름, 최고
            점수, 책을 읽던 쪽까지요. 한 번 지우면 되살릴 수 없어요.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass('quiet')}>그만두기</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass('danger')} onClick={onDelete}>
              모두 지우기
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

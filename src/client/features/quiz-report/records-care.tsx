import { useQueryClient } from '@tanstack/react-query';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { SCORE_LIST_LIMIT_MAX } from '@/shared/quiz-score';
import { useToast } from '../../app/toast';
import { forgetFamilyCode } from '../../app/family-code/family-code-store';
import { Button, buttonClass } from '../../ui/button-link';
import { PrivacyPromise } from './privacy-promise';
import { deleteFamilyRecords, quizScoreKeys } from './use-quiz-scores';

/** Taking the records away: this device forgets the code, or every record under it is deleted for good. */
export function RecordsCare({ code, recordCount }: { code: string; recordCount: number }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState(false);

  const forget = () => {
    forgetFamilyCode(code);
    toast({ title: '이 기기에서 코드를 뺐어요', description: '기록은 그대로 있어요. 코드를 다시 입력하면 또 볼 수 있어요.' });
  };

  const deleteAll = async () => {
    setDeleting(true);
    try {
      const deleted = await deleteFamilyRecords(code);
      await queryClient.resetQueries({ queryKey: quizScoreKeys.family(code) });
      toast({ title: '기록을 모두 지웠어요', description: `퀴즈 기록 ${deleted}개를 지웠어요.`, tone: 'success' });
    } catch {
      toast({ title: '기록을 지우지 못했어요', description: '인터넷 연결을 확인한 뒤 다시 해 주세요.', tone: 'error' });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <section aria-labelledby="records-care-title" className="mt-10 space-y-4 rounded-3xl bg-white p-5 shadow-md ring-1 ring-slate-100 sm:p-6">
      <h2 id="records-care-title" className="text-xl font-extrabold text-slate-900">
        기록 관리
      </h2>
      <PrivacyPromise />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button tone="quiet" onClick={forget}>
          이 기기에서 코드 빼기
        </Button>
        <AlertDialog.Root>
          <AlertDialog.Trigger className={buttonClass('quiet')} disabled={deleting || recordCount === 0}>
            우리 기록 모두 지우기
          </AlertDialog.Trigger>
          <AlertDialog.Portal>
            <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
            <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(94vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-2xl">
              <AlertDialog.Title className="text-2xl font-extrabold text-slate-900">기록을 모두 지울까요?</AlertDialog.Title>
              <AlertDialog.Description className="mt-3 text-lg text-slate-700">
                이 코드로 저장된 {recordCount >= SCORE_LIST_LIMIT_MAX ? `${SCORE_LIST_LIMIT_MAX}개가 넘는 퀴즈 기록이` : `퀴즈 기록 ${recordCount}개가`} 모든 기기에서 지워져요. 한 번 지우면 되살릴 수 없어요.
              </AlertDialog.Description>
              <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <AlertDialog.Cancel className={buttonClass('quiet')}>그만두기</AlertDialog.Cancel>
                <AlertDialog.Action className={buttonClass('danger')} onClick={() => void deleteAll()}>
                  모두 지우기
                </AlertDialog.Action>
              </div>
            </AlertDialog.Content>
          </AlertDialog.Portal>
        </AlertDialog.Root>
      </div>
      <p className="text-sm text-slate-600">코드를 빼면 이 기기에서만 안 보이고, 기록을 지우면 코드를 아는 모든 기기에서 사라져요.</p>
    </section>
  );
}

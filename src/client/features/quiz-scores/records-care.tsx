import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useToast } from '../../lib/toast';
import { forgetFamilyCode } from '../../lib/family-code/family-code-store';
import { removeFamilyFromDevice } from '../../lib/family-code/remove-from-device';
import { forgetDeviceCopies } from '../../lib/family-progress/device-copies';
import { useFamilyProgress } from '../../lib/family-progress/use-family-progress';
import { Button } from '../../ui/button-link';
import { PrivacyPromise } from './privacy-promise';
import { deleteFamilyRecords, quizScoreKeys } from './use-quiz-scores';

// The confirmation's dialog code is not in the page's first load: it is fetched once a family's report is on
// screen, so a tap on 우리 기록 모두 지우기 asks at once, even on a slow or busy connection.
const loadDeleteRecordsDialog = () => import('./delete-records-dialog');
const DeleteRecordsDialog = lazy(loadDeleteRecordsDialog);

/** Taking the records away: this device forgets the code, or every record under it is deleted for good. */
export function RecordsCare({ code, recordCount }: { code: string; recordCount: number }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState(false);
  const [asking, setAsking] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  // A family whose children only read or played has records to delete too.
  const children = useFamilyProgress(code).progress?.children ?? [];
  const hasProgress = children.length > 0;
  useEffect(() => {
    loadDeleteRecordsDialog().catch((error: unknown) => console.warn('the delete question’s code could not be fetched yet', error));
  }, []);

  const forget = () => {
    forgetFamilyCode(code).catch((error: unknown) => console.warn('this code’s offline copies could not all be removed', error));
    toast({ title: '이 기기에서 코드를 뺐어요', description: '기록은 그대로 있어요. 코드를 다시 입력하면 또 볼 수 있어요.' });
  };

  const deleteAll = async () => {
    setAsking(false);
    setDeleting(true);
    try {
      const { deleted, progressDeleted } = await deleteFamilyRecords(code);
      // The offline copies of the deleted records, saves still waiting under the code, and what the device kept
      // of the children (their answers for practice, its bests, the page each book was left at) go too. Other
      // devices holding the code forget theirs the next time they are online (use-family-progress.ts).
      forgetDeviceCopies(
        children.map((c) => c.name),
        true,
      );
      await removeFamilyFromDevice(code).catch((error: unknown) => console.warn('this code’s offline copies could not all be removed', error));
      await queryClient.resetQueries({ queryKey: quizScoreKeys.family(code) });
      const what = progressDeleted > 0 ? `퀴즈 기록 ${deleted}개와 읽기·게임 기록을 모두 지웠어요.` : `퀴즈 기록 ${deleted}개를 지웠어요.`;
      toast({ title: '기록을 모두 지웠어요', description: `${what} 다른 기기에서는 다음에 인터넷에 연결될 때 사라져요.`, tone: 'success' });
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
        <Button ref={deleteButton} tone="quiet" disabled={deleting || (recordCount === 0 && !hasProgress)} onClick={() => setAsking(true)}>
          우리 기록 모두 지우기
        </Button>
        {asking && (
          <Suspense fallback={null}>
            <DeleteRecordsDialog recordCount={recordCount} onDelete={() => void deleteAll()} onClose={() => setAsking(false)} returnFocusTo={deleteButton} />
          </Suspense>
        )}
      </div>
      <p className="text-sm text-slate-600">
        코드를 빼면 이 기기에서만 안 보이고, 기록을 지우면 코드를 가진 모든 기기에서 사라져요. 다른 기기에서는 다음에 인터넷에 연결될 때 지워져요.
      </p>
    </section>
  );
}

import { useState } from 'react';
import type { QuizScoreRecord } from '@/shared/quiz-score';
import { Button } from '../../ui/button-link';
import { RecordItem } from './record-item';

/** A page of records at a time: a class's hundred records would otherwise be one very long scroll. */
export const RECORDS_PER_PAGE = 20;

export function RecordList({ records }: { records: readonly QuizScoreRecord[] }) {
  const [shown, setShown] = useState(RECORDS_PER_PAGE);
  const more = Math.min(RECORDS_PER_PAGE, records.length - shown);
  return (
    <section aria-labelledby="record-list-title">
      <h2 id="record-list-title" className="mb-3 text-xl font-extrabold text-slate-900">
        퀴즈 기록 <span className="text-base font-semibold text-slate-600">· 최근 순</span>
      </h2>
      <ul className="space-y-3">
        {records.slice(0, shown).map((r) => (
          <RecordItem key={r.id} record={r} />
        ))}
      </ul>
      {more > 0 && (
        <div className="mt-4 flex flex-wrap items-center justify-center gap-3">
          <p className="text-slate-600">
            {records.length}개 중 {shown}개를 보고 있어요.
          </p>
          <Button tone="secondary" onClick={() => setShown((n) => n + RECORDS_PER_PAGE)}>
            {more}개 더 보기
          </Button>
        </div>
      )}
    </section>
  );
}

import { useState } from 'react';
import type { QuizScoreRecord } from '@/shared/quiz-score';
import { Button } from '../../ui/button-link';
import { RecordItem } from './record-item';

/** A page of records at a time: a class's hundred records would otherwise be one very long scroll. */
const RECORDS_PER_PAGE = 20;

/** `practice`: the calm quizzes without a clock, listed under their own heading apart from the timed ones. */
export function RecordList({ records, practice = false }: { records: readonly QuizScoreRecord[]; practice?: boolean }) {
  const titleId = practice ? 'practice-record-list-title' : 'record-list-title';
  const [shown, setShown] = useState(RECORDS_PER_PAGE);
  const more = Math.min(RECORDS_PER_PAGE, records.length - shown);
  return (
    <section aria-labelledby={titleId} data-testid={practice ? 'practice-records' : 'timed-records'}>
      <h2 id={titleId} className="mb-3 text-xl font-extrabold text-slate-900">
        {practice ? '🌱 천천히 풀기 기록' : '퀴즈 기록'} <span className="text-base font-semibold text-slate-600">· 최근 순</span>
      </h2>
      {practice && <p className="-mt-2 mb-3 text-slate-700">시간 제한 없이 푼 연습이에요. 위의 점수 통계와 점수 변화에는 넣지 않았어요.</p>}
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

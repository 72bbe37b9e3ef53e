import type { QuizScoreRecord } from '@/shared/quiz-score';
import { RecordItem } from './record-item';

export function RecordList({ records }: { records: readonly QuizScoreRecord[] }) {
  return (
    <section aria-labelledby="record-list-title">
      <h2 id="record-list-title" className="mb-3 text-xl font-extrabold text-slate-900">
        퀴즈 기록 <span className="text-base font-semibold text-slate-600">· 최근 순</span>
      </h2>
      <ul className="space-y-3">
        {records.map((r) => (
          <RecordItem key={r.id} record={r} />
        ))}
      </ul>
    </section>
  );
}

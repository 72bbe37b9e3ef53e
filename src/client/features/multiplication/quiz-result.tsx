import { FamilyCodeShare } from '@/client/lib/family-code/family-code-share';
import { useFamilyCodes } from '@/client/lib/family-code/use-family-codes';
import { Button, ButtonLink } from '@/client/ui/button-link';
import type { QuizEvent, QuizState } from './quiz-machine';

export function QuizResult({ state, dispatch }: { state: QuizState; dispatch: (event: QuizEvent) => void }) {
  const { summary } = state;
  const code = useFamilyCodes()?.active;
  if (!summary) return null;
  const cheer =
    summary.score === summary.answered ? '만점이에요! 최고예요! 🏆' : summary.score >= 7 ? '정말 잘했어요! 🌟' : '끝까지 해냈어요! 다음엔 더 잘할 거예요 💪';

  return (
    <section aria-labelledby="quiz-result-title" className="mx-auto max-w-xl rounded-3xl bg-white p-6 text-center shadow-md ring-1 ring-slate-100 sm:p-10">
      <p aria-hidden="true" className="text-6xl">
        🎊
      </p>
      <h2 id="quiz-result-title" className="mt-3 text-3xl font-extrabold text-slate-900">
        {summary.playerName}의 {state.mode === 'practice' ? '연습' : '퀴즈'} 결과
      </h2>
      {state.mode === 'practice' && <p className="mt-1 text-base text-emerald-800">🌱 천천히 풀기 기록은 성적표에 연습 기록으로 따로 보여요.</p>}
      <p className="mt-2 text-lg font-semibold text-indigo-700">{cheer}</p>

      <dl className="mt-8 grid grid-cols-3 gap-3">
        <Stat label="점수" value={`${summary.score} / ${summary.answered}`} />
        <Stat label="정답률" value={`${summary.accuracy}%`} />
        <Stat label="걸린 시간" value={`${summary.timeTaken}초`} />
      </dl>

      <ol className="mt-8 grid gap-2 text-left sm:grid-cols-2" aria-label="문제별 결과">
        {state.results.map((result, i) => (
          <li key={i} className={`rounded-xl px-4 py-2 text-lg font-bold ${result.isCorrect ? 'bg-emerald-50 text-emerald-800' : 'bg-rose-50 text-rose-800'}`}>
            <span className="mr-1 inline-block w-7 text-base text-slate-500">{i + 1}.</span>
            <span aria-hidden="true">{result.isCorrect ? '⭕' : '❌'}</span> {result.question} = {result.correctAnswer}
            {result.isCorrect ? (
              <span className="sr-only">, 맞았어요</span>
            ) : (
              <span className="ml-2 text-sm font-semibold">{result.userAnswer === null ? '(답 없음)' : `(내 답 ${result.userAnswer})`}</span>
            )}
          </li>
        ))}
      </ol>

      {summary.waitingForNetwork ? (
        <p role="status" className="mt-8 rounded-2xl bg-sky-50 p-4 text-lg text-sky-950">
          <span aria-hidden="true">📶 </span>지금은 인터넷이 연결되지 않았어요. 점수는 이 기기에 잘 보관해 두었다가 인터넷이 연결되면 저장할게요. 그다음에
          아빠가 평가 페이지에서 확인할 수 있어요.
        </p>
      ) : (
        <p className="mt-8 rounded-2xl bg-amber-50 p-4 text-lg text-amber-950">점수가 저장되었어요! 아빠가 평가 페이지에서 확인할 수 있어요.</p>
      )}
      {code && (
        <div className="mt-4">
          <FamilyCodeShare code={code} intro="성적표는 이 코드를 아는 기기에서만 열려요. 다른 가족의 휴대폰에서도 보려면 아래 버튼을 눌러 주세요." />
        </div>
      )}

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button onClick={() => dispatch({ type: 'reset' })}>새 퀴즈 하기</Button>
        <ButtonLink to="/quiz-scores" tone="quiet">
          점수 기록 보기
        </ButtonLink>
      </div>
    </section>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl bg-indigo-50 px-2 py-4">
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-extrabold text-indigo-800 sm:text-3xl">{value}</dd>
    </div>
  );
}

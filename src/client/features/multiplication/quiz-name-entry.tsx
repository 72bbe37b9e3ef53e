import { Button } from '@/client/ui/button-link';
import { PLAYER_NAME_MAX } from '@/shared/quiz-score';
import { FocusPicker, focusSummary } from './focus-picker';
import type { QuizEvent, QuizState } from './quiz-machine';

export function QuizNameEntry({ state, dispatch }: { state: QuizState; dispatch: (event: QuizEvent) => void }) {
  return (
    <form
      className="mx-auto max-w-xl rounded-3xl bg-white p-6 text-center shadow-md ring-1 ring-slate-100 sm:p-10"
      onSubmit={(event) => {
        event.preventDefault();
        dispatch({ type: 'start' });
      }}
    >
      <p aria-hidden="true" className="text-6xl">
        🎯
      </p>
      <h2 className="mt-3 text-3xl font-extrabold text-slate-900">구구단 퀴즈에 도전!</h2>
      <p className="mt-3 text-lg text-slate-700">{focusSummary(state.focus)} 한 문제에 10초! 문제는 소리로도 읽어 줘요.</p>
      <FocusPicker focus={state.focus} dispatch={dispatch} />
      <label htmlFor="quiz-player-name" className="mt-6 block text-left text-lg font-bold text-slate-800">
        이름
      </label>
      <input
        id="quiz-player-name"
        type="text"
        value={state.playerName}
        onChange={(event) => dispatch({ type: 'nameChanged', name: event.target.value })}
        maxLength={PLAYER_NAME_MAX}
        autoComplete="off"
        placeholder="이름을 써 주세요"
        className="mt-2 min-h-14 w-full rounded-2xl border-2 border-slate-300 bg-white px-4 text-xl text-slate-900 placeholder:text-slate-500 focus:border-indigo-600"
      />
      <Button type="submit" disabled={state.playerName === ''} className="mt-6 w-full text-xl">
        퀴즈 시작 🚀
      </Button>
      <p className="mt-4 text-sm text-slate-600">소리가 나요! 소리를 켜 주세요 🔊</p>
    </form>
  );
}

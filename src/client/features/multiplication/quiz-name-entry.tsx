import { lazy, Suspense } from 'react';
import { Button } from '@/client/ui/button-link';
import { useActiveFamilyCode } from '../../lib/family-code/active-code';
import { PLAYER_NAME_MAX, type QuizMode } from '@/shared/quiz-score';
import { FocusPicker, focusSummary } from './focus-picker';
import type { QuizEvent, QuizState } from './quiz-machine';

// The chooser, and the family's names it reads, load only on a device with a family code.
const QuizWhoIsPlaying = lazy(() => import('./quiz-who-is-playing'));

const modes: Array<{ mode: QuizMode; label: string }> = [
  { mode: 'timed', label: '⏱ 10초 퀴즈' },
  { mode: 'practice', label: '🌱 천천히 풀기' },
];

function modeClass(active: boolean): string {
  const base = 'min-h-12 flex-1 rounded-2xl px-3 text-lg font-bold transition-colors';
  return active ? `${base} bg-indigo-600 text-white shadow-md` : `${base} bg-white text-slate-800 ring-2 ring-slate-200 hover:bg-indigo-50`;
}

interface Props {
  state: QuizState;
  /** Who plays: the child chosen on a device with a family code, else the typed name. */
  playerName: string;
  dispatch: (event: QuizEvent) => void;
  onStart: () => void;
  /** The practice quiz is fetching the child's history: the start button waits. */
  starting: boolean;
}

/**
 * Where a quiz starts: its kind, the tables, and who is playing. On a device with a family code the child is
 * chosen as in the books (the device remembers it); with none, the child types a name, as always.
 */
export function QuizNameEntry({ state, playerName, dispatch, onStart, starting }: Props) {
  const timed = state.mode === 'timed';
  const code = useActiveFamilyCode();
  return (
    <div className="mx-auto max-w-xl rounded-3xl bg-white p-6 text-center shadow-md ring-1 ring-slate-100 sm:p-10">
      <p aria-hidden="true" className="text-6xl">
        {timed ? '🎯' : '🌱'}
      </p>
      <h2 className="mt-3 text-3xl font-extrabold text-slate-900">{timed ? '구구단 퀴즈에 도전!' : '천천히 구구단 연습'}</h2>
      <div role="group" aria-label="퀴즈 방법" className="mt-4 flex gap-2">
        {modes.map(({ mode, label }) => (
          <button
            key={mode}
            type="button"
            aria-pressed={state.mode === mode}
            onClick={() => dispatch({ type: 'modeChanged', mode })}
            className={modeClass(state.mode === mode)}
          >
            {label}
          </button>
        ))}
      </div>
      <p className="mt-3 text-lg text-slate-700">
        {timed
          ? `${focusSummary(state.focus, 'timed')} 한 문제에 10초! 문제는 소리로도 읽어 줘요.`
          : `시간 제한 없이 10문제를 풀어요. ${
              state.focus.kind === 'facts' ? focusSummary(state.focus, 'practice') : '틀렸거나 오래 걸린 문제는 자주, 빨리 맞힌 문제는 가끔 나와요.'
            } 틀리면 한 번 더 풀 수 있어요. 성적표에는 연습 기록으로 따로 보여요.`}
      </p>
      <FocusPicker focus={state.focus} dispatch={dispatch} />
      {code && (
        <Suspense fallback={null}>
          <QuizWhoIsPlaying />
        </Suspense>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onStart();
        }}
      >
        {!code && (
          <div data-quiz-name-box>
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
          </div>
        )}
        <Button type="submit" disabled={playerName === '' || starting} className="mt-6 w-full text-xl">
          {timed ? '퀴즈 시작 🚀' : '연습 시작 🌱'}
        </Button>
      </form>
      <p className="mt-4 text-sm text-slate-600">소리가 나요! 소리를 켜 주세요 🔊</p>
    </div>
  );
}

import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { familyCodeHeaders } from '@/shared/family-code';
import type { NewQuizScore } from '@/shared/quiz-score';
import { activeFamilyCode } from '../../lib/family-code/family-code-store';
import { randomKey } from '../../lib/outbox/random-key';
import { sendOrQueue } from '../../lib/outbox/outbox';
import { currentQuestion } from './quiz-machine';
import { QuizRunner } from './quiz-runner';
import type { SpeechPlayer } from './speech-player';

// One key per finished quiz, however often its save is retried, so the server stores it once.
const saveKeys = new WeakMap<NewQuizScore, string>();

/**
 * Saved under this device's family code, made on the first save. docs/product.md §7: the answer is not read; a save
 * the network or the server loses waits on the device and is sent when the connection returns.
 */
async function saveScore(score: NewQuizScore): Promise<'sent' | 'queued'> {
  let id = saveKeys.get(score);
  if (!id) saveKeys.set(score, (id = randomKey()));
  const answer = await sendOrQueue({ id, url: '/api/quiz-scores', headers: familyCodeHeaders(activeFamilyCode()), body: JSON.stringify(score) });
  return answer === 'queued' ? 'queued' : 'sent';
}

/** The quiz runner wired to this page's audio, answer box and alerts; the component only renders. */
export function useQuiz(player: SpeechPlayer, answerInput: RefObject<HTMLInputElement | null>) {
  const focusWanted = useRef(false);
  const [runner] = useState(
    () =>
      new QuizRunner({
        handlers: {
          play: (clip) => void player.play(clip),
          unlockAudio: () => player.unlock(),
          // Done after React has shown the new question and enabled the box (below).
          focusAnswer: () => (focusWanted.current = true),
          alert: (message) => window.alert(message),
          saveScore,
        },
      }),
  );
  const state = useSyncExternalStore(runner.subscribe, runner.getState, runner.getState);

  useEffect(() => () => runner.stopTimers(), [runner]);

  useLayoutEffect(() => {
    if (!focusWanted.current || !state.timerRunning) return;
    focusWanted.current = false;
    answerInput.current?.focus();
  });

  // Fetch this question's two clips while it is on screen: the question speaks 0.5 s after it appears.
  const round = useRef(-1);
  useEffect(() => {
    const question = currentQuestion(state);
    if (state.stage !== 'in-progress' || !question || round.current === state.round) return;
    round.current = state.round;
    player.preload({ kind: 'question', ...question });
    player.preload({ kind: 'multiplication', ...question });
  }, [state, player]);

  return { state, dispatch: runner.dispatch };
}

import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readPracticeFocus } from '@/shared/times-tables/practice-focus';
import { browserProgressStore, recordQuiz } from '../../lib/device-progress';
import { normalizePlayerName, playerNameProblem } from '@/shared/player-name';
import { activeCodeOnDevice, useActiveFamilyCode } from '../../lib/family-code/active-code';
import { choosePlayingChild, playingChild, usePlayingChoice } from '../../lib/family-progress/playing-child';
import { sendBestOfPlayingChild } from '../../lib/family-progress/send-best';
import { PageContainer, PageTitle } from '@/client/ui/page-container';
import { TabList, TabPanel } from '@/client/ui/tabs';
import { rememberQuizAnswers, loadPracticeHistory } from './practice-history';
import { PracticeView } from './practice-view';
import { currentQuestion } from './quiz-machine';
import { QuizNameEntry } from './quiz-name-entry';
import { QuizQuestionCard } from './quiz-question-card';
import { QuizResult } from './quiz-result';
import { SpeechPlayer } from './speech-player';
import { useQuiz } from './use-quiz';

type Mode = 'quiz' | 'practice';

const tabClass =
  'min-h-12 flex-1 rounded-full px-5 text-lg font-bold text-slate-700 transition data-[state=active]:bg-indigo-600 data-[state=active]:text-white data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 sm:flex-none';

export function MultiplicationPage() {
  const [mode, setMode] = useState<Mode>('quiz');
  const tabIds = useId();
  const [speechMissing, setSpeechMissing] = useState(false);
  const [player] = useState(() => new SpeechPlayer((ok) => setSpeechMissing(!ok)));
  const answerInput = useRef<HTMLInputElement>(null);
  const { state, dispatch } = useQuiz(player, answerInput);
  const inQuiz = state.stage === 'in-progress';

  // A finished timed quiz's score is remembered on this device, for the games page to show the best one; every
  // quiz's answers are kept for the practice quiz to choose from when the device has no family code.
  const { summary } = state;
  const finished = useRef(state);
  finished.current = state;
  useEffect(() => {
    if (!summary) return;
    const { mode, results } = finished.current;
    if (mode === 'timed') {
      recordQuiz(browserProgressStore, summary.score);
      sendBestOfPlayingChild('multiplication', 0, summary.score, summary.playerName);
    }
    rememberQuizAnswers(summary.playerName, results);
    // A name typed on a device that had no code (its first save made one) is who plays here from now on.
    const code = activeCodeOnDevice();
    if (code && !playingChild(code)) choosePlayingChild(code, normalizePlayerName(summary.playerName), true);
  }, [summary]);

  // On a device with a family code the child chosen on it is the quiz's player, also again after a quiz.
  const code = useActiveFamilyCode();
  const { name: playing } = usePlayingChoice(code);
  const playerName = code ? (playing ?? '') : state.playerName;

  // The practice quiz starts from the child's history: the tap unlocks audio, then the history is fetched.
  const [starting, setStarting] = useState(false);
  const start = () => {
    if (state.mode === 'timed') return dispatch({ type: 'start', playerName });
    player.unlock();
    setStarting(true);
    void loadPracticeHistory(playerName)
      .then((history) => dispatch({ type: 'start', playerName, history }))
      .finally(() => setStarting(false));
  };

  // The report links here with the tables or the missed facts to practise, and the child's name.
  const [searchParams] = useSearchParams();
  const search = searchParams.toString();
  useEffect(() => {
    const { focus, playerName, calm } = readPracticeFocus(new URLSearchParams(search));
    dispatch({ type: 'focusChanged', focus });
    // The report's missed facts are practised in the calm quiz: every listed fact asked, a second try for each.
    if (calm) dispatch({ type: 'modeChanged', mode: 'practice' });
    if (!playerName) return;
    // The report's link names the child to practise: on a device with the code, that child now plays.
    const code = activeCodeOnDevice();
    const name = normalizePlayerName(playerName);
    if (code && !playerNameProblem(name)) choosePlayingChild(code, name);
    else dispatch({ type: 'nameChanged', name: playerName });
  }, [search, dispatch]);

  useEffect(() => () => player.close(), [player]);

  const listenAgain = () => {
    const question = currentQuestion(state);
    if (question) void player.play({ kind: 'question', ...question });
  };

  return (
    <PageContainer>
      <PageTitle kicker="구구단 놀이">구구단 연습하고 퀴즈 풀기</PageTitle>
      <div className="space-y-8">
        <TabList
          ids={tabIds}
          label="모드 고르기"
          value={mode}
          onChange={setMode}
          className="flex gap-2 rounded-full bg-white p-2 shadow-md ring-1 ring-slate-100 sm:inline-flex"
          tabClassName={tabClass}
          tabs={[
            { value: 'quiz', label: '퀴즈 모드' },
            // A quiz in progress keeps running on its timer: finish it before practising.
            { value: 'practice', label: '연습 모드', disabled: inQuiz },
          ]}
        />
        <TabPanel ids={tabIds} value={mode} className="focus-visible:outline-none">
          {mode === 'practice' && <PracticeView player={player} />}
          {mode === 'quiz' && state.stage === 'name-entry' && (
            <QuizNameEntry state={state} playerName={playerName} dispatch={dispatch} onStart={start} starting={starting} />
          )}
          {mode === 'quiz' && state.stage === 'in-progress' && (
            <QuizQuestionCard state={state} dispatch={dispatch} answerInput={answerInput} onListenAgain={listenAgain} speechMissing={speechMissing} />
          )}
          {mode === 'quiz' && state.stage === 'finished' && <QuizResult state={state} dispatch={dispatch} />}
        </TabPanel>
      </div>
    </PageContainer>
  );
}

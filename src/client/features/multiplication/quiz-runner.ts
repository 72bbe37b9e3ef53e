import type { NewQuizScore } from '@/shared/quiz-score';
import { initialQuizState, quizStep, type QuizEvent, type QuizState, type SpokenClip } from './quiz-machine';
import type { Random } from './quiz-questions';

/** The outside world the quiz needs: the page supplies audio, focus, alerts and the score call. */
interface QuizEffectHandlers {
  play(clip: SpokenClip): void;
  /** Runs inside the Start tap, the one moment a phone lets a page unlock its audio. */
  unlockAudio(): void;
  focusAnswer(): void;
  alert(message: string): void;
  /** Sent, or kept on the device until the network returns; rejects only when it could be neither. */
  saveScore(score: NewQuizScore): Promise<'sent' | 'queued'>;
}

export interface QuizRunnerOptions {
  handlers: QuizEffectHandlers;
  now?: () => number;
  random?: Random;
}

/**
 * Holds the quiz state and carries out the reducer's effects with real timers. Everything is
 * synchronous from dispatch to handler, so a tap's audio unlock happens within the tap.
 */
export class QuizRunner {
  private state: QuizState = initialQuizState;
  private readonly listeners = new Set<() => void>();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private readonly now: () => number;
  private readonly random: Random;

  constructor(private readonly options: QuizRunnerOptions) {
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
  }

  getState = (): QuizState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  dispatch = (event: QuizEvent): void => {
    const { state, effects } = quizStep(this.state, event, { now: this.now(), random: this.random });
    if (state !== this.state) {
      this.state = state;
      for (const listener of this.listeners) listener();
    }
    const { handlers } = this.options;
    for (const effect of effects) {
      switch (effect.type) {
        case 'schedule': {
          const timer = setTimeout(() => {
            this.timers.delete(timer);
            this.dispatch(effect.event);
          }, effect.delayMs);
          this.timers.add(timer);
          break;
        }
        case 'play':
          handlers.play(effect.clip);
          break;
        case 'unlockAudio':
          handlers.unlockAudio();
          break;
        case 'focusAnswer':
          handlers.focusAnswer();
          break;
        case 'alert':
          handlers.alert(effect.message);
          break;
        case 'saveScore':
          handlers.saveScore(effect.score).then(
            (outcome) => this.dispatch({ type: 'saveSucceeded', queued: outcome === 'queued' }),
            (error: unknown) => {
              console.warn('quiz score could not be saved', error);
              this.dispatch({ type: 'saveFailed' });
            },
          );
          break;
      }
    }
  };

  /** Cancels every pending timer, as when the page goes away mid-question. */
  stopTimers(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}

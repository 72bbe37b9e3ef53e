import { useEffect, type Dispatch } from 'react';
import { LEVEL_COMPLETE_OVERLAY_MS } from '@/shared/adventure';
import { stepDelayMs, type GameEvent, type GameState } from './engine/game-reducer';

/** Drives the run: the first step at once, then one step per the chosen speed (none while stepping by hand); and the 2 s Level Complete pause. */
export function useGameClock(state: GameState, dispatch: Dispatch<GameEvent>): void {
  const { run, levelComplete, speed } = state;
  useEffect(() => {
    if (!run || run.paused) return;
    const timer = setTimeout(() => dispatch({ type: 'tick' }), run.current < 0 ? 0 : stepDelayMs[speed]);
    return () => clearTimeout(timer);
  }, [run, speed, dispatch]);

  useEffect(() => {
    if (!levelComplete) return;
    const timer = setTimeout(() => dispatch({ type: 'advance' }), LEVEL_COMPLETE_OVERLAY_MS);
    return () => clearTimeout(timer);
  }, [levelComplete, dispatch]);
}

import { useEffect, type Dispatch } from 'react';
import { LEVEL_COMPLETE_OVERLAY_MS, STEP_DELAY_MS } from '@/shared/adventure';
import type { GameEvent, GameState } from './engine/game-reducer';

/** Drives the run: the first step at once, then one step every second; and the 2 s Level Complete pause. */
export function useGameClock(state: GameState, dispatch: Dispatch<GameEvent>): void {
  const { run, levelComplete } = state;
  useEffect(() => {
    if (!run) return;
    const timer = setTimeout(() => dispatch({ type: 'tick' }), run.current < 0 ? 0 : STEP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [run, dispatch]);

  useEffect(() => {
    if (!levelComplete) return;
    const timer = setTimeout(() => dispatch({ type: 'advance' }), LEVEL_COMPLETE_OVERLAY_MS);
    return () => clearTimeout(timer);
  }, [levelComplete, dispatch]);
}

import { useEffect, useReducer, useState } from 'react';
import { browserProgressStore, recordAdventure } from '../../lib/device-progress';
import { characters } from '@/content/adventure/characters';
import { levels } from '@/content/adventure/levels';
import { PageContainer } from '@/client/ui/page-container';
import { CharacterSelect } from './character-select';
import { CompletedScreen } from './completed-screen';
import { gameReducer, initialGameState } from './engine/game-reducer';
import { PlayScreen } from './play-screen';
import { useGameClock } from './use-game-clock';

const reduce = gameReducer(levels);

/** The block-programming adventure: character select, then the levels, then the prize. */
export function AdventureGame() {
  const [state, dispatch] = useReducer(reduce, levels, initialGameState);
  // Counts Play Again presses, so the character list takes focus only when a player comes back to it.
  const [rounds, setRounds] = useState(0);
  useGameClock(state, dispatch);
  // Each cleared level is remembered on this device, for the games page to show how far the child got.
  const { levelComplete, levelIndex } = state;
  const score = state.board.score;
  useEffect(() => {
    if (levelComplete) recordAdventure(browserProgressStore, levelIndex + 1, score, levelIndex === levels.length - 1);
  }, [levelComplete, levelIndex, score]);
  const character = characters.find((c) => c.id === state.characterId);

  return (
    <PageContainer className="py-6! sm:py-8!">
      <h1 className="mb-4 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
        코딩 모험{' '}
        <span lang="en" className="text-lg font-bold text-indigo-700">
          Coding Adventure
        </span>
      </h1>
      <div>
        {state.stage === 'playing' && character ? (
          <PlayScreen state={state} dispatch={dispatch} character={character} />
        ) : state.stage === 'completed' && character ? (
          <CompletedScreen
            character={character}
            score={state.board.score}
            levelCount={levels.length}
            onPlayAgain={() => {
              setRounds((n) => n + 1);
              dispatch({ type: 'play-again' });
            }}
          />
        ) : (
          <CharacterSelect onChoose={(characterId) => dispatch({ type: 'choose-character', characterId })} focusHeading={rounds > 0} />
        )}
      </div>
    </PageContainer>
  );
}

import { useEffect, useReducer, useState } from 'react';
import { browserProgressStore, recordAdventure } from '../../lib/device-progress';
import { sendBestOfPlayingChild } from '../../lib/family-progress/send-best';
import { characters } from '@/content/adventure/characters';
import { worlds } from '@/content/adventure/worlds';
import { PageContainer } from '@/client/ui/page-container';
import { browserAdventureStore, levelKey, noProgress, readAdventureProgress, recordLevel } from './adventure-progress';
import { CharacterSelect } from './character-select';
import { CompletedScreen } from './completed-screen';
import { gameReducer, initialGameState } from './engine/game-reducer';
import { PlayScreen } from './play-screen';
import { useGameClock } from './use-game-clock';
import { WorldMap } from './world-map';

const reduce = gameReducer(worlds);

/** The block-programming adventure: character select, then the levels, then the prize, then the map of later adventures. */
export function AdventureGame() {
  const [state, dispatch] = useReducer(reduce, worlds, initialGameState);
  // Counts Play Again presses, so the character list takes focus only when a player comes back to it.
  const [rounds, setRounds] = useState(0);
  // Read after the first paint: the prerendered page has no storage, and both must render the same first.
  const [progress, setProgress] = useState(noProgress);
  useEffect(() => setProgress(readAdventureProgress(browserAdventureStore)), []);
  useGameClock(state, dispatch);

  // Each cleared level is remembered on this device: its star, the next level open, and for the games page how far the first adventure got.
  const { levelComplete, levelIndex, worldIndex, star } = state;
  const score = state.board.score;
  useEffect(() => {
    if (!levelComplete) return;
    const world = worlds[worldIndex]!;
    setProgress(recordLevel(browserAdventureStore, levelKey(world, world.levels[levelIndex]!.id), star));
    if (worldIndex === 0) {
      recordAdventure(browserProgressStore, levelIndex + 1, score, levelIndex === world.levels.length - 1);
      sendBestOfPlayingChild('adventure', levelIndex + 1, score);
    }
  }, [levelComplete, levelIndex, worldIndex, star, score]);
  const character = characters.find((c) => c.id === state.characterId);
  const world = worlds[state.worldIndex]!;

  return (
    // On a phone the play area is as wide as the screen allows; nothing inside may make the page wider.
    <PageContainer className="px-2! py-4! sm:px-6! sm:py-8!">
      <h1 className="mb-3 px-2 text-2xl font-extrabold tracking-tight text-slate-900 sm:mb-4 sm:px-0 sm:text-3xl">
        코딩 모험{' '}
        <span lang="en" className="text-lg font-bold text-indigo-700">
          Coding Adventure
        </span>
      </h1>
      <div className="min-w-0">
        {state.stage === 'playing' && character ? (
          <PlayScreen
            worlds={worlds}
            state={state}
            dispatch={dispatch}
            character={character}
            hasStar={progress.stars.includes(levelKey(world, world.levels[state.levelIndex]!.id))}
          />
        ) : state.stage === 'completed' && character ? (
          <CompletedScreen
            character={character}
            score={state.board.score}
            levelCount={worlds[0]!.levels.length}
            onNextAdventure={() => dispatch({ type: 'open-map' })}
            onPlayAgain={() => {
              setRounds((n) => n + 1);
              dispatch({ type: 'play-again' });
            }}
          />
        ) : state.stage === 'map' ? (
          <WorldMap
            worlds={worlds}
            progress={progress}
            finishedWorld={state.finishedWorld}
            onChoose={(w, l) => dispatch({ type: 'choose-level', worldIndex: w, levelIndex: l })}
          />
        ) : (
          <CharacterSelect onChoose={(characterId) => dispatch({ type: 'choose-character', characterId })} focusHeading={rounds > 0} />
        )}
      </div>
    </PageContainer>
  );
}

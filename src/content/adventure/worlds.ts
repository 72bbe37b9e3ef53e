import type { World } from '@/shared/adventure';
import { levels } from './levels';
import { countLoopsWorld } from './worlds/count-loops';
import { pathChecksWorld } from './worlds/path-checks';
import { proceduresWorld } from './worlds/procedures';
import { untilGoalWorld } from './worlds/until-goal';

/** The spec's three levels first; each later world opens when the one before it is finished. */
const firstWorld: World = {
  id: 'first',
  title: 'First Adventure',
  titleKo: '첫 번째 모험',
  idea: 'Moves, Collect and Repeat.',
  ideaKo: '움직이기, 줍기, 반복하기.',
  icon: 'world-map',
  levels: [...levels],
};

export const worlds: readonly World[] = [firstWorld, countLoopsWorld, untilGoalWorld, pathChecksWorld, proceduresWorld];

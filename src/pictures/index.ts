/**
 * The picture engine's one entry point: everything outside src/pictures imports the engine from here
 * (lint forbids deeper paths), so what a book may use is this list and nothing else.
 */

/** Drawing a book's pictures. */
export { renderPicture, renderSceneSvg, type Frame } from './render-scene';
export type { LaidOut, PictureLayout } from './picture-layout';
export type { Box } from './figure-extent';
export type { View } from './tall-frame';
export { registerBookParts, type BookParts, type Setting } from './register';
export { sceneProblems } from './scene-problems';
export { knownIconName, sceneIconNames, UnknownIconError } from './icons';

/** What a scene and a shot list say. */
export { SCENE_HEIGHT, SCENE_WIDTH, SceneSchema, type Outfit, type PictureItem, type Scene } from './vocabulary/scene';
export { BookCharactersSchema, ShotListSchema, type BookCharacters, type ShotList } from './vocabulary/shot-list';

/** A book's people and animals. */
export type { PersonLook } from './figures/types';
export type { AnimalLook } from './figures/animals';
export { skinTones } from './figures/skin';

/** Making a book's own props: the engine's tones, boxes and lettering, and the small parts several props share. */
export type { PropDefinition, PropOptions } from './props/types';
export { at, clampCount, plate, ring, scaled, seededSequence, tenths, tones, type Tone } from './props/drawing';
export { drawProp } from './props';
export { lettering } from './lettering';
export { line, shadeOf } from './figures/svg';
export { drawHand } from './figures/hands';
export { bowl } from './props/bowl';
export { candle } from './props/candle';
export { windowGlazing } from './props/window';

/** Making a book's own settings: the sky by time of day, rooms, windows, trees, woods and streets. */
export {
  bunting,
  bush,
  bushShape,
  cloud,
  defs,
  floorBoards,
  glow,
  grassTufts,
  grove,
  house,
  landmark,
  longShadowPath,
  moon,
  pine,
  pineShape,
  rect,
  room,
  roundTree,
  scatter,
  sky,
  snowfall,
  stars,
  sunCastFromLeft,
  sunCastFromRight,
  vGradient,
  wallShade,
  WHOLE_WIDTH,
  wholeInView,
  windowFrame,
  windowGlow,
  type TimeOfDay,
  type ViewSpan,
} from './backgrounds/parts';
export { lampHalo, skyByTime, windowLight } from './backgrounds/sky-by-time';
export { bedroomRug, bedroomShelfAndClock, bedroomWalls, bedsideLamp, nightstand } from './backgrounds/home';
export { meadow, mushroom, woods } from './backgrounds/forest';

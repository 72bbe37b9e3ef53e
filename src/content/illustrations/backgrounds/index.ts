import type { BackgroundId } from '@/shared/scene';
import { WHOLE_WIDTH, type ViewSpan, type TimeOfDay } from './parts';
import { market, nightSky, partyRoom } from './festive';
import { forest, forestPath } from './forest';
import { garden, park } from './green';
import { bedroom, christmasLivingRoom, livingRoom } from './home';
import { bakery, kitchen } from './kitchen';
import { hanokYard } from './hanok-yard';
import { hanokRoom } from './hanok-room';
import { tteokShop } from './tteok-shop';
import { valley } from './valley';
import { bukhansan } from './bukhansan';
import { neighbourhoodAlley } from './neighbourhood-alley';
import { ravine } from './ravine';
import { oakClearing } from './oak-clearing';
import { diningRoom, hallwayStairs } from './korean-rooms';
import { toyShop } from './toy-shop';
import { hanokVillage, roadSignStreet } from './korea';
import { mountains, river } from './landscape';
import { classroom, schoolyard } from './school';
import { snowyStreet, winterNight } from './winter';

const drawers: Record<BackgroundId, (time: TimeOfDay, view: ViewSpan) => string> = {
  bedroom,
  'living-room': livingRoom,
  'christmas-living-room': christmasLivingRoom,
  kitchen,
  bakery,
  garden,
  park,
  classroom,
  schoolyard,
  'snowy-street': snowyStreet,
  'winter-night': winterNight,
  forest,
  'forest-path': forestPath,
  river,
  mountains,
  'hanok-village': hanokVillage,
  'road-sign': roadSignStreet,
  market,
  'night-sky': nightSky,
  'party-room': partyRoom,
  'hanok-yard': hanokYard,
  'tteok-shop': tteokShop,
  valley,
  bukhansan,
  'neighbourhood-alley': neighbourhoodAlley,
  ravine,
  'oak-clearing': oakClearing,
  'dining-room': diningRoom,
  'hallway-stairs': hallwayStairs,
  'toy-shop': toyShop,
  'hanok-room': hanokRoom,
};

/** Where the floor or ground begins (canvas y): figures stand below this line. */
const grounds: Record<BackgroundId, number> = {
  bedroom: 370,
  'living-room': 380,
  'christmas-living-room': 380,
  kitchen: 380,
  bakery: 390,
  garden: 360,
  park: 360,
  classroom: 380,
  schoolyard: 356,
  'snowy-street': 356,
  'winter-night': 370,
  forest: 380,
  'forest-path': 370,
  river: 382,
  mountains: 360,
  'hanok-village': 380,
  'road-sign': 360,
  market: 386,
  'night-sky': 370,
  'party-room': 380,
  'hanok-yard': 350,
  'tteok-shop': 390,
  valley: 350,
  bukhansan: 390,
  'neighbourhood-alley': 390,
  ravine: 345,
  'oak-clearing': 380,
  'dining-room': 345,
  'hallway-stairs': 395,
  'toy-shop': 390,
  'hanok-room': 345,
};

export function groundTop(id: BackgroundId): number {
  return grounds[id];
}

/**
 * The background's SVG markup (no outer <svg>) on the 800 × 500 canvas. Time only changes
 * what is seen through windows and in the sky; the colour tint is added by the renderer. The
 * view is the span the picture shows, so small scenery can keep clear of its edges.
 */
export function drawBackground(id: BackgroundId, time: TimeOfDay = 'day', view: ViewSpan = WHOLE_WIDTH): string {
  return drawers[id](time, view);
}

import { bakingTray } from './baking-tray';
import { balloons } from './balloons';
import { bapsang } from './bapsang';
import { berryBasket } from './berry-basket';
import { blueberryBasket } from './blueberry-basket';
import { birthdayCake } from './birthday-cake';
import { cakeSlice } from './cake-slice';
import { chair } from './chair';
import { christmasTree } from './christmas-tree';
import { coinJar } from './coin-jar';
import { crayons } from './crayons';
import { door } from './door';
import { dotjari } from './dotjari';
import { eggs } from './eggs';
import { floorLamp } from './floor-lamp';
import { flourSmudge } from './flour-smudge';
import { silentPhone } from './silent-phone';
import { gyeranMari } from './gyeran-mari';
import { jeongja } from './jeongja';
import { kimbapBox } from './kimbap-box';
import { lantern } from './lantern';
import { mixingBowl } from './mixing-bowl';
import { miyeokguk } from './miyeokguk';
import { oakTree } from './oak-tree';
import { overcastSky } from './overcast-sky';
import { shelterRain } from './shelter-rain';
import { paperCrown } from './paper-crown';
import { paperCutout } from './paper-cutout';
import { picnicBasket } from './picnic-basket';
import { present } from './present';
import { puddles } from './puddles';
import { riverGlimpse } from './river-glimpse';
import { riceBowl } from './rice-bowl';
import { sled } from './sled';
import { snowyStreetLane } from './snowy-street-lane';
import { snowman } from './snowman';
import { sofa } from './sofa';
import { starBlanket } from './star-blanket';
import { pillow } from './pillow';
import { strawberryCake } from './strawberry-cake';
import { sugarJar } from './sugar-jar';
import { milkBottle } from './milk-bottle';
import { table } from './table';
import { toy } from './toy';
import { tteok } from './tteok';
import { umbrella } from './umbrella';
import { bigUmbrella } from './big-umbrella';
import { wallCalendar } from './wall-calendar';
import { windowProp } from './window';
import { bigWindow } from './big-window';
import { knitScarf } from './knit-scarf';
import { lightString } from './light-string';
import { crumpledWrapping } from './crumpled-wrapping';
import { grandparentsHouse } from './grandparents-house';
import { litDoorway } from './lit-doorway';
import { paperStar } from './paper-star';
import { priceTag } from './price-tag';
import { snowBoots } from './snow-boots';
import { starCookieProp } from './star-cookie';
import { throwBlanket } from './throw-blanket';
import { windowSeat } from './window-seat';
import { windowWeather } from './window-weather';
import { blueberries } from './blueberries';
import { branch } from './branch';
import { crackers } from './crackers';
import { ferns } from './ferns';
import { frightMarks } from './fright-marks';
import { actionMarks } from './action-marks';
import { handbag } from './handbag';
import { flatRock } from './flat-rock';
import { roundPebble } from './round-pebble';
import { bootMud } from './boot-mud';
import { gardenGate } from './garden-gate';
import { pawPrints } from './paw-prints';
import { pineTree } from './pine-tree';
import { treeStump } from './tree-stump';
import { mudPatch } from './mud-patch';
import { pencil } from './pencil';
import { cakeCandles } from './cake-candles';
import { toast } from './toast';
import { toaster } from './toaster';
import { spoon } from './spoon';
import { cerealBowl } from './cereal-bowl';
import { fridge } from './fridge';
import { cupboard } from './cupboard';
import { gate } from './gate';
import { houseFront } from './house-front';
import { dollop } from './dollop';
import { faceFlush } from './face-flush';
import { paintBox } from './paint-box';
import { leash } from './leash';
import { strawberryBowl } from './strawberry-bowl';
import { strawberry } from './strawberry';
import { yellowButterfly } from './yellow-butterfly';
import { sunnyDoorway } from './sunny-doorway';
import { balloonPile, blowingBalloon } from './balloon-pile';
import { redBall } from './red-ball';
import { crayon } from './crayon';
import { feltTipPens } from './felt-tip-pens';
import { glueStick } from './glue-stick';
import { riceCakeScissors } from './rice-cake-scissors';
import { hanokGate } from './hanok-gate';
import { mumPots } from './mum-pots';
import { shopCounter } from './shop-counter';
import { shopSign } from './shop-sign';
import { steam } from './steam';
import { stoneWall } from './stone-wall';
import { wallReturn } from './wall-return';
import { homeworkBoard } from './homework-board';
import { carvedStone } from './carved-stone';
import { hillSign } from './hill-sign';
import { roadNameRoman, roadNameSign } from './road-name-sign';
import { steamerLid } from './steamer-lid';
import { villageLights } from './village-lights';
import { walkingStick } from './walking-stick';
import { wateringCan } from './watering-can';
import { longMatch } from './long-match';
import { wallClock } from './wall-clock';
import { bedFootboard } from './bed-footboard';
import { chipmunk } from './chipmunk';
import { flourSack } from './flour-sack';
import { phone } from './phone';
import { tearDrop } from './tear-drop';
import { registeredPart } from '../registry';
import type { PropDefinition, PropLight, PropOptions } from './types';

export type { PropDefinition, PropLight, PropOptions } from './types';

/** The generic props the engine draws. Add one in its own file and list it here; a book's own props it registers. */
const builtIn: Record<string, PropDefinition> = {
  phone,
  'tear-drop': tearDrop,
  'baking-tray': bakingTray,
  balloons,
  bapsang,
  'berry-basket': berryBasket,
  'blueberry-basket': blueberryBasket,
  'birthday-cake': birthdayCake,
  'cake-slice': cakeSlice,
  chair,
  'christmas-tree': christmasTree,
  'coin-jar': coinJar,
  crayons,
  door,
  dotjari,
  eggs,
  'floor-lamp': floorLamp,
  'flour-smudge': flourSmudge,
  'silent-phone': silentPhone,
  'gyeran-mari': gyeranMari,
  jeongja,
  'kimbap-box': kimbapBox,
  lantern,
  'mixing-bowl': mixingBowl,
  miyeokguk,
  crayon,
  'felt-tip-pens': feltTipPens,
  'glue-stick': glueStick,
  'rice-cake-scissors': riceCakeScissors,
  'hanok-gate': hanokGate,
  'mum-pots': mumPots,
  'shop-counter': shopCounter,
  'shop-sign': shopSign,
  steam,
  'stone-wall': stoneWall,
  'wall-return': wallReturn,
  'homework-board': homeworkBoard,
  'carved-stone': carvedStone,
  'hill-sign': hillSign,
  'road-name-sign': roadNameSign,
  'road-name-roman': roadNameRoman,
  'steamer-lid': steamerLid,
  'village-lights': villageLights,
  'walking-stick': walkingStick,
  'watering-can': wateringCan,
  'oak-tree': oakTree,
  'overcast-sky': overcastSky,
  'shelter-rain': shelterRain,
  'paper-crown': paperCrown,
  'paper-cutout': paperCutout,
  'picnic-basket': picnicBasket,
  present,
  puddles,
  'river-glimpse': riverGlimpse,
  'rice-bowl': riceBowl,
  sled,
  'snowy-street-lane': snowyStreetLane,
  snowman,
  sofa,
  'star-blanket': starBlanket,
  pillow,
  'strawberry-cake': strawberryCake,
  'sugar-jar': sugarJar,
  'milk-bottle': milkBottle,
  table,
  toy,
  tteok,
  umbrella,
  'big-umbrella': bigUmbrella,
  'wall-calendar': wallCalendar,
  window: windowProp,
  'big-window': bigWindow,
  'knit-scarf': knitScarf,
  'light-string': lightString,
  'crumpled-wrapping': crumpledWrapping,
  'grandparents-house': grandparentsHouse,
  'lit-doorway': litDoorway,
  'paper-star': paperStar,
  'price-tag': priceTag,
  'snow-boots': snowBoots,
  'star-cookie': starCookieProp,
  'throw-blanket': throwBlanket,
  'window-seat': windowSeat,
  'window-weather': windowWeather,
  blueberries,
  branch,
  crackers,
  ferns,
  'flat-rock': flatRock,
  'fright-marks': frightMarks,
  'action-marks': actionMarks,
  handbag,
  'round-pebble': roundPebble,
  'boot-mud': bootMud,
  'garden-gate': gardenGate,
  'paw-prints': pawPrints,
  'pine-tree': pineTree,
  'tree-stump': treeStump,
  'mud-patch': mudPatch,
  pencil,
  'cake-candles': cakeCandles,
  toast,
  toaster,
  spoon,
  'cereal-bowl': cerealBowl,
  fridge,
  cupboard,
  gate,
  'house-front': houseFront,
  dollop,
  'face-flush': faceFlush,
  'paint-box': paintBox,
  leash,
  'strawberry-bowl': strawberryBowl,
  strawberry,
  'yellow-butterfly': yellowButterfly,
  'sunny-doorway': sunnyDoorway,
  'balloon-pile': balloonPile,
  'blowing-balloon': blowingBalloon,
  'red-ball': redBall,
  'long-match': longMatch,
  'wall-clock': wallClock,
  'bed-footboard': bedFootboard,
  chipmunk,
  'flour-sack': flourSack,
};

export const propIds: readonly string[] = Object.keys(builtIn).sort();

/** Part of the place rather than a thing in it (`PropDefinition.landmark`), drawn by the engine or registered by a book. */
export const isLandmarkProp = (id: string): boolean => propOf(id)?.landmark === true;

export function isBuiltInProp(id: string): boolean {
  return Object.hasOwn(builtIn, id);
}

function propOf(id: string): PropDefinition | undefined {
  return Object.hasOwn(builtIn, id) ? builtIn[id] : registeredPart('props', id);
}

/** Drawn by the engine or registered by a book. */
export function isPropId(id: string): boolean {
  return propOf(id) !== undefined;
}

export function propVariants(id: string): readonly string[] {
  const prop = propOf(id);
  if (!prop) throw new Error(`Unknown prop "${id}"`);
  return prop.variants;
}

/** The prop's markup in its own box (see PropOptions); throws on an unknown prop or variant. */
export function drawProp(id: string, options: PropOptions): string {
  const prop = propOf(id);
  if (!prop) throw new Error(`Unknown prop "${id}"`);
  if (options.variant !== undefined && !prop.variants.includes(options.variant)) {
    throw new Error(`Prop "${id}" has no variant "${options.variant}" (it has: ${prop.variants.join(', ') || 'none'})`);
  }
  return prop.draw({ ...options, variant: options.variant ?? prop.variants[0] });
}

/** Where a lit prop glows from, in canvas units around its base; null when it gives no light. */
export function propLight(id: string, options: PropOptions): PropLight | null {
  const prop = propOf(id);
  if (!prop?.light || options.lit === false) return null;
  return prop.light({ ...options, variant: options.variant ?? prop.variants[0] });
}

/** Half the prop's width as a share of its size, where hands holding it by its side edges go (see PropDefinition.halfWidth). */
export function propHalfWidth(id: string): number {
  return propOf(id)?.halfWidth ?? 0.45;
}

/** How tall the prop is drawn, as a share of its size (see PropDefinition.height). */
export function propHeight(id: string): number {
  return propOf(id)?.height ?? 1;
}

/** Where one hand takes the prop off its centre line, in shares of its size (see PropDefinition.gripPoint). */
export function propGripPoint(id: string): { x: number; y: number } | undefined {
  return propOf(id)?.gripPoint;
}

/** Where a hand holds the prop, as a share of its size above its base (see PropDefinition.grip). */
export function propGrip(id: string): number {
  return propOf(id)?.grip ?? 0.4;
}

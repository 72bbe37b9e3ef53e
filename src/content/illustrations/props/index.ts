import { backpack } from './backpack';
import { bakingTray } from './baking-tray';
import { ball } from './ball';
import { balloons } from './balloons';
import { bapsang } from './bapsang';
import { bed } from './bed';
import { berryBasket } from './berry-basket';
import { blueberryBasket } from './blueberry-basket';
import { berryBush } from './berry-bush';
import { birthdayCake } from './birthday-cake';
import { birthdayCard } from './birthday-card';
import { bookshelf } from './bookshelf';
import { cakeSlice } from './cake-slice';
import { candle } from './candle';
import { chair } from './chair';
import { christmasTree } from './christmas-tree';
import { coinJar } from './coin-jar';
import { coins } from './coins';
import { cookiePlate } from './cookie-plate';
import { crayons } from './crayons';
import { desk } from './desk';
import { door } from './door';
import { dotjari } from './dotjari';
import { eggs } from './eggs';
import { flashlight } from './flashlight';
import { floorLamp } from './floor-lamp';
import { flourBag } from './flour-bag';
import { flourSmudge } from './flour-smudge';
import { flourNose } from './flour-nose';
import { silentPhone } from './silent-phone';
import { giftTag } from './gift-tag';
import { gyeranMari } from './gyeran-mari';
import { hedgehogHome } from './hedgehog-home';
import { jangdokdae } from './jangdokdae';
import { jeongja } from './jeongja';
import { kimbapBox } from './kimbap-box';
import { lantern } from './lantern';
import { letter } from './letter';
import { logBridge } from './log-bridge';
import { mittens } from './mittens';
import { mixingBowl } from './mixing-bowl';
import { miyeokguk } from './miyeokguk';
import { neighbourhoodMap } from './neighbourhood-map';
import { oakTree } from './oak-tree';
import { overcastSky } from './overcast-sky';
import { shelterRain } from './shelter-rain';
import { paperCrown } from './paper-crown';
import { paperCutout } from './paper-cutout';
import { partyHat } from './party-hat';
import { phone } from './phone';
import { picnicBasket } from './picnic-basket';
import { piggyBank } from './piggy-bank';
import { present } from './present';
import { songpyeonBag } from './songpyeon-bag';
import { puddles } from './puddles';
import { riverGlimpse } from './river-glimpse';
import { rainCloud } from './rain-cloud';
import { riceBowl } from './rice-bowl';
import { rope } from './rope';
import { scarf } from './scarf';
import { sketchbook } from './sketchbook';
import { sled } from './sled';
import { snowyStreetLane } from './snowy-street-lane';
import { snowman } from './snowman';
import { sofa } from './sofa';
import { starBlanket } from './star-blanket';
import { pillow } from './pillow';
import { stream } from './stream';
import { strawberryCake } from './strawberry-cake';
import { sugarJar } from './sugar-jar';
import { milkBottle } from './milk-bottle';
import { table } from './table';
import { toy } from './toy';
import { tteok } from './tteok';
import { umbrella } from './umbrella';
import { umbrellaStand } from './umbrella-stand';
import { bigUmbrella } from './big-umbrella';
import { wallCalendar } from './wall-calendar';
import { whisk } from './whisk';
import { windowProp } from './window';
import { wreath } from './wreath';
// charlotte-christmas
import { bigWindow } from './big-window';
import { cookieBox } from './cookie-box';
import { cookieTin } from './cookie-tin';
import { knitScarf } from './knit-scarf';
import { lightString } from './light-string';
import { quarters } from './quarters';
import { winterCoats } from './winter-coats';
import { crumpledWrapping } from './crumpled-wrapping';
import { familyPicture } from './family-picture';
import { grandparentsHouse } from './grandparents-house';
import { litDoorway } from './lit-doorway';
import { tearDrop } from './tear-drop';
import { paperStar } from './paper-star';
import { priceTag } from './price-tag';
import { snowBoots } from './snow-boots';
import { starCookieProp } from './star-cookie';
import { throwBlanket } from './throw-blanket';
import { hanky } from './hanky';
import { windowSeat } from './window-seat';
import { windowWeather } from './window-weather';
import { lightSwitch } from './light-switch';
import { blueberries } from './blueberries';
import { branch } from './branch';
import { crackers } from './crackers';
import { ferns } from './ferns';
import { frightMarks } from './fright-marks';
import { motionArc } from './motion-arc';
import { actionMarks } from './action-marks';
import { handbag } from './handbag';
import { flatRock } from './flat-rock';
import { floodWater } from './flood-water';
import { forestMap } from './forest-map';
import { charlotteBackpack } from './charlotte-backpack';
import { hedgehogHug } from './hedgehog-hug';
import { rollingRock } from './rolling-rock';
import { roundPebble } from './round-pebble';
import { bootMud } from './boot-mud';
import { gardenGate } from './garden-gate';
import { pawPrints } from './paw-prints';
import { pineTree } from './pine-tree';
import { steppingStones } from './stepping-stones';
import { stillWater } from './still-water';
import { treeStump } from './tree-stump';
import { mudPatch } from './mud-patch';
import { pencil } from './pencil';
import { cakeCandles } from './cake-candles';
import { toast } from './toast';
import { toaster } from './toaster';
import { spoon } from './spoon';
import { cerealBowl } from './cereal-bowl';
import { partyList } from './party-list';
import { fridge } from './fridge';
import { cupboard } from './cupboard';
import { gate } from './gate';
import { houseFront } from './house-front';
import { dollop } from './dollop';
import { faceFlush } from './face-flush';
import { longListFolding } from './long-list-folding';
import { morningClock } from './morning-clock';
import { paintBox } from './paint-box';
import { leash } from './leash';
import { strawberryBowl } from './strawberry-bowl';
import { strawberry } from './strawberry';
import { yellowButterfly } from './yellow-butterfly';
import { sunnyDoorway } from './sunny-doorway';
import { balloonPile, blowingBalloon } from './balloon-pile';
import { redBall } from './red-ball';
import { blackboard } from './blackboard';
import { quilt } from './quilt';
import { crayon } from './crayon';
import { drawingBoard } from './drawing-board';
import { feltTipPens } from './felt-tip-pens';
import { forestSign } from './forest-sign';
import { glueStick } from './glue-stick';
import { riceCakeScissors } from './rice-cake-scissors';
import { hanokGate } from './hanok-gate';
import { lane } from './lane';
import { maru } from './maru';
import { mountain } from './mountain';
import { mumPots } from './mum-pots';
import { needleDiagram } from './needle-diagram';
import { shopCounter } from './shop-counter';
import { shopSign } from './shop-sign';
import { steam } from './steam';
import { tteokShopFront } from './tteok-shop-front';
import { stoneWall } from './stone-wall';
import { wallReturn } from './wall-return';
import { stonePlaque } from './stone-plaque';
import { thoughtCloud } from './thought-cloud';
import { homeworkBoard } from './homework-board';
import { carvedStone } from './carved-stone';
import { hillSign } from './hill-sign';
import { roadNameRoman, roadNameSign } from './road-name-sign';
import { mapFlat } from './map-flat';
import { sunsetWindow } from './sunset-window';
import { steamerLid } from './steamer-lid';
import { villageLights } from './village-lights';
import { walkingStick } from './walking-stick';
import { wateringCan } from './watering-can';
import {
  boardFlat,
  crayonBox,
  curledRoof,
  hanokMaru,
  mapOnTable,
  pineBand,
  rumbleLines,
  sleepBlanket,
  splashCrown,
  treeTrunk,
  tteokTrays,
  waterStream,
} from './pyeongchang-things';
import { crayonDown, crayonStub, notebook, pocketLeaf } from './pyeongchang-held';
import { longMatch } from './long-match';
import { cakeKnife } from './cake-knife';
import { wallClock } from './wall-clock';
import { bedFootboard } from './bed-footboard';
import { chipmunk } from './chipmunk';
// charlotte-birthday
import { flourSack } from './flour-sack';
import type { PropDefinition, PropLight, PropOptions } from './types';

export type { PropDefinition, PropLight, PropOptions } from './types';

/** Every prop the scenes can name. Add a prop in its own file and list it here. */
const props: Record<string, PropDefinition> = {
  backpack,
  'baking-tray': bakingTray,
  ball,
  balloons,
  bapsang,
  bed,
  'berry-basket': berryBasket,
  'blueberry-basket': blueberryBasket,
  'berry-bush': berryBush,
  'birthday-cake': birthdayCake,
  'birthday-card': birthdayCard,
  bookshelf,
  'cake-slice': cakeSlice,
  candle,
  chair,
  'christmas-tree': christmasTree,
  'coin-jar': coinJar,
  coins,
  'cookie-plate': cookiePlate,
  crayons,
  desk,
  door,
  dotjari,
  eggs,
  flashlight,
  'floor-lamp': floorLamp,
  'flour-bag': flourBag,
  'flour-smudge': flourSmudge,
  'flour-nose': flourNose,
  'silent-phone': silentPhone,
  'gift-tag': giftTag,
  'gyeran-mari': gyeranMari,
  'hedgehog-home': hedgehogHome,
  jangdokdae,
  jeongja,
  'kimbap-box': kimbapBox,
  lantern,
  letter,
  'log-bridge': logBridge,
  mittens,
  'mixing-bowl': mixingBowl,
  miyeokguk,
  'neighbourhood-map': neighbourhoodMap,
  // pyeongchang-story
  blackboard,
  quilt,
  crayon,
  'drawing-board': drawingBoard,
  'felt-tip-pens': feltTipPens,
  'forest-sign': forestSign,
  'glue-stick': glueStick,
  'rice-cake-scissors': riceCakeScissors,
  'hanok-gate': hanokGate,
  lane,
  maru,
  mountain,
  'mum-pots': mumPots,
  'needle-diagram': needleDiagram,
  'shop-counter': shopCounter,
  'shop-sign': shopSign,
  steam,
  'tteok-shop-front': tteokShopFront,
  'stone-wall': stoneWall,
  'wall-return': wallReturn,
  'stone-plaque': stonePlaque,
  'thought-cloud': thoughtCloud,
  'homework-board': homeworkBoard,
  'carved-stone': carvedStone,
  'hill-sign': hillSign,
  'road-name-sign': roadNameSign,
  'road-name-roman': roadNameRoman,
  'map-flat': mapFlat,
  'sunset-window': sunsetWindow,
  'steamer-lid': steamerLid,
  'village-lights': villageLights,
  'walking-stick': walkingStick,
  'watering-can': wateringCan,
  'map-on-table': mapOnTable,
  'board-flat': boardFlat,
  'crayon-stub': crayonStub,
  'crayon-down': crayonDown,
  'pocket-leaf': pocketLeaf,
  notebook,
  'pine-band': pineBand,
  'curled-roof': curledRoof,
  'hanok-maru': hanokMaru,
  'crayon-box': crayonBox,
  'water-stream': waterStream,
  'tteok-trays': tteokTrays,
  'rumble-lines': rumbleLines,
  'splash-crown': splashCrown,
  'tree-trunk': treeTrunk,
  'sleep-blanket': sleepBlanket,
  'oak-tree': oakTree,
  'overcast-sky': overcastSky,
  'shelter-rain': shelterRain,
  'paper-crown': paperCrown,
  'paper-cutout': paperCutout,
  'party-hat': partyHat,
  phone,
  'picnic-basket': picnicBasket,
  'piggy-bank': piggyBank,
  present,
  puddles,
  'river-glimpse': riverGlimpse,
  'rain-cloud': rainCloud,
  'rice-bowl': riceBowl,
  'songpyeon-bag': songpyeonBag,
  rope,
  scarf,
  sketchbook,
  sled,
  'snowy-street-lane': snowyStreetLane,
  snowman,
  sofa,
  'star-blanket': starBlanket,
  pillow,
  stream,
  'strawberry-cake': strawberryCake,
  'sugar-jar': sugarJar,
  'milk-bottle': milkBottle,
  table,
  toy,
  tteok,
  umbrella,
  'umbrella-stand': umbrellaStand,
  'big-umbrella': bigUmbrella,
  'wall-calendar': wallCalendar,
  whisk,
  window: windowProp,
  wreath,
  // charlotte-christmas
  'big-window': bigWindow,
  'cookie-box': cookieBox,
  'cookie-tin': cookieTin,
  'knit-scarf': knitScarf,
  'light-string': lightString,
  quarters,
  'winter-coats': winterCoats,
  'crumpled-wrapping': crumpledWrapping,
  'family-picture': familyPicture,
  'grandparents-house': grandparentsHouse,
  'lit-doorway': litDoorway,
  'tear-drop': tearDrop,
  'paper-star': paperStar,
  'price-tag': priceTag,
  'snow-boots': snowBoots,
  'star-cookie': starCookieProp,
  'throw-blanket': throwBlanket,
  hanky,
  'window-seat': windowSeat,
  'window-weather': windowWeather,
  'light-switch': lightSwitch,
  blueberries,
  branch,
  crackers,
  ferns,
  'flat-rock': flatRock,
  'flood-water': floodWater,
  'fright-marks': frightMarks,
  'motion-arc': motionArc,
  'action-marks': actionMarks,
  handbag,
  'forest-map': forestMap,
  'charlotte-backpack': charlotteBackpack,
  'hedgehog-hug': hedgehogHug,
  'rolling-rock': rollingRock,
  'round-pebble': roundPebble,
  'boot-mud': bootMud,
  'garden-gate': gardenGate,
  'paw-prints': pawPrints,
  'pine-tree': pineTree,
  'stepping-stones': steppingStones,
  'still-water': stillWater,
  'tree-stump': treeStump,
  'mud-patch': mudPatch,
  pencil,
  'cake-candles': cakeCandles,
  toast,
  toaster,
  spoon,
  'cereal-bowl': cerealBowl,
  'party-list': partyList,
  fridge,
  cupboard,
  gate,
  'house-front': houseFront,
  dollop,
  'face-flush': faceFlush,
  'long-list-folding': longListFolding,
  'morning-clock': morningClock,
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
  'cake-knife': cakeKnife,
  'wall-clock': wallClock,
  'bed-footboard': bedFootboard,
  chipmunk,
  'flour-sack': flourSack,
};

export const propIds: readonly string[] = Object.keys(props).sort();

export function isPropId(id: string): boolean {
  return Object.hasOwn(props, id);
}

export function propVariants(id: string): readonly string[] {
  const prop = props[id];
  if (!prop) throw new Error(`Unknown prop "${id}"`);
  return prop.variants;
}

/** The prop's markup in its own box (see PropOptions); throws on an unknown prop or variant. */
export function drawProp(id: string, options: PropOptions): string {
  const prop = props[id];
  if (!prop) throw new Error(`Unknown prop "${id}"`);
  if (options.variant !== undefined && !prop.variants.includes(options.variant)) {
    throw new Error(`Prop "${id}" has no variant "${options.variant}" (it has: ${prop.variants.join(', ') || 'none'})`);
  }
  return prop.draw({ ...options, variant: options.variant ?? prop.variants[0] });
}

/** Where a lit prop glows from, in canvas units around its base; null when it gives no light. */
export function propLight(id: string, options: PropOptions): PropLight | null {
  const prop = props[id];
  if (!prop?.light || options.lit === false) return null;
  return prop.light({ ...options, variant: options.variant ?? prop.variants[0] });
}

/** Half the prop's width as a share of its size, where hands holding it by its side edges go (see PropDefinition.halfWidth). */
export function propHalfWidth(id: string): number {
  return props[id]?.halfWidth ?? 0.45;
}

/** Where a hand holds the prop, as a share of its size above its base (see PropDefinition.grip). */
export function propGrip(id: string): number {
  return props[id]?.grip ?? 0.4;
}

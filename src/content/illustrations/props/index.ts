import { backpack } from './backpack';
import { bakingTray } from './baking-tray';
import { ball } from './ball';
import { balloons } from './balloons';
import { bapsang } from './bapsang';
import { bed } from './bed';
import { berryBasket } from './berry-basket';
import { berryBush } from './berry-bush';
import { birthdayCake } from './birthday-cake';
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
import { giftTag } from './gift-tag';
import { gyeranMari } from './gyeran-mari';
import { hedgehogHome } from './hedgehog-home';
import { jangdokdae } from './jangdokdae';
import { lantern } from './lantern';
import { letter } from './letter';
import { logBridge } from './log-bridge';
import { mittens } from './mittens';
import { mixingBowl } from './mixing-bowl';
import { miyeokguk } from './miyeokguk';
import { neighbourhoodMap } from './neighbourhood-map';
import { oakTree } from './oak-tree';
import { paperCrown } from './paper-crown';
import { partyHat } from './party-hat';
import { phone } from './phone';
import { piggyBank } from './piggy-bank';
import { present } from './present';
import { rainCloud } from './rain-cloud';
import { riceBowl } from './rice-bowl';
import { rope } from './rope';
import { scarf } from './scarf';
import { sketchbook } from './sketchbook';
import { sled } from './sled';
import { snowman } from './snowman';
import { sofa } from './sofa';
import { stream } from './stream';
import { sugarJar } from './sugar-jar';
import { table } from './table';
import { toy } from './toy';
import { tteok } from './tteok';
import { umbrella } from './umbrella';
import { whisk } from './whisk';
import { windowProp } from './window';
import { wreath } from './wreath';
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
  'berry-bush': berryBush,
  'birthday-cake': birthdayCake,
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
  'gift-tag': giftTag,
  'gyeran-mari': gyeranMari,
  'hedgehog-home': hedgehogHome,
  jangdokdae,
  lantern,
  letter,
  'log-bridge': logBridge,
  mittens,
  'mixing-bowl': mixingBowl,
  miyeokguk,
  'neighbourhood-map': neighbourhoodMap,
  'oak-tree': oakTree,
  'paper-crown': paperCrown,
  'party-hat': partyHat,
  phone,
  'piggy-bank': piggyBank,
  present,
  'rain-cloud': rainCloud,
  'rice-bowl': riceBowl,
  rope,
  scarf,
  sketchbook,
  sled,
  snowman,
  sofa,
  stream,
  'sugar-jar': sugarJar,
  table,
  toy,
  tteok,
  umbrella,
  whisk,
  'window': windowProp,
  wreath,
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

/** Where a hand holds the prop, as a share of its size above its base (see PropDefinition.grip). */
export function propGrip(id: string): number {
  return props[id]?.grip ?? 0.4;
}

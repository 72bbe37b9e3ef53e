import { birthdayCake } from './birthday-cake';
import { cakeSlice } from './cake-slice';
import { candle } from './candle';
import { paperCrown } from './paper-crown';
import { bapsang } from './bapsang';
import { dotjari } from './dotjari';
import { gyeranMari } from './gyeran-mari';
import { miyeokguk } from './miyeokguk';
import { riceBowl } from './rice-bowl';
import { tteok } from './tteok';
import { neighbourhoodMap } from './neighbourhood-map';
import { sketchbook } from './sketchbook';
import { crayons } from './crayons';
import { logBridge } from './log-bridge';
import { christmasTree } from './christmas-tree';
import type { PropDefinition, PropOptions } from './types';

export type { PropDefinition, PropOptions } from './types';

/** Every prop the scenes can name. Add a prop in its own file and list it here. */
const props: Record<string, PropDefinition> = {
  'birthday-cake': birthdayCake,
  'cake-slice': cakeSlice,
  candle,
  'paper-crown': paperCrown,
  bapsang,
  dotjari,
  'gyeran-mari': gyeranMari,
  miyeokguk,
  'rice-bowl': riceBowl,
  tteok,
  'neighbourhood-map': neighbourhoodMap,
  sketchbook,
  crayons,
  'log-bridge': logBridge,
  'christmas-tree': christmasTree,
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

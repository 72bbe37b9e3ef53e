import { bapsang } from './bapsang';
import { chair } from './chair';
import { floorLamp } from './floor-lamp';
import { oakTree } from './oak-tree';
import { present } from './present';
import { starBlanket } from './star-blanket';
import { pillow } from './pillow';
import { table } from './table';
import { wallCalendar } from './wall-calendar';
import { windowProp } from './window';
import { windowSeat } from './window-seat';
import { frightMarks } from './fright-marks';
import { flatRock } from './flat-rock';
import { treeStump } from './tree-stump';
import { pencil } from './pencil';
import { steam } from './steam';
import { registeredPart } from '../registry';
import type { PropDefinition, PropLight, PropOptions } from './types';

export type { PropDefinition, PropLight, PropOptions } from './types';

/** The generic props the engine draws. Add one in its own file and list it here; a book's own props it registers. */
const builtIn: Record<string, PropDefinition> = {
  bapsang,
  chair,
  'floor-lamp': floorLamp,
  steam,
  'oak-tree': oakTree,
  present,
  'star-blanket': starBlanket,
  pillow,
  table,
  'wall-calendar': wallCalendar,
  window: windowProp,
  'window-seat': windowSeat,
  'flat-rock': flatRock,
  'fright-marks': frightMarks,
  'tree-stump': treeStump,
  pencil,
};

export const propIds: readonly string[] = Object.keys(builtIn).sort();

/** Part of the place rather than a thing in it (`PropDefinition.landmark`), drawn by the engine or registered by a book. */
export const isLandmarkProp = (id: string): boolean => propOf(id)?.landmark === true;

/** Whether the prop is drawn across the bodies of those holding it (see PropDefinition.heldAcross). */
export const isHeldAcrossProp = (id: string): boolean => propOf(id)?.heldAcross === true;

/** The top hands sent to the prop rest on, drawn over it, if it has one (see PropDefinition.handsRest). */
export const handsRestOf = (id: string): PropDefinition['handsRest'] => propOf(id)?.handsRest;

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

/** Whether the prop is a flat thing shown by its front (see PropDefinition.showsFront). */
export const propShowsFront = (id: string): boolean => propOf(id)?.showsFront === true;

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

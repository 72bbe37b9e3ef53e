import { scaled } from '@/pictures/props/kit';
import { mapMarkup, mapVariants } from './neighbourhood-map';
import type { PropDefinition } from '@/pictures/props/types';

/**
 * Seojun's map (pyeongchang-story) lying flat on the low table or the floor, seen from the eye-level
 * camera: the same sheet in the same states as neighbourhood-map.ts, foreshortened to under
 * half its height and leaning back, so it lies on the surface instead of standing up on it. 100 wide.
 */
export const mapFlat: PropDefinition = {
  grip: 0,
  variants: mapVariants.filter((v) => !['new-drawings', 'signatures', 'paw-print'].includes(v)),
  draw: ({ size, variant = 'blank' }) => scaled(size, `<g transform="matrix(1 0 -.15 .46 0 0)">${mapMarkup(variant)}</g>`),
};

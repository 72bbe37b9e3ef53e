import { n } from '../figures/svg';
import { mud, NEAR_STRIP } from './flood-water';
import type { PropDefinition } from './types';

/** The flood's darker near-bank strip as it shows: its shade at .45 over the water, mixed once. */
const nearShade = '#9d7547';

/**
 * A patch of still water in the muddy flood, free of wave lines and foam (behind an animal's head at
 * the water's edge, so no wave line runs into its snout). Placed at the flood
 * band's near bank: x its middle, y the bank; the patch is `size` wide, its middle 38 units above the
 * bank, and it matches the band's darker strip where it dips into it. List it after the flood and
 * before the animal it frames.
 */
export const stillWater: PropDefinition = {
  variants: [],
  draw: ({ size }) => {
    const a = size / 2;
    const b = size * 0.34;
    const cy = -38;
    const dy = (-NEAR_STRIP - cy) / b;
    const pool = `<ellipse cx="0" cy="${cy}" rx="${n(a)}" ry="${n(b)}" fill="${mud.base}"/>`;
    if (dy >= 1) return pool;
    const hw = a * Math.sqrt(1 - dy * dy);
    return `${pool}<path d="M${n(-hw)} ${-NEAR_STRIP}A${n(a)} ${n(b)} 0 0 0 ${n(hw)} ${-NEAR_STRIP}Z" fill="${nearShade}"/>`;
  },
};

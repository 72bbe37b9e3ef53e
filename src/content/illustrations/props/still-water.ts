import type { PropDefinition } from './types';

/** The muddy flood's colours (see flood-water): its water, and the darker strip along its near bank. */
const base = '#b08552';
const nearShade = '#9d7547';
/** How far above the near bank the flood's darker strip starts, in scene units (flood-water's -26). */
const STRIP = 26;

const r = (v: number) => Math.round(v * 10) / 10;

/**
 * A patch of still water in the muddy flood, free of wave lines and foam (forest-adventure c2-p3:
 * behind Pip's head at the water's edge, so no wave line runs into his snout). Placed at the flood
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
    const dy = (-STRIP - cy) / b;
    const pool = `<ellipse cx="0" cy="${cy}" rx="${r(a)}" ry="${r(b)}" fill="${base}"/>`;
    if (dy >= 1) return pool;
    const hw = a * Math.sqrt(1 - dy * dy);
    return `${pool}<path d="M${r(-hw)} ${-STRIP}A${r(a)} ${r(b)} 0 0 0 ${r(hw)} ${-STRIP}Z" fill="${nearShade}"/>`;
  },
};

import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

/**
 * A light switch on the wall: a cream plate with its rocker, 100 wide and 150 tall, y = 0 its
 * bottom edge. 'off' has the rocker pressed down (the room's lights just switched off).
 */
export const lightSwitch: PropDefinition = {
  variants: ['on', 'off'],
  draw: ({ size, variant }) => {
    const rocker = variant === 'off' ? { top: -84, light: -84, shade: -60 } : { top: -96, light: -96, shade: -72 };
    return scaled(
      size,
      [
        `<rect x="-50" y="-150" width="100" height="150" rx="14" fill="${tones.cream.shade}"/>`,
        `<rect x="-46" y="-150" width="92" height="144" rx="12" fill="${tones.cream.base}"/>`,
        `<rect x="-22" y="-112" width="44" height="74" rx="8" fill="${tones.stone.shade}"/>`,
        `<rect x="-18" y="${rocker.top}" width="36" height="40" rx="6" fill="${tones.cream.light}"/>`,
        `<rect x="-18" y="${rocker.shade + 10}" width="36" height="6" rx="3" fill="${tones.stone.base}"/>`,
      ].join(''),
    );
  },
};

import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

const berry = { base: '#5b5fc7', shade: '#3f4198', light: '#9ea3f0' };

/** A small woven basket, heaped with blueberries ('full') or with a few left in the bottom ('empty'). */
export const blueberryBasket: PropDefinition = {
  variants: ['full', 'empty'],
  draw: ({ size, variant }) => {
    const spots =
      variant === 'empty'
        ? [
            [-14, -50],
            [8, -49],
          ]
        : [
            [-26, -52],
            [-12, -56],
            [4, -56],
            [20, -53],
            [30, -50],
            [-18, -63],
            [-2, -66],
            [14, -62],
            [6, -73],
          ];
    const heap = spots
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="8" fill="${berry.base}"/><path d="M${x! - 8} ${y}a8 8 0 0 0 16 0" fill="${berry.shade}"/><circle cx="${x! - 3}" cy="${y! - 3}" r="2.4" fill="${berry.light}"/>`,
      )
      .join('');
    return scaled(
      size,
      `<path d="M-36 -50Q0 -110 36 -50" stroke="${tones.wood.shade}" stroke-width="6" fill="none"/>${heap}<path d="M-40 -50H40L32 0H-32Z" fill="${tones.wood.base}"/><path d="M-38 -36H38M-36 -22H36M-34 -9H34" stroke="${tones.wood.shade}" stroke-width="3"/><path d="M-20 -50l-4 50M0 -50v50M20 -50l4 50" stroke="${tones.wood.light}" stroke-width="2"/><rect x="-42" y="-54" width="84" height="8" rx="4" fill="${tones.wood.light}"/>`,
    );
  },
};

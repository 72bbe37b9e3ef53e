import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

/** A pair of knitted mittens with a thumb each and a cuff: 'blue', or 'yellow'; 'pink-one' is one thick pink mitten held up to be looked at. */
export const mittens: PropDefinition = {
  variants: ['blue', 'yellow', 'pink-one'],
  draw: ({ size, variant }) => {
    if (variant === 'pink-one') {
      const pink = { base: '#f59ab5', shade: '#d9728f', light: '#ffc4d6' };
      return scaled(
        size,
        `<path d="M-16 0v-40q0-18 16-18t16 18v40Z" fill="${pink.base}" stroke="${pink.shade}" stroke-width="2"/><path d="M-16 -28q-12-4-12 -14t10-4" fill="${pink.base}" stroke="${pink.shade}" stroke-width="2"/><rect x="-18" y="-12" width="36" height="12" rx="3" fill="${pink.shade}"/><path d="M4 -52q8 4 8 12" stroke="${pink.light}" stroke-width="3" fill="none"/>`,
      );
    }
    const wool = variant === 'yellow' ? { base: '#ffcf3f', shade: '#e0ad22', light: '#ffe48a' } : tones.blue;
    const mitt = (x: number, flip: number) =>
      `<g transform="translate(${x} 0) scale(${flip} 1)"><path d="M-16 0v-40q0-18 16-18t16 18v40Z" fill="${wool.base}"/><path d="M-16 -28q-12-4-12 -14t10-4" fill="${wool.base}" stroke="${wool.shade}" stroke-width="2"/><rect x="-18" y="-12" width="36" height="12" rx="3" fill="${tones.cream.base}"/><path d="M4 -52q8 4 8 12" stroke="${wool.light}" stroke-width="3" fill="none"/></g>`;
    return scaled(size, mitt(-24, 1) + mitt(24, -1));
  },
};

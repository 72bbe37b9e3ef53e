import { lettering } from '../lettering';
import { starCookie } from './star-cookie';
import { scaled } from './kit';
import type { PropDefinition } from './types';

/** A blue butter-cookie tin in three tones, with a cream band round its side. */
const tin = { base: '#4f86cf', shade: '#35639f', light: '#8fb8ec' };
const band = { base: '#f6e7c6', shade: '#ddc79c' };

/**
 * A round cookie tin seen a little from above. 'open': its lid leaning on its side, star cookies
 * heaped over the rim; 'closed': the lid on, a ribbon and bow on top. A `label` is written on its band.
 */
export const cookieTin: PropDefinition = {
  grip: 0,
  variants: ['open', 'closed'],
  draw: ({ size, variant, label }) => {
    const side = `<path d="M-42 -52V-8Q0 6 42 -8V-52Z" fill="${tin.base}"/><path d="M22 -52V-3Q34 -5 42 -8V-52Z" fill="${tin.shade}"/><path d="M-42 -40Q0 -28 42 -40V-22Q0 -10 -42 -22Z" fill="${band.base}"/><path d="M22 -31Q34 -34 42 -36V-23Q34 -20 22 -18Z" fill="${band.shade}"/><path d="M-36 -48V-12" stroke="${tin.light}" stroke-width="4" stroke-linecap="round" opacity=".7"/>`;
    const words = label ? lettering(label, { x: -4, y: -25, size: 11, fill: tin.shade, maxWidth: 60 }) : '';
    if (variant === 'closed') {
      const lid = `<ellipse cy="-54" rx="46" ry="12" fill="${tin.shade}"/><ellipse cy="-58" rx="46" ry="12" fill="${tin.base}"/><ellipse cy="-60" rx="34" ry="7" fill="${tin.light}" opacity=".6"/>`;
      const bow = `<path d="M0 -60q-16-14-18-2t18 2q16-14 18-2t-18 2Z" fill="#e8574f"/>`;
      return scaled(size, side + words + lid + bow);
    }
    const lid = `<g transform="translate(40 -6) rotate(-14)"><ellipse cx="0" cy="-40" rx="12" ry="42" fill="${tin.shade}"/><ellipse cx="-3" cy="-40" rx="10" ry="38" fill="${tin.base}"/><ellipse cx="-5" cy="-40" rx="5" ry="26" fill="${tin.light}" opacity=".6"/></g>`;
    const rim = `<ellipse cy="-52" rx="42" ry="11" fill="${tin.shade}"/><ellipse cy="-52" rx="38" ry="8.5" fill="#6e4a2c"/>`;
    const heap = [
      [-24, -56, 14],
      [0, -60, 16],
      [22, -56, 14],
      [-10, -66, 13],
      [12, -68, 13],
      [0, -74, 12],
    ]
      .map(([x, y, r]) => starCookie(x!, y!, r!, 0.8))
      .join('');
    const front = `<path d="M-42 -52Q0 -38 42 -52" stroke="${tin.light}" stroke-width="3" fill="none"/>`;
    return scaled(size, lid + side + words + rim + heap + front);
  },
};

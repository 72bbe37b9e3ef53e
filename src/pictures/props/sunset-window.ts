import { scaled } from './kit';
import type { PropDefinition } from './types';

/**
 * A window pane at sunset, laid over a room background's window: bands of orange,
 * apricot and gold sky, a low sun and a dark ridge, under the white frame and cross bars. 100 wide and
 * about 65 tall, so at size 260 it covers the dining room's 260 × 170 window.
 */
export const sunsetWindow: PropDefinition = {
  variants: [],
  light: ({ size }) => ({ x: 0, y: -size * 0.32, radius: size * 0.5 }),
  draw: ({ size }) =>
    scaled(
      size,
      [
        '<rect x="-50" y="-65.4" width="100" height="65.4" fill="#e9795a"/>',
        '<rect x="-50" y="-46" width="100" height="46" fill="#f39a5a"/>',
        '<rect x="-50" y="-28" width="100" height="28" fill="#ffc47a"/>',
        '<circle cx="14" cy="-16" r="9" fill="#fff0b0"/><circle cx="14" cy="-16" r="13" fill="#fff0b0" opacity=".35"/>',
        '<path d="M-50 -8q18-10 36-4t30-6t34 4V0H-50Z" fill="#9c5a4a"/>',
        '<rect x="-48.5" y="-63.9" width="97" height="62.4" fill="none" stroke="#fff" stroke-width="3"/><path d="M0 -65.4V0M-50 -32.7H50" stroke="#fff" stroke-width="2.3"/>',
      ].join(''),
    ),
};

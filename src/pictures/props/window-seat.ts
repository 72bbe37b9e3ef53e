import { scaled, tones } from './drawing';
import type { PropDefinition } from './types';

/**
 * A cushioned window seat: a wooden bench box with a long cushion and two pillows, pink at the left and
 * yellow at the right ('one-pillow': only the yellow one, the left end left free for someone sitting
 * there); the cushion's top is at y = -0.3 × size.
 */
export const windowSeat: PropDefinition = {
  grip: 0,
  variants: ['two-pillows', 'one-pillow'],
  draw: ({ size, variant }) => {
    const w = tones.cream;
    const c = tones.teal;
    return scaled(
      size,
      `<rect x="-50" y="-22" width="100" height="22" fill="${w.shade}"/><rect x="-48" y="-20" width="44" height="17" rx="2" fill="${w.base}"/><rect x="4" y="-20" width="44" height="17" rx="2" fill="${w.base}"/><rect x="-50" y="-31" width="100" height="10" rx="5" fill="${c.base}"/><rect x="-50" y="-31" width="100" height="3" rx="1.5" fill="${c.light}"/>${variant === 'one-pillow' ? '' : `<rect x="-48" y="-46" width="18" height="16" rx="6" fill="${tones.pink.base}"/>`}<rect x="30" y="-46" width="18" height="16" rx="6" fill="${tones.yellow.base}"/>`,
    );
  },
};

import { starCookie } from './star-cookie';
import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

/** An open cookie tin, its lid flap up behind, star cookies showing over the rim; 'open' or 'closed' with a ribbon. */
export const cookieBox: PropDefinition = {
  grip: 0,
  variants: ['open', 'closed'],
  draw: ({ size, variant }) => {
    const r = tones.red;
    const body = `<rect x="-46" y="-50" width="92" height="50" rx="4" fill="${r.base}"/><rect x="22" y="-50" width="24" height="50" rx="4" fill="${r.shade}"/><path d="M-46 -40H46" stroke="${r.light}" stroke-width="3"/><circle cx="-14" cy="-24" r="9" fill="${tones.cream.base}"/><path d="M-14 -30v12M-20 -24h12" stroke="${tones.green.base}" stroke-width="3"/>`;
    if (variant === 'closed') {
      return scaled(
        size,
        `${body}<rect x="-50" y="-60" width="100" height="14" rx="4" fill="${r.shade}"/><path d="M0 -60V0" stroke="${tones.yellow.base}" stroke-width="8"/><path d="M0 -62q-18-16-20-2t20 2q18-16 20-2t-20 2Z" fill="${tones.yellow.base}"/>`,
      );
    }
    const lid = `<path d="M-46 -50L-40 -92H40L46 -50Z" fill="${r.shade}"/><path d="M-40 -88H40" stroke="${r.light}" stroke-width="3"/>`;
    const cookies = [
      [-26, -52, 0.7],
      [2, -58, 0.8],
      [28, -52, 0.7],
      [-12, -48, 0.6],
      [16, -46, 0.6],
    ]
      .map(([x, y, s]) => starCookie(x!, y!, 16 * s! + 4, 0.8))
      .join('');
    return scaled(size, lid + cookies + body);
  },
};

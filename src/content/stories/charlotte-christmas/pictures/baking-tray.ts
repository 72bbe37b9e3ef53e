import { scaled, tones, type PropDefinition } from '@/pictures';
import { starCookie } from './star-cookie';

/** The brown of a picture book's motion lines, dark enough on the kitchen's pale cupboards. */
const motionInk = '#9a6b3c';

const starCookies = () => [-32, -11, 11, 32].flatMap((x) => [-13, -7].map((y) => starCookie(x + (y === -7 ? 5 : 0), y, 9, 0.45))).join('');

/** A red oven mitt pulled off and dropped over the tray's right end, its cuff hanging past the rim and its thumb up. */
const droppedMitt = () =>
  `<g transform="translate(38 -14) rotate(-10)"><path d="M-12 7Q-15 -6 -3 -8H9Q17 -8 17 0T9 7Z" fill="${tones.red.base}"/>` +
  `<path d="M0 -7Q1 -15 7 -14Q11 -12 8 -7Z" fill="${tones.red.base}"/><rect x="-18" y="-9" width="7" height="17" rx="2" fill="${tones.red.shade}"/></g>`;

/**
 * A metal baking tray of golden 'star-cookies' ('with-mitt': the oven mitt just dropped on its end), or 'tipping': the
 * tray held by its middle and tilted down to the right, its last cookies sliding off the low end and one dropping
 * from it, so what goes into a box under that end is poured in (held level, the tray hovered over the box), with swoosh
 * arcs over its low end and drop streaks over the falling cookie: tipped in a hurry.
 */
export const bakingTray: PropDefinition = {
  grip: 0,
  // A flat tray with its cookies is about a fifth as tall as it is wide: carried in both hands it stays in them.
  height: 0.22,
  variants: ['star-cookies', 'with-mitt', 'tipping'],
  draw: ({ size, variant }) => {
    const tray = `<path d="M-50 -2L-42 -18H42L50 -2Z" fill="${tones.metal.light}"/><path d="M-50 -3H50V0H-50Z" fill="${tones.metal.shade}"/><path d="M-44 -5L-38 -15H38L44 -5Z" fill="${tones.metal.base}"/>`;
    if (variant === 'tipping') {
      const sliding = [starCookie(18, -10, 10, 0.6), starCookie(36, -9, 10, 0.6)].join('');
      // "Fast!": two swoosh arcs over the low end where it swung down from, and drop streaks over the falling cookie, so
      // the tray is seen tipped in a hurry, not resting tilted.
      const swoosh =
        `<g stroke="${motionInk}" stroke-width="4" stroke-linecap="round" fill="none">` +
        `<path d="M14 -40Q44 -42 58 -20"/><path d="M4 -54Q46 -58 68 -28"/><path d="M46 14V24M58 12V22"/></g>`;
      return scaled(size, `${swoosh}<g transform="rotate(28)">${tray}${sliding}</g>${starCookie(52, 36, 10, 0.8)}`);
    }
    return scaled(size, `${tray}${starCookies()}${variant === 'with-mitt' ? droppedMitt() : ''}`);
  },
};

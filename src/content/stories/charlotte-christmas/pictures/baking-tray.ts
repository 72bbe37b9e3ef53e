import { scaled, tones, type PropDefinition } from '@/pictures';
import { starCookie } from './star-cookie';

const starCookies = () => [-32, -11, 11, 32].flatMap((x) => [-13, -7].map((y) => starCookie(x + (y === -7 ? 5 : 0), y, 9, 0.45))).join('');

/**
 * A metal baking tray: empty, or with rows of biscuits ready for the oven, or golden star cookies, or the
 * 'last-cookies': three stars left at one end. 'star-cookies-by-rim' is the full tray carried by one hand
 * at its right rim: the tray reaches left of the hand, so the mitt is under that end, clear of the cookies.
 */
export const bakingTray: PropDefinition = {
  grip: 0,
  // A flat tray with its cookies is about a fifth as tall as it is wide: carried in both hands it stays in them.
  height: 0.22,
  variants: ['empty', 'cookies', 'star-cookies', 'last-cookies', 'star-cookies-by-rim'],
  draw: ({ size, variant }) => {
    const cookies =
      variant === 'star-cookies' || variant === 'star-cookies-by-rim'
        ? starCookies()
        : variant === 'last-cookies'
          ? [-30, -12, 6].map((x, i) => starCookie(x, i === 1 ? -13 : -8, 10, 0.45)).join('')
          : variant === 'cookies'
            ? [-30, -10, 10, 30]
                .flatMap((x) => [-12, -6].map((y) => `<ellipse cx="${x + (y === -6 ? 4 : 0)}" cy="${y}" rx="8" ry="3.5" fill="#e3b06a"/>`))
                .join('')
            : '';
    const tray = `<path d="M-50 -2L-42 -18H42L50 -2Z" fill="${tones.metal.light}"/><path d="M-50 -3H50V0H-50Z" fill="${tones.metal.shade}"/><path d="M-44 -5L-38 -15H38L44 -5Z" fill="${tones.metal.base}"/>${cookies}`;
    return scaled(size, variant === 'star-cookies-by-rim' ? `<g transform="translate(-46 -4)">${tray}</g>` : tray);
  },
};

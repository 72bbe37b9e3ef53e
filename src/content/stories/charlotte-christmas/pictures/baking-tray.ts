import { scaled, tones, type PropDefinition } from '@/pictures';
import { starCookie } from './star-cookie';

const starCookies = () => [-32, -11, 11, 32].flatMap((x) => [-13, -7].map((y) => starCookie(x + (y === -7 ? 5 : 0), y, 9, 0.45))).join('');

/** A metal baking tray of golden 'star-cookies', or the 'last-cookies': three stars left at one end. */
export const bakingTray: PropDefinition = {
  grip: 0,
  // A flat tray with its cookies is about a fifth as tall as it is wide: carried in both hands it stays in them.
  height: 0.22,
  variants: ['star-cookies', 'last-cookies'],
  draw: ({ size, variant }) => {
    const cookies = variant === 'last-cookies' ? [-30, -12, 6].map((x, i) => starCookie(x, i === 1 ? -13 : -8, 10, 0.45)).join('') : starCookies();
    return scaled(
      size,
      `<path d="M-50 -2L-42 -18H42L50 -2Z" fill="${tones.metal.light}"/><path d="M-50 -3H50V0H-50Z" fill="${tones.metal.shade}"/><path d="M-44 -5L-38 -15H38L44 -5Z" fill="${tones.metal.base}"/>${cookies}`,
    );
  },
};

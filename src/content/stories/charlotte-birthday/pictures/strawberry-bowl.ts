import { bowl, scaled, tones, type PropDefinition } from '@/pictures';

/** Fresh strawberries in a small bowl: 'full' heaped up, 'few' a handful left over. */
export const strawberryBowl: PropDefinition = {
  grip: 0,
  variants: ['full', 'few'],
  draw: ({ size, variant }) => {
    const spots =
      variant === 'few'
        ? [
            [-12, -50],
            [8, -51],
            [-1, -56],
          ]
        : [
            [-26, -48],
            [-12, -52],
            [4, -50],
            [20, -49],
            [-18, -58],
            [-2, -61],
            [14, -58],
            [5, -68],
          ];
    const berry = ([x, y]: number[]) =>
      `<path d="M${x! - 8} ${y! - 4}q8 -6 16 0q-2 12 -8 16q-6 -4 -8 -16Z" fill="${tones.red.base}"/><path d="M${x! - 5} ${y! - 5}l5 -4l5 4" stroke="${tones.green.base}" stroke-width="3" fill="none" stroke-linecap="round"/><circle cx="${x! - 2}" cy="${y!}" r="1" fill="${tones.yellow.light}"/>`;
    return scaled(size, bowl(80, 42, spots.map(berry).join(''), tones.china, tones.red.light));
  },
};

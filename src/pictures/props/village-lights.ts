import { scaled } from './kit';
import type { PropDefinition } from './types';

/** Houses down the hill at night, window after window lit yellow; 100 wide, about 44 tall. With `lit`, the windows also throw a soft warm glow over the hillside. */
export const villageLights: PropDefinition = {
  variants: [],
  light: ({ size, lit }) => (lit ? { x: 0, y: -size * 0.16, radius: size * 0.42 } : null),
  draw: ({ size }) => {
    // The far row first, so the near row, drawn large enough to count its windows on a phone, stands in front.
    const houses: [number, number, number][] = [
      [-44, -26, 10],
      [-24, -22, 14],
      [0, -24, 14],
      [24, -22, 14],
      [44, -26, 10],
      [-37, -2, 22],
      [-13, 0, 24],
      [11, -2, 22],
      [35, 0, 22],
    ];
    const body = houses
      .map(
        ([x, y, w], i) =>
          `<path d="M${x - w / 2} ${y}v-${w * 0.6}l${w / 2} -${w * 0.35}l${w / 2} ${w * 0.35}v${w * 0.6}Z" fill="${i % 2 ? '#2c3357' : '#363e68'}"/><rect x="${x - w * 0.34}" y="${y - w * 0.48}" width="${w * 0.3}" height="${w * 0.3}" fill="#ffd66e"/><rect x="${x + w * 0.04}" y="${y - w * 0.48}" width="${w * 0.3}" height="${w * 0.3}" fill="${i % 3 ? '#ffd66e' : '#ffe9a8'}"/>`,
      )
      .join('');
    const glow = houses.map(([x, y, w]) => `<circle cx="${x}" cy="${y - w * 0.35}" r="${w * 0.6}" fill="#ffd66e" opacity=".18"/>`).join('');
    return scaled(size, glow + body);
  },
};

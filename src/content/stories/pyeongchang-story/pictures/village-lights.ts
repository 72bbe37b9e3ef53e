import { scaled, type PropDefinition } from '@/pictures';

/** Houses down the hill at night, window after window lit yellow; 100 wide, about 56 tall, four rows stepping down
 * the slope, nearer and bigger at the bottom. With `lit`, the windows also throw a soft warm glow over the hillside. */
export const villageLights: PropDefinition = {
  variants: [],
  light: ({ size, lit }) => (lit ? { x: 0, y: -size * 0.2, radius: size * 0.5 } : null),
  draw: ({ size }) => {
    // Rows from the far top of the slope to the near bottom: [y of the row's ground, house width, houses in it].
    // Many small far houses and a few big near ones, so the lights read as more than anyone could count.
    const rows: [number, number, number][] = [
      [-40, 8, 10],
      [-28, 11, 8],
      [-14, 15, 6],
      [0, 19, 5],
    ];
    const houses: [number, number, number][] = rows.flatMap(([y, w, n], r) =>
      Array.from({ length: n }, (_, i) => {
        const step = 96 / n;
        // Every other row sits half a house over, and each house a little up or down the slope.
        return [-48 + step * (i + 0.5) + (r % 2 ? step * 0.25 : 0), y - ((i * 7 + r * 3) % 5) * 0.8, w] as [number, number, number];
      }),
    );
    const body = houses
      .map(
        ([x, y, w], i) =>
          `<path d="M${x - w / 2} ${y}v-${w * 0.6}l${w / 2} -${w * 0.35}l${w / 2} ${w * 0.35}v${w * 0.6}Z" fill="${i % 2 ? '#262c4c' : '#30375e'}"/><rect x="${x - w * 0.36}" y="${y - w * 0.5}" width="${w * 0.32}" height="${w * 0.32}" fill="#ffd24a"/><rect x="${x + w * 0.04}" y="${y - w * 0.5}" width="${w * 0.32}" height="${w * 0.32}" fill="${i % 3 ? '#ffd24a' : '#ffe58a'}"/>`,
      )
      .join('');
    const glow = houses.map(([x, y, w]) => `<circle cx="${x}" cy="${y - w * 0.34}" r="${w * 0.5}" fill="#ffd24a" opacity=".26"/>`).join('');
    return scaled(size, glow + body);
  },
};

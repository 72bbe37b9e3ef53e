import { scaled, type PropDefinition } from '@/pictures';

/** One house's kind: a tiled hanok roof with upturned eaves, a plain gable, or a taller flat-roofed block of flats. */
type HouseKind = 'hanok' | 'gable' | 'block';

/** Far rows fade toward the night sky, so the hillside reads as seen from far above, not as a heap at one's feet. */
const rowShades = [
  { wall: '#4a5487', wallAlt: '#434d7e', lit: '#e9cf86', glow: 0.12 },
  { wall: '#3d4676', wallAlt: '#373f6c', lit: '#f2d272', glow: 0.16 },
  { wall: '#30375e', wallAlt: '#2a3055', lit: '#ffd24a', glow: 0.22 },
  { wall: '#262c4c', wallAlt: '#222743', lit: '#ffd24a', glow: 0.26 },
];

function house(kind: HouseKind, x: number, y: number, w: number, wall: string, lit: string, second: boolean): string {
  const h = kind === 'block' ? w * 1.1 : w * 0.6;
  const body = `<rect x="${x - w / 2}" y="${y - h}" width="${w}" height="${h}" fill="${wall}"/>`;
  const roof =
    kind === 'hanok'
      ? `<path d="M${x - w * 0.7} ${y - h - w * 0.05}q${w * 0.12} ${w * 0.06} ${w * 0.25} -${w * 0.2}h${w * 0.9}q${w * 0.13} ${w * 0.26} ${w * 0.25} ${w * 0.2}l-${w * 0.1} ${w * 0.06}H${x - w * 0.6}Z" fill="#1b1f36"/>`
      : kind === 'gable'
        ? `<path d="M${x - w * 0.56} ${y - h}l${w * 0.56} -${w * 0.34}l${w * 0.56} ${w * 0.34}Z" fill="${wall}"/>`
        : `<rect x="${x - w * 0.54}" y="${y - h - w * 0.06}" width="${w * 1.08}" height="${w * 0.06}" fill="#1b1f36"/>`;
  const win = (wx: number, wy: number, on: boolean) => `<rect x="${wx}" y="${wy}" width="${w * 0.24}" height="${w * 0.22}" fill="${on ? lit : '#1b1f36'}"/>`;
  const windows =
    kind === 'block'
      ? [0, 1]
          .flatMap((row) =>
            [0, 1, 2].map((col) => win(x - w * 0.42 + col * w * 0.3, y - h + w * 0.16 + row * w * 0.4, (row + col + (second ? 1 : 0)) % 3 !== 0)),
          )
          .join('')
      : `${win(x - w * 0.36, y - h * 0.78, true)}${win(x + w * 0.1, y - h * 0.78, !second)}`;
  return roof + body + windows;
}

/**
 * The neighbourhood down the hill at night, seen from far above: 100 wide, about 60 tall, four rows stepping down
 * the slope, the far ones small, many and fading into the night, the near ones bigger and fewer, hanok roofs with
 * upturned eaves among plain gables and a few taller blocks of flats, window after window lit yellow (all one box
 * house in stacked rows, packed up to the viewer's feet, it read as a heap of toys with no distance). With `lit`,
 * the windows also throw a soft warm glow over the hillside.
 */
export const villageLights: PropDefinition = {
  variants: [],
  light: ({ size, lit }) => (lit ? { x: 0, y: -size * 0.2, radius: size * 0.5 } : null),
  draw: ({ size }) => {
    // Rows from the far top of the slope to the near bottom: [y of the row's ground, house width, houses in it].
    const rows: [number, number, number][] = [
      [-46, 5, 16],
      [-34, 7, 12],
      [-20, 10, 8],
      [-4, 13, 6],
    ];
    const kinds: HouseKind[] = ['hanok', 'gable', 'hanok', 'block', 'gable', 'hanok', 'gable'];
    const parts = rows.flatMap(([y, w, n], r) =>
      Array.from({ length: n }, (_, i) => {
        const step = 96 / n;
        const shade = rowShades[r]!;
        // Every other row sits half a house over; each house a little up or down the slope and its own width.
        const x = -48 + step * (i + 0.5) + (r % 2 ? step * 0.25 : 0);
        const hy = y - ((i * 7 + r * 3) % 5) * 0.8;
        const hw = w * (0.85 + ((i * 5 + r) % 4) * 0.1);
        const kind = kinds[(i * 3 + r * 2) % kinds.length]!;
        const glow = `<circle cx="${x}" cy="${hy - hw * 0.34}" r="${hw * 0.5}" fill="#ffd24a" opacity="${shade.glow}"/>`;
        return glow + house(kind, x, hy, hw, i % 2 ? shade.wallAlt : shade.wall, shade.lit, (i + r) % 2 === 1);
      }),
    );
    return scaled(size, parts.join(''));
  },
};

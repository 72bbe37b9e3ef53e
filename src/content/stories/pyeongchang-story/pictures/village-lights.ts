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

/** Roof colours of the plain gabled houses (양옥): dark red, dark green, slate blue, or the wall's own. */
const GABLE_ROOFS = ['#5a2c36', '#2c4a44', '#34406a', ''];
/** Window lights: lamp yellow mostly, a warmer orange, and now and then a TV's cool blue. */
const WARM = '#ffb35c';
const TV = '#a9d3ff';
const DARK = '#1b1f36';

/**
 * One house, `v` its own number: from it come how many windows it has and which are lit and in what light, its
 * roof's colour, and on the near rows a chimney, a rooftop water tank, a lit open door or a half-drawn curtain, so no
 * two neighbours are one stamp and counting the windows rewards a look (all one box with two windows, the hillside
 * read as wallpaper).
 */
function house(kind: HouseKind, x: number, y: number, w: number, wall: string, lit: string, v: number, near: boolean): string {
  const h = kind === 'block' ? w * (1 + (v % 3) * 0.2) : w * (0.55 + (v % 2) * 0.12);
  const f = (n: number) => Number(n.toFixed(2));
  const body = `<rect x="${f(x - w / 2)}" y="${f(y - h)}" width="${f(w)}" height="${f(h)}" fill="${wall}"/>`;
  const gableRoof = GABLE_ROOFS[v % GABLE_ROOFS.length] || wall;
  const roof =
    kind === 'hanok'
      ? `<path d="M${f(x - w * 0.7)} ${f(y - h - w * 0.05)}q${f(w * 0.12)} ${f(w * 0.06)} ${f(w * 0.25)} -${f(w * 0.2)}h${f(w * 0.9)}q${f(w * 0.13)} ${f(w * 0.26)} ${f(w * 0.25)} ${f(w * 0.2)}l-${f(w * 0.1)} ${f(w * 0.06)}H${f(x - w * 0.6)}Z" fill="${DARK}"/>`
      : kind === 'gable'
        ? `<path d="M${f(x - w * 0.56)} ${f(y - h)}l${f(w * 0.56)} -${f(w * 0.34)}l${f(w * 0.56)} ${f(w * 0.34)}Z" fill="${gableRoof}"/>`
        : `<rect x="${f(x - w * 0.54)}" y="${f(y - h - w * 0.06)}" width="${f(w * 1.08)}" height="${f(w * 0.06)}" fill="${DARK}"/>`;
  // Which light a window shows: most lamp yellow, some orange, now and then a TV's blue, one in eleven dark.
  const light = (k: number) => {
    const m = (v * 5 + k * 3) % 11;
    return m === 0 ? DARK : m === 3 ? TV : m === 5 || m === 9 ? WARM : lit;
  };
  const win = (wx: number, wy: number, k: number, ww = w * 0.3, wh = w * 0.28) => {
    const colour = light(k);
    // A half-drawn curtain over some lit windows on the near rows: its dark half down one side.
    const curtain =
      near && colour !== DARK && (v + k) % 5 === 2 ? `<rect x="${f(wx)}" y="${f(wy)}" width="${f(ww * 0.45)}" height="${f(wh)}" fill="${wall}"/>` : '';
    return `<rect x="${f(wx)}" y="${f(wy)}" width="${f(ww)}" height="${f(wh)}" fill="${colour}"/>${curtain}`;
  };
  let windows: string;
  if (kind === 'block') {
    const cols = 2 + (v % 2);
    const rows = Math.max(2, Math.floor((h - w * 0.12) / (w * 0.36)));
    windows = Array.from({ length: rows }, (_, row) =>
      Array.from({ length: cols }, (_, col) =>
        win(x - w * 0.4 + (col * w * 0.6) / (cols - 1), y - h + w * 0.14 + row * w * 0.36, row * cols + col, w * 0.26, w * 0.24),
      ).join(''),
    ).join('');
  } else if (kind === 'hanok') {
    // One wide paper window, or two, or a lit sliding door down to the ground.
    const door = near && v % 3 === 1;
    windows = door
      ? `<rect x="${f(x - w * 0.14)}" y="${f(y - h * 0.8)}" width="${f(w * 0.28)}" height="${f(h * 0.8)}" fill="${WARM}"/><path d="M${f(x)} ${f(y - h * 0.8)}V${f(y)}" stroke="${DARK}" stroke-width="${f(w * 0.03)}"/>` +
        win(x - w * 0.42, y - h * 0.78, 1, w * 0.18, w * 0.18)
      : v % 3 === 0
        ? win(x - w * 0.3, y - h * 0.78, 0, w * 0.6, w * 0.24)
        : `${win(x - w * 0.36, y - h * 0.78, 0)}${win(x + w * 0.1, y - h * 0.78, 1)}`;
  } else {
    const n = 1 + (v % 3);
    windows = Array.from({ length: n }, (_, k) => win(n === 1 ? x - w * 0.1 : x - w * 0.4 + (k * w * 0.6) / (n - 1), y - h * 0.78, k, w * 0.2, w * 0.22)).join(
      '',
    );
  }
  // On the near rows, a chimney on some gables and a water tank on some flat roofs, the city's rooftops.
  const extra =
    near && kind === 'gable' && v % 2 === 0
      ? `<rect x="${f(x + w * 0.22)}" y="${f(y - h - w * 0.34)}" width="${f(w * 0.1)}" height="${f(w * 0.22)}" fill="${DARK}"/>`
      : near && kind === 'block' && v % 2 === 1
        ? `<rect x="${f(x - w * 0.3)}" y="${f(y - h - w * 0.26)}" width="${f(w * 0.24)}" height="${f(w * 0.2)}" rx="${f(w * 0.04)}" fill="#b58f3a"/>`
        : '';
  return extra + roof + body + windows;
}

/**
 * The neighbourhood down the hill at night, seen from far above: 100 wide, about 60 tall, four rows stepping down
 * the slope, the far ones small, many and fading into the night, the near ones bigger and fewer, hanok roofs with
 * upturned eaves among plain gables and a few taller blocks of flats, window after window lit yellow (all one box
 * house in stacked rows, packed up to the viewer's feet, it read as a heap of toys with no distance). With `lit`,
 * the windows also throw a soft warm glow over the houses, centred on their rows and no wider (lower and wider, it lay
 * over the pines below as a green haze; the windows are a third bigger, so they read as lit: blind critic r100, p26).
 */
export const villageLights: PropDefinition = {
  variants: [],
  light: ({ size, lit }) => (lit ? { x: 0, y: -size * 0.3, radius: size * 0.4 } : null),
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
        const glow = `<circle cx="${x}" cy="${hy - hw * 0.34}" r="${hw * 0.6}" fill="#ffd24a" opacity="${shade.glow * 1.4}"/>`;
        return glow + house(kind, x, hy, hw, i % 2 ? shade.wallAlt : shade.wall, shade.lit, i * 3 + r * 5, r >= 2);
      }),
    );
    return scaled(size, parts.join(''));
  },
};

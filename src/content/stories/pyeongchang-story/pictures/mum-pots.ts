import { clampCount, scaled, tones, type PropDefinition } from '@/pictures';
import { petalRing } from './petal-ring';

/**
 * A green watering can tipped spout down to the left, water falling from its rose, drawn where it stood over a row of
 * pots in their 100-wide box: its top handle at (46, -90), its body's middle at (52, -70).
 */
const wateringCan = (() => {
  const can = '#4f9a6a';
  const shade = '#3b7a52';
  // A clear mid blue with a darker rim: in pale sky blue, the falling water vanished against the white wall and the sky,
  // and the can only hung over the pots (blind critics: "watering" not shown).
  const water = '#7cc0ef';
  const rim = '#3f8fc6';
  const drops = [
    [-8, 14],
    [-2, 22],
    [-12, 26],
    [-5, 34],
    [-14, 40],
    [-8, 48],
    [-17, 52],
  ]
    .map(([x, y]) => `<path d="M${x} ${y}q2 4 0 6q-2-2 0-6Z"/>`)
    .join('');
  return [
    `<g transform="translate(52 -70) rotate(-28)">`,
    `<path d="M-12 4L-42 -8" stroke="${shade}" stroke-width="5" stroke-linecap="round"/><ellipse cx="-44" cy="-9" rx="3" ry="6" fill="${shade}" transform="rotate(20 -44 -9)"/>`,
    `<path d="M-15 -12h30l-2 24h-26Z" fill="${can}"/><path d="M-12 -8h10" stroke="#8fd0a6" stroke-width="3" stroke-linecap="round"/>`,
    `<path d="M-8 -12q10 -16 20 -2M14 -8q10 2 6 14" stroke="${shade}" stroke-width="3.6" fill="none" stroke-linecap="round"/>`,
    `</g>`,
    // Three thin streams from the rose down to the blooms, and the drops breaking off them.
    `<path d="M-6 8Q-9 20 -12 34M-1 10Q-3 22 -5 36M-10 6Q-14 16 -17 26" transform="translate(14 -72)" stroke="${water}" stroke-width="1.6" stroke-linecap="round" fill="none"/>`,
    `<g fill="${water}" stroke="${rim}" stroke-width=".7" transform="translate(14 -72)">${drops}</g>`,
  ].join('');
})();

/**
 * The green can held in a hand by its top handle (c2-p3), tipped spout down, water falling from its rose: moved so its
 * handle is just off the centre line, 0.3 of its size up (drawn in the pots' box over them, with the waterer's open hand
 * beside its handle, it floated there).
 */
export const wateringCanHeld: PropDefinition = {
  grip: 0.3,
  gripPoint: { x: 0.06, y: 0.3 },
  variants: [],
  draw: ({ size }) => scaled(size, `<g transform="translate(-52 60)">${wateringCan}</g>`),
};

/**
 * One small chrysanthemum head, a pompom: an outer ring of sixteen thin petals, an inner ring of ten, a heart of the
 * same yellow a shade darker (big heads with a dark heart read as sunflowers; plain discs as gold coins).
 */
function bloom(cx: number, cy: number, r: number, petal: string, inner: string, heart: string): string {
  return (
    `<path d="${petalRing(cx, cy, 16, r, r * 0.55)}" fill="${petal}" stroke="${heart}" stroke-width=".5"/>` +
    `<path d="${petalRing(cx, cy, 10, r * 0.62, r * 0.3)}" fill="${inner}" stroke="${heart}" stroke-width=".4"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${(r * 0.2).toFixed(2)}" fill="${heart}"/>`
  );
}

/** Where the small heads sit in one pot's dome, back row first (x, y from the pot's rim, and the head's size). */
const dome: [number, number, number][] = [
  [-9, -47, 4.4],
  [0, -50, 4.6],
  [9, -47, 4.4],
  [-14, -40, 4.4],
  [-5, -42, 4.8],
  [5, -43, 4.6],
  [14, -40, 4.4],
  [-10, -34, 4.6],
  [0, -36, 4.8],
  [10, -34, 4.6],
  [-16, -31, 4],
  [16, -31, 4],
];

/**
 * Clay pots of yellow chrysanthemums (국화) in full bloom, side by side; `count` pots (default 3); 100 wide. 'wet' adds
 * drops.
 */
export const mumPots: PropDefinition = {
  grip: 0,
  variants: ['dry', 'wet'],
  draw: ({ size, count, variant = 'dry' }) => {
    const n = clampCount(count, 3, 1, 5);
    const step = 100 / n;
    const y = tones.yellow;
    const g = tones.green;
    const pot = (cx: number) =>
      [
        `<path d="M${cx - 13} -24H${cx + 13}L${cx + 10} 0H${cx - 10}Z" fill="#c0693f"/><rect x="${cx - 15}" y="-28" width="30" height="6" rx="2" fill="#d98457"/>`,
        // A mound of dark leaves filling the pot, the small heads packed over it in a dome.
        `<g fill="${g.shade}"><ellipse cx="${cx}" cy="-36" rx="19" ry="14"/><ellipse cx="${cx - 14}" cy="-28" rx="6" ry="3.4"/><ellipse cx="${cx + 14}" cy="-28" rx="6" ry="3.4"/></g>`,
        ...dome.map(([dx, dy, r], i) => bloom(cx + dx, dy, r, i % 3 === 1 ? '#f6d65a' : y.base, y.light, y.shade)),
        variant !== 'dry' ? `<g fill="#a9d2f2"><path d="M${cx - 4} -54q2 4 0 6q-2-2 0-6Z"/><path d="M${cx + 12} -48q2 4 0 6q-2-2 0-6Z"/></g>` : '',
      ].join('');
    return scaled(size, Array.from({ length: n }, (_, i) => pot(-50 + step * (i + 0.5))).join(''));
  },
};

import { scaled, type PropDefinition } from '@/pictures';

/**
 * 색종이: flat lemon on the front, white on the back, its folds only a little darker: with deep ochre folds a critic read it
 * as gold metal. Written as rgb(), so the engine paints it flat, as paper, with no shine: modelled, it still read as a gold
 * band (blind critic r77).
 */
const LEMON = { base: 'rgb(255,231,94)', shade: 'rgb(248,214,69)', back: 'rgb(255,253,244)', crease: 'rgb(224,184,58)' };

/**
 * Leo's crown, point by point: [x, height, lean at the tip, flopped]. 뾰족뾰족한 끝이 삐뚤빼뚤: no two alike,
 * one short and stubby, two leaning hard, and one whose tip has flopped over where the fold gave way.
 */
const POINTS: [number, number, number, boolean][] = [
  [-38, 24, -9, false],
  [-19, 36, 6, false],
  [0, 17, -3, false],
  [19, 34, 11, true],
  [38, 27, -10, false],
];

/** One point folded from a square of 색종이, the folded half in shade; a flopped one bends over at two thirds up. */
function point(x: number, base: number, h: number, lean: number, flopped: boolean): string {
  const w = 20;
  if (flopped) {
    const kx = x + lean * 0.5;
    const ky = base - h * 0.66;
    return [
      `<path d="M${x - w / 2} ${base}L${kx - 3} ${ky}L${kx + 4} ${ky + 1}L${x + w / 2} ${base}Z" fill="${LEMON.base}"/>`,
      `<path d="M${kx + 4} ${ky + 1}L${x + w / 2} ${base}H${x + 1}Z" fill="${LEMON.shade}"/>`,
      // The tip hanging over to the side, its white back showing.
      `<path d="M${kx - 3} ${ky}L${kx + 4} ${ky + 1}L${kx + 12} ${ky + 7}Z" fill="${LEMON.back}" stroke="${LEMON.crease}" stroke-width=".9" stroke-linejoin="round"/>`,
      `<path d="M${x - w / 2} ${base}L${kx - 3} ${ky}M${kx + 4} ${ky + 1}L${x + w / 2} ${base}" stroke="${LEMON.crease}" stroke-width=".9" fill="none"/>`,
    ].join('');
  }
  const tip = `${x + lean} ${base - h}`;
  return [
    `<path d="M${x - w / 2} ${base}L${tip}L${x + 1} ${base}Z" fill="${LEMON.base}"/>`,
    `<path d="M${tip}L${x + w / 2} ${base}H${x + 1}Z" fill="${LEMON.shade}"/>`,
    `<path d="M${x + 1} ${base}L${x + w / 2} ${base}L${x + w / 2 - 3} ${base - 7}Z" fill="${LEMON.back}"/>`,
    `<path d="M${tip}L${x + 1} ${base}" stroke="${LEMON.crease}" stroke-width="1.2"/>`,
    `<path d="M${x - w / 2} ${base}L${tip}L${x + w / 2} ${base}" stroke="${LEMON.crease}" stroke-width=".9" fill="none" stroke-linejoin="round"/>`,
  ].join('');
}

/**
 * The crown set down: a ring standing on its rim, seen a little from above, so its white inside shows over the far
 * side, the far points rise white behind the near ones, and its shadow lies under its curved foot. Drawn as a flat
 * band, tilted, a critic saw it float in front of the sleeper's chin (blind critic r66).
 */
function setDown(nearPoints: string): string {
  const far: [number, number, number][] = [
    [-28, 20, 5],
    [2, 13, -4],
    [30, 22, 7],
  ];
  const farPoints = far
    .map(([x, h, lean]) => {
      const base = -28 - 8 * Math.sqrt(1 - (x / 52) ** 2);
      return `<path d="M${x - 9} ${base}L${x + lean} ${base - h}L${x + 9} ${base}Z" fill="${LEMON.back}" stroke="${LEMON.crease}" stroke-width=".9" stroke-linejoin="round"/>`;
    })
    .join('');
  return [
    `<ellipse cx="1" cy="-1" rx="60" ry="9" fill="#2c2140" opacity=".3"/>`,
    farPoints,
    `<ellipse cx="0" cy="-28" rx="50" ry="8" fill="${LEMON.back}" stroke="${LEMON.crease}" stroke-width=".9"/>`,
    nearPoints,
    `<path d="M-50 -28Q0 -12 50 -28V-4Q0 12 -50 -4Z" fill="${LEMON.base}" stroke="${LEMON.crease}" stroke-width=".9"/>`,
    `<path d="M-50 -10Q0 6 50 -10V-4Q0 12 -50 -4Z" fill="${LEMON.shade}"/>`,
    `<path d="M32 -24l10 -1v17l-10 1Z" fill="#e8f4ff" opacity=".6"/>`,
    `<path d="M-30 -22v18M25 -23v19" stroke="${LEMON.crease}" stroke-width="1" opacity=".7"/>`,
  ].join('');
}

/**
 * korean-charlotte-birthday's crown as Leo folded it from one sheet of yellow 색종이 (c2, c7, c8, c9): the kit's
 * folded paper crown made plainly crooked, as the words say (뾰족뾰족한 끝이 조금 삐뚤빼뚤했어요): points of
 * very different heights leaning every way, one tip flopped over, a band of uneven depth taped where the ends
 * meet, the whole thing askew. 'worn' curves round the head (y = 0 on the brow, about 64 wide for a child's
 * head); 'alone' stands on its rim, as set down by the pillow.
 */
export const crookedCrown: PropDefinition = {
  variants: ['worn', 'alone'],
  draw: ({ size, variant = 'worn' }) => {
    const onHead = variant === 'worn';
    const baseAt = (x: number) => (onHead ? -21 + (4 - Math.abs(x) / 10) : -24);
    const points = POINTS.map(([x, h, lean, flopped]) => point(x, baseAt(x), h, lean, flopped)).join('');
    const band = onHead
      ? [
          `<path d="M-50 -29Q0 -17 50 -31V-7Q0 7 -50 -7Z" fill="${LEMON.shade}"/>`,
          points,
          // Cut by hand: deeper at one end than the other.
          `<path d="M-50 -25Q0 -11 50 -27V-3Q0 9 -50 -7Z" fill="${LEMON.base}"/>`,
          `<path d="M-50 -25Q0 -11 50 -27v4Q0 -7 -50 -21Z" fill="${LEMON.back}"/>`,
          `<path d="M-50 -21Q0 -7 50 -23" stroke="${LEMON.crease}" stroke-width="1" fill="none"/>`,
          // The tape where the ends meet, at the side: in the band's middle, a critic read it as a jewel on a gold crown (r77).
          `<path d="M34 -24l10 -2v21l-10 2Z" fill="#e8f4ff" opacity=".6"/>`,
          `<path d="M-30 -19l3 13M25 -19l-2 14" stroke="${LEMON.crease}" stroke-width="1" fill="none" opacity=".7"/>`,
        ].join('')
      : setDown(POINTS.map(([x, h, lean, flopped]) => point(x, -28 + 8 * Math.sqrt(1 - (x / 52) ** 2), h * 0.8, lean, flopped)).join(''));
    return scaled(size, onHead ? `<g transform="rotate(-9)">${band}</g>` : band);
  },
};

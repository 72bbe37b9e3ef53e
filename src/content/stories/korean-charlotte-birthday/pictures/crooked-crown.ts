import { scaled, type PropDefinition } from '@/pictures';

/** 색종이: flat lemon on the front, white on the back, its folds only a little darker: with deep ochre folds a critic read it as gold metal. */
const LEMON = { base: '#ffe75e', shade: '#f8d645', back: '#fffdf4', crease: '#e0b83a' };

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
 * korean-charlotte-birthday's crown as Leo folded it from one sheet of yellow 색종이 (c2, c7, c8, c9): the kit's
 * folded paper crown made plainly crooked, as the words say (뾰족뾰족한 끝이 조금 삐뚤빼뚤했어요): points of
 * very different heights leaning every way, one tip flopped over, a band of uneven depth taped where the ends
 * meet, the whole thing askew. 'worn' curves round the head (y = 0 on the brow, about 64 wide for a child's
 * head); 'alone' lies flat, as set down by the pillow.
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
          `<path d="M-8 -15l15 -3v16l-15 3Z" fill="#e8f4ff" opacity=".75"/><path d="M-8 -15l15 -3" stroke="#c9dbe8" stroke-width=".8"/>`,
          `<path d="M-30 -19l3 13M25 -19l-2 14" stroke="${LEMON.crease}" stroke-width="1" fill="none" opacity=".7"/>`,
        ].join('')
      : [
          points,
          `<path d="M-50 -26L50 -28V-2H-50Z" fill="${LEMON.base}"/>`,
          `<path d="M-50 -26L50 -28v4L-50 -22Z" fill="${LEMON.back}"/><path d="M-50 -22L50 -24" stroke="${LEMON.crease}" stroke-width="1"/>`,
          `<path d="M-8 -22h15v20h-15Z" fill="#e8f4ff" opacity=".75"/>`,
          `<path d="M-30 -22v20M25 -23v21" stroke="${LEMON.crease}" stroke-width="1" opacity=".7"/>`,
        ].join('');
    return scaled(size, `<g transform="rotate(-9)">${band}</g>`);
  },
};

import { defs, landmark, skyByTime, vGradient, type TimeOfDay } from '@/pictures';

/**
 * 북한산 as Pyeongchang-dong sees it: a crown of bare pale granite above wooded slopes. Baegundae, the
 * summit, is a jagged heap of blocks in the middle; Insubong beside it is one huge smooth dome streaked by
 * rain; Mangyeongdae is the sharp peak on the other side, and lower rocky knobs run down the ridges. The
 * forest climbs right up to the rock, so the granite rises out of the trees, not out of the grass.
 */

/**
 * How far below its drawn outline the granite crown stands, in the picture's units: low enough that a phone's
 * picture, framed closer to the ground where the people stand, still holds Baegundae's summit whole.
 */
const CROWN_DROP = 66;
/** How far the tree line stands below where it was first drawn, so the forest still hugs the crown's foot. */
const WOOD_DROP = CROWN_DROP - 42;
/**
 * The mountain and its woods drawn larger about the woods' foot, so that from the hilltop it fills the sky (drawn at
 * its first size, the peaks stood no taller in the picture than Grandpa's head).
 */
const MOUNTAIN_SCALE = 1.2;
const MOUNTAIN_FOOT = 360;
const nearer = (markup: string) => `<g transform="translate(400 ${MOUNTAIN_FOOT}) scale(${MOUNTAIN_SCALE}) translate(-400 -${MOUNTAIN_FOOT})">${markup}</g>`;

// Warm, weathered granite, a step darker than snow, so the crown reads as bare rock in the sun.
const GRANITE = { lit: '#dcd2bf', shade: '#b2a690', streak: '#978b76' } as const;

/** A granite outcrop: the rock, its shade side and the rain streaks or cracks that run down it. */
function rock(outline: string, shade: string, marks: string): string {
  return `<path d="${outline}" fill="${GRANITE.lit}"/><path d="${shade}" fill="${GRANITE.shade}"/><path d="${marks}" fill="none" stroke="${GRANITE.streak}" stroke-width="2.5" stroke-linecap="round" opacity=".75"/>`;
}

/**
 * Insubong: one great dome of bare rock, its left face a sheer cliff and its top broken into ledges (drawn as a
 * smooth curve, it read as an egg).
 */
const insubong = rock(
  'M452 236L455 196L460 158L468 124L480 96L494 76L512 62L530 56L540 48L560 50L578 58L594 74L606 96L616 128L624 170L629 206L632 236Z',
  'M560 50L578 58L594 74L606 96L616 128L624 170L629 206L632 236H592L598 190L596 140L586 100L572 70Z',
  'M470 122L478 182L480 226M494 80L492 150L496 224M520 64L516 130L522 226M548 52L544 120L548 222M596 90L604 150L606 224M530 56L546 62M486 100L502 104',
);

/**
 * By night, where the maru's roof hides Baegundae, Insubong's smooth dome alone read as an observatory: drawn
 * then as a saw of jagged granite crags, the sharp skyline Bukhansan shows against the dark.
 */
const nightCrags = rock(
  'M440 236L454 180L466 190L482 128L496 142L512 84L528 110L542 92L562 56L578 98L592 86L606 134L618 124L636 236Z',
  'M562 56L578 98L592 86L606 134L618 124L636 236H596C602 180 590 120 562 56Z',
  'M482 128L478 200M512 84L506 170M542 92L540 190M562 56L566 150M606 134L604 210',
);

/**
 * Baegundae, the summit: a heap of stacked granite blocks rising in steps to a sheer top block, the highest point
 * of all (drawn as straight sharp facets it read as a snowy alpine peak; as a smooth heap, as an egg).
 */
const baegundae = rock(
  'M300 214L308 186L320 170L326 146L338 134L342 112L356 102L360 82L372 72L376 52L386 44L388 28L404 26L408 44L418 52L422 72L434 80L438 100L448 110L452 132L462 146L468 176L474 214Z',
  'M404 26L408 44L418 52L422 72L434 80L438 100L448 110L452 132L462 146L468 176L474 214H430L432 170L424 130L416 96L410 62Z',
  'M326 146L352 150M342 112L368 118M360 82L384 88M376 52L398 56M338 134L344 196M360 104L366 176M388 46L392 120M404 90L410 170M426 132L432 196M446 150L452 206',
);

/**
 * The Korean flag that flies on Baegundae's top (moved up onto its top block where drawn), tiny at this distance; not seen at night, when a roof may hide
 * the peak under it. Its taegeuk is split red over blue and its four black trigrams sit at the corners: without
 * them, a white flag with a round red mark reads as another country's flag at phone size.
 */
const summitFlag =
  '<path d="M388 42V20" stroke="#6b6258" stroke-width="1.5"/><rect x="388" y="20" width="15" height="10" fill="#ffffff" stroke="#c9c2b8" stroke-width=".4"/><circle cx="395.5" cy="25" r="2.7" fill="#2f5aa8"/><path d="M392.8 25a2.7 2.7 0 0 1 5.4 0Z" fill="#d8343f"/><path d="M389.4 22.6l1.8-1.2M389.8 23.4l1.8-1.2M399.8 21.4l1.8 1.2M399.4 22.2l1.8 1.2M389.4 27.4l1.8 1.2M389.8 26.6l1.8 1.2M399.8 28.6l1.8-1.2M399.4 27.8l1.8-1.2" stroke="#1b1b1b" stroke-width=".7"/>';

/** Mangyeongdae: the steep peak on the summit's other side, a sharp tooth of rock with a cliff on each side. */
const mangyeongdae = rock(
  'M222 222L232 192L242 160L250 132L258 110L264 92L272 78L280 70L288 84L294 106L300 132L308 160L316 190L324 222Z',
  'M280 70L288 84L294 106L300 132L308 160L316 190L324 222H296L298 176L294 130L288 96Z',
  'M250 134L254 200M264 96L266 176M276 80L280 150',
);

/** Lower rocky knobs along the ridges either side. */
const knobs = [
  rock('M106 252C110 210 126 182 150 176C174 174 188 204 192 252Z', 'M160 176C180 184 190 214 192 252H170C172 220 168 196 160 176Z', 'M130 200L132 240'),
  rock(
    'M640 256C646 206 664 166 690 156C716 152 736 184 746 256Z',
    'M700 154C722 162 738 196 746 256H720C722 212 714 178 700 154Z',
    'M668 186L670 240M690 170L692 236',
  ),
].join('');

/** Where the trees reach up to, across the picture: hugging the foot of each rock. */
const TREE_LINE: readonly (readonly [number, number])[] = [
  [-20, 310],
  [60, 288],
  [110, 262],
  [150, 254],
  [196, 258],
  [230, 232],
  [270, 224],
  [300, 216],
  [340, 210],
  [390, 216],
  [440, 214],
  [470, 224],
  [510, 242],
  [560, 248],
  [610, 244],
  [650, 254],
  [700, 246],
  [750, 264],
  [820, 304],
];

function treeLineAt(x: number): number {
  return WOOD_DROP + treeLineDrawn(x);
}

function treeLineDrawn(x: number): number {
  const next = TREE_LINE.findIndex(([px]) => px >= x);
  if (next <= 0) return TREE_LINE[Math.max(next, 0)]![1];
  const [x0, y0] = TREE_LINE[next - 1]!;
  const [x1, y1] = TREE_LINE[next]!;
  return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
}

/** The wooded slopes: their top edge a row of tree crowns, darker rows of crowns lower down. */
function woods(): string {
  const step = 16;
  let edge = `M-20 360L-20 ${treeLineAt(-20)}`;
  for (let x = -20; x < 820; x += step) edge += `Q${x + step / 2} ${treeLineAt(x + step / 2) - 11} ${x + step} ${treeLineAt(x + step)}`;
  const crowns: string[] = [];
  // Rows of crowns in two greens, set off from one another row by row, so the slope reads as forest.
  for (let row = 0; row < 5; row += 1) {
    for (let x = -10 + (row % 2) * 14; x < 820; x += 28) {
      const y = treeLineAt(x) + 14 + row * 16 + ((x * 7) % 5);
      crowns.push(`<ellipse cx="${x}" cy="${y}" rx="13" ry="8" fill="${row % 2 ? '#3c6a45' : '#4e7f52'}"/>`);
    }
  }
  return `<path d="${edge}V360Z" fill="url(#bg-bk-wood)"/>${crowns.join('')}`;
}

/** Little pines clinging in the cracks and at the foot of the rock. */
const clinging = `<g fill="#3f6f48">${[
  [318, 214],
  [450, 204],
  [470, 228],
  [244, 228],
  [612, 242],
  [196, 260],
  [660, 254],
  [356, 178],
  [420, 150],
  [384, 120],
  [292, 170],
  [520, 200],
  [596, 168],
  [488, 150],
]
  .map(([x, y]) => `<ellipse cx="${x}" cy="${y! + WOOD_DROP}" rx="9" ry="6"/><ellipse cx="${x! + 4}" cy="${y! + WOOD_DROP - 5}" rx="6" ry="4"/>`)
  .join('')}</g>`;

/** 북한산: the granite crown of Baegundae, Insubong and Mangyeongdae above wooded slopes; no snow on them. */
export function bukhansan(time: TimeOfDay): string {
  return [
    // At night the moon hangs over Insubong, where a phone's narrower picture of the porch still holds it.
    skyByTime(time, time === 'night' ? 566 : 730, time === 'night' ? 50 : 64),
    defs(vGradient('ridge', ['#6f9c6a', '#4f7f52']), vGradient('bk-wood', ['#5f9159', '#3f6a45'])),
    // Far ridges either side, blue with distance.
    '<path d="M-10 270Q80 214 170 226T330 236Q420 226 520 240T700 212Q760 204 810 226V330H-10Z" fill="#a9bfc0"/>',
    // The crown sits low enough that a phone's picture, framed closer to the ground, still shows its peaks.
    landmark(
      'bukhansan',
      nearer(
        `<g transform="translate(0 ${CROWN_DROP})">${[knobs, mangyeongdae, time === 'night' ? nightCrags : insubong, baegundae, time === 'day' ? `<g transform="translate(8 -16)">${summitFlag}</g>` : ''].join('')}</g>`,
      ),
    ),
    landmark('pine-forest', nearer(woods() + clinging)),
    '<path d="M0 300q200-40 400-10t400-20V500H0Z" fill="url(#bg-ridge)"/>',
    '<path d="M0 380q260-30 520 0t280 0V500H0Z" fill="#8fb26d"/>',
    '<path d="M330 500q40-60 80-120h24q-20 60 10 120Z" fill="#d8c29a"/>',
    '<g fill="#cfcabd"><ellipse cx="260" cy="430" rx="34" ry="16"/><ellipse cx="560" cy="450" rx="40" ry="18"/><ellipse cx="600" cy="440" rx="20" ry="12"/></g>',
  ].join('');
}

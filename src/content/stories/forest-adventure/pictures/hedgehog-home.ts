import { scaled, tones, type PropDefinition } from '@/pictures';

/**
 * Just the little door between a tree's roots, flung open: two big roots coming down either side of a tall
 * round-topped doorway set in a dark hollow, ringed with pale stones, warm light pouring out of it onto the grass, the wooden door (its planks and knob) swung wide open on its hinge
 * at the right, its face slanting toward us, and short strokes of light bursting round it.
 */
/**
 * Where the doorway's straight sides end and its arch begins: the doorway stands 90 high, taller than the grown
 * hedgehog who comes out of it (54 high, she stood over it, "taller than her own door": a critic).
 */
const JAMB = 70;
/** The pale stones up each side of the doorway, below its arch. */
const SIDE_STONES = [-4, -15, -26, -37, -48, -59];

function doorOpen(): string {
  // Two big roots coming down out of the trunk over the doorway and splaying out along the ground either side of it, each
  // a thick bowed limb of bark with furrows down it, so the door sits between them, under the tree (one arch of wood
  // round the doorway read as a brown mound).
  const w = tones.darkWood;
  const root = (k: 1 | -1) =>
    `<path d="M${-6 * k} -112C${-34 * k} -104 ${-44 * k} -64 ${-46 * k} -38C${-48 * k} -14 ${-58 * k} -4 ${-72 * k} 2H${-28 * k}C${-30 * k} -24 ${-28 * k} -56 ${-14 * k} -80Z" fill="${w.base}"/>` +
    `<path d="M${-18 * k} -100C${-34 * k} -86 ${-38 * k} -54 ${-40 * k} -30C${-44 * k} -12 ${-52 * k} -4 ${-64 * k} 0M${-26 * k} -74C${-30 * k} -52 ${-32 * k} -28 ${-46 * k} -8" stroke="${w.shade}" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    `<path d="M${-26 * k} -98C${-38 * k} -84 ${-42 * k} -62 ${-44 * k} -44" stroke="${w.light}" stroke-width="3" fill="none" stroke-linecap="round" opacity=".75"/>`;
  // The dark hollow under the tree between the roots, the doorway set in it.
  const hollow = `<path d="M-31 0C-33 -56 -28 -98 0 -106C28 -98 33 -56 31 0Z" fill="#3b2a1f"/>`;
  // The roots drawn a fifth taller than they were made, so they still meet over the taller doorway's arch.
  const roots = `${hollow}<g transform="scale(1 1.22)">${root(1)}${root(-1)}</g>`;
  // Pale stones round a tall round-topped doorway: up each side, then over the arch.
  const ring = [
    ...SIDE_STONES.map((y) => [-25, y] as const),
    ...Array.from({ length: 7 }, (_, i) => {
      const a = Math.PI * (i / 6);
      return [-Math.cos(a) * 25, -JAMB - Math.sin(a) * 25] as const;
    }),
    ...SIDE_STONES.slice()
      .reverse()
      .map((y) => [25, y] as const),
  ];
  const stones = ring
    .map(
      ([x, y], i) =>
        `<ellipse cx="${Math.round(x * 10) / 10}" cy="${Math.round(y * 10) / 10}" rx="4.4" ry="3.4" fill="${i % 2 ? tones.stone.base : tones.stone.light}"/>`,
    )
    .join('');
  // Tall enough that a grown hedgehog standing up comes out of it (a round hole came to her waist).
  const doorway = `<path d="M-20 0V${-JAMB}A20 20 0 0 1 20 ${-JAMB}V0Z" fill="#ffc95a"/><path d="M-12 0V${-JAMB}A12 12 0 0 1 12 ${-JAMB}V0Z" fill="#fff0a8"/>`;
  // The door swung right out toward us on its hinge at the doorway's right side: its round-topped face seen slanting, its
  // free edge nearer and so taller, planks and knob on it, lit gold on its inner face (seen edge-on as a narrow oval
  // against the roots, it read as shut or as a stone).
  const door = `<path d="M24 2V-70Q24 -92 38 -98Q52 -94 54 -74V10Z" fill="${tones.wood.base}" stroke="${tones.wood.shade}" stroke-width="1.8" stroke-linejoin="round"/><path d="M31 4V-84M38 6V-94M46 8V-90" stroke="${tones.wood.shade}" stroke-width="1.4"/><path d="M25 -50Q38 -54 53 -48" stroke="#ffd66e" stroke-width="1.4" fill="none" opacity=".7"/><circle cx="49" cy="-30" r="2.6" fill="${tones.yellow.shade}"/>`;
  // The light spilling out of the doorway down onto the grass toward us, widening as it comes, and short burst strokes
  // round the doorway, so it reads as just flung open.
  const spill = `<path d="M-20 0L20 0L46 22L-46 22Z" fill="#ffd66e" opacity=".32"/><path d="M-12 0L12 0L26 20L-26 20Z" fill="#fff0a8" opacity=".32"/>`;
  const burst = `<path d="M-34 -80l-8 -6M-38 -50l-10 -2M-36 -20l-10 2M0 -112v-8M60 -86l8 -6M62 -50l10 -2" stroke="#ffd66e" stroke-width="2.2" stroke-linecap="round" opacity=".85"/>`;
  const step = `<path d="M-30 4h60" stroke="#ffd66e" stroke-width="5" opacity=".55" stroke-linecap="round"/>`;
  return `${roots}${doorway}${stones}${spill}${step}${door}${burst}`;
}

/** A hedgehog's home, 'door-open': the round door under a tree's roots, flung open. */
export const hedgehogHome: PropDefinition = {
  variants: ['door-open'],
  light: ({ size, lit = true }) => (lit ? { x: 0, y: -size * 0.3, radius: size * 1.6 } : null),
  draw: ({ size }) => scaled(size, doorOpen()),
};

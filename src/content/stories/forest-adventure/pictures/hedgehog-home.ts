import { tenths, scaled, tones, type PropDefinition } from '@/pictures';

/**
 * Just the little door between a tree's roots, flung open: two big roots coming down either side of a round doorway set
 * in a dark hollow, ringed with pale stones, warm light pouring out of it onto the grass, the round wooden door (its
 * planks and knob) swung wide open on its hinge at the right, its face slanting toward us, and short strokes of light
 * bursting round it.
 */
/**
 * The round doorway: a circle standing on the ground, its foot just sunk in it, as the words say ("a little round
 * door"). Tall enough that the grown hedgehog (54 high) comes out of it (a round hole at her waist read as too small,
 * and a tall round-topped arch read as an arched door, not a round one: blind critic r68).
 */
const DOOR = { cy: -40, r: 42 };
/** Where a circle about the doorway's centre, `r` across, meets the ground (half its width there). */
const atGround = (r: number) => Math.sqrt(r * r - DOOR.cy * DOOR.cy);

function doorOpen(): string {
  // Two big roots coming down out of the trunk over the doorway and splaying out along the ground either side of it, each
  // a thick bowed limb of bark with furrows down it, so the door sits between them, under the tree (one arch of wood
  // round the doorway read as a brown mound).
  const w = tones.darkWood;
  const root = (k: 1 | -1) =>
    `<path d="M${-6 * k} -112C${-34 * k} -104 ${-44 * k} -64 ${-46 * k} -38C${-48 * k} -14 ${-58 * k} -4 ${-72 * k} 2H${-28 * k}C${-30 * k} -24 ${-28 * k} -56 ${-14 * k} -80Z" fill="${w.base}"/>` +
    `<path d="M${-18 * k} -100C${-34 * k} -86 ${-38 * k} -54 ${-40 * k} -30C${-44 * k} -12 ${-52 * k} -4 ${-64 * k} 0M${-26 * k} -74C${-30 * k} -52 ${-32 * k} -28 ${-46 * k} -8" stroke="${w.shade}" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    `<path d="M${-26 * k} -98C${-38 * k} -84 ${-42 * k} -62 ${-44 * k} -44" stroke="${w.light}" stroke-width="3" fill="none" stroke-linecap="round" opacity=".75"/>`;
  // The dark hollow under the tree between the roots, a wider circle about the doorway.
  const circleOnGround = (r: number, fill: string) => `<path d="M${tenths(-atGround(r))} 0A${r} ${r} 0 1 1 ${tenths(atGround(r))} 0Z" fill="${fill}"/>`;
  const hollow = circleOnGround(DOOR.r + 9, '#3b2a1f');
  // The roots drawn a fifth taller than they were made, so they meet over the doorway.
  const roots = `<g transform="scale(1 1.22)">${root(1)}${root(-1)}</g>${hollow}`;
  // Pale stones all round the doorway's circle, down to the ground either side.
  const stones = Array.from({ length: 17 }, (_, i) => {
    const a = (-62 + (i * 304) / 16) * (Math.PI / 180);
    const x = Math.cos(a) * (DOOR.r + 4.5);
    const y = DOOR.cy - Math.sin(a) * (DOOR.r + 4.5);
    return `<ellipse cx="${tenths(x)}" cy="${tenths(y)}" rx="4.4" ry="3.4" fill="${i % 2 ? tones.stone.base : tones.stone.light}"/>`;
  }).join('');
  const doorway = `${circleOnGround(DOOR.r, '#ffc95a')}<circle cy="${DOOR.cy - 2}" r="${DOOR.r - 12}" fill="#fff0a8"/>`;
  // The round door swung right out toward us on its hinge at the doorway's right side: its round face seen slanting, an
  // upright oval, planks and knob on it, lit gold along its inner edge (seen edge-on as a narrow sliver against the roots,
  // a door read as shut or as a stone).
  const door = `<ellipse cx="56" cy="${DOOR.cy - 2}" rx="15" ry="${DOOR.r}" fill="${tones.wood.base}" stroke="${tones.wood.shade}" stroke-width="1.8"/><path d="M50 -78V-2M56 -82V2M62 -78V-2" stroke="${tones.wood.shade}" stroke-width="1.4"/><path d="M42 -60Q44 -42 43 -24" stroke="#ffd66e" stroke-width="1.6" fill="none" opacity=".7"/><circle cx="64" cy="-40" r="2.6" fill="${tones.yellow.shade}"/>`;
  // The light spilling out of the doorway down onto the grass toward us, widening as it comes, and short burst strokes
  // round the doorway, so it reads as just flung open.
  const spill = `<path d="M-22 0L22 0L50 22L-50 22Z" fill="#ffd66e" opacity=".32"/><path d="M-13 0L13 0L28 20L-28 20Z" fill="#fff0a8" opacity=".32"/>`;
  const burst = `<path d="M-46 -80l-8 -6M-58 -46l-10 -2M-54 -14l-10 2M0 -100v-8M76 -84l8 -6M78 -46l10 -2" stroke="#ffd66e" stroke-width="2.2" stroke-linecap="round" opacity=".85"/>`;
  const step = `<path d="M-30 4h60" stroke="#ffd66e" stroke-width="5" opacity=".55" stroke-linecap="round"/>`;
  return `${roots}${doorway}${stones}${spill}${step}${door}${burst}`;
}

/** A hedgehog's home, 'door-open': the round door under a tree's roots, flung open. */
export const hedgehogHome: PropDefinition = {
  variants: ['door-open'],
  light: ({ size, lit = true }) => (lit ? { x: 0, y: -size * 0.3, radius: size * 1.6 } : null),
  draw: ({ size }) => scaled(size, doorOpen()),
};

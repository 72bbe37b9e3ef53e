import { scaled, tones, type PropDefinition } from '@/pictures';

/**
 * The steep lane up to Seojun's gate (pyeongchang-story c1-p2; flipped, coming down to the big road in c5-p1), seen
 * from the side: it climbs from below the picture's foot at the left, about 26° (the engine's 'climb' lane rises 14°
 * and read as flat on a phone), to a flat landing at the right (its front lip at y = -22.5 from x = 26), with a
 * bank of coursed stone under it and steps across it. No rail: wherever it ran, a child climbing past it seemed
 * pierced by it (along the near lip, a see-through rail across his leg; at a grown-up's hand height, through his hip;
 * at knee height on the far edge, a pole through his shins: blind critics r69, r70), and its posts stood the gate on
 * stilts in the phone's crop. 100 wide.
 */
const TOP = -22.5;
const LANDING = 26;
const SLOPE = 0.48;
const DEPTH = 6;
const lip = (x: number) => (x < LANDING ? TOP + (LANDING - x) * SLOPE : TOP);
const pt = (x: number, y: number) => `${x.toFixed(1)} ${y.toFixed(1)}`;
const line = (xs: number[], dy: number) => xs.map((x) => pt(x, lip(x) + dy)).join('L');

const EDGE = [-50, LANDING, 50];

/** Where the lip comes down to height y, going left from the landing (the bank's courses start there). */
const lipAt = (y: number) => Math.max(-50, LANDING - (y - TOP) / SLOPE);

/**
 * The bank's face laid in courses of dressed stone, level under the sloping lip, each course's joints set over the
 * middle of the stones below: a flat grey face read as the road, and the lane on it as a slab held up by a rail post.
 */
function bankStones(): string {
  const courses = Array.from({ length: 11 }, (_, i) => TOP + 4 + i * 4);
  const beds = courses.map((y) => `M${pt(lipAt(y), y)}H50`).join('');
  const joints = courses
    .slice(0, -1)
    .flatMap((y, row) =>
      Array.from({ length: 16 }, (_, i) => -50 + (row % 2 ? 3.5 : 0) + i * 7)
        .filter((x) => x > lipAt(y) + 1.5 && x < 50)
        .map((x) => `M${pt(x, y)}v4`),
    )
    .join('');
  return `<path d="${beds}${joints}" stroke="#8a857c" stroke-width=".7" fill="none"/>`;
}

export const hillLane: PropDefinition = {
  grip: 0,
  variants: ['steep'],
  draw: ({ size }) => {
    const s = tones.stone;
    const steps = Array.from({ length: 14 }, (_, i) => -46 + i * 5)
      .filter((x) => x < LANDING - 2)
      .map((x) => `M${pt(x, lip(x) - 0.4)}l2.6 -${DEPTH - 0.8}`)
      .join('');
    return scaled(
      size,
      [
        // the stone bank under the lip, down past the picture's foot
        `<path d="M${line(EDGE, 0)}V20H-50Z" fill="${s.shade}"/>`,
        bankStones(),
        // the paved lane, its steps and its lit lip
        `<path d="M${line(EDGE, 0)}L${line([...EDGE].reverse(), -DEPTH)}Z" fill="${s.base}"/>`,
        `<path d="${steps}" stroke="${s.shade}" stroke-width="1" stroke-linecap="round"/>`,
        `<path d="M${line(EDGE, 0)}" stroke="${s.light}" stroke-width="1.2" fill="none"/>`,
      ].join(''),
    );
  },
};

import { clampCount, ring, scaled, tones, type PropDefinition } from '@/pictures';

/** A balloon's tied neck below its body at (x, y): a small pinched neck and a round knot, not a big flared tail. */
const knot = (x: number, y: number, shade: string) =>
  `<path d="M${x - 3} ${y}h6l-2 4h-2Z" fill="${shade}"/><circle cx="${x}" cy="${y + 5.5}" r="2.4" fill="${shade}"/>`;

/**
 * The party's balloons tied in a bunch: each balloon's knot, its curling ribbon down to one bow, and the bow
 * tied round a little weight that stands on y = 0, so a bunch on a table, a shelf or the floor reads as tied
 * there, not floating with its strings meeting in the air. `count` balloons (default 3, at most 7); 'long' ties
 * them on ribbons about twice as long, for a bunch that floats high over a weight on the floor.
 */
export const tiedBalloons: PropDefinition = {
  variants: ['short', 'long'],
  draw: ({ size, count, variant }) => {
    const rise = variant === 'long' ? 110 : 0;
    const n = clampCount(count, 3, 1, 7);
    const ribbon = '#8b6b4a';
    const balloons = Array.from({ length: n }, (_, i) => {
      const t = n === 1 ? 0 : i / (n - 1) - 0.5;
      const x = Math.round(t * 70);
      const y = -128 - rise - (i % 2) * 22 + Math.abs(t) * 20;
      const c = ring(i);
      const neck = y + 25;
      // A curling ribbon: a little wave under the knot, then down to the bow.
      const string = `<path d="M${x} ${neck + 8}q-4 6 0 12t${-x * 0.12} 12Q${x * 0.35} -40 0 -22" stroke="${ribbon}" stroke-width="1.3" fill="none"/>`;
      const body = `<ellipse cx="${x}" cy="${y}" rx="20" ry="25" fill="${c.base}"/><path d="M${x + 6} ${y - 22}q14 12 8 34q-6 10-14 13q12-10 6-47Z" fill="${c.shade}"/><ellipse cx="${x - 8}" cy="${y - 10}" rx="4" ry="7" fill="${c.light}"/>`;
      return string + body + knot(x, neck, c.shade);
    });
    const weight = tones.purple;
    // The weight: a small wrapped box, its bow on top where the ribbons meet.
    const box = `<rect x="-9" y="-18" width="18" height="18" rx="2" fill="${weight.base}"/><rect x="2" y="-18" width="7" height="18" rx="1.5" fill="${weight.shade}"/><rect x="-1.6" y="-18" width="3.2" height="18" fill="${tones.yellow.base}"/>`;
    const bow = `<path d="M0 -20q-9-8-10-2q0 6 10 2q9-8 10-2q0 6-10 2Z" fill="${tones.yellow.base}"/><circle cx="0" cy="-20" r="2.2" fill="${tones.yellow.shade}"/>`;
    return scaled(size, balloons.join('') + box + bow);
  },
};

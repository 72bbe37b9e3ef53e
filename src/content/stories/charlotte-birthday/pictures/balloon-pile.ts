import { tenths, clampCount, ring, scaled, tones, type PropDefinition } from '@/pictures';

/**
 * One blown-up balloon lying on the floor: round (a little taller than wide, as a balloon is), a white shine up on
 * it, a small tied knot at its neck and a curly string trailing from the knot across the floor. `tilt` turns its neck
 * from pointing down (0) toward the right (90). (Egg-shaped with knots and no strings, packed in a neat heap, they read
 * as eggs or grapes.)
 */
function lyingBalloon(x: number, y: number, r: number, tilt: number, i: number): string {
  const c = ring(i);
  const rad = (tilt * Math.PI) / 180;
  // The knot's place: out from the middle the way the balloon's neck points.
  const kx = tenths(Math.sin(rad) * (r * 1.1 + 6));
  const ky = tenths(Math.cos(rad) * (r * 1.1 + 6));
  const side = kx >= 0 ? 1 : -1;
  const string = `<path d="M${x + kx} ${y + ky}q${side * 6} 4 ${side * 3} 8t${side * 6} 7q${side * 6} 3 ${side * 12} 1" stroke="#8b6b4a" stroke-width="1.1" fill="none" stroke-linecap="round"/>`;
  const k = (v: number) => Math.round(v * r * 100) / 100;
  const body = `<g transform="translate(${x} ${y}) rotate(${-tilt})"><path d="M0 ${k(-1.1)}C${k(0.62)} ${k(-1.1)} ${k(1)} ${k(-0.62)} ${k(1)} ${k(-0.12)}C${k(1)} ${k(0.5)} ${k(0.5)} ${k(1.05)} 0 ${k(1.1)}C${k(-0.5)} ${k(1.05)} ${k(-1)} ${k(0.5)} ${k(-1)} ${k(-0.12)}C${k(-1)} ${k(-0.62)} ${k(-0.62)} ${k(-1.1)} 0 ${k(-1.1)}Z" fill="${c.base}"/><path d="M${k(0.3)} ${k(-1.05)}C${k(1.1)} ${k(-0.7)} ${k(1.2)} ${k(0.6)} 0 ${k(1.1)}C${k(0.6)} ${k(0.5)} ${k(0.8)} ${k(-0.4)} ${k(0.3)} ${k(-1.05)}Z" fill="${c.shade}"/><ellipse cx="${k(-0.42)}" cy="${k(-0.45)}" rx="${k(0.16)}" ry="${k(0.3)}" fill="#fff" opacity=".8" transform="rotate(25 ${k(-0.42)} ${k(-0.45)})"/><path d="M-2.5 ${k(1.1)}h5l-1.5 3h-2Z" fill="${c.shade}"/><circle cy="${k(1.1) + 4.5}" r="2" fill="${c.shade}"/></g>`;
  return string + body;
}

/**
 * A loose heap of `count` blown-up balloons (default 6, at most 12) on the floor, knots and strings and all, each
 * lying its own way and a few rolled off from the rest: the pile that grows as someone blows them up. 100 wide,
 * about 50 tall for six.
 */
export const balloonPile: PropDefinition = {
  variants: [],
  draw: ({ size, count }) => {
    const n = clampCount(count, 6, 1, 12);
    // x, y and the way each neck points (0 down, 90 to the right), the front ones first.
    const spots: [number, number, number][] = [
      [-28, -16, 60],
      [4, -17, -40],
      [34, -15, 150],
      [-12, -40, 110],
      [20, -41, 200],
      [-54, -14, 25],
      [52, -13, 80],
      [-38, -38, 30],
      [4, -62, -160],
      [40, -36, -70],
      [-20, -64, 140],
      [24, -64, 20],
    ];
    const items = spots
      .slice(0, n)
      .map(([x, y, t], i) => lyingBalloon(x, y, 15, t, i))
      .reverse();
    return scaled(size, `<ellipse cy="-2" rx="52" ry="5" fill="${tones.stone.shade}" opacity=".35"/>${items.join('')}`);
  },
};

/**
 * A balloon being blown up: its neck at x = -size/2 (at the mouth), growing out to the right to x = size/2 (flip it
 * for the left), nearly full and round (half full and long, a critic read a party horn), so its box round its centre line is the balloon's own and the phone's staging keeps
 * others off all of it (drawn from its neck at x = 0, its round end lay past its box, in a child's mouth). `size` is
 * its length; it rests with its middle at y = -size/4.
 */
export const blowingBalloon: PropDefinition = {
  grip: 0.25,
  variants: [],
  draw: ({ size }) => {
    const c = tones.red;
    return scaled(
      size,
      `<g transform="translate(-49 -25)"><path d="M0 -4h12q4 0 6-3C26 -24 48 -30 66 -30C86 -30 98 -16 98 0S86 30 66 30C48 30 26 24 18 7q-2-3-6-3H0Z" fill="${c.base}"/><path d="M90 -17C98 -8 99 8 90 18Q78 31 56 29Q84 18 90 -17Z" fill="${c.shade}"/><ellipse cx="58" cy="-16" rx="14" ry="6" fill="${c.light}" transform="rotate(-12 58 -16)"/><rect x="-2" y="-5" width="6" height="10" rx="2" fill="${c.shade}"/></g>`,
    );
  },
};

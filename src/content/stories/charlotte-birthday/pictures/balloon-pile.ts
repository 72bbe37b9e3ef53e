import { clampCount, ring, scaled, tones, type PropDefinition } from '@/pictures';

/**
 * One blown-up balloon lying on its side, with a small tied knot at its neck (a broad flared tail read as a
 * pile of fish at phone size).
 */
function lyingBalloon(x: number, y: number, rx: number, ry: number, tilt: number, i: number): string {
  const c = ring(i);
  return `<g transform="translate(${x} ${y}) rotate(${tilt})"><ellipse rx="${rx}" ry="${ry}" fill="${c.base}"/><path d="M${rx * 0.2} ${-ry}q${rx * 0.9} ${ry * 0.2} ${rx * 0.8} ${ry * 1.1}q-${rx * 0.3} ${ry * 0.8}-${rx * 0.9} ${ry * 0.9}q${rx * 0.7}-${ry * 0.9} ${rx * 0.1}-${ry * 2}Z" fill="${c.shade}"/><ellipse cx="${-rx * 0.4}" cy="${-ry * 0.45}" rx="${rx * 0.22}" ry="${ry * 0.18}" fill="${c.light}"/><path d="M${rx - 0.5} -2l3.5 1.2v1.6l-3.5 1.2Z" fill="${c.shade}"/><circle cx="${rx + 5}" cy="0" r="2.3" fill="${c.shade}"/></g>`;
}

/**
 * A heap of `count` blown-up balloons (default 6, at most 12) lying on the floor, knots and all, no
 * strings: the pile that grows as someone blows them up. 100 wide, about 50 tall for six.
 */
export const balloonPile: PropDefinition = {
  variants: [],
  draw: ({ size, count }) => {
    const n = clampCount(count, 6, 1, 12);
    const spots: [number, number, number][] = [
      [-30, -15, 10],
      [0, -16, -20],
      [30, -15, 160],
      [-15, -38, 30],
      [15, -38, 200],
      [0, -60, -10],
      [-42, -34, 60],
      [42, -34, 120],
      [-28, -58, 150],
      [28, -58, 20],
      [-14, -78, 80],
      [14, -78, -60],
    ];
    const items = spots.slice(0, n).map(([x, y, t], i) => lyingBalloon(x, y, 17, 14, t, i));
    return scaled(size, `<ellipse cy="-2" rx="52" ry="5" fill="${tones.stone.shade}" opacity=".35"/>${items.join('')}`);
  },
};

/**
 * A balloon being blown up: its neck at x = 0 (at the mouth), growing out to the right (flip it
 * for the left), half full. `size` is its length; it rests with its middle at y = -size/4.
 */
export const blowingBalloon: PropDefinition = {
  grip: 0.25,
  variants: [],
  draw: ({ size }) => {
    const c = tones.red;
    return scaled(
      size,
      `<g transform="translate(0 -25)"><path d="M0 -4h12q4 0 6-3q34-22 66-10q16 8 14 17t-14 17q-32 12-66-10q-2-3-6-3H0Z" fill="${c.base}"/><path d="M84 -17q16 8 14 17t-14 17q-26 9-50-2q34 4 50-32Z" fill="${c.shade}"/><ellipse cx="52" cy="-10" rx="12" ry="4" fill="${c.light}"/><rect x="-2" y="-5" width="6" height="10" rx="2" fill="${c.shade}"/></g>`,
    );
  },
};

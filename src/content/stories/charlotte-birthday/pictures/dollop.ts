import { scaled, tones, type PropDefinition } from '@/pictures';

/** Where a flour puff's overlapping discs lie round its middle, and their radii (shares of the puff's radius). */
const PUFF_DISCS = [
  [0, 0, 0.7],
  [-0.45, 0.1, 0.55],
  [0.42, 0.16, 0.52],
  [-0.12, -0.42, 0.5],
  [0.3, -0.3, 0.42],
  [0.05, 0.38, 0.48],
] as const;

/**
 * A puff of flour: see-through discs overlapping off each other's middles, so it is thick where they crowd and thins out
 * unevenly to its edge, as powder does (one disc inside another drew rings, bubbles again), over a faint warm-grey
 * underside that keeps it apart from a pale wall.
 */
export const flourPuff = (x: number, y: number, r: number): string => {
  const at = (v: number) => Math.round(v * 10) / 10;
  return (
    `<circle cx="${x}" cy="${at(y + r * 0.25)}" r="${r}" fill="#d9cdb8" opacity=".28"/>` +
    `<g fill="#fffdf8" opacity=".42">${PUFF_DISCS.map(([dx, dy, k]) => `<circle cx="${at(x + dx * r)}" cy="${at(y + dy * r)}" r="${at(k * r)}"/>`).join('')}</g>`
  );
};

/** A soft white dollop: 'cream' (a blob of whipped cream, on a nose) or 'flour' (a puff of flour flying up, dust all round). */
export const dollop: PropDefinition = {
  variants: ['cream', 'flour'],
  draw: ({ size, variant }) => {
    const c = tones.cream;
    if (variant === 'flour') {
      // A soft cloud of powder, no outline: each puff see-through discs overlapping, denser at its heart and thinning to its
      // edge, and fine dust round it. Drawn as solid white balls with a shade, it read as soap bubbles (blind critic r75,
      // p22).
      return scaled(
        size,
        (
          [
            [-22, -30, 20],
            [4, -44, 24],
            [26, -28, 18],
            [0, -22, 18],
          ] as const
        )
          .map(([x, y, r]) => flourPuff(x, y, r))
          .join('') +
          `<g fill="#fbfaf6" opacity=".7">${[
            [-44, -56, 2.4],
            [40, -66, 3],
            [-30, -76, 2],
            [22, -84, 2.2],
            [46, -40, 2],
            [-48, -24, 2],
            [-12, -70, 1.6],
            [34, -52, 1.6],
            [-36, -46, 1.8],
            [10, -66, 1.5],
          ]
            .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`)
            .join('')}</g>`,
      );
    }
    return scaled(
      size,
      `<path d="M-44 0q-8-22 14-28q6-20 30-18q24 0 26 20q22 6 14 26Z" fill="${c.light}"/><path d="M-8 -44q16 0 22 14q-14-6-22-14Z" fill="${c.base}"/><path d="M-40 -2q40 4 78 0" stroke="${c.shade}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    );
  },
};

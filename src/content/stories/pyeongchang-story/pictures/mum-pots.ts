import { clampCount, scaled, tones, type PropDefinition } from '@/pictures';

/** Clay pots of yellow chrysanthemums (국화) in full bloom, side by side; `count` pots (default 3); 100 wide. 'wet' adds drops. */
export const mumPots: PropDefinition = {
  grip: 0,
  variants: ['dry', 'wet'],
  draw: ({ size, count, variant = 'dry' }) => {
    const n = clampCount(count, 3, 1, 5);
    const step = 100 / n;
    const y = tones.yellow;
    const g = tones.green;
    const pot = (cx: number) =>
      [
        `<path d="M${cx - 13} -24H${cx + 13}L${cx + 10} 0H${cx - 10}Z" fill="#c0693f"/><rect x="${cx - 15}" y="-28" width="30" height="6" rx="2" fill="#d98457"/>`,
        `<g fill="${g.shade}"><ellipse cx="${cx - 10}" cy="-32" rx="7" ry="4"/><ellipse cx="${cx + 10}" cy="-33" rx="7" ry="4"/></g>`,
        ...[
          [-10, -42],
          [0, -48],
          [10, -41],
          [-5, -36],
          [6, -35],
        ].map(
          ([dx, dy]) =>
            `<circle cx="${cx + dx!}" cy="${dy}" r="7" fill="${y.base}"/><circle cx="${cx + dx!}" cy="${dy}" r="3" fill="${y.shade}"/><circle cx="${cx + dx! - 2}" cy="${dy! - 3}" r="2" fill="${y.light}"/>`,
        ),
        variant === 'wet' ? `<g fill="#a9d2f2"><path d="M${cx - 4} -54q2 4 0 6q-2-2 0-6Z"/><path d="M${cx + 12} -48q2 4 0 6q-2-2 0-6Z"/></g>` : '',
      ].join('');
    return scaled(size, Array.from({ length: n }, (_, i) => pot(-50 + step * (i + 0.5))).join(''));
  },
};

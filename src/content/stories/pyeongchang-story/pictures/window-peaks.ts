import { scaled, type PropDefinition } from '@/pictures';

/**
 * 북한산 as a small picture in the 떡집's window: rounded pale granite peaks (no snow caps), a shade side
 * and two rain streaks, with a row of pines below. 100 wide, about 60 tall.
 */
const peaks = 'M-50 0L-40 -20Q-34 -34 -26 -30Q-20 -52 -8 -56Q0 -60 6 -50Q12 -40 18 -44Q26 -58 34 -52Q42 -40 50 -14V0Z';
const shadeSide = 'M-8 -56Q-4 -40 -12 -24L-2 -10L-14 0H-50L-40 -20Q-34 -34 -26 -30Q-20 -52 -8 -56Z';

function pineRow(n: number, h: number): string {
  const step = 100 / n;
  return Array.from({ length: n }, (_, i) => {
    const x = -50 + step * (i + 0.5);
    const hh = h * (0.8 + ((i * 7) % 5) * 0.08);
    return `<path d="M${x - step * 0.7} 0L${x} ${-hh}L${x + step * 0.7} 0Z" fill="${i % 2 ? '#2f6337' : '#3f7a45'}"/>`;
  }).join('');
}

export const windowPeaks: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `<path d="${peaks}" fill="#d9d4cb"/><path d="${shadeSide}" fill="#bdb6aa"/><path d="M6 -50Q10 -36 2 -22M34 -52Q36 -38 28 -26" stroke="#f1eee8" stroke-width="2.4" fill="none"/>${pineRow(14, 12)}`,
    ),
};

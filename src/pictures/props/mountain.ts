import { scaled } from './kit';
import type { PropDefinition } from './types';

/**
 * 북한산 as 'bukhansan': rounded pale granite peaks with pines below (no snow
 * caps), 'dawn' the same peaks washed pink by the sunrise, 'night' the same as a dark outline; 'pines' a thick
 * dark-green pine forest. 100 wide, about 60 tall.
 */
const peaks = 'M-50 0L-40 -20Q-34 -34 -26 -30Q-20 -52 -8 -56Q0 -60 6 -50Q12 -40 18 -44Q26 -58 34 -52Q42 -40 50 -14V0Z';

function pineRow(y: number, n: number, h: number, fill: string, shade: string): string {
  const step = 100 / n;
  return Array.from({ length: n }, (_, i) => {
    const x = -50 + step * (i + 0.5);
    const hh = h * (0.8 + ((i * 7) % 5) * 0.08);
    return `<path d="M${x - step * 0.7} ${y}L${x} ${y - hh}L${x + step * 0.7} ${y}Z" fill="${i % 2 ? shade : fill}"/>`;
  }).join('');
}

const kinds: Record<string, () => string> = {
  bukhansan: () =>
    `<path d="${peaks}" fill="#d9d4cb"/><path d="M-8 -56Q-4 -40 -12 -24L-2 -10L-14 0H-50L-40 -20Q-34 -34 -26 -30Q-20 -52 -8 -56Z" fill="#bdb6aa"/><path d="M6 -50Q10 -36 2 -22M34 -52Q36 -38 28 -26" stroke="#f1eee8" stroke-width="2.4" fill="none"/>${pineRow(0, 14, 12, '#3f7a45', '#2f6337')}`,
  dawn: () =>
    `<path d="${peaks}" fill="#f2b8c2"/><path d="M-8 -56Q-4 -40 -12 -24L-2 -10L-14 0H-50L-40 -20Q-34 -34 -26 -30Q-20 -52 -8 -56Z" fill="#d993a6"/><path d="M6 -50Q10 -36 2 -22M34 -52Q36 -38 28 -26" stroke="#fde3e6" stroke-width="2.4" fill="none"/>${pineRow(0, 14, 12, '#3f7a45', '#2f6337')}`,
  night: () => `<path d="${peaks}" fill="#2c3357"/><path d="M-8 -56Q-4 -40 -12 -24" stroke="#4a5388" stroke-width="2" fill="none"/>`,
  pines: () => pineRow(0, 10, 34, '#3f7a45', '#2f6337') + pineRow(0, 7, 22, '#4f8f4f', '#3a7340'),
};

export const mountain: PropDefinition = {
  variants: ['bukhansan', 'dawn', 'night', 'pines'],
  draw: ({ size, variant = 'bukhansan' }) => scaled(size, kinds[variant]!()),
};

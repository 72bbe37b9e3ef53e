import { scaled, windowGlazing, type PropDefinition } from '@/pictures';

/**
 * 북한산 seen through the 떡집's window, drawn in the window's own box (place it where the window stands, at the
 * window's size): a pale far ridge across the whole glass for a horizon, the rounded pale granite peaks (no snow caps)
 * with a shade side and two streaks rising out of it, a wooded slope with a row of pines in front down to the sill, and
 * the window's own bars and frame over the view, so the mountain is out behind the glass (drawn alone, with blue glass
 * under its pines, it read as a model standing on the sill).
 */
const peaks = 'M-50 0L-40 -20Q-34 -34 -26 -30Q-20 -52 -8 -56Q0 -60 6 -50Q12 -40 18 -44Q26 -58 34 -52Q42 -40 50 -14V0Z';
const shadeSide = 'M-8 -56Q-4 -40 -12 -24L-2 -10L-14 0H-50L-40 -20Q-34 -34 -26 -30Q-20 -52 -8 -56Z';

function pineRow(n: number, h: number): string {
  const step = 92 / n;
  return Array.from({ length: n }, (_, i) => {
    const x = -46 + step * (i + 0.5);
    const hh = h * (0.8 + ((i * 7) % 5) * 0.08);
    const base = -30 + ((i * 3) % 4) * 0.8;
    return `<path d="M${(x - step * 0.7).toFixed(1)} ${base.toFixed(1)}L${x.toFixed(1)} ${(base - hh).toFixed(1)}L${(x + step * 0.7).toFixed(1)} ${base.toFixed(1)}Z" fill="${i % 2 ? '#2f6337' : '#3f7a45'}"/>`;
  }).join('');
}

const farRidge = '<path d="M-46 -44Q-34 -52 -22 -47Q-8 -41 6 -49Q20 -56 32 -48Q40 -44 46 -46V-8H-46Z" fill="#b3c3cf"/>';
const mountain = `<g transform="translate(-2 -27) scale(.82)"><path d="${peaks}" fill="#d9d4cb"/><path d="${shadeSide}" fill="#bdb6aa"/><path d="M6 -50Q10 -36 2 -22M34 -52Q36 -38 28 -26" stroke="#f1eee8" stroke-width="2.4" fill="none"/></g>`;
const slope = '<path d="M-46 -31Q-30 -35 -12 -31Q6 -27 22 -32Q36 -35 46 -30V-8H-46Z" fill="#4f8a52"/>';
const nearSlope = '<path d="M-46 -17Q-14 -22 14 -18Q32 -16 46 -19V-8H-46Z" fill="#3b6e42"/>';
// The window prop's own frame, bars and shine, over the view.
const bars = windowGlazing('.25');

export const windowPeaks: PropDefinition = {
  variants: [],
  draw: ({ size }) => scaled(size, `${farRidge}${mountain}${slope}${pineRow(16, 11)}${nearSlope}${bars}`),
};

import { scaled, type PropDefinition } from '@/pictures';

/**
 * A handful of leaves tumbling on a gust, with a pale line of wind through them: small and unlike each other (a green
 * oval, an autumn yellow or orange one, a red maple), each turned its own way. The emoji's three big flat green leaves
 * read as stickers stuck on the sky (blind critic, round 50). About 100 across; its middle at (0, -50). The variants
 * are three different handfuls, so a scene can scatter them along the gust.
 */
type Kind = 'oval' | 'maple';
const tones = {
  green: { base: '#6cbf5f', shade: '#3f8a3b' },
  yellow: { base: '#f2c94c', shade: '#b8891a' },
  orange: { base: '#ea8a3a', shade: '#a95a1a' },
  red: { base: '#d9472b', shade: '#9a2e1a' },
};
const OVAL = 'M-11 0Q-2 -8 11 0Q-2 8 -11 0Z';
const MAPLE = 'M0 -12L3 -5L9 -8L7 -2L12 0L6 3L7 7L1 4L-1 4L-7 7L-6 3L-12 0L-7 -2L-9 -8L-3 -5Z';

function leaf(kind: Kind, tone: keyof typeof tones, x: number, y: number, turn: number, size: number): string {
  const t = tones[tone];
  const vein = kind === 'oval' ? 'M-10 0Q0 -1 10 0' : 'M0 4V-10M0 2L8 -6M0 2L-8 -6';
  return `<g transform="translate(${x} ${y}) rotate(${turn}) scale(${size})"><path d="${kind === 'oval' ? OVAL : MAPLE}" fill="${t.base}" stroke="${t.shade}" stroke-width="1.4" stroke-linejoin="round"/><path d="${vein}" stroke="${t.shade}" stroke-width="1" fill="none" stroke-linecap="round"/></g>`;
}

const wind = (d: string) => `<path d="${d}" stroke="#ffffff" stroke-width="3" fill="none" stroke-linecap="round" opacity=".7"/>`;

const handfuls = {
  a:
    wind('M-46 -42q18 -20 40 -8t44 -12') +
    leaf('oval', 'green', -24, -62, -30, 1.1) +
    leaf('maple', 'red', 22, -72, 24, 1) +
    leaf('oval', 'yellow', 12, -30, 50, 0.8),
  b: wind('M-44 -58q22 16 44 2t40 6') + leaf('oval', 'orange', -18, -40, 20, 1) + leaf('oval', 'green', 26, -66, -60, 0.75),
  c:
    wind('M-42 -48q20 -16 40 -2t42 -8') +
    leaf('maple', 'orange', -20, -66, -18, 0.9) +
    leaf('oval', 'yellow', 20, -44, 70, 0.9) +
    leaf('oval', 'green', -4, -24, -10, 0.7),
};

export const gustLeaves: PropDefinition = {
  variants: ['a', 'b', 'c'],
  draw: ({ size, variant = 'a' }) => scaled(size, handfuls[variant as keyof typeof handfuls]),
};

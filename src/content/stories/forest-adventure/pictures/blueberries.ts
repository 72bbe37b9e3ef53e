import { clampCount, scaled, type PropDefinition } from '@/pictures';

/** The berry's dusty blue (as wild-blueberries draws it) and the purple juice it leaves when trodden on. */
const skin = { base: '#6f8cc4', shade: '#4f6a9f', light: '#d3ddf0' };
const juice = { base: '#9a52c4', shade: '#6a2f8c', stain: '#c08ad8' };

/** A steady pseudo-random number in [0, 1) for the i-th berry, so the same trail is drawn every time. */
const scatter = (i: number, salt: number) => {
  const v = Math.sin(i * 12.9898 + salt * 78.233) * 43758.5453;
  return v - Math.floor(v);
};

/** One whole berry, radius r: a dusty blue bead with its little crown, as on the bush. */
const whole = (r: number) =>
  `<circle r="${r}" fill="${skin.base}"/><path d="M${-r} 0a${r} ${r} 0 0 0 ${2 * r} 0" fill="${skin.shade}" opacity=".55"/><circle cx="${-r * 0.35}" cy="${-r * 0.4}" r="${r * 0.3}" fill="#ffffff" opacity=".7"/><path d="M${-r * 0.3} ${-r * 0.75}l${r * 0.3} ${r * 0.2} ${r * 0.3} ${-r * 0.2}" stroke="${skin.shade}" stroke-width="${r * 0.25}" fill="none" stroke-linecap="round"/>`;

/** One berry trodden flat, about as wide as two whole ones: a pale purple juice stain, the burst skin dark in it, a drop flicked off. */
const squashed = (w: number) =>
  `<ellipse rx="${w}" ry="${w * 0.42}" fill="${juice.stain}" opacity=".55"/><path d="M${-w * 0.6} 0q${w * 0.2} ${-w * 0.4} ${w * 0.6} ${-w * 0.3}q${w * 0.5} ${-w * 0.05} ${w * 0.55} ${w * 0.2}q${-w * 0.1} ${w * 0.3} ${-w * 0.6} ${w * 0.28}q${-w * 0.5} ${w * 0.05} ${-w * 0.55} ${-w * 0.18}Z" fill="${juice.base}"/><ellipse cx="${-w * 0.1}" cy="${-w * 0.05}" rx="${w * 0.28}" ry="${w * 0.12}" fill="${juice.shade}"/><circle cx="${w * 1.05}" cy="${-w * 0.35}" r="${w * 0.14}" fill="${juice.base}"/>`;

/**
 * Blueberries, 'squashed': a trail of `count` small wild blueberries (default 4) in the mud, berry-sized beside the
 * paw prints, each a little different in size and place, every one trodden flat into a purple smear, one whole berry
 * rolled off beside the first (with every third whole and a loose one by every other, a critic counted more round blue
 * balls than squashed berries: blind critic r60, p4). Drawn the size of a thumbnail each (as big as a child's hand and
 * all alike, they read as purple slugs).
 */
export const blueberries: PropDefinition = {
  variants: ['squashed'],
  draw: ({ size, count }) => {
    const n = clampCount(count, 4, 1, 10);
    const berries: string[] = [];
    for (let i = 0; i < n; i++) {
      const x = -40 + (80 * i) / Math.max(1, n - 1) + (scatter(i, 1) - 0.5) * 8;
      const y = -4 - (i % 2) * 9 + (scatter(i, 2) - 0.5) * 4;
      const turn = Math.round((scatter(i, 3) - 0.5) * 50);
      berries.push(`<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${turn})">${squashed(5 + scatter(i, 5) * 1.6)}</g>`);
      // One loose whole berry rolled off beside the first smear, so they read as blueberries.
      if (i === 0) berries.push(`<g transform="translate(${(x + 6).toFixed(1)} ${(y + 3).toFixed(1)})">${whole(1.8)}</g>`);
    }
    return scaled(size, berries.join(''));
  },
};

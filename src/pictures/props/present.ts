import { scaled, tones, type Tone } from './drawing';
import type { PropDefinition } from './types';

const looks: Record<string, { w: number; h: number; box: Tone; ribbon: Tone }> = {
  blue: { w: 70, h: 60, box: tones.blue, ribbon: tones.yellow },
  pink: { w: 90, h: 40, box: tones.pink, ribbon: tones.purple },
  yellow: { w: 46, h: 46, box: tones.yellow, ribbon: tones.red },
  green: { w: 50, h: 80, box: tones.green, ribbon: tones.pink },
};

/**
 * A wrapped present seen a little from above: front, side and top, a lid whose rim overhangs and shades the
 * box, dotted wrapping paper, a ribbon running over the top and down the front and side, and a bow of two
 * looped, shaded wings; so it reads as a wrapped box, not a flat coloured block.
 */
function box(w: number, h: number, c: Tone, r: Tone, bow = 1): string {
  const x = -w / 2 - 5;
  const top = -h;
  const mid = x + w / 2;
  const rim = Math.min(10, h * 0.2);
  const dots = [];
  for (let dy = rim + 7; dy < h - 3; dy += 11) {
    for (let dx = 6 + ((dy / 11) % 2) * 5; dx < w - 3; dx += 11) {
      if (Math.abs(x + dx - mid) > 7) dots.push(`<circle cx="${(x + dx).toFixed(1)}" cy="${(top + dy).toFixed(1)}" r="1.8"/>`);
    }
  }
  const knot = `<circle cx="${mid + 5}" cy="${top - 6}" r="3.5" fill="${r.shade}"/>`;
  const wings = `<path d="M${mid + 5} ${top - 6}q-18-16-20-2t20 2q18-16 20-2t-20 2Z" fill="${r.base}"/><path d="M${mid + 2} ${top - 7}q-10-8-14-5M${mid + 8} ${top - 7}q10-8 14-5" stroke="${r.shade}" stroke-width="1.6" fill="none" stroke-linecap="round"/>`;
  return [
    `<path d="M${x} ${top}l10 -10h${w}l-10 10Z" fill="${c.light}"/>`,
    `<rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${c.base}"/>`,
    `<g fill="${c.light}" opacity=".7">${dots.join('')}</g>`,
    `<path d="M${x + w} ${top}l10 -10v${h}l-10 10Z" fill="${c.shade}"/>`,
    // the lid's rim over the box: lit front edge, the shadow it casts just under it
    `<rect x="${x - 1.5}" y="${top}" width="${w + 1.5}" height="${rim}" fill="${c.base}"/><rect x="${x - 1.5}" y="${top + rim}" width="${w + 1.5}" height="2.5" fill="${c.shade}" opacity=".8"/><path d="M${x - 1.5} ${top}h${w + 1.5}" stroke="${c.light}" stroke-width="1.5"/>`,
    // the ribbon down the front, across the top both ways, and down the side
    `<path d="M${mid - 4} ${top}h8v${h}h-8ZM${mid + 1} ${top - 10}h8l-5 10h-8ZM${x + 5} ${top - 5}h${w}l-1.5 3.5h-${w}Z" fill="${r.base}"/><path d="M${x + w + 3} ${top - 3}l4 -4v${h}l-4 4Z" fill="${r.shade}"/><path d="M${mid + 2} ${top + 2}v${h - 4}" stroke="${r.light}" stroke-width="1.5" opacity=".8"/>`,
    bow === 1
      ? `${wings}${knot}`
      : `<g transform="translate(${mid + 1} ${top - 6}) scale(${bow})"><path d="M0 0l-12 14M0 0l12 14" stroke="${r.base}" stroke-width="4" stroke-linecap="round"/><path d="M0 0q-18-16-20-2t20 2q18-16 20-2t-20 2Z" fill="${r.base}"/><path d="M-3 -2q-8-6-13-4M3 -2q8-6 13-4" stroke="${r.shade}" stroke-width="1.5" fill="none"/><circle r="3.5" fill="${r.shade}"/></g>`,
  ].join('');
}

/** Wrapped presents in a few colours and shapes; 'blue-big-bow' is the blue one with a bow wider than its lid and trailing ribbon ends. */
export const present: PropDefinition = {
  variants: ['blue', 'pink', 'yellow', 'green', 'blue-big-bow'],
  draw: ({ size, variant = 'blue' }) => {
    if (variant === 'blue-big-bow') {
      const b = looks.blue!;
      return scaled(size, box(b.w, b.h, b.box, b.ribbon, 1.9));
    }
    const l = looks[variant]!;
    return scaled(size, box(l.w, l.h, l.box, l.ribbon));
  },
};

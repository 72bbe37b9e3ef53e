import { lettering } from '@/pictures/lettering';
import { scaled, tones } from '@/pictures/props/kit';
import type { PropDefinition } from '@/pictures/props/types';

const p = tones.paper;

/** Splits a heading into at most two lines of about equal length, at a space. */
function headingLines(label: string): string[] {
  const words = label.split(' ');
  if (words.length < 2) return [label];
  let best = 1;
  let bestDiff = Infinity;
  for (let i = 1; i < words.length; i++) {
    const diff = Math.abs(words.slice(0, i).join(' ').length - words.slice(i).join(' ').length);
    if (diff < bestDiff) [best, bestDiff] = [i, diff];
  }
  return [words.slice(0, best).join(' '), words.slice(best).join(' ')];
}

/**
 * Mom's long party list: 'open' is a tall sheet with its heading (the item's `label`, CHARLOTTE’S
 * PARTY when none is given) in big red Pretendard capitals across the top, two lines when it is
 * long, both in narrowed capitals fitted to the sheet's width so they are drawn whole and about one height, with ticked lines beneath; 'folded'
 * is the same sheet folded in half, writing hidden inside. 80 wide, 128 tall when open.
 */
export const partyList: PropDefinition = {
  grip: 0.55,
  variants: ['open', 'folded'],
  draw: ({ size, variant, label }) => {
    if (variant === 'folded') {
      return scaled(
        size,
        `<path d="M-34 0V-74H30L34 -70V0Z" fill="${p.base}"/><path d="M-34 -74H30L34 -70L28 -66H-28Z" fill="${p.shade}"/><path d="M-24 -54h40M-24 -42h46M-24 -30h34M-24 -18h42" stroke="${p.shade}" stroke-width="4" stroke-linecap="round"/>`,
      );
    }
    const heading = headingLines((label ?? 'CHARLOTTE’S PARTY').toUpperCase());
    // Drawn ten times larger and far from x = 0, then scaled back: lettering() writes whole-number
    // coordinates, and a 0 after a negative number runs into it ("-105" "0" → "-1050"), which
    // broke the path and cut the heading short (CHARL… PAR…).
    // Both lines in one narrowed face, so a long first word (CHARLOTTE’S) stands about as tall as the
    // short second (PARTY) instead of shrinking to half its height to fit the sheet's width.
    const narrow = 0.66;
    const letters = heading
      .map((line, i) => lettering(line, { x: 10000 / narrow, y: (-104 + i * 19) * 10, size: 150, fill: tones.red.shade, maxWidth: 750 / narrow }))
      .join('');
    const top = heading.length === 1 ? -82 : -66;
    const lines = [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="-30" y="${top + 4 + i * 15}" width="8" height="8" rx="1.5" fill="none" stroke="${tones.blue.shade}" stroke-width="1.8"/><path d="M-18 ${top + 8 + i * 15}h${[42, 34, 46, 30][i]}" stroke="${tones.blue.base}" stroke-width="3" stroke-linecap="round"/>`,
      )
      .join('');
    return scaled(
      size,
      `<path d="M-40 0V-128H40V-7Z" fill="${p.base}"/><path d="M40 -7L26 0H-40V-4H32Z" fill="${p.shade}"/><g transform="scale(.1) translate(-10000 0) scale(${narrow} 1)">${letters}</g><path d="M-32 ${top - 2}h64" stroke="${tones.red.light}" stroke-width="2.4"/>${lines}`,
    );
  },
};

import { lettering, scaled, tones, type PropDefinition } from '@/pictures';

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
 * Mom's long party list: a tall sheet with its heading (the item's `label`, CHARLOTTE’S
 * PARTY when none is given) in big red Pretendard capitals across the top, two lines when it is
 * long, both in narrowed capitals fitted to the sheet's width so they are drawn whole and about one height, with ticked lines
 * down to its foot and the creases of its folds across it. 80 wide and 200 tall, the long strip it is on the pages where
 * Mom writes and folds it (at 128 tall, hugged, it read as a square card: blind critic r78, p19); its heading a little
 * below its top, so the hugger's cheek does not cover it.
 */
export const partyList: PropDefinition = {
  // Held well up it, so arms folded over it leave its heading clear above them and its foot hangs down to the hips.
  grip: 0.8,
  height: 2,
  variants: [],
  draw: ({ size, label }) => {
    const heading = headingLines((label ?? 'CHARLOTTE’S PARTY').toUpperCase());
    // Drawn ten times larger and far from x = 0, then scaled back: lettering() writes whole-number
    // coordinates, and a 0 after a negative number runs into it ("-105" "0" → "-1050"), which
    // broke the path and cut the heading short (CHARL… PAR…).
    // Both lines in one narrowed face, so a long first word (CHARLOTTE’S) stands about as tall as the
    // short second (PARTY) instead of shrinking to half its height to fit the sheet's width.
    const narrow = 0.66;
    const letters = heading
      .map((line, i) => lettering(line, { x: 10000 / narrow, y: (-150 + i * 19) * 10, size: 150, fill: tones.red.shade, maxWidth: 750 / narrow }))
      .join('');
    const top = heading.length === 1 ? -128 : -112;
    // As many ticked lines as fit down to the foot: a long list, not four jobs.
    const rows = Math.floor((-10 - (top + 4)) / 12);
    const lines = Array.from(
      { length: rows },
      (_, i) =>
        `<rect x="-30" y="${top + 4 + i * 12}" width="7" height="7" rx="1.5" fill="none" stroke="${tones.blue.shade}" stroke-width="1.6"/><path d="M-19 ${top + 7.5 + i * 12}h${[42, 34, 46, 30, 38, 44, 28][i % 7]}" stroke="${tones.blue.base}" stroke-width="2.6" stroke-linecap="round"/>`,
    ).join('');
    // The creases where it was folded up small (c2-p1), across the whole sheet.
    const creases = `<path d="M-40 -180H40M-40 -96H40M-40 -48H40" stroke="${p.shade}" stroke-width="1.6"/>`;
    return scaled(
      size,
      `<path d="M-40 0V-200H40V-7Z" fill="${p.base}"/><path d="M40 -7L26 0H-40V-4H32Z" fill="${p.shade}"/><g transform="scale(.1) translate(-10000 0) scale(${narrow} 1)">${letters}</g><path d="M-32 ${top - 2}h64" stroke="${tones.red.light}" stroke-width="2.4"/>${lines}${creases}`,
    );
  },
};

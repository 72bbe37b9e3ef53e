import { lettering, scaled, tones, type PropDefinition } from '@/pictures';

/**
 * A crayon letter block: a few strokes in a syllable-sized square, so the card reads as written on
 * without SVG text (the words themselves stay in the alt text).
 */
function syllable(x: number, y: number, k: number): string {
  const shapes = [
    `M${x} ${y}h5M${x + 2.5} ${y}v4M${x + 7} ${y - 1}v8M${x + 7} ${y + 3}h2`,
    `M${x + 1} ${y + 1}a2.2 2.2 0 1 0 0.1 0M${x + 6} ${y - 1}v8M${x + 1} ${y + 7}h5`,
    `M${x} ${y}h6l-3 4M${x} ${y + 5}h8M${x + 4} ${y + 5}v3`,
    `M${x} ${y}h4M${x + 2} ${y}v3a2 2 0 1 0 0.1 0M${x + 7} ${y - 1}v8M${x + 7} ${y + 3}h2`,
  ];
  return shapes[k % shapes.length]!;
}

/**
 * The label in crayon, at four times the card's units: a greeting before a comma goes on a first line
 * and the name after it on a second, bigger one, so a name like 「샬럿」 stays legible on a small card.
 */
function written(label: string): string {
  const comma = label.indexOf(',');
  if (comma < 0) return lettering(label, { x: 0, y: -190, size: 52, fill: tones.red.base, maxWidth: 336 });
  return (
    lettering(label.slice(0, comma + 1), { x: 0, y: -226, size: 38, fill: tones.red.base, maxWidth: 220 }) +
    lettering(label.slice(comma + 1).trim(), { x: 0, y: -166, size: 60, fill: tones.red.base, maxWidth: 220 })
  );
}

/** The crayon picture: sunny sky, grass, a striped 돗자리 and the two girls sharing kimbap. */
function drawing(label?: string): string {
  const letters = [0, 1, 3, 2, 0, 1, 3, 2, 1].map((k, i) => syllable(-38 + i * 8.6 + (i > 1 ? 3 : 0) + (i > 4 ? 3 : 0), -58, k)).join('');
  const kimbap = [-5, 0, 5]
    .map(
      (x) =>
        `<circle cx="${x}" cy="-17" r="2.6" fill="#2f3a2c"/><circle cx="${x}" cy="-17" r="1.5" fill="#fff"/><circle cx="${x}" cy="-17" r=".6" fill="${tones.orange.base}"/>`,
    )
    .join('');
  const girl = (x: number, hair: string, shirt: string, bun: string) =>
    `<path d="M${x - 6} -14q0-10 6-10t6 10Z" fill="${shirt}"/><circle cx="${x}" cy="-29" r="5.5" fill="#f6cfa8"/><path d="M${x - 6} -29q0-7 6-7t6 7q-3-4-6-4t-6 4Z" fill="${hair}"/>${bun}<circle cx="${x - 2}" cy="-29" r=".8" fill="#333"/><circle cx="${x + 2}" cy="-29" r=".8" fill="#333"/><path d="M${x - 2} -26.5q2 1.6 4 0" stroke="#c0392b" stroke-width=".8" fill="none"/>`;
  return [
    `<rect x="-46" y="-66" width="92" height="62" rx="2" fill="#eaf6ff"/>`,
    label
      ? `<g transform="scale(.25)">${written(label)}</g>`
      : `<path d="${letters}" stroke="${tones.red.base}" stroke-width="1.6" fill="none" stroke-linecap="round"/>`,
    `<circle cx="36" cy="-44" r="6" fill="${tones.yellow.base}"/><path d="M36 -54v3M36 -37v3M26 -44h3M43 -44h3M29 -51l2 2M41 -39l2 2M43 -51l-2 2M29 -37l2-2" stroke="${tones.yellow.shade}" stroke-width="1.3" stroke-linecap="round"/>`,
    `<path d="M-46 -18q20-6 46-3t46-3V-4H-46Z" fill="${tones.green.base}"/><path d="M-40 -12l1-4M-30 -8l1-4M30 -10l1-4M38 -7l1-4" stroke="${tones.green.shade}" stroke-width="1"/>`,
    // The mat big under the two girls, its stripes bold, so it reads on a phone as the 돗자리 Mina taps (c6): a flat
    // woven rectangle with even bands of colour across it and a fringe at each end (drawn in perspective, its stripes
    // running together toward the sun, critics read a road).
    `<rect x="-36" y="-21" width="72" height="15" rx="1" fill="#e6cf8f"/><path d="M-36 -18H36M-36 -9H36" stroke="#3f7fb8" stroke-width="2.4"/><path d="M-36 -13.5H36" stroke="#d2553f" stroke-width="2.4"/><path d="M-30 -21v15M-22 -21v15M-14 -21v15M-6 -21v15M2 -21v15M10 -21v15M18 -21v15M26 -21v15" stroke="#c9ae6a" stroke-width=".6"/><path d="M-36 -19h-3M-36 -15h-3M-36 -11h-3M-36 -7h-3M36 -19h3M36 -15h3M36 -11h3M36 -7h3" stroke="#c9ae6a" stroke-width="1" stroke-linecap="round"/>`,
    girl(-13, '#7a4a2a', tones.red.base, `<circle cx="-19" cy="-33" r="2.6" fill="#7a4a2a"/>`),
    // Mina as the crayon draws her: a black ponytail to the side with a pink bow and her lilac hoodie, so that child is her.
    girl(
      13,
      '#2b2320',
      tones.purple.base,
      `<ellipse cx="20" cy="-28" rx="2.4" ry="4.2" fill="#2b2320" transform="rotate(-20 20 -28)"/><path d="M17.4 -33.6l-2.6-2v4ZM17.4 -33.6l2.6-2v4Z" fill="${tones.pink.base}"/>`,
    ),
    kimbap,
    `<path d="M-9 -20l4-2M9 -20l-4-2" stroke="#f6cfa8" stroke-width="2" stroke-linecap="round"/>`,
    `<path d="M-46 -66h92" stroke="${tones.pink.base}" stroke-width="1" stroke-dasharray="3 2"/>`,
  ].join('');
}

/**
 * Mina's hand-drawn birthday card. 'open' faces the viewer, spread flat as it is held out or read
 * (100 wide, 70 tall), and held in one hand by the middle of its side edge, so the hand covers neither the
 * drawing nor the words; 'standing' is open like a tent on a table, its drawing facing the viewer.
 * A `label` is written across the top in crayon red; without one, crayon strokes stand for the words.
 */
export const birthdayCard: PropDefinition = {
  grip: 0.15,
  // Its own height (70 of 100 wide), so held in both hands by its sides it sits in them, not sunk below them.
  height: 0.7,
  // Taken by its sides, the hands go a little past its edges, so each fist reads as closed on the edge and covers none
  // of the drawing (at the edges' own width, the fists sat on its face over the sun; at 0.55 they still lay on the ends
  // of the picnic mat in the drawing, and a critic saw them on its picture).
  halfWidth: 0.63,
  gripPoint: { x: 0.48, y: 0.35 },
  variants: ['open', 'standing'],
  draw: ({ size, variant, label }) => {
    if (variant === 'standing') {
      return scaled(
        size,
        `<path d="M-40 0L-30 -70H46L36 0Z" fill="${tones.pink.shade}"/><path d="M-48 0V-70H46V0Z" fill="${tones.paper.shade}"/><g transform="translate(-1 0)">${drawing(label)}</g><path d="M-48 0H46" stroke="${tones.pink.shade}" stroke-width="2"/>`,
      );
    }
    const open = `<path d="M-50 0V-70H50V0Z" fill="${tones.pink.base}"/><path d="M-48 -2V-68H48V-2Z" fill="${tones.paper.base}"/>${drawing(label)}<path d="M0 -70V0" stroke="${tones.pink.shade}" stroke-width="1.2" opacity=".6"/>`;
    return scaled(size, open);
  },
};

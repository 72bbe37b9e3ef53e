import { lettering, scaled, tones, type PropDefinition } from '@/pictures';

/** Painted words drawn at ten times the size and scaled back, so the outlines keep their detail. */
const painted = (text: string, x: number, y: number, size: number, maxWidth: number, fill: string) =>
  `<g transform="scale(.1)">${lettering(text, { x: x * 10, y: y * 10, size: size * 10, fill, maxWidth: maxWidth * 10 })}</g>`;

/**
 * A wooden board on two posts on the hilltop, its words in big dark letters: the
 * label split before the number ('평창동 땅의 65%는 숲' gives '평창동 땅의' over a big '65%는 숲'), a row
 * of ten boxes below with six and a half green, and a little pine tree in each top corner. 100 wide, 124 tall.
 */
export const hillSign: PropDefinition = {
  variants: [],
  draw: ({ size, label = '평창동 땅의 65%는 숲' }) => {
    const w = tones.wood;
    const d = tones.darkWood;
    const g = tones.green;
    const ink = '#3b2a20';
    const cut = label.search(/\d/);
    const first = cut > 0 ? label.slice(0, cut).trim() : '';
    const second = cut > 0 ? label.slice(cut).trim() : label;
    const boxes = Array.from(
      { length: 10 },
      (_, i) => `<rect x="${-40 + i * 8}" y="-74" width="7.4" height="8" fill="${i < 6 ? g.base : '#e2c79c'}" stroke="${ink}" stroke-width=".7"/>`,
    ).join('');
    return scaled(
      size,
      [
        `<rect x="-38" y="-60" width="7" height="60" fill="${d.shade}"/><rect x="31" y="-60" width="7" height="60" fill="${d.shade}"/>`,
        `<rect x="-50" y="-124" width="100" height="70" rx="4" fill="${d.base}"/><rect x="-46" y="-120" width="92" height="62" rx="3" fill="${w.light}"/>`,
        first ? painted(first, 0, -105, 13, 80, ink) : '',
        painted(second, 0, -80, 22, 84, '#2f6b35'),
        `${boxes}<rect x="8" y="-74" width="3.7" height="8" fill="${g.base}"/>`,
        [-41, 41]
          .map(
            (x) =>
              `<path d="M${x} -116l-4.5 12h9Z" fill="${g.shade}"/><path d="M${x} -111l-3.5 8h7Z" fill="${g.base}"/><rect x="${x - 0.8}" y="-104" width="1.6" height="2.5" fill="${d.base}"/>`,
          )
          .join(''),
      ].join(''),
    );
  },
};

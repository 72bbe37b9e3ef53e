import { lettering, scaled, tones, type PropDefinition } from '@/pictures';

/** Carved words in dark letters (one outline: a pale second copy for the cut's edge doubled the bytes). */
const carved = (text: string, y: number, size: number, maxWidth: number) => lettering(text, { x: 0, y, size, fill: '#4f4a43', maxWidth });

/**
 * A grey memorial stone set in the pavement, its words carved in big dark letters
 * the label's lines split at ' · ' ('2012년 · 1,044명 · 길 이름' gives three lines,
 * the middle one biggest). 100 wide, about 80 tall.
 */
export const carvedStone: PropDefinition = {
  variants: [],
  draw: ({ size, label = '2012년 · 1,044명 · 길 이름' }) => {
    const s = tones.stone;
    const lines = label.split(/\s*·\s*/).slice(0, 3);
    const rows =
      lines.length === 1
        ? [[-36, 22]]
        : lines.length === 2
          ? [
              [-48, 17],
              [-22, 20],
            ]
          : [
              [-56, 15],
              [-34, 19],
              [-13, 12],
            ];
    const words = lines.map((line, i) => carved(line, rows[i]![0]!, rows[i]![1]!, 74)).join('');
    return scaled(
      size,
      [
        `<path d="M-50 0Q-54 -60 -34 -74Q0 -86 34 -74Q54 -60 50 0Z" fill="${s.shade}"/>`,
        `<path d="M-45 -4Q-49 -56 -31 -68Q0 -79 31 -68Q49 -56 45 -4Z" fill="${s.base}"/>`,
        `<path d="M-30 -66Q0 -75 28 -66" stroke="${s.light}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
        words,
        `<path d="M-54 0h108" stroke="#9a9184" stroke-width="3" stroke-linecap="round"/>`,
      ].join(''),
    );
  },
};

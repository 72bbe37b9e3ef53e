import { lettering, scaled, tones, type PropDefinition } from '@/pictures';

/** Carved words in dark letters (one outline: a pale second copy for the cut's edge doubled the bytes). */
const carved = (text: string, y: number, size: number, maxWidth: number) => lettering(text, { x: 0, y, size, fill: '#4f4a43', maxWidth });

/** The words carved on the road's naming stone: the year, the neighbours who signed, the road's name. */
export const roadNamingWords = '2012년 · 1,044명 · 길 이름';

/**
 * A natural field stone set low in the pavement, as Seoul marks a road's naming, its face cut flat and its words
 * carved in big dark letters, the label's lines split at ' · ' ('2012년 · 1,044명 · 길 이름' gives three lines, the
 * middle one biggest). About 110 wide and 64 tall, lumpy and leaning, so it reads as a rock and not a gravestone
 * (round-topped, upright and smooth, it was one).
 */
export const carvedStone: PropDefinition = {
  variants: [],
  draw: ({ size, label = roadNamingWords }) => {
    const s = tones.stone;
    const lines = label.split(/\s*·\s*/).slice(0, 3);
    const rows =
      lines.length === 1
        ? [[-36, 22]]
        : lines.length === 2
          ? [
              [-40, 15],
              [-18, 18],
            ]
          : [
              [-46, 13],
              [-27, 18],
              [-9, 11],
            ];
    const words = lines.map((line, i) => carved(line, rows[i]![0]!, rows[i]![1]!, 74)).join('');
    return scaled(
      size,
      [
        // The rock: wider than tall, its top sloping and knobbly, one shoulder higher than the other.
        `<path d="M-56 0Q-62 -22 -52 -40Q-44 -54 -24 -58Q-6 -64 14 -62Q36 -62 48 -50Q60 -36 58 -16Q58 -6 56 0Z" fill="${s.shade}"/>`,
        `<path d="M-50 -4Q-55 -22 -47 -37Q-40 -50 -22 -53Q-5 -58 13 -56Q33 -56 43 -46Q53 -34 52 -16Q52 -8 50 -4Z" fill="${s.base}"/>`,
        `<path d="M-40 -46Q-26 -54 -6 -56M20 -57Q36 -56 44 -46" stroke="${s.light}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
        `<path d="M-52 -24q6 2 8 8M46 -30q4 6 2 12" stroke="${s.shade}" stroke-width="2" fill="none" stroke-linecap="round"/>`,
        words,
        `<path d="M-60 0h120" stroke="#9a9184" stroke-width="3" stroke-linecap="round"/>`,
      ].join(''),
    );
  },
};

import { scaled, tones, type PropDefinition } from '@/pictures';

/** Strokes, not text (a picture never carries text): a dollar sign and the digits 0, 1 and 3, each 14 wide and 22 tall from (x, -30). */
const glyphs: Record<string, (x: number) => string> = {
  $: (x) => `M${x + 12} -27Q${x + 7} -31 ${x + 3} -28Q${x - 1} -24 ${x + 6} -20Q${x + 13} -16 ${x + 9} -11Q${x + 5} -8 ${x} -12M${x + 6} -33V-6`,
  '0': (x) => `M${x + 7} -30Q${x} -30 ${x} -19Q${x} -8 ${x + 7} -8Q${x + 14} -8 ${x + 14} -19Q${x + 14} -30 ${x + 7} -30Z`,
  '1': (x) => `M${x + 3} -25L${x + 8} -30V-8`,
  '3': (x) => `M${x + 1} -28Q${x + 7} -33 ${x + 12} -27Q${x + 13} -21 ${x + 6} -20Q${x + 14} -18 ${x + 13} -12Q${x + 8} -5 ${x} -11`,
};

/** A shop's price tag on a string: 'three' reads $3, 'ten' reads $10 (drawn as pen strokes). */
export const priceTag: PropDefinition = {
  variants: ['three', 'ten'],
  draw: ({ size, variant }) => {
    const chars = variant === 'ten' ? ['$', '1', '0'] : ['$', '3'];
    const start = -(chars.length * 16) / 2 + 4;
    const strokes = chars.map((c, i) => glyphs[c]!(start + i * 16)).join('');
    return scaled(
      size,
      `<path d="M-44 -40H30L46 -20L30 0H-44Z" fill="${tones.paper.shade}" transform="translate(2 2)"/><path d="M-44 -40H30L46 -20L30 0H-44Z" fill="${tones.paper.base}"/><circle cx="34" cy="-20" r="3.5" fill="${tones.paper.shade}"/><path d="M37 -20q10 -4 12 -16" stroke="${tones.red.base}" stroke-width="2" fill="none"/><path d="${strokes}" transform="translate(-6 0)" stroke="${tones.red.shade}" stroke-width="3.6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  },
};

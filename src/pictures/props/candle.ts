import type { PropDefinition } from './types';

/** One birthday candle; lit adds a flame with a soft glow, unlit a thin curl of smoke. */
export const candle: PropDefinition = {
  grip: 0,
  variants: [],
  draw: ({ size, lit = true }) => {
    const s = size / 20;
    const body = `<rect class="candle" x="${-3 * s}" y="${-22 * s}" width="${6 * s}" height="${22 * s}" rx="${1.5 * s}" fill="#7cc6f2"/><path d="M${-3 * s} ${-16 * s}l${6 * s} ${-4 * s}M${-3 * s} ${-8 * s}l${6 * s} ${-4 * s}" stroke="#fff" stroke-width="${1.2 * s}"/>`;
    const top = lit
      ? `<circle cy="${-28 * s}" r="${9 * s}" fill="#ffd36b" opacity=".35"/><path class="flame" d="M0 ${-33 * s}q${4 * s} ${6 * s} 0 ${10 * s}q${-4 * s} ${-4 * s} 0 ${-10 * s}Z" fill="#ff9f1c"/>`
      : `<path class="smoke" d="M0 ${-23 * s}q${-3 * s} ${-4 * s} 0 ${-8 * s}t0 ${-8 * s}" stroke="#b0b4bf" stroke-width="${1.2 * s}" fill="none" opacity=".7"/>`;
    return body + top;
  },
  light: ({ size, lit = true }) => (lit ? { x: 0, y: -size * 1.05, radius: size * 5 } : null),
};

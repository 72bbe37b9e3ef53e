import { scaled, tones, type PropDefinition } from '@/pictures';

/** A round wreath of fir with berries and a red bow; hangs from y = 0 upwards like any prop. */
export const wreath: PropDefinition = {
  variants: [],
  draw: ({ size }) => {
    const tufts = Array.from({ length: 14 }, (_, i) => {
      const a = (i / 14) * Math.PI * 2;
      return `<circle cx="${Math.round(Math.cos(a) * 36)}" cy="${Math.round(-50 + Math.sin(a) * 36)}" r="14" fill="${i % 2 ? '#2f8a55' : '#226b42'}"/>`;
    });
    return scaled(
      size,
      `${tufts.join('')}<g fill="${tones.red.base}"><circle cx="-30" cy="-70" r="4"/><circle cx="34" cy="-40" r="4"/><circle cx="-20" cy="-20" r="4"/></g><path d="M0 -14q-22-14-20 2t20-2q22-14 20 2t-20-2Z" fill="${tones.red.base}"/><path d="M-2 -14l-10 16M2 -14l10 16" stroke="${tones.red.shade}" stroke-width="5" stroke-linecap="round"/>`,
    );
  },
};

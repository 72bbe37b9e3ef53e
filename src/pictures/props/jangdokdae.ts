import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

/** 장독대: a stone platform with round onggi jars of soy sauce and kimchi, with lids. */
export const jangdokdae: PropDefinition = {
  variants: [],
  draw: ({ size }) => {
    const jar = (x: number, s: number) =>
      `<g transform="translate(${x} -10) scale(${s})"><path d="M-22 0q-10-26 0-44h44q10 18 0 44Z" fill="#7a4a2e"/><path d="M8 -44h14q10 18 0 44h-14q10-22 0-44Z" fill="#5e3720"/><path d="M-18 -40q-4 14 0 30" stroke="#9c6642" stroke-width="4" fill="none"/><ellipse cy="-46" rx="20" ry="6" fill="#5e3720"/><path d="M-18 -48q18-12 36 0Z" fill="#6b4229"/></g>`;
    return scaled(
      size,
      `<path d="M-50 0L-44 -14H44L50 0Z" fill="${tones.stone.base}"/><rect x="-50" y="-4" width="100" height="4" fill="${tones.stone.shade}"/>${jar(-30, 0.8)}${jar(28, 0.7)}${jar(0, 1)}`,
    );
  },
};

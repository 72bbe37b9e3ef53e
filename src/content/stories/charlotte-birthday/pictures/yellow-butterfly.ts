import { scaled, tones, type PropDefinition } from '@/pictures';

/** A small yellow butterfly seen from the front, wings open, flying: its base is the bottom of its wings; `size` is its wingspan. */
export const yellowButterfly: PropDefinition = {
  variants: [],
  draw: ({ size }) => {
    const y = tones.yellow;
    const wing = (s: number) =>
      `<path d="M0 -40q${s * 30} -40 ${s * 46} -30q${s * 6} 14 ${s * -20} 30q${s * 22} 6 ${s * 14} 26q${s * -14} 12 ${s * -40} -22Z" fill="${y.base}"/><path d="M${s * 4} -44q${s * 24} -28 ${s * 36} -24" stroke="${y.shade}" stroke-width="5" fill="none" stroke-linecap="round"/><circle cx="${s * 30}" cy="-56" r="5" fill="${y.light}"/>`;
    return scaled(
      size,
      `${wing(-1)}${wing(1)}<ellipse cy="-36" rx="5" ry="20" fill="#6d4c41"/><path d="M-2 -54q-8 -14 -14 -16M2 -54q8 -14 14 -16" stroke="#6d4c41" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    );
  },
};

import { scaled, tones, type PropDefinition } from '@/pictures';

/** A soft white dollop: 'cream' (a blob of whipped cream, on a nose) or 'flour' (a puff of flour flying up, dust all round). */
export const dollop: PropDefinition = {
  variants: ['cream', 'flour'],
  draw: ({ size, variant }) => {
    const c = tones.cream;
    if (variant === 'flour') {
      return scaled(
        size,
        `<g fill="#fbfaf6" opacity=".92"><circle cx="-22" cy="-30" r="20"/><circle cx="4" cy="-44" r="24"/><circle cx="26" cy="-28" r="18"/><circle cx="0" cy="-22" r="18"/></g><g fill="${c.shade}" opacity=".7"><circle cx="-8" cy="-36" r="6"/><circle cx="14" cy="-22" r="5"/></g><g fill="#fbfaf6"><circle cx="-44" cy="-56" r="4"/><circle cx="40" cy="-66" r="5"/><circle cx="-30" cy="-76" r="3"/><circle cx="22" cy="-84" r="3.5"/><circle cx="46" cy="-40" r="3"/><circle cx="-48" cy="-24" r="3"/></g>`,
      );
    }
    return scaled(
      size,
      `<path d="M-44 0q-8-22 14-28q6-20 30-18q24 0 26 20q22 6 14 26Z" fill="${c.light}"/><path d="M-8 -44q16 0 22 14q-14-6-22-14Z" fill="${c.base}"/><path d="M-40 -2q40 4 78 0" stroke="${c.shade}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    );
  },
};

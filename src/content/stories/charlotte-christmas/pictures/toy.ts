import { scaled, tones, type PropDefinition } from '@/pictures';

/** A toy: a wind-up robot, a teddy bear, or a red toy truck. */
export const toy: PropDefinition = {
  variants: ['robot', 'teddy', 'truck'],
  draw: ({ size, variant }) => {
    if (variant === 'truck') {
      const r = tones.red;
      const wheel = (x: number) => `<circle cx="${x}" cy="-12" r="12" fill="#3c4a5c"/><circle cx="${x}" cy="-12" r="5" fill="${tones.metal.light}"/>`;
      return scaled(
        size,
        `<rect x="-50" y="-50" width="62" height="36" rx="4" fill="${tones.yellow.base}"/><rect x="-50" y="-50" width="62" height="8" rx="3" fill="${tones.yellow.light}"/><path d="M12 -14V-56H34L50 -36V-14Z" fill="${r.base}"/><path d="M18 -50H32L44 -36H18Z" fill="${tones.blue.light}"/><rect x="-50" y="-20" width="100" height="8" rx="3" fill="${r.shade}"/>${wheel(-32)}${wheel(30)}`,
      );
    }
    if (variant === 'teddy') {
      const b = tones.wood;
      return scaled(
        size,
        `<g fill="${b.base}"><circle cx="-26" cy="-92" r="12"/><circle cx="26" cy="-92" r="12"/><ellipse cx="-26" cy="-10" rx="16" ry="10"/><ellipse cx="26" cy="-10" rx="16" ry="10"/></g><ellipse cy="-36" rx="30" ry="32" fill="${b.base}"/><ellipse cy="-30" rx="16" ry="18" fill="${b.light}"/><circle cy="-78" r="28" fill="${b.base}"/><ellipse cy="-70" rx="12" ry="9" fill="${b.light}"/><circle cx="-10" cy="-84" r="3" fill="#3b2a1f"/><circle cx="10" cy="-84" r="3" fill="#3b2a1f"/><ellipse cy="-74" rx="4" ry="3" fill="#3b2a1f"/><path d="M-14 -52q14 10 28 0" stroke="${tones.red.base}" stroke-width="5" stroke-linecap="round" fill="none"/>`,
      );
    }
    const m = tones.metal;
    return scaled(
      size,
      `<rect x="-28" y="-56" width="56" height="50" rx="8" fill="${m.base}"/><rect x="10" y="-56" width="18" height="50" rx="6" fill="${m.shade}"/><rect x="-14" y="-44" width="28" height="16" rx="4" fill="${tones.teal.base}"/><rect x="-20" y="-96" width="40" height="34" rx="8" fill="${m.base}"/><circle cx="-8" cy="-80" r="5" fill="${tones.yellow.base}"/><circle cx="8" cy="-80" r="5" fill="${tones.yellow.base}"/><path d="M0 -96v-10" stroke="${m.shade}" stroke-width="3"/><circle cy="-108" r="4" fill="${tones.red.base}"/><rect x="-24" y="-6" width="18" height="6" rx="2" fill="${m.shade}"/><rect x="6" y="-6" width="18" height="6" rx="2" fill="${m.shade}"/><path d="M-28 -46h-12v20M28 -46h12v20" stroke="${m.shade}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
    );
  },
};

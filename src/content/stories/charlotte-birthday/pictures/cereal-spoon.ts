import { scaled, tones, type PropDefinition } from '@/pictures';

/**
 * Leo's spoonful on its way in (c2-p2): a long spoon held low by the end of its handle, the handle running up
 * and out in front of him (the -x side) to a bowl of cereal at his lips. Unlike the kit's short heaped spoon,
 * whose heap hid the spoon and sat on his face, the handle, the bowl and the few pieces on it all show.
 */
export const cerealSpoon: PropDefinition = {
  grip: 0.1,
  variants: [],
  draw: ({ size }) => {
    const m = tones.metal;
    const o = tones.orange;
    return scaled(
      size,
      `<path d="M6 4L-30 -52" stroke="${m.shade}" stroke-width="9" stroke-linecap="round"/><path d="M6 4L-30 -52" stroke="${m.base}" stroke-width="6" stroke-linecap="round"/><g transform="translate(-40 -66) rotate(-30)"><ellipse rx="18" ry="10" fill="${m.shade}"/><ellipse cy="-2" rx="15" ry="6" fill="#fbfaf6"/></g><g fill="${o.base}" stroke="#c46a1c" stroke-width="1.5"><circle cx="-48" cy="-72" r="6"/><circle cx="-36" cy="-76" r="6.5"/></g><g fill="${o.light}"><circle cx="-37" cy="-78" r="2"/><circle cx="-49" cy="-74" r="1.8"/></g>`,
    );
  },
};

import { scaled, tones, type PropDefinition } from '@/pictures';

/** A shop's solid wooden counter seen from the customer's side, so whoever stands behind it shows from the waist up; 100 wide, 34 tall, its top at y = -34. */
export const shopCounter: PropDefinition = {
  grip: 0,
  variants: [],
  draw: ({ size }) => {
    const w = tones.wood;
    return scaled(
      size,
      `<rect x="-50" y="-30" width="100" height="30" fill="${w.base}"/><rect x="-50" y="-30" width="100" height="5" fill="${w.shade}"/><path d="M-30 -22v20M0 -22v20M30 -22v20" stroke="${w.shade}" stroke-width="1.2"/><rect x="-52" y="-35" width="104" height="6" rx="2" fill="${w.light}"/>`,
    );
  },
};

import { scaled, tones, type PropDefinition } from '@/pictures';

const w = tones.wood;

/**
 * A tall pantry cupboard with two shelves, 'open': both doors swung wide. Its doors included, it is `size` wide and 115
 * tall (of 100); shelves at 81 and 47. 'built-in' is the same open cupboard fitted into the kitchen's run of cabinets:
 * a closed top cupboard over it up to the wall cabinets' top (75 more) and a kick board at its foot, so it stands in
 * the wall and not alone on the floor.
 */
export const cupboard: PropDefinition = {
  variants: ['open', 'built-in'],
  draw: ({ size, variant }) => {
    const frame = `<rect x="-46" y="-170" width="92" height="170" rx="6" fill="${w.shade}"/>`;
    const shelf = (y: number) => `<rect x="-42" y="${y}" width="84" height="5" rx="2" fill="${w.light}"/>`;
    const jars = `<rect x="-34" y="-146" width="14" height="24" rx="4" fill="${tones.orange.light}"/><rect x="-16" y="-140" width="12" height="18" rx="4" fill="${tones.green.light}"/><rect x="20" y="-94" width="16" height="22" rx="4" fill="${tones.red.light}"/><rect x="-32" y="-36" width="22" height="26" rx="4" fill="${tones.cream.shade}"/><rect x="4" y="-30" width="26" height="20" rx="4" fill="${tones.yellow.light}"/>`;
    const fitted =
      variant === 'built-in'
        ? `<rect x="-46" y="-280" width="92" height="108" rx="4" fill="${w.shade}"/><rect x="-42" y="-276" width="40" height="100" rx="4" fill="${w.base}"/><rect x="2" y="-276" width="40" height="100" rx="4" fill="${w.base}"/><rect x="-10" y="-200" width="5" height="18" rx="2" fill="${w.light}"/><rect x="5" y="-200" width="5" height="18" rx="2" fill="${w.light}"/><rect x="-50" y="-286" width="100" height="8" rx="3" fill="${w.light}"/><rect x="-46" y="-6" width="92" height="8" fill="${tones.darkWood.base}"/>`
        : '';
    return scaled(
      size,
      `<g transform="scale(.676)">${fitted}${frame}<rect x="-42" y="-166" width="84" height="160" rx="4" fill="${tones.darkWood.base}"/>${shelf(-122)}${shelf(-72)}${shelf(-12)}${jars}<path d="M-46 -168L-74 -160V-8L-46 -2Z" fill="${w.base}"/><path d="M46 -168L74 -160V-8L46 -2Z" fill="${w.base}"/><path d="M-70 -150L-50 -155V-16L-70 -12Z" fill="${w.light}" opacity=".45"/><path d="M70 -150L50 -155V-16L70 -12Z" fill="${w.light}" opacity=".45"/></g>`,
    );
  },
};

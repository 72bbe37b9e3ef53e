import { scaled, tones, type PropDefinition } from '@/pictures';

const red = tones.red;

const kinds: Record<string, () => string> = {
  /** Flying free behind a running dog: clipped at the left end, a loop handle at the right. */
  flying: () =>
    `<path d="M-50 -30q20 -14 36 -4t34 2t18 12" stroke="${red.base}" stroke-width="5" fill="none" stroke-linecap="round"/><ellipse cx="44" cy="-12" rx="9" ry="6" fill="none" stroke="${red.shade}" stroke-width="5"/><circle cx="-50" cy="-30" r="4" fill="${tones.metal.shade}"/>`,
  /**
   * Still clipped to the collar of a dog standing or sitting: the clip at the top of its box (x 0, 40 up
   * of 100), the cord dropping to the floor and trailing away to the left, its loop handle lying on the
   * floor. Put the box's origin under the collar; flip to trail right.
   */
  trailing: () =>
    `<path d="M0 -40q-6 18 -10 32q-4 8 -16 7q-16 -2 -32 0" stroke="${red.base}" stroke-width="3.5" fill="none" stroke-linecap="round"/><ellipse cx="-68" cy="-2" rx="9" ry="4" fill="none" stroke="${red.shade}" stroke-width="3.5"/><circle cx="0" cy="-40" r="3" fill="${tones.metal.shade}"/>`,
};

/** A puppy's red leash, flying behind him as he runs or trailing on the floor from his collar. */
export const leash: PropDefinition = {
  variants: Object.keys(kinds),
  draw: ({ size, variant = 'flying' }) => scaled(size, kinds[variant]!()),
};

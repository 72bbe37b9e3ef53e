import { scaled, type PropDefinition } from '@/pictures';

/** Worn ochre upholstery, warm in lamplight and apart from Grandpa's red scarf and blue blanket. */
const cloth = { base: '#c9973f', shade: '#9a6f2a', light: '#e2b860' };
const wood = '#5e3b24';

/**
 * Grandpa's deep armchair by the fire, for someone sitting in it turned to the picture's left: its seat at y = -50
 * (as the engine's chair, so `size` is twice the sitter's seat height), its high winged back and its arm on the
 * right, behind the sitter, a plump seat cushion and short turned legs. Drawn before the sitter. (The plain chair
 * the engine draws under a sitter hid under his lap blanket, and he seemed to sit on air.)
 */
export const armchair: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      // The high back, its wing curling over at the top.
      `<path d="M4 -48Q2 -104 10 -128Q22 -140 40 -134Q54 -128 54 -112Q56 -80 54 -40Z" fill="${cloth.base}"/>` +
        `<path d="M36 -132Q54 -128 54 -112Q56 -80 54 -40L42 -42Q46 -90 36 -132Z" fill="${cloth.shade}"/>` +
        `<path d="M10 -128Q22 -140 40 -134Q24 -130 16 -118Q12 -90 12 -52L4 -48Q2 -104 10 -128Z" fill="${cloth.light}"/>` +
        // The front skirt under the seat, down to the legs.
        `<path d="M-48 -50Q-50 -30 -46 -14H56Q58 -30 56 -50Z" fill="${cloth.shade}"/>` +
        // The seat cushion, plump at its front edge.
        `<path d="M-50 -52Q-52 -62 -40 -64H44Q56 -62 56 -52Q56 -44 44 -44H-40Q-52 -44 -50 -52Z" fill="${cloth.base}"/>` +
        `<path d="M-40 -64H44Q52 -63 54 -58H-46Q-46 -63 -40 -64Z" fill="${cloth.light}"/>` +
        // The arm on the back side, rolled over at its front.
        `<path d="M30 -84Q30 -94 44 -94Q60 -94 62 -80V-18H36Z" fill="${cloth.base}"/>` +
        `<path d="M30 -84Q30 -94 44 -94Q56 -94 58 -86Q44 -90 36 -80Z" fill="${cloth.light}"/>` +
        `<path d="M52 -82Q60 -86 62 -80V-18H54Z" fill="${cloth.shade}"/>` +
        // Short turned legs.
        `<path d="M-40 -16V0M48 -16V0" stroke="${wood}" stroke-width="7" stroke-linecap="round"/>`,
    ),
};

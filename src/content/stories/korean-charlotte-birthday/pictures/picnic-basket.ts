import { scaled, tones, type PropDefinition } from '@/pictures';

const wicker = tones.wood;

/** The red-and-white checked cloth tucked over the food. */
const cloth = `<path d="M-34 -46q10-10 34-8t34 8l-4 6H-30Z" fill="#fff"/><g fill="${tones.red.base}"><path d="M-26 -50h8v6h-8ZM-10 -53h8v6h-8ZM6 -53h8v6h-8ZM22 -50h8v6h-8Z"/></g>`;

/** Woven body, rim and the two lid flaps; `open` lifts one flap up on its hinge. */
function basket(open: boolean): string {
  const body = [
    `<path d="M-40 -44H40L32 0H-32Z" fill="${wicker.base}"/>`,
    `<path d="M14 -44H40L32 0H12Z" fill="${wicker.shade}"/>`,
    `<path d="M-38 -31H38M-36 -18H36M-34 -6H34" stroke="${wicker.shade}" stroke-width="3"/>`,
    `<path d="M-22 -44l-4 44M-6 -44l-1 44M10 -44l1 44M26 -44l3 44" stroke="${wicker.light}" stroke-width="2"/>`,
    `<rect x="-43" y="-48" width="86" height="7" rx="3.5" fill="${wicker.light}"/>`,
  ].join('');
  const handle = `<path d="M-30 -46Q0 -96 30 -46" stroke="${wicker.shade}" stroke-width="6" fill="none"/><path d="M-30 -46Q0 -96 30 -46" stroke="${wicker.light}" stroke-width="2" fill="none"/>`;
  const leftLid = `<path d="M-43 -48L-2 -48L-2 -56L-40 -56Z" fill="${wicker.base}"/><path d="M-40 -52H-4" stroke="${wicker.shade}" stroke-width="2"/>`;
  const rightLid = open
    ? `<path d="M2 -48L42 -48L56 -84L18 -82Z" fill="${wicker.base}"/><path d="M10 -56L48 -62M16 -70L52 -74" stroke="${wicker.shade}" stroke-width="2.5"/><path d="M2 -48L42 -48L44 -52L4 -52Z" fill="${wicker.shade}"/>`
    : `<path d="M2 -48L43 -48L40 -56L2 -56Z" fill="${wicker.shade}"/><path d="M4 -52H40" stroke="${wicker.base}" stroke-width="2"/>`;
  return handle + (open ? cloth : '') + body + leftLid + rightLid;
}

/** A wicker picnic basket with a checked cloth; 'closed' packed and ready, 'open' with its lid flapping up. */
export const picnicBasket: PropDefinition = {
  // Held, the top of the handle's arc (71 above the base) sits inside the fist.
  grip: 0.7,
  variants: ['closed', 'open'],
  draw: ({ size, variant }) => scaled(size, basket(variant === 'open')),
};

import { scaled, type PropDefinition } from '@/pictures';

const teal = '#4db6ac';
const dark = '#35978e';
/** How wide it is drawn, in the setting's units: from the seat's front near its end to the outside of the arm. */
const WIDE = 94;

/**
 * The living room's sofa (the engine's living-room setting draws it against the back wall) seen again over what goes
 * under it: its right end (the seat's front, the arm and the foot) and the dark gap under the seat, drawn exactly over
 * the setting's own when placed at x 297, y 382, size 94, so something can go under the sofa: a puppy's nose into
 * the dark under its end, or his front half drawn before it, gone under.
 */
export const sofaEnd: PropDefinition = {
  // The setting's own sofa, so a part of the place: it stays where the room has it and may run past a frame's edge.
  landmark: true,
  // 'over': drawn over someone gone under it, only the back of the dark under the seat drawn again, so what hides
  // there is dim behind and its face peeks out bright from under the seat's front.
  variants: ['over'],
  draw: ({ size, variant }) =>
    scaled(
      (size * 100) / WIDE,
      [
        // The dark under the seat and the arm, from the seat's edge to the floor, fading in from the seat's middle.
        variant === 'over' ? '<path d="M-47 -32H-30V0H-47Z" fill="#2b2320" opacity=".6"/>' : '<path d="M-47 -32H47V0H-47Z" fill="#2b2320" opacity=".88"/>',
        // The seat's front at its end and the arm, as the setting draws them.
        `<rect x="-47" y="-82" width="60" height="50" rx="14" fill="${teal}"/><rect x="-47" y="-82" width="20" height="50" fill="${teal}"/>`,
        `<rect x="-3" y="-102" width="50" height="90" rx="20" fill="${teal}"/>`,
        `<rect x="17" y="-16" width="16" height="16" fill="#6b4a34"/>`,
        `<path d="M-47 -40H6" stroke="${dark}" stroke-width="3" opacity=".5"/>`,
      ].join(''),
    ),
};

import { scaled } from './kit';
import type { PropDefinition } from './types';

const smudge = (y: number) =>
  `<ellipse cx="0" cy="${y}" rx="22" ry="11" fill="#ffffff" opacity=".95"/><ellipse cx="-5" cy="${y - 2}" rx="10" ry="5" fill="#f4eee2"/><circle cx="24" cy="${y - 8}" r="3.5" fill="#ffffff"/><circle cx="-24" cy="${y + 6}" r="3" fill="#ffffff"/>`;

/**
 * A smudge of flour: a soft white patch with two specks, resting on its base; 'nose' is the same
 * smudge worn (`wearing`, size 30 for a child) so it lands on the nose below the crown of the head.
 */
export const flourSmudge: PropDefinition = {
  variants: ['nose'],
  draw: ({ size, variant }) => scaled(size, smudge(variant === 'nose' ? 100 : -11)),
};

import { scaled, type PropDefinition } from '@/pictures';

const smudge = (y: number) =>
  `<ellipse cx="0" cy="${y}" rx="22" ry="11" fill="#ffffff" opacity=".95"/><ellipse cx="-5" cy="${y - 2}" rx="10" ry="5" fill="#f4eee2"/><circle cx="24" cy="${y - 8}" r="3.5" fill="#ffffff"/><circle cx="-24" cy="${y + 6}" r="3" fill="#ffffff"/>`;

/** Worn on a face: a bright patch on the nose tip, edged so it reads on pale skin, and three specks on one cheek. */
const onNose = `<ellipse cx="0" cy="92" rx="18" ry="10" fill="#ffffff" stroke="#d8cbb8" stroke-width="2.5"/><ellipse cx="-4" cy="90" rx="7" ry="3.5" fill="#f4eee2"/><circle cx="-82" cy="104" r="5" fill="#ffffff" stroke="#d8cbb8" stroke-width="1.5"/><circle cx="-72" cy="116" r="4" fill="#ffffff" stroke="#d8cbb8" stroke-width="1.5"/><circle cx="-90" cy="118" r="3.5" fill="#ffffff" stroke="#d8cbb8" stroke-width="1.5"/>`;

/**
 * A smudge of flour: a soft white patch with two specks, resting on its base; 'nose' is flour worn
 * (`wearing`, size 30 for a child) so it lands on the nose tip below the crown of the head.
 */
export const flourSmudge: PropDefinition = {
  variants: ['nose'],
  draw: ({ size, variant }) => scaled(size, variant === 'nose' ? onNose : smudge(-11)),
};

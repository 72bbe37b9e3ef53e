import { scaled, type PropDefinition } from '@/pictures';

/**
 * Flour dusted on cloth: soft see-through white patches of different sizes, tipped this way and that, and a scatter of
 * fine specks round them, over a patch about 50 wide and 30 tall above its base, so the cloth shows through (one solid
 * white oval with two dots read as an egg with drips on the apron).
 */
const dusting = () =>
  [
    `<ellipse cx="-6" cy="-16" rx="13" ry="7" fill="#ffffff" opacity=".75" transform="rotate(-18 -6 -16)"/>`,
    `<ellipse cx="9" cy="-10" rx="10" ry="5" fill="#ffffff" opacity=".7" transform="rotate(24 9 -10)"/>`,
    `<ellipse cx="-14" cy="-7" rx="7" ry="4" fill="#ffffff" opacity=".6"/>`,
    `<ellipse cx="6" cy="-22" rx="6" ry="3.5" fill="#ffffff" opacity=".6" transform="rotate(-30 6 -22)"/>`,
    ...[
      [-22, -20, 1.6],
      [-19, -27, 1.2],
      [18, -18, 1.5],
      [22, -9, 1.2],
      [-2, -3, 1.3],
      [14, -26, 1.1],
      [-26, -11, 1.1],
    ].map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" opacity=".9"/>`),
  ].join('');

/** Worn on a face: a bright patch on the nose tip, edged so it reads on pale skin, and three specks on one cheek. */
const onNose = `<ellipse cx="0" cy="92" rx="18" ry="10" fill="#ffffff" stroke="#d8cbb8" stroke-width="2.5"/><ellipse cx="-4" cy="90" rx="7" ry="3.5" fill="#f4eee2"/><circle cx="-82" cy="104" r="5" fill="#ffffff" stroke="#d8cbb8" stroke-width="1.5"/><circle cx="-72" cy="116" r="4" fill="#ffffff" stroke="#d8cbb8" stroke-width="1.5"/><circle cx="-90" cy="118" r="3.5" fill="#ffffff" stroke="#d8cbb8" stroke-width="1.5"/>`;

/**
 * Flour on someone: 'apron' (the first, so the default) dusted over cloth, resting on its base; 'nose' is flour worn
 * (`wearing`, size 30 for a child) so it lands on the nose tip below the crown of the head.
 */
export const flourSmudge: PropDefinition = {
  variants: ['apron', 'nose'],
  draw: ({ size, variant }) => scaled(size, variant === 'nose' ? onNose : dusting()),
};

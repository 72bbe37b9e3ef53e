import { scaled, tones } from './drawing';
import type { PropDefinition } from './types';

/** The glass set back in the wall: the frame's shade along its top and left edge. */
const INSET = '<path d="M-42 -112h84v5h-79v99h-5Z" fill="#1d2a3a" opacity=".14"/>';
/** The white frame round the glass, and the bars across it. */
const SASH = '<rect x="-46" y="-116" width="92" height="108" fill="none" stroke="#fff" stroke-width="8"/>';
const BARS = '<path d="M0 -116v108M-46 -62h92" stroke="#fff" stroke-width="6"/>';
/** Two slanting streaks of shine across the glass. */
const shine = (opacity: string) => `<path d="M-40 -66L-8 -110h9L-31 -66ZM6 -66L36 -108h5L11 -66Z" fill="#fff" opacity="${opacity}"/>`;

/**
 * The window's frame, bars and shine alone, to lay over a view a book draws in the window's own box (a mountain out
 * behind the glass), so the view is seen through the window and not stood on its sill.
 */
export const windowGlazing = (shineOpacity: string) => `${INSET}${SASH}${shine(shineOpacity)}${BARS}`;

/**
 * A window in a wall; `lit` makes the glass glow warm, as from inside at night. 'sunny' pours
 * morning sunbeams down to its right; 'open' has one pane swung out and the curtain, hung from a rod, swaying a little in a breeze.
 */
export const windowProp: PropDefinition = {
  variants: ['closed', 'sunny', 'open'],
  draw: ({ size, lit = false, variant }) => {
    const glass = `${lit ? '<rect x="-60" y="-130" width="120" height="130" rx="10" fill="#ffd66e" opacity=".25"/>' : ''}<rect x="-46" y="-116" width="92" height="108" fill="${lit ? '#ffd66e' : '#bfe3f7'}"/>`;
    // The glass sits back in the wall: the frame shades its top and left edge, and the frame's own outer
    // right and bottom edges are in shade, so it reads as a window and not a white outline.
    const frame = `${INSET}${SASH}<path d="M50 -119V-6M-49 -6h99" stroke="${tones.cream.shade}" stroke-width="2"/>`;
    const sill = `<rect x="-54" y="-8" width="108" height="8" rx="3" fill="${tones.cream.shade}"/><path d="M-52 -7h104" stroke="#fff" stroke-width="2" stroke-linecap="round"/><rect x="-50" y="0" width="100" height="3" fill="#1d2a3a" opacity=".1"/>`;
    const glint = lit ? '' : shine('.3');
    if (variant === 'open') {
      // The curtain hangs in folds from a rod over the window, its hem swaying a little in toward the open pane:
      // a loose pink shape lifting from the corner read as a flag or a tongue at phone size.
      const curtain = [
        `<path d="M-58 -124H58" stroke="${tones.wood.shade}" stroke-width="5" stroke-linecap="round"/>`,
        `<circle cx="-58" cy="-124" r="5" fill="${tones.wood.base}"/><circle cx="58" cy="-124" r="5" fill="${tones.wood.base}"/>`,
        `<path d="M-54 -122H-14C-10 -92 -4 -62 -2 -34Q-8 -28 -14 -32Q-20 -25 -27 -30Q-33 -23 -40 -28Q-46 -21 -52 -26C-54 -60 -56 -92 -54 -122Z" fill="${tones.pink.base}" stroke="${tones.pink.shade}" stroke-width="2.5" stroke-linejoin="round"/>`,
        `<path d="M-45 -122C-45 -92 -43 -60 -40 -29M-34 -122C-33 -92 -29 -60 -27 -31M-23 -122C-21 -92 -15 -62 -13 -33" stroke="${tones.pink.shade}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
        `<path d="M-40 -118C-39 -92 -36 -62 -34 -34M-29 -118C-27 -92 -23 -62 -20 -36" stroke="${tones.pink.light}" stroke-width="3" fill="none" stroke-linecap="round" opacity=".8"/>`,
        `<g fill="none" stroke="${tones.wood.shade}" stroke-width="2">${[-50, -40, -30, -20].map((x) => `<circle cx="${x}" cy="-124" r="3.5"/>`).join('')}</g>`,
      ].join('');
      return scaled(
        size,
        `${glass}<path d="M-42 -112h40v100h-40Z" fill="#d8f0fb"/><circle cx="-20" cy="-80" r="12" fill="#fff" opacity=".8"/>${frame}<path d="M0 -116v108" stroke="#fff" stroke-width="6"/><path d="M0 -116L30 -128V-4L0 -8Z" fill="#e6f4fb" stroke="#fff" stroke-width="5"/>${curtain}${sill}`,
      );
    }
    const sun = variant === 'sunny' ? '<circle cx="-22" cy="-92" r="14" fill="#ffe27a"/>' : '';
    const beams =
      variant === 'sunny'
        ? '<path d="M-40 -110L40 -14L50 100L-20 100Z" fill="#fff3b0" opacity=".45"/><path d="M-10 -100L44 -40L54 80L20 90Z" fill="#fff8cf" opacity=".5"/>'
        : '';
    return scaled(size, `${glass}${sun}${glint}${frame}${BARS}${sill}${beams}`);
  },
  light: ({ size, lit = false }) => (lit ? { x: 0, y: -size * 0.62, radius: size * 1.1 } : null),
};

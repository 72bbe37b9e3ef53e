import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

/**
 * A window in a wall; `lit` makes the glass glow warm, as from inside at night. 'sunny' pours
 * morning sunbeams down to its right; 'open' has one pane swung out and the curtain lifting in a breeze;
 * 'starry' is a clear night sky in the glass, a crescent moon and stars.
 */
export const windowProp: PropDefinition = {
  variants: ['closed', 'sunny', 'open', 'starry'],
  draw: ({ size, lit = false, variant }) => {
    const glass = `${lit ? '<rect x="-60" y="-130" width="120" height="130" rx="10" fill="#ffd66e" opacity=".25"/>' : ''}<rect x="-46" y="-116" width="92" height="108" fill="${lit ? '#ffd66e' : '#bfe3f7'}"/>`;
    const frame = `<rect x="-46" y="-116" width="92" height="108" fill="none" stroke="#fff" stroke-width="8"/>`;
    const sill = `<rect x="-54" y="-8" width="108" height="8" rx="3" fill="${tones.cream.shade}"/>`;
    if (variant === 'open') {
      return scaled(
        size,
        `${glass}<path d="M-42 -112h40v100h-40Z" fill="#d8f0fb"/><circle cx="-20" cy="-80" r="12" fill="#fff" opacity=".8"/>${frame}<path d="M0 -116v108" stroke="#fff" stroke-width="6"/><path d="M0 -116L30 -128V-4L0 -8Z" fill="#e6f4fb" stroke="#fff" stroke-width="5"/><path d="M-50 -120q-10 40 4 70q12 20 30 16q-8-30 6-60q-16-10-40-26Z" fill="${tones.pink.base}"/><path d="M-30 -100q-4 30 14 66" stroke="${tones.pink.shade}" stroke-width="3" fill="none"/>${sill}`,
      );
    }
    if (variant === 'starry') {
      const stars = [
        [-30, -100],
        [-12, -84],
        [-36, -74],
        [14, -100],
        [30, -80],
        [38, -104],
        [-24, -44],
        [-8, -30],
        [22, -50],
        [34, -26],
        [10, -36],
        [-38, -22],
      ]
        .map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${i % 3 === 0 ? 2.4 : 1.6}"/>`)
        .join('');
      return scaled(
        size,
        `<rect x="-46" y="-116" width="92" height="108" fill="#1f2a52"/><rect x="-46" y="-40" width="92" height="32" fill="#2b3a6b" opacity=".7"/><g fill="#fff6c8">${stars}</g><path d="M26 -104a10 10 0 1 0 8 16a8 8 0 1 1-8-16Z" fill="#ffeaa0"/>${frame}<path d="M0 -116v108M-46 -62h92" stroke="#fff" stroke-width="6"/>${sill}`,
      );
    }
    const sun = variant === 'sunny' ? '<circle cx="-22" cy="-92" r="14" fill="#ffe27a"/>' : '';
    const beams =
      variant === 'sunny'
        ? '<path d="M-40 -110L40 -14L50 100L-20 100Z" fill="#fff3b0" opacity=".45"/><path d="M-10 -100L44 -40L54 80L20 90Z" fill="#fff8cf" opacity=".5"/>'
        : '';
    return scaled(size, `${glass}${sun}${frame}<path d="M0 -116v108M-46 -62h92" stroke="#fff" stroke-width="6"/>${sill}${beams}`);
  },
  light: ({ size, lit = false }) => (lit ? { x: 0, y: -size * 0.62, radius: size * 1.1 } : null),
};

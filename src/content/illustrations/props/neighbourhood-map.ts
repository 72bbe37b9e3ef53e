import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

const paper = tones.paper;

/** What the child drew: crayon streets, houses, a mountain and a star. */
function drawing(): string {
  return [
    '<path d="M-40 -20Q-10 -26 10 -18T42 -24M-6 -62Q-2 -40 -8 -22T-2 -6" stroke="#9aa0a8" stroke-width="5" fill="none" stroke-linecap="round"/>',
    '<path d="M-40 -20Q-10 -26 10 -18T42 -24" stroke="#f0b443" stroke-width="1.2" stroke-dasharray="3 3" fill="none"/>',
    '<path d="M6 -62L20 -80L34 -62Z" fill="#6cbf5f"/><path d="M16 -74l4-6 4 6-4 -2Z" fill="#fff"/>',
    '<g stroke-linejoin="round"><path d="M-36 -44h12v10h-12ZM-38 -44l8-8 8 8Z" fill="#f59ab5" stroke="#d9738f" stroke-width="1"/><path d="M20 -44h12v10H20ZM18 -44l8-8 8 8Z" fill="#5aa9ea" stroke="#3c83c4" stroke-width="1"/><path d="M-30 -12h11v9h-11ZM-32 -12l7-7 7 7Z" fill="#f5a04a" stroke="#d77f2c" stroke-width="1"/></g>',
    '<path d="M-30 -76l2.5 5 5.5.5-4 4 1 5.5-5-2.6-5 2.6 1-5.5-4-4 5.5-.5Z" fill="#ffd25a" stroke="#e6ae2e" stroke-width="1"/>',
    '<path d="M18 -12l6 6m0-6l-6 6" stroke="#e8574f" stroke-width="2" stroke-linecap="round"/>',
  ].join('');
}

function sheet(outline: string): string {
  return `<path d="${outline}" fill="${paper.shade}" transform="translate(2 2)"/><path d="${outline}" fill="${paper.base}"/>`;
}

const flat = 'M-48 -88H48V-2H-48Z';

function whole(): string {
  return sheet(flat) + drawing();
}

/** Crumpled: a lumpy outline, creases across the drawing and shaded facets. */
function crumpled(): string {
  const outline = 'M-44 -84L-10 -90L30 -82L46 -86L42 -50L48 -20L40 -2L0 -8L-34 -2L-48 -30L-42 -56Z';
  return [
    sheet(outline),
    `<g transform="translate(0 -4) scale(.92)">${drawing()}</g>`,
    `<path d="M-10 -90L-4 -50L-34 -2M-42 -56L-4 -50L42 -50M-4 -50L0 -8M30 -82L20 -52" stroke="${paper.shade}" stroke-width="1.4" fill="none"/>`,
    `<path d="M-4 -50L42 -50L48 -20L0 -8Z" fill="${paper.shade}" opacity=".5"/><path d="M-44 -84L-10 -90L-4 -50L-42 -56Z" fill="#000" opacity=".05"/>`,
  ].join('');
}

/** Wet: rain drops and blue-grey water marks where the crayon has run. */
function wet(): string {
  return [
    sheet(flat),
    `<g opacity=".55">${drawing()}</g>`,
    '<g fill="#8fb0cf" opacity=".45"><path d="M-30 -60q14-8 22 4t-4 20q-20 4-18-24Z"/><path d="M10 -30q16-10 26 4t-10 18q-18 2-16-22Z"/><ellipse cx="30" cy="-74" rx="10" ry="6"/></g>',
    '<path d="M-12 -22v10M24 -40v14M-34 -40v8" stroke="#9aa0a8" stroke-width="3" stroke-linecap="round" opacity=".4"/>',
    '<g fill="#cfe6fa"><path d="M-20 -70q3 5 0 7q-3-2 0-7Z"/><path d="M36 -16q3 5 0 7q-3-2 0-7Z"/><path d="M-40 -14q3 5 0 7q-3-2 0-7Z"/></g>',
  ].join('');
}

/**
 * Torn in two along a jagged line, the halves pulled a little apart. Each half shows the drawing
 * through a nested viewport (a clip path would need an id, and a scene may hold two maps).
 */
function torn(): string {
  const left = 'M-48 -88H4L-2 -74L6 -62L-4 -48L4 -34L-6 -20L2 -2H-48Z';
  const right = 'M4 -88H48V-2H2L-6 -20L4 -34L-4 -48L6 -62L-2 -74Z';
  const half = (d: string, x0: number, dx: number, turn: number) =>
    `<g transform="translate(${dx} 0) rotate(${turn} 0 -2)">${sheet(d)}<svg x="${x0}" y="-90" width="48" height="92" viewBox="${x0} -90 48 92" overflow="hidden">${drawing()}</svg></g>`;
  return half(left, -50, -6, -4) + half(right, 2, 6, 5);
}

const kinds: Record<string, () => string> = { whole, crumpled, wet, torn };

/** A child's crayon map of the neighbourhood on a sheet of paper. */
export const neighbourhoodMap: PropDefinition = {
  variants: ['whole', 'crumpled', 'wet', 'torn'],
  draw: ({ size, variant = 'whole' }) => scaled(size, kinds[variant]!()),
};

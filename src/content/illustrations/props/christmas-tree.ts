import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

const bulbs: [number, number][] = [[-8, -92], [10, -86], [-18, -70], [4, -66], [22, -62], [-26, -46], [-6, -42], [16, -40], [32, -36], [-34, -22], [-14, -18], [8, -16], [28, -14]];
const colors = ['#ff5a5a', '#ffd25a', '#5aa9ea', '#7ed67e', '#ff9de0'];

function tree(): string {
  return [
    `<rect x="-6" y="-12" width="12" height="12" fill="${tones.darkWood.base}"/><path d="M-14 0h28l-3-8h-22Z" fill="${tones.red.base}"/>`,
    '<path d="M0 -112L-26 -70H-14L-36 -40H-22L-44 -12H44L22 -40H36L14 -70H26Z" fill="#2f8a55"/>',
    '<path d="M0 -112L26 -70H14L36 -40H22L44 -12H10L14 -40L6 -70Z" fill="#226b42"/>',
    '<path d="M-4 -104L-18 -76M-10 -64L-28 -44M-14 -36L-34 -16" stroke="#4fae72" stroke-width="3" stroke-linecap="round"/>',
  ].join('');
}

function star(lit: boolean): string {
  const glow = lit ? '<circle cy="-114" r="14" fill="#ffe68a" opacity=".45"/>' : '';
  return `${glow}<path d="M0 -124l3.5 7 7.5 1-5.5 5 1.5 7.5-7-3.8-7 3.8 1.5-7.5-5.5-5 7.5-1Z" fill="${lit ? '#ffd25a' : '#d9b84a'}"/>`;
}

/** Lit: every bulb glows with a halo and the star shines; unlit: the same bulbs, dull glass. */
function lights(lit: boolean): string {
  const garland = '<path d="M-16 -78Q4 -68 20 -80M-28 -52Q4 -38 32 -52M-38 -26Q4 -10 40 -26" stroke="#e6ae2e" stroke-width="1.5" fill="none"/>';
  const dots = bulbs.map(([x, y], i) => {
    const c = colors[i % colors.length]!;
    return lit
      ? `<circle class="bulb" cx="${x}" cy="${y}" r="6" fill="${c}" opacity=".35"/><circle cx="${x}" cy="${y}" r="3" fill="${c}"/><circle cx="${x - 1}" cy="${y - 1}" r="1.2" fill="#fff"/>`
      : `<circle class="bulb" cx="${x}" cy="${y}" r="3" fill="#9aa5b1"/>`;
  });
  return garland + dots.join('');
}

/** A Christmas tree with a string of lights and a star on top; 'lit' glows, 'unlit' does not, 'starless' is lit and waits for its star. */
export const christmasTree: PropDefinition = {
  variants: ['lit', 'unlit', 'starless'],
  draw: ({ size, variant, lit }) => {
    const on = lit ?? variant !== 'unlit';
    return scaled(size, tree() + lights(on) + (variant === 'starless' ? '' : star(on)));
  },
  light: ({ size, variant, lit }) => ((lit ?? variant !== 'unlit') ? { x: 0, y: -size * 0.6, radius: size * 1.3 } : null),
};

import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

/**
 * What Seojun pictures under the sign (pyeongchang-story), in a thought cloud 100 wide, 70 tall:
 * 'line' the cloud with a long winding line of neighbours, old and young, waiting to sign;
 * 'list' (no cloud; lay it over the line's right end) a table with a long paper list and a younger,
 * dark-haired Grandpa signing it.
 */
function person(x: number, y: number, s: number, coat: string, hair: string): string {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-4 0V-9Q-4 -13 0 -13Q4 -13 4 -9V0Z" fill="${coat}"/><circle cy="-16" r="3.4" fill="#f2c9a0"/><path d="M-3.4 -17Q0 -21 3.4 -17" fill="${hair}" stroke="${hair}" stroke-width="1.6"/></g>`;
}

const coats = [tones.red.base, tones.blue.base, tones.green.base, tones.orange.base, tones.purple.base, tones.teal.base, tones.pink.base];
const hairs = ['#3a2a20', '#d8d8d8', '#5a3a22', '#2a2a2a', '#e6e2dc'];

function line(): string {
  const cloud = `<g fill="#ffffff"><ellipse cx="0" cy="-36" rx="50" ry="30"/><circle cx="-34" cy="-50" r="18"/><circle cx="-6" cy="-62" r="20"/><circle cx="26" cy="-56" r="18"/><circle cx="40" cy="-34" r="14"/><circle cx="-40" cy="-24" r="14"/></g><circle cx="-30" cy="4" r="5" fill="#fff"/><circle cx="-38" cy="12" r="3" fill="#fff"/>`;
  const road = '<path d="M-46 -52Q-10 -60 0 -44T30 -24" stroke="#d9d2c4" stroke-width="9" fill="none" stroke-linecap="round"/>';
  const people: string[] = [];
  for (let i = 0; i < 16; i += 1) {
    const t = i / 15;
    const x = -44 + t * 66;
    const y = -50 - 8 * Math.sin(t * Math.PI * 1.2) + t * 26;
    people.push(person(x, y, 0.55 + t * 0.35, coats[i % coats.length]!, hairs[i % hairs.length]!));
  }
  return cloud + road + people.join('');
}

function list(): string {
  const w = tones.wood;
  // Narrow and raised a little, so the table's legs and the signer end inside the cloud's bottom edge.
  return `<g transform="translate(0 -4)">${[
    `<rect x="18" y="-26" width="22" height="4" fill="${w.base}"/><path d="M21 -22v8M37 -22v8" stroke="${w.shade}" stroke-width="2"/>`,
    `<path d="M20 -27L39 -27L41 -30L22 -30Z" fill="#fffaf0"/><path d="M24 -28.5h13" stroke="#8e99a8" stroke-width=".8" stroke-dasharray="2 1"/>`,
    `<g transform="translate(14 -10) scale(1.05)"><path d="M-5 0V-11Q-5 -16 0 -16Q5 -16 5 -11V0Z" fill="#6f7f3e"/><circle cy="-20" r="4.2" fill="#f2c9a0"/><path d="M-4.2 -21Q0 -27 4.2 -21" fill="#2a2320" stroke="#2a2320" stroke-width="2"/><path d="M3 -11L9 -17" stroke="#f2c9a0" stroke-width="2" stroke-linecap="round"/></g>`,
  ].join('')}</g>`;
}

const kinds: Record<string, () => string> = { line, list };

export const thoughtCloud: PropDefinition = {
  variants: ['line', 'list'],
  draw: ({ size, variant = 'line' }) => scaled(size, kinds[variant]!()),
};

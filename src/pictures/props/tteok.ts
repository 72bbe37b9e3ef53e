import { scaled, tones } from './kit';
import { tray } from './tray';
import type { PropDefinition } from './types';

/** 가래떡: long white sticks, stacked in two layers. */
function garaetteok(): string {
  const stick = (y: number, dx: number) =>
    `<rect x="${-38 + dx}" y="${y - 7}" width="76" height="8" rx="4" fill="#f7f5ef"/><rect x="${-38 + dx}" y="${y - 3}" width="76" height="4" rx="2" fill="#dedad0"/><ellipse cx="${38 + dx}" cy="${y - 3}" rx="3" ry="4" fill="#fffefb"/>`;
  return [-8, -12, -16].map((y, i) => stick(y, (i % 2) * 3 - 2)).join('') + [-21, -25].map((y, i) => stick(y, i * 3 + 2)).join('');
}

/** 송편: little half-moons in pastel colours. */
function songpyeon(): string {
  const colors = [tones.pink, tones.green, tones.cream, tones.yellow, tones.purple, tones.green, tones.pink];
  const spots: [number, number][] = [
    [-30, -10],
    [-12, -12],
    [6, -10],
    [24, -12],
    [-21, -19],
    [-2, -20],
    [16, -20],
  ];
  return spots
    .map(([x, y], i) => {
      const c = colors[i]!;
      return `<g transform="translate(${x} ${y})"><path d="M-9 0Q-9 -11 0 -11Q9 -11 9 0Z" fill="${c.base}"/><path d="M3 -10Q9 -8 9 0H4Q6 -5 3 -10Z" fill="${c.shade}"/><circle cx="-4" cy="-6" r="1.6" fill="${c.light}"/></g>`;
    })
    .join('');
}

/** 시루떡: squares cut from a layered cake of white rice and red bean crumbs. */
function sirutteok(): string {
  const piece = (x: number, y: number) =>
    `<g transform="translate(${x} ${y})"><path d="M-11 -22L-6 -26H15L11 -22Z" fill="#b86a5a"/><rect x="-11" y="-22" width="22" height="22" fill="#f6f1e6"/><path d="M11 -22L15 -26V-4L11 0Z" fill="#ddd5c4"/><g fill="#9c4b3e"><rect x="-11" y="-22" width="22" height="4"/><rect x="-11" y="-11" width="22" height="4"/><rect x="-11" y="-2" width="22" height="2"/></g><g fill="#7e3a30"><path d="M11 -22L15 -26V-22L11 -18Z"/><path d="M11 -11L15 -15V-11L11 -7Z"/></g></g>`;
  return [piece(-20, -14), piece(8, -14), piece(-30, -6), piece(-4, -6), piece(22, -6)].join('');
}

/** One soft stick of 가래떡 cut off the roll, upright in a hand (no tray). */
function stick(): string {
  return '<rect x="-10" y="-70" width="20" height="70" rx="9" fill="#f7f5ef"/><rect x="3" y="-70" width="7" height="70" rx="3" fill="#dedad0"/><ellipse cx="0" cy="-68" rx="9" ry="4" fill="#fffefb"/><path d="M-4 -80q-3-5 0-9M5 -82q-3-5 0-9" stroke="#fff" stroke-width="2.4" fill="none" stroke-linecap="round" opacity=".9"/>';
}

const kinds: Record<string, () => string> = { garaetteok, songpyeon, sirutteok, stick };

/** 떡 on a wooden tray, as a 떡집 sells it: 가래떡, 송편 or 시루떡. */
export const tteok: PropDefinition = {
  grip: 0,
  variants: ['garaetteok', 'songpyeon', 'sirutteok', 'stick'],
  draw: ({ size, variant = 'garaetteok' }) => scaled(size, (variant === 'stick' ? '' : tray()) + kinds[variant]!()),
};

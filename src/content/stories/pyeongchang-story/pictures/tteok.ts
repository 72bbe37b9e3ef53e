import { tray } from './tray';
import { scaled, type PropDefinition } from '@/pictures';

/**
 * 가래떡: long, round white sticks stacked three and two on the tray, running back to the right, their round cut
 * ends toward us, with a few cut pieces lying in front by the knife. Each a soft white log with a shine along its
 * top, a shade under it and a pale round end (drawn as flat bands stacked on each other, they read as slabs).
 */
function garaetteok(): string {
  const r = 4.6;
  const length = 62;
  const outline = '#b9af9c';
  const stick = (x: number, y: number, len: number, angle: number) =>
    `<g transform="translate(${x} ${y}) rotate(${angle})">` +
    `<rect x="0" y="${-r}" width="${len}" height="${2 * r}" rx="${r}" fill="#f8f6f0" stroke="${outline}" stroke-width=".8"/>` +
    `<path d="M${r} ${r * 0.45}H${len - r}" stroke="#e0dacd" stroke-width="${r * 0.8}" stroke-linecap="round"/>` +
    `<path d="M${r + 1} ${-r * 0.45}H${len - r - 4}" stroke="#fff" stroke-width="1.3" stroke-linecap="round"/>` +
    `<ellipse cx="0" cy="0" rx="${r * 0.8}" ry="${r}" fill="#fffefb" stroke="${outline}" stroke-width=".8"/>` +
    `</g>`;
  // The bottom three left to right, then the two nested on them; each drawn over the one before.
  const stack = [
    stick(-36, -10, length, -9),
    stick(-27, -9.5, length, -9),
    stick(-18, -9, length, -9),
    stick(-31.5, -17.4, length - 4, -9),
    stick(-22.5, -16.9, length - 4, -9),
  ].join('');
  // Cut pieces, finger-long, lying slantwise at the tray's front right.
  const pieces = [stick(18, -9, 12, 8), stick(30, -8, 12, -4), stick(24, -15, 11, 14)].join('');
  return stack + pieces;
}

/** 떡 as a 떡집 sells it: 'garaetteok' on a wooden tray. */
export const tteok: PropDefinition = {
  grip: 0,
  variants: ['garaetteok'],
  draw: ({ size }) => scaled(size, tray() + garaetteok()),
};

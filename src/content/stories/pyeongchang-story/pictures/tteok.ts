import { tray } from './tray';
import { scaled, type PropDefinition } from '@/pictures';

/** 가래떡: long white sticks, stacked in two layers. */
function garaetteok(): string {
  const stick = (y: number, dx: number) =>
    `<rect x="${-38 + dx}" y="${y - 7}" width="76" height="8" rx="4" fill="#f7f5ef"/><rect x="${-38 + dx}" y="${y - 3}" width="76" height="4" rx="2" fill="#dedad0"/><ellipse cx="${38 + dx}" cy="${y - 3}" rx="3" ry="4" fill="#fffefb"/>`;
  return [-8, -12, -16].map((y, i) => stick(y, (i % 2) * 3 - 2)).join('') + [-21, -25].map((y, i) => stick(y, i * 3 + 2)).join('');
}

/** 떡 as a 떡집 sells it: 'garaetteok' on a wooden tray. */
export const tteok: PropDefinition = {
  grip: 0,
  variants: ['garaetteok'],
  draw: ({ size }) => scaled(size, tray() + garaetteok()),
};

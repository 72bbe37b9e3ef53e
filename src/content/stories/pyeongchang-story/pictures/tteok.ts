import { tray } from './tray';
import { scaled, type PropDefinition } from '@/pictures';

/** 가래떡: long white sticks, stacked in two layers. */
function garaetteok(): string {
  const stick = (y: number, dx: number) =>
    `<rect x="${-38 + dx}" y="${y - 7}" width="76" height="8" rx="4" fill="#f7f5ef"/><rect x="${-38 + dx}" y="${y - 3}" width="76" height="4" rx="2" fill="#dedad0"/><ellipse cx="${38 + dx}" cy="${y - 3}" rx="3" ry="4" fill="#fffefb"/>`;
  return [-8, -12, -16].map((y, i) => stick(y, (i % 2) * 3 - 2)).join('') + [-21, -25].map((y, i) => stick(y, i * 3 + 2)).join('');
}

/** One soft stick of 가래떡 cut off the roll, upright in a hand (no tray). */
function stick(): string {
  return '<rect x="-10" y="-70" width="20" height="70" rx="9" fill="#f7f5ef"/><rect x="3" y="-70" width="7" height="70" rx="3" fill="#dedad0"/><ellipse cx="0" cy="-68" rx="9" ry="4" fill="#fffefb"/><path d="M-4 -80q-3-5 0-9M5 -82q-3-5 0-9" stroke="#fff" stroke-width="2.4" fill="none" stroke-linecap="round" opacity=".9"/>';
}

const kinds: Record<string, () => string> = { garaetteok, stick };

/** 떡 as a 떡집 sells it: 가래떡 on a wooden tray, or one stick of it in a hand. */
export const tteok: PropDefinition = {
  grip: 0,
  variants: ['garaetteok', 'stick'],
  draw: ({ size, variant = 'garaetteok' }) => scaled(size, (variant === 'stick' ? '' : tray()) + kinds[variant]!()),
};

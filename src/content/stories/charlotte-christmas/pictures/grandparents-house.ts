import { scaled, tones, type PropDefinition } from '@/pictures';

/**
 * A grandparents' little house with snow on its roof: 'day' with its door shut, 'night' with
 * the right-hand window and the open doorway lit warm; 'night-step' the same with a stone doorstep before the open door
 * (its top at y = -8) for someone standing in it seen from down the street. The doorway is 40 wide and 70 tall about
 * x = 0 (someone can stand in it); the right-hand window's middle is at x = 32, y = -60.
 */
export const grandparentsHouse: PropDefinition = {
  variants: ['day', 'night', 'night-step'],
  draw: ({ size, variant }) => {
    const night = variant !== 'day';
    const wall = { base: '#f2c6a0', shade: '#d9a67c' };
    const glass = night ? '#ffd66e' : '#bfe3f7';
    const door = night
      ? `<rect x="-20" y="-70" width="40" height="70" fill="#ffd98a"/><path d="M-20 -70l-10 6v64h10Z" fill="${tones.darkWood.base}"/>`
      : `<rect x="-20" y="-70" width="40" height="70" rx="2" fill="${tones.darkWood.base}"/><circle cx="12" cy="-34" r="3" fill="${tones.yellow.base}"/>`;
    const win = (x: number, fill: string) =>
      `<rect x="${x - 11}" y="-72" width="22" height="24" rx="2" fill="${fill}"/><path d="M${x} -72v24M${x - 11} -60h22" stroke="#fff" stroke-width="2.5"/>`;
    return scaled(
      size,
      [
        `<rect x="-50" y="-94" width="100" height="94" fill="${wall.base}"/><rect x="40" y="-94" width="10" height="94" fill="${wall.shade}"/>`,
        `<path d="M-55 -90L0 -138L55 -90Z" fill="#a5473a"/><path d="M-57 -88L0 -140L57 -88l-6 -6L0 -130L-51 -94Z" fill="#fff"/><path d="M-40 -106Q0 -142 40 -106L30 -114Q0 -134 -30 -114Z" fill="#fff"/>`,
        win(-34, night ? '#8a9bc4' : glass),
        win(34, glass),
        door,
        variant === 'night-step'
          ? `<rect x="-27" y="-8" width="54" height="8" rx="1" fill="${tones.stone.shade}"/><rect x="-27" y="-8" width="54" height="2.5" rx="1" fill="${tones.stone.base}"/>`
          : `<rect x="-26" y="-4" width="52" height="4" fill="${tones.stone.shade}"/>`,
        `<path d="M-50 -2q10 -6 20 0M30 -2q10 -6 20 0" stroke="#fff" stroke-width="4" stroke-linecap="round"/>`,
      ].join(''),
    );
  },
  // At night the lit window glows; the open doorway's light is the doorway's own (a glow over the whole front, centred on
  // the door, screened whoever stood in it pale).
  light: ({ size, variant }) => (variant !== 'day' ? { x: size * 0.34, y: -size * 0.6, radius: size * 0.3 } : null),
};

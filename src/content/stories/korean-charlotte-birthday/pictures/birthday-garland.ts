import { scaled, type PropDefinition } from '@/pictures';

/**
 * korean-charlotte-birthday's birthday garland (c2): a string of paper flags in the family's colours sagging across
 * the living-room wall over the 밥상, so the wall over the birthday breakfast is dressed for the day, not bare. In units
 * of size/100: the string runs from x = -50 to 50 at y = 0 and sags 8 in the middle; the flags hang 11 below it.
 */
export const birthdayGarland: PropDefinition = {
  variants: [],
  draw: ({ size }) => {
    const colors = ['#ef5350', '#ffca28', '#42a5f5', '#66bb6a', '#ab47bc'];
    const sagAt = (x: number) => 8 * (1 - (x / 50) ** 2);
    const flags = Array.from({ length: 11 }, (_, i) => {
      const x = -45 + i * 9;
      const y = sagAt(x);
      return `<path d="M${(x - 3.6).toFixed(1)} ${y.toFixed(1)}L${(x + 3.6).toFixed(1)} ${y.toFixed(1)}L${x.toFixed(1)} ${(y + 10.5).toFixed(1)}Z" fill="${colors[i % colors.length]}" stroke="#5d4037" stroke-width=".35" stroke-linejoin="round"/>`;
    });
    return scaled(
      size,
      [
        '<path d="M-50 0Q0 16 50 0" stroke="#8b6b4a" stroke-width=".7" fill="none"/>',
        '<circle cx="-50" cy="0" r="1.2" fill="#8b6b4a"/><circle cx="50" cy="0" r="1.2" fill="#8b6b4a"/>',
        ...flags,
      ].join(''),
    );
  },
};

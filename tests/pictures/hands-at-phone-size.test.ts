import { describe, expect, it } from 'vitest';
import { drawHand, FINGERS_FROM_WIDTH, PALM_LIGHT } from '@/pictures/figures/hands';
import { channels } from '@/pictures/figures/svg';

const skin = '#f2c9a5';
const from = { x: 0, y: 0 };
const at = { x: 30, y: 0 };
const brightness = (hex: string) => channels(hex).reduce((a, b) => a + b, 0);

describe('hands that read at phone size (decision 064, round 16)', () => {
  it('gives an open hand a lighter palm inside its outline, at every size, and a fist none', () => {
    for (const w of [5, 9, 14]) {
      const open = drawHand(from, at, w, skin, { finger: 5 });
      const palm = /<ellipse cx="([-\d.]+)" cy="[-\d.]+" rx="([\d.]+)" ry="[\d.]+" fill="(#[0-9a-f]{6})" data-palm=""/.exec(open);
      expect(palm, `w ${w}`).not.toBeNull();
      expect(brightness(palm![3]!)).toBeGreaterThan(brightness(skin) + PALM_LIGHT * 0.5);
      // Inside the palm: short of the fingers' roots (0.62 of the width along the hand).
      expect(Number(palm![1]) + Number(palm![2])).toBeLessThan(w * 0.72);
      expect(drawHand(from, at, w, skin)).not.toContain('data-palm');
      expect(drawHand(from, at, w, skin, { mitten: true, finger: 5 })).not.toContain('data-palm');
    }
  });

  it('notches a small open hand three times between four fingers', () => {
    const w = FINGERS_FROM_WIDTH - 1;
    const open = drawHand(from, at, w, skin, { finger: 5 });
    const notches = /<path d="((?:M[^"M]+L[^"M]+){3})" fill="none"/.exec(open);
    expect(notches).not.toBeNull();
  });
});

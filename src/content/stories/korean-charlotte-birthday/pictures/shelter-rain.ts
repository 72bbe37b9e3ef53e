import type { PropDefinition } from '@/pictures';
import { UNDER_ROOF } from './jeongja';

/**
 * Rain over an outdoor scene that keeps off the people sheltering under a 정자: the same slanting streaks
 * as a scene's `weather: 'rain'` (pair it with 'overcast-sky' for the grey light), but with no streak inside the pavilion's roofed
 * space. Place it last, at the 정자's own x, y and size, and leave the scene's `weather` unset. The
 * streaks reach well past the canvas on every side, so a tall re-staging never shows an edge.
 */
export const shelterRain: PropDefinition = {
  variants: [],
  draw: ({ size }) => {
    const k = size / 100;
    // The pavilion's sheltered space, in the 정자's units: inside the posts, from the eaves to the floor.
    const sheltered = (x: number, y: number) => Math.abs(x) < 50 * k && y > UNDER_ROOF * k && y < -14 * k;
    const marks: string[] = [];
    for (let i = 0; i < 260; i += 1) {
      const x = ((i * 137) % 1600) - 800;
      const y = ((i * 71) % 960) - 860;
      if (sheltered(x, y) || sheltered(x - 6, y + 18)) continue;
      marks.push(`M${x} ${y}l-6 18`);
    }
    return `<path d="${marks.join('')}" stroke="#cfe3f5" stroke-width="2.5" stroke-linecap="round" opacity=".75"/>`;
  },
};

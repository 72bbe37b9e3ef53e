import { scaled } from '@/pictures/props/kit';
import type { PropDefinition } from '@/pictures/props/types';

/**
 * Dad's face gone red as a tomato from blowing balloons (c4-p2), worn (`wearing`, size 40) on a grown-up's head
 * turned three-quarters left, placed as the flour on his nose is: a red wash over the whole face, deepest on the
 * puffed cheeks, see-through enough that his eyes, glasses and mouth still show (the expression's small cheek
 * spots alone left his face its usual tone).
 */
export const tomatoFlush: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `<ellipse cx="-20" cy="62" rx="46" ry="42" fill="#e0352b" opacity=".34"/><ellipse cx="-50" cy="70" rx="14" ry="11" fill="#d42a22" opacity=".45"/><ellipse cx="4" cy="66" rx="12" ry="10" fill="#d42a22" opacity=".45"/>`,
    ),
};

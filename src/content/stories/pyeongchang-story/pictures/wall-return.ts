import { villageWall } from './korea';
import { scaled, type PropDefinition } from '@/pictures';

/**
 * Where the hanok lane's stone wall turns a corner: the back wall ends and a
 * short length of the same wall comes forward towards the viewer, in the background's own stones
 * and dark coping (backgrounds/korea.ts, stoneWall). The corner's foot sits at (0, 0) on the back
 * wall's base; the return runs 110 to the right and down, growing nearer. To its right, the lane's
 * sand covers the back wall, which no longer runs on past the corner. 100 wide = drawn at scale 1.
 */
const BACK_TOP = -50;
const FRONT_X = 110;
const FRONT_TOP = -22;
const FRONT_BOTTOM = 70;

/** The wall's top and bottom at a share u of the way from the corner to its near end. */
const top = (u: number) => BACK_TOP + (FRONT_TOP - BACK_TOP) * u;
const bottom = (u: number) => FRONT_BOTTOM * u;

function stones(): string {
  const fills = villageWall.stones;
  const out: string[] = [];
  // Columns bunch up towards the corner, far away, and spread out nearer.
  [0.05, 0.17, 0.31, 0.47, 0.65, 0.85].forEach((u, col) => {
    const h = bottom(u) - top(u);
    const rows = 3;
    for (let r = 0; r < rows; r++) {
      const v = (r + 0.5) / rows + (col % 2 ? 0.06 : -0.04);
      const cy = top(u) + h * Math.min(0.86, v);
      const ry = (h / rows) * 0.42;
      const rx = ry * (0.9 + u * 0.5);
      out.push(`<ellipse cx="${(FRONT_X * u).toFixed(1)}" cy="${cy.toFixed(1)}" rx="${rx.toFixed(1)}" ry="${ry.toFixed(1)}" fill="${fills[(col + r) % 3]}"/>`);
    }
  });
  return out.join('');
}

export const wallReturn: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      [
        // The lane runs on behind the corner where the back wall no longer stands.
        `<path d="M2 -64H260V${FRONT_BOTTOM}H${FRONT_X}L2 0Z" fill="#e6d2a6"/>`,
        // The return's face, the background wall's mortar colour under its stones.
        `<path d="M0 ${BACK_TOP}L${FRONT_X} ${FRONT_TOP}V${FRONT_BOTTOM}L0 0Z" fill="${villageWall.mortar}"/>`,
        stones(),
        // Its near end, cut square, in shade.
        `<path d="M${FRONT_X} ${FRONT_TOP}h10l2 -6V${FRONT_BOTTOM - 4}l-12 4Z" fill="#8f7d64"/>`,
        // The dark coping along its top, thickening as it nears, as on the back wall.
        `<path d="M-4 ${BACK_TOP + 2}L${FRONT_X + 12} ${FRONT_TOP + 3}L${FRONT_X + 6} ${FRONT_TOP - 18}L0 ${BACK_TOP - 12}Z" fill="${villageWall.coping}"/>`,
      ].join(''),
    ),
};

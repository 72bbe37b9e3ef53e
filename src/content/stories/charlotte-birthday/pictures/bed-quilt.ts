import { tones, type PropDefinition } from '@/pictures';
import { people } from '../../charlotte-family';

const quilt = tones.blue;
const sheet = tones.cream;
const skin = people.charlotte.skin;

/** Little yellow stars dotted over the quilt. */
const stars = (points: readonly (readonly [number, number])[]) =>
  `<g fill="${tones.yellow.light}">${points
    .map(([x, y]) => `<path d="M${x} ${y - 3}l1 2 2.2.3-1.6 1.4.5 2.2-2.1-1.1-2.1 1.1.5-2.2-1.6-1.4 2.2-.3Z"/>`)
    .join('')}</g>`;

/**
 * Drawn `size` long but only as deep as over a child of eight at the front of a picture (a body under a quilt is as
 * thick whatever the bed's length): a longer quilt scaled whole rose over her like a wave, and deeper than her head is
 * tall it stood beside her face like a wall, no body under it.
 */
const DEPTH = 1.7;
const stretched = (size: number, body: string) => `<g transform="scale(${Math.round(size * 10) / 1000} ${DEPTH})">${body}</g>`;

/**
 * A fist gripping the quilt's turned-down edge, drawn in the quilt's stretched units (so wider than tall here): the
 * back of the hand and three fingers curled over the edge toward us, each with a knuckle line, and the thumb along
 * the top. As large as a child's hand beside her face (two small knobs read as fingertips, not hands holding cloth).
 * Turned (`turn` degrees), its knuckles lie along the quilt's edge under her chin and its fingers curl onto the lining:
 * upright a step in from the edge, the two read as fists stamped on the quilt's side (blind critic r74, p1).
 */
const fist = (x: number, y: number, turn = 0) =>
  `<g transform="translate(${x} ${y}) rotate(${turn})"><ellipse cx="0" cy="-1" rx="4.6" ry="4.4" fill="${skin}"/><path d="M-3.6 -1.4q0 4.4 1.2 4.6q1.2 .3 1.3-2.4M-1.2 -1.2q0 4.8 1.3 5q1.3 .2 1.3-2.6M1.3 -1.4q.1 4.4 1.3 4.4q1.2 .1 1.1-2.6" fill="${skin}" stroke="#b9826a" stroke-width=".55" stroke-linecap="round"/><path d="M-4.2 -3.6q3 -2.2 7.6 -1.4" stroke="#b9826a" stroke-width=".6" fill="none" stroke-linecap="round"/></g>`;

/**
 * The starry quilt over Charlotte lying in her bed (c1-p1), seen from the bed's long side, her head on the
 * left: its top follows the body under it (the shoulder and chest, a dip at the waist, the hips, the knees
 * and the toes pushed up at the end), it falls over the mattress's near side to a soft hem, and its top, turned
 * down to show its pale lining, lies across her chest with both her fists holding it up under her chin. The engine's
 * tucked quilt, a rounded box standing on the mattress, read as a board, not a child in bed. `size` is its
 * length from chin to footboard; y = 0 is the mattress top, and the hem hangs 38 below it.
 */
export const bedQuilt: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    stretched(
      size,
      [
        // The quilt: the body's outline along the top, the near side hanging down to a wavy hem.
        `<path d="M-49 -6C-47 -13 -43 -21 -35 -25C-28 -28 -20 -27 -14 -22C-10 -18 -6 -17 -2 -20C4 -26 12 -27 17 -21C20 -18 23 -19 26 -24C29 -29 34 -31 38 -28C41 -25 42 -22 45 -22C50 -24 53 -15 54 -6C55 2 56 10 54 15Q52 20 46 19Q43 19 40 18T28 18T16 18T4 18T-8 18T-20 18T-32 18T-44 18L-50 18L-52 0Z" fill="${quilt.base}"/>`,
        // Where the quilt turns over the mattress's edge and the folds that fall from the knees and the waist.
        `<path d="M-50 0C-30 3 10 3 53 -1" stroke="${quilt.shade}" stroke-width="1.6" fill="none"/>`,
        `<path d="M-4 -19q-3 12 2 37M22 -20q-2 14 2 38M39 -29q2 20 5 47M49 -21q3 14 1 37" stroke="${quilt.shade}" stroke-width="1.3" fill="none" opacity=".8"/>`,
        `<path d="M-33 -22C-26 -25 -19 -24 -15 -21" stroke="${quilt.light}" stroke-width="1.6" fill="none" stroke-linecap="round"/>`,
        stars([
          [-22, -12],
          [-8, -6],
          [8, -10],
          [22, -6],
          [38, -8],
          [-16, 8],
          [2, 10],
          [18, 8],
          [34, 10],
          [46, 6],
        ]),
        // The window's sun lying on the quilt in two slanting panes, so the sunshine the words pour onto her bed lands on
        // it (the beam from the sill alone ended in the air and lit nothing: blind critic r29, p1).
        `<path d="M-30 -19L-17 -21L-9 12L-24 14ZM-13 -20L0 -21L8 11L-7 12Z" fill="#fffbe8" opacity=".34"/>`,
        // The quilt's top turned down across her chest, its pale lining out, from the chin down over the mattress's edge
        // (in the sheet's cream, the same as the pillow, it read as a gap between her head and the quilt).
        `<path d="M-49 -6C-47 -13 -43 -20 -37 -23L-33 -22C-34 -12 -34 0 -33 18L-44 18L-50 18L-52 0Z" fill="${quilt.light}"/>`,
        `<path d="M-37 -23L-33 -22C-34 -12 -34 0 -33 18" stroke="${quilt.shade}" stroke-width="1.4" fill="none"/>`,
        `<path d="M-46 -12C-44 -3 -44 8 -45 18" stroke="${sheet.base}" stroke-width="1.2" fill="none" opacity=".8"/>`,
        fist(-45, 4, -90),
        fist(-42, -7, -90),
      ].join(''),
    ),
};

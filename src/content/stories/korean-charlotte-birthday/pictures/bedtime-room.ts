import {
  bedroomRug,
  bedroomShelfAndClock,
  bedroomWalls,
  bedsideLamp,
  lampHalo,
  landmark,
  nightstand,
  rect,
  wholeInView,
  windowFrame,
  type TimeOfDay,
  type ViewSpan,
} from '@/pictures';

/** The purple of Charlotte's bed as the kit bedroom draws it on the book's first page (c1-p1), so it is one bed. */
const bed = { frame: '#9c6ad0', light: '#b9a3e3', rail: '#7e57c2', mattress: '#faf6ff', seam: '#b39ddb' };

/**
 * A child's bed seen side-on, head to the left: a headboard with a rounded top, a pale mattress whose edge shows
 * above the side rail that reaches the floor, so it reads as a bed and not the kit bedroom's purple box, which
 * parents took for a sofa; in the purple of the same bed on the book's first page (in wood, critics saw the bed
 * change between the morning and the night).
 */
function childsBed(): string {
  return [
    // headboard, a little above the pillow (taller, it stood as a big post before the lamp), with a paler inset panel
    `<path d="M556 392V284q0-18 18-18h4q18 0 18 18v108Z" fill="${bed.frame}"/>`,
    rect(564, 284, 24, 26, bed.light, 'rx="6"'),
    // the mattress: a pale quilted edge, a shade line where it meets the rail
    rect(592, 306, 220, 30, bed.mattress, 'rx="8"'),
    `<path d="M598 322h210" stroke="${bed.seam}" stroke-width="2" stroke-dasharray="10 8"/>`,
    // the side rail under it, down to the floor: two short dark legs below it sat as stray smudges in the corners of
    // the phone's close frame
    rect(590, 334, 222, 56, bed.rail, 'rx="5"'),
    rect(590, 334, 222, 7, bed.light, 'rx="3"'),
  ].join('');
}

/**
 * Charlotte's bedroom at bedtime (korean-charlotte-birthday c9): the kit bedroom's wall, window, shelf and clock,
 * her purple bed, the nightstand lamp with a wide warm pool that reaches the bed, and, on the wall left of
 * the lamp, her crayon drawing pinned up over a toy chest with her teddy, so the wide picture's left side is her
 * room and not bare wall.
 */
export function bedtimeRoom(time: TimeOfDay, view: ViewSpan): string {
  return [
    bedroomWalls(),
    windowFrame(70, 80, 170, 150, time),
    bedroomShelfAndClock(view),
    // her crayon drawing pinned to the wall: a house under a sun
    wholeInView(
      [
        rect(330, 206, 80, 62, '#fffdf6', 'rx="2" transform="rotate(-3 370 237)"'),
        '<path d="M348 256v-20l18-14 18 14v20Z" fill="#f48fb1"/><path d="M344 238l22-18 22 18" stroke="#e57373" stroke-width="4" fill="none"/>',
        '<circle cx="396" cy="222" r="7" fill="#ffd54f"/><path d="M336 260h66" stroke="#81c784" stroke-width="4"/>',
        '<circle cx="370" cy="208" r="3" fill="#e57373"/>',
      ].join(''),
      { x0: 326, x1: 414, y0: 200, y1: 272 },
      view,
    ),
    // a toy chest on the floor, her teddy sitting on its lid
    wholeInView(
      [
        rect(318, 320, 112, 62, '#7fb3d5', 'rx="6"'),
        rect(312, 312, 124, 14, '#5d95bb', 'rx="5"'),
        rect(362, 340, 24, 8, '#f6c453', 'rx="3"'),
        '<g fill="#b07a4a"><circle cx="396" cy="290" r="9"/><circle cx="388" cy="282" r="4"/><circle cx="404" cy="282" r="4"/><ellipse cx="396" cy="305" rx="12" ry="10"/></g>',
        '<circle cx="393" cy="289" r="1.4" fill="#3a2a1e"/><circle cx="399" cy="289" r="1.4" fill="#3a2a1e"/>',
      ].join(''),
      { x0: 310, x1: 440, y0: 276, y1: 384 },
      view,
    ),
    // The lamp's pool under the bed, so the headboard stays solid: laid over it, the post read as a tall
    // see-through shape in front of the lamp.
    lampHalo(518, 280, 190, time),
    landmark('bed', childsBed()),
    // the nightstand and its lamp, whose pool is wide enough to reach the pillow and the bed
    nightstand,
    bedsideLamp,
    bedroomRug,
  ].join('');
}

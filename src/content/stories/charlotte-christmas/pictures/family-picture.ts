import { scaled, tones, type PropDefinition } from '@/pictures';

/** A crayon person: a round head, a triangle body in their colour (an outline only if not yet coloured), stick legs. */
function crayonPerson(x: number, h: number, colour: string, filled: boolean): string {
  const top = -12 - h;
  const head = top + h * 0.18;
  return `<circle cx="${x}" cy="${head}" r="${h * 0.15}" fill="${filled ? '#f4c9a8' : 'none'}" stroke="#6b4229" stroke-width="1.6"/><path d="M${x} ${head + h * 0.15}l${h * 0.22} ${h * 0.5}h${-h * 0.44}Z" fill="${filled ? colour : 'none'}" stroke="${colour}" stroke-width="2.2" stroke-linejoin="round"/><path d="M${x - h * 0.08} ${top + h * 0.83}v${h * 0.17}M${x + h * 0.08} ${top + h * 0.83}v${h * 0.17}" stroke="#6b4229" stroke-width="1.8"/>`;
}

/**
 * Charlotte's crayon picture of the family on a sheet of paper held upright: Mom, Dad, Charlotte,
 * Leo and Biscuit under a sun; 'done' is all coloured; 'half-on-board' is the sheet half-coloured (Charlotte, Leo and
 * Biscuit still outlines) on a wooden drawing board propped up on the desk, seen at a slant, tipped up enough that its
 * crayon people read as the same picture Mom later holds (squashed flatter, it was a yellow oval and a few lines,
 * and its people hid under the drawing hand). The board shows its edge round the sheet, a ledge the sheet rests on
 * and the strut behind that props it (the tipped sheet alone stood up on the desk with nothing holding it: blind
 * critic, p5).
 */
export const familyPicture: PropDefinition = {
  variants: ['done', 'half-on-board'],
  showsFront: true,
  draw: ({ size, variant }) => {
    const done = variant === 'done';
    const p = tones.paper;
    const people = [
      crayonPerson(-34, 44, tones.purple.base, true),
      crayonPerson(-14, 48, tones.teal.base, true),
      crayonPerson(6, 34, tones.red.base, done),
      crayonPerson(22, 26, tones.green.base, done),
    ].join('');
    const dog = `<ellipse cx="38" cy="-18" rx="8" ry="5" fill="${done ? tones.wood.base : 'none'}" stroke="${tones.wood.shade}" stroke-width="1.6"/><circle cx="45" cy="-24" r="4" fill="${done ? tones.wood.base : 'none'}" stroke="${tones.wood.shade}" stroke-width="1.6"/>`;
    // A crayon sun with its rays, so it reads as drawn on the paper (a plain gold disc read as a coin by the empty jar).
    const rays = Array.from({ length: 8 }, (_, i) => {
      const a = (i * Math.PI) / 4;
      return `M${36 + 7 * Math.cos(a)} ${-66 + 7 * Math.sin(a)}L${36 + 11 * Math.cos(a)} ${-66 + 11 * Math.sin(a)}`;
    }).join('');
    const sun = `<path d="${rays}" stroke="${tones.yellow.shade}" stroke-width="1.8" stroke-linecap="round"/><circle cx="36" cy="-66" r="5" fill="${tones.yellow.light}" stroke="${tones.yellow.shade}" stroke-width="1.6"/>`;
    const sheet = `<rect x="-50" y="-80" width="100" height="80" rx="2" fill="${p.shade}"/><rect x="-48" y="-80" width="96" height="77" rx="2" fill="${p.base}"/>${sun}<path d="M-48 -12H48" stroke="${tones.green.base}" stroke-width="3"/>${people}${dog}`;
    if (done) return scaled(size, sheet);
    const w = tones.wood;
    // Behind the board, from under its top down to the desk past its right edge, where it shows.
    const strut = `<path d="M30 -50L74 -2" stroke="${w.shade}" stroke-width="5" stroke-linecap="round"/>`;
    const board = `<rect x="-55" y="-86" width="110" height="90" rx="3" fill="${w.base}" stroke="${w.shade}" stroke-width="1.6"/>`;
    const ledge = `<rect x="-57" y="-2" width="114" height="7" rx="2" fill="${w.light}" stroke="${w.shade}" stroke-width="1.6"/>`;
    return scaled(size, `${strut}<g transform="matrix(1 0 -.2 .74 0 0)">${board}${sheet}${ledge}</g>`);
  },
};

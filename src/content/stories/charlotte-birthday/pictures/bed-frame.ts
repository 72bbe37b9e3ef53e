import { tones, type PropDefinition } from '@/pictures';

// Purple like the bed's base and its footboard, so the bed is one bed, not a wooden head on a metal foot.
const frame = tones.purple;

/**
 * What makes the bedroom's long purple bed read as a bed, not a sofa (c1-p1, c1-p2): a purple headboard at its
 * head end, taller than the purple back, with two posts and knobs, and the white edge of the mattress under the
 * blanket along its length, with a seam. Drawn at scale 1 from the floor under the headboard (place it at
 * x 578, y 402, the background bed's head end), so the mattress edge lies on the bed's base.
 */
export const bedFrame: PropDefinition = {
  variants: [],
  draw: () =>
    [
      // The mattress's near edge, white over the purple base, from inside the headboard's post to the foot, and a
      // purple side rail under it into the post, so the head is joined to the bed (ending short of the post, the
      // headboard stood apart from it).
      `<rect x="8" y="-52" width="40" height="22" fill="${frame.shade}"/>`,
      `<rect x="8" y="-68" width="202" height="16" rx="5" fill="#fbf7ff"/>`,
      `<path d="M24 -60H206" stroke="#d9cdef" stroke-width="1.4" stroke-dasharray="4 3"/>`,
      // The headboard: an arched panel between two posts, standing on the floor.
      `<path d="M-22 0V-176Q0 -196 22 -176V0Z" fill="${frame.base}"/>`,
      `<path d="M-14 -40V-168Q0 -182 14 -168V-40Z" fill="${frame.light}" opacity=".6"/>`,
      `<rect x="-28" y="-200" width="9" height="200" rx="3" fill="${frame.shade}"/>`,
      `<rect x="19" y="-200" width="9" height="200" rx="3" fill="${frame.shade}"/>`,
      `<circle cx="-23.5" cy="-203" r="7" fill="${frame.base}"/>`,
      `<circle cx="23.5" cy="-203" r="7" fill="${frame.base}"/>`,
    ].join(''),
};

import { scaled, tones, type PropDefinition } from '@/pictures';

const sun = tones.yellow;

/**
 * The morning sunshine of c1-p1 pouring onto the bed: a soft white-gold glare in the window's pane over the sill, the
 * light itself and no drawn sun (a sun with rays and a face in the pane read as a nursery icon, the window's own
 * pale disc alone as a moon), and a warm shaft of light falling from the sill down and to the right onto the quilt,
 * where it ends in a soft bright patch. The origin is on the sill, under the right of its pane, so the shaft clears a
 * face on the pillow under the window's left (falling over it, it veiled the face); the shaft runs about 130 right and
 * 60 down from it at size 100, and the glare stands 28 left of it and 50 up. 'pool' is the sun on her pillow.
 */
export const sunbeam: PropDefinition = {
  variants: ['shaft', 'pool'],
  draw: ({ size, variant }) => {
    // Where the same sunshine lands on the pillow round her head: a warm glow drawn behind the face, so her face sits in
    // the sun without a veil over it. Its middle is at (0, 0).
    if (variant === 'pool')
      return scaled(
        size,
        `<path d="M-30 -64L26 -64L46 6L-46 6Z" fill="#fffbe0" opacity=".3"/><ellipse cx="0" cy="8" rx="50" ry="24" fill="${sun.light}" opacity=".32"/><ellipse cx="0" cy="6" rx="36" ry="15" fill="#fff6c4" opacity=".42"/>`,
      );
    const glare = `<g transform="translate(-28 -50)"><ellipse rx="16" ry="24" fill="${sun.light}" opacity=".4"/><ellipse rx="10" ry="14" fill="#fff3b0" opacity=".55"/></g>`;
    const shaft = `<path d="M0 0L70 0L150 62L52 66Z" fill="${sun.light}" opacity=".38"/><path d="M14 0L56 0L118 60L66 62Z" fill="#fffbe0" opacity=".35"/>`;
    const patch = `<ellipse cx="100" cy="62" rx="54" ry="11" fill="#fff6c4" opacity=".45"/>`;
    return scaled(size, `${shaft}${patch}${glare}`);
  },
};

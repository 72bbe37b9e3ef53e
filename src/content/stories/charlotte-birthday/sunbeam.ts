import { scaled, tones } from '@/pictures/props/kit';
import type { PropDefinition } from '@/pictures/props/types';

const sun = tones.yellow;

/**
 * The morning sunshine of c1-p1 pouring onto the bed: a bright sun with short rays in the window's upper pane
 * (the window's own pale disc alone read as a moon) and a warm shaft of light falling from the sill down and to
 * the right onto the quilt, where it ends in a soft bright patch. The origin is the sill's left end under the sun;
 * the shaft runs about 130 right and 60 down from it at size 100.
 */
export const sunbeam: PropDefinition = {
  variants: [],
  draw: ({ size }) => {
    const rays = Array.from({ length: 10 }, (_, i) => {
      const a = (i * Math.PI) / 5;
      const [c, s] = [Math.cos(a), Math.sin(a)];
      return `M${(13 * c).toFixed(1)} ${(13 * s).toFixed(1)}L${(20 * c).toFixed(1)} ${(20 * s).toFixed(1)}`;
    }).join('');
    const sunMark = `<g transform="translate(12 -50)"><circle r="17" fill="${sun.light}" opacity=".55"/><path d="${rays}" stroke="${tones.orange.base}" stroke-width="3" stroke-linecap="round"/><circle r="10.5" fill="${sun.base}"/><circle cx="-3" cy="-3" r="4" fill="${sun.light}"/></g>`;
    const shaft = `<path d="M0 0L70 0L150 62L52 66Z" fill="${sun.light}" opacity=".38"/><path d="M14 0L56 0L118 60L66 62Z" fill="#fffbe0" opacity=".35"/>`;
    const patch = `<ellipse cx="100" cy="62" rx="54" ry="11" fill="#fff6c4" opacity=".45"/>`;
    return scaled(size, `${shaft}${patch}${sunMark}`);
  },
};

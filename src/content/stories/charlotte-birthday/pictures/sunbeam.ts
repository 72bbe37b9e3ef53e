import { scaled, tones, type PropDefinition } from '@/pictures';

const sun = tones.yellow;

/** One ray from the sill: a long thin wedge, brightest at the window and paler along each later stretch, as light fades. */
function ray(from: number, width: number, to: number, spread: number): string {
  const x = (t: number) => Math.round(from + (to - from) * t);
  const y = (t: number) => Math.round(62 * t);
  const wide = (t: number) => Math.round(width + spread * t);
  return [0.34, 0.22, 0.12]
    .map((opacity, i) => {
      const [a, b] = [i / 3, (i + 1) / 3];
      return `<path d="M${x(a)} ${y(a)}L${x(a) + wide(a)} ${y(a)}L${x(b) + wide(b)} ${y(b)}L${x(b)} ${y(b)}Z" fill="#fff6c4" opacity="${opacity}"/>`;
    })
    .join('');
}

/**
 * The morning sunshine of c1-p1 pouring onto the bed: rays of light falling from the window's sill down and to the
 * right over the quilt, each brightest at the sill and fading along its length, over a faint warm shaft, the light
 * itself and no drawn sun or glare (a glowing blob in the pane and an oval patch at the shaft's foot read as ghost
 * shapes, not light). The origin is on the sill, under the right of its pane, so the shaft clears a face on the pillow
 * under the window's left (falling over it, it veiled the face); the shaft runs about 130 right and 60 down from it at
 * size 100.
 */
export const sunbeam: PropDefinition = {
  variants: ['shaft'],
  draw: ({ size }) => {
    const shaft = `<path d="M0 0L70 0L150 62L52 66Z" fill="${sun.light}" opacity=".16"/>`;
    return scaled(size, `${shaft}${ray(6, 12, 60, 10)}${ray(30, 10, 98, 10)}${ray(52, 12, 132, 12)}`);
  },
};

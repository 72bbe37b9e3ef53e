import { scaled, tones, type PropDefinition } from '@/pictures';

const white = { shade: '#dcdcd2', edge: '#b8b8aa' };

/** A white picket garden gate between two posts, 'open': swung in towards the house. */
export const gate: PropDefinition = {
  variants: ['open'],
  draw: ({ size }) => {
    const posts = `<rect x="-52" y="-96" width="12" height="96" rx="2" fill="${white.edge}"/><rect x="40" y="-96" width="12" height="96" rx="2" fill="${white.edge}"/><path d="M-52 -96l6 -8l6 8ZM40 -96l6 -8l6 8Z" fill="${white.edge}"/>`;
    // The pickets seen edge-on as the gate swings in: narrow and skewed, in shade.
    const pickets = (xs: number[], w: number) =>
      xs
        .map((x) => `<path d="M${x} -6V-70l${w / 2} -8l${w / 2} 8V-6Z" fill="${white.shade}" stroke="${white.edge}" stroke-width="1.5" transform="skewY(22)"/>`)
        .join('');
    return scaled(
      size,
      `<rect x="-40" y="-4" width="80" height="4" fill="${tones.stone.shade}" opacity=".5"/>${posts}<g transform="translate(40 0)"><path d="M0 -58l-24 -10M0 -26l-24 -10" stroke="${white.edge}" stroke-width="6"/>${pickets([-6, -16, -26], 8)}</g>`,
    );
  },
};

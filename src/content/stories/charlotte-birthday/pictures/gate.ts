import { scaled, tones, type PropDefinition } from '@/pictures';

const white = { base: '#fbfbf7', shade: '#dcdcd2', edge: '#b8b8aa' };

/**
 * A white picket garden gate, 'open': two tall white posts with round caps and a white arch over them, the gate itself
 * swung in towards the house on the right post, and a stone path running out from the opening toward us. (Two grey posts
 * with the gate swung edge-on between them read as more fence: "he runs at a solid fence".)
 */
export const gate: PropDefinition = {
  variants: ['open'],
  draw: ({ size }) => {
    const stone = tones.stone;
    // The path: flat stepping stones set in the grass from the opening toward us, widening as it comes (laid on a pale
    // slab, they read as a stove top: blind critic r59, p13).
    const path = `<g fill="${stone.base}" stroke="${stone.shade}" stroke-width="1"><ellipse cx="-12" cy="6" rx="11" ry="3.5"/><ellipse cx="12" cy="8" rx="11" ry="3.5"/><ellipse cx="-18" cy="20" rx="14" ry="4.5"/><ellipse cx="16" cy="22" rx="14" ry="4.5"/><ellipse cx="-2" cy="34" rx="17" ry="5"/></g>`;
    const post = (x: number) =>
      `<rect x="${x - 6}" y="-104" width="12" height="104" rx="2" fill="${white.base}" stroke="${white.edge}" stroke-width="1.5"/><rect x="${x + 2}" y="-104" width="4" height="104" fill="${white.shade}"/><circle cx="${x}" cy="-109" r="6.5" fill="${white.base}" stroke="${white.edge}" stroke-width="1.5"/>`;
    // The arch over the opening, from post top to post top.
    const arch = `<path d="M-46 -98Q0 -134 46 -98" stroke="${white.edge}" stroke-width="9" fill="none" stroke-linecap="round"/><path d="M-46 -98Q0 -134 46 -98" stroke="${white.base}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
    // The gate swung in on the right post: its pickets and rails seen at a slant, the gap between its posts left open.
    const pickets = [-6, -16, -26]
      .map((x) => `<path d="M${x} -6V-70l4 -8l4 8V-6Z" fill="${white.base}" stroke="${white.edge}" stroke-width="1.5" transform="skewY(22)"/>`)
      .join('');
    const leaf = `<g transform="translate(40 0)"><path d="M0 -58l-24 -10M0 -26l-24 -10" stroke="${white.edge}" stroke-width="6"/>${pickets}</g>`;
    return scaled(size, path + leaf + post(-46) + post(46) + arch);
  },
};

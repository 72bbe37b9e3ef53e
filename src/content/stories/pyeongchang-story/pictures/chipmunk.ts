import { scaled, type PropDefinition } from '@/pictures';

const fur = { base: '#d08a4e', shade: '#b06f3a' };
const cream = '#f7e6c8';
const stripe = '#4a2c1d';
const ink = '#3d2630';
// A glossy brown nut under a dark scaly cap, darker than the orange fur and the cream belly behind it, so it reads at phone size.
const nut = { base: '#a8652c', shade: '#5e3519', light: '#e6b67c', cap: '#4a2a14', scales: '#8a5a34' };

/**
 * A chipmunk (다람쥐) sitting up on its haunches, seen from the side and facing left, nibbling an
 * acorn held in its two front paws. What tells it from a squirrel: three dark-brown stripes with
 * cream between them down its back from shoulder to rump, a thin dark stripe running back from the eye
 * between two cream ones, and a short thin tail held up behind it. Its base is where its feet rest; `size` is
 * about its height. The acorn is its own `data-part`, so a shot list can find it in the paws.
 */
export const chipmunk: PropDefinition = {
  variants: [],
  draw: ({ size }) => {
    const band = (offset: number, colour: string) =>
      `<path d="M${2 + offset} -60Q${14 + offset} -40 ${8 + offset} -16" stroke="${colour}" stroke-width="4.6" stroke-linecap="round" fill="none"/>`;
    const tail = `<path d="M18 -8q20 -4 22 -26q1 -14 -8 -26" stroke="${fur.shade}" stroke-width="9" stroke-linecap="round" fill="none"/><path d="M34 -50q4 -6 -2 -12" stroke="${stripe}" stroke-width="5" stroke-linecap="round" fill="none"/>`;
    const haunch = `<ellipse cx="8" cy="-14" rx="17" ry="13" fill="${fur.shade}"/><ellipse cx="-4" cy="-2.5" rx="11" ry="3.5" fill="${fur.shade}"/>`;
    const body = `<ellipse cx="3" cy="-36" rx="20" ry="30" fill="${fur.base}"/><ellipse cx="-9" cy="-32" rx="9" ry="22" fill="${cream}"/>`;
    const stripes = [band(0, stripe), band(4.4, cream), band(8.8, stripe), band(13.2, cream), band(17.6, stripe)].join('');
    // Held out low before its chest, below the snout, in both paws: tucked under the chin, its cap read as a moustache
    // and the pale nut melted into the fur.
    const acorn = `<g data-part="acorn"><ellipse cx="-31" cy="-36" rx="10" ry="12" fill="${nut.base}" stroke="${nut.shade}" stroke-width="1.8"/><ellipse cx="-34" cy="-38" rx="2.4" ry="5" fill="${nut.light}"/><path d="M-43 -42q12 -15 24 0Z" fill="${nut.cap}"/><path d="M-38 -46.5h14M-40 -44h18" stroke="${nut.scales}" stroke-width="1.2"/><path d="M-31 -49.5v-5" stroke="${nut.cap}" stroke-width="2.6" stroke-linecap="round"/></g>`;
    const farPaw = `<path d="M-6 -54q-24 2 -36 14" stroke="${fur.shade}" stroke-width="5" stroke-linecap="round" fill="none"/>`;
    const paws = `<path d="M-2 -56q-10 6 -16 16" stroke="${fur.base}" stroke-width="6" stroke-linecap="round" fill="none"/><circle cx="-20" cy="-38" r="3.4" fill="${fur.shade}"/><circle cx="-42" cy="-37" r="3" fill="${fur.shade}"/>`;
    const head =
      `<ellipse cx="-2" cy="-84" rx="4.5" ry="6" fill="${fur.shade}"/><ellipse cx="-2" cy="-83" rx="2.2" ry="3.4" fill="${cream}"/>` +
      `<circle cx="-10" cy="-72" r="14" fill="${fur.base}"/><ellipse cx="-22" cy="-66" rx="9" ry="7" fill="${cream}"/>` +
      // Cream above and below a thin dark stripe that starts at the eye and runs back to the ear: carried forward
      // across the snout, the dark band read as a raccoon's mask on a phone.
      `<path d="M-25 -80Q-14 -83.5 -2 -79" stroke="${cream}" stroke-width="3.4" stroke-linecap="round" fill="none"/>` +
      `<path d="M-24 -69.5Q-12 -71 -1 -67.5" stroke="${cream}" stroke-width="3.2" stroke-linecap="round" fill="none"/>` +
      `<path d="M-19 -75Q-10 -77 -1 -73" stroke="${stripe}" stroke-width="2.2" stroke-linecap="round" fill="none" data-part="face-stripe"/>` +
      `<circle cx="-17" cy="-74.5" r="3" fill="${ink}"/><circle cx="-16" cy="-75.6" r="1" fill="#fff"/>` +
      `<circle cx="-31" cy="-67" r="2.2" fill="${ink}"/>`;
    return scaled(size, `${tail}${haunch}${body}${stripes}${head}${farPaw}${acorn}${paws}`);
  },
};

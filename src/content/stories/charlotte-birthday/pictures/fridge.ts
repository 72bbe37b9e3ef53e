import { scaled, tones, type PropDefinition } from '@/pictures';

const body = { base: '#dfeaf3', shade: '#b9cbdb', light: '#f6fbff' };

/**
 * What a family sticks on its fridge door: a child's crayon drawing of a sun and a house, a yellow note and a photo,
 * each held by a magnet. Shut and bare, the door read as a blank slab a fifth of the picture wide.
 */
const FRONT = [
  '<g transform="rotate(-4 -16 -130)"><rect x="-36" y="-160" width="42" height="52" rx="2" fill="#fffdf7" stroke="#d9d2c3" stroke-width="1.5"/>',
  '<circle cx="-24" cy="-146" r="7" fill="#ffc93c"/><path d="M-20 -118v-14l10-9 10 9v14Z" fill="#f28b82"/><path d="M-34 -114h38" stroke="#7cc47c" stroke-width="4"/></g>',
  '<circle cx="-15" cy="-160" r="4.5" fill="#e5484d"/>',
  '<rect x="-30" y="-96" width="26" height="24" rx="2" fill="#ffe58a"/><path d="M-26 -88h18M-26 -82h14M-26 -76h16" stroke="#b59a3c" stroke-width="1.6"/>',
  '<circle cx="-17" cy="-96" r="4" fill="#3b82f6"/>',
  '<g transform="rotate(5 12 -84)"><rect x="0" y="-100" width="26" height="32" rx="2" fill="#fff"/><rect x="3" y="-97" width="20" height="20" fill="#9fd3f0"/><circle cx="13" cy="-86" r="5" fill="#c8866a"/></g>',
  '<circle cx="13" cy="-100" r="4" fill="#22a06b"/>',
].join('');

/**
 * A tall kitchen fridge. 'open': its door swung wide to the left and the light on inside, three
 * empty shelves for a scene to stock with named things. The open fridge, door and all, is `size` wide
 * (body on the right, x from -14 to 50 of 100); its shelves are at 106, 74 and 42, its top at 138.
 * 'closed-one-door': the same fridge shut, one full-height door and one long handle, so a kitchen
 * shows the fridge it opens elsewhere (draw it at 0.704 of the open one's size, 0.21 of that size to the side).
 */
export const fridge: PropDefinition = {
  variants: ['open', 'closed-one-door'],
  draw: ({ size, variant }) => {
    const shell = `<rect x="-50" y="-196" width="100" height="196" rx="10" fill="${body.shade}"/>`;
    if (variant === 'closed-one-door') {
      return scaled(
        size,
        `${shell}<rect x="-46" y="-192" width="92" height="188" rx="8" fill="${body.base}"/><rect x="-42" y="-188" width="84" height="20" rx="6" fill="${body.light}" opacity=".7"/><rect x="32" y="-140" width="6" height="56" rx="3" fill="${tones.metal.shade}"/>${FRONT}`,
      );
    }
    const shelves = [-150, -105, -60]
      .map(
        (y) =>
          `<rect x="-42" y="${y}" width="84" height="4" rx="2" fill="${body.light}"/><rect x="-42" y="${y + 4}" width="84" height="2" fill="${body.shade}" opacity=".6"/>`,
      )
      .join('');
    return scaled(
      size,
      `<g transform="translate(21 0) scale(.704)">${shell}<rect x="-44" y="-190" width="88" height="182" rx="6" fill="#fff7d6"/><rect x="-44" y="-190" width="88" height="30" rx="6" fill="#fffbe9"/><ellipse cy="-184" rx="16" ry="3" fill="#fff"/>${shelves}<rect x="-40" y="-40" width="80" height="28" rx="4" fill="${body.base}" opacity=".8"/><path d="M-50 -196L-92 -184V-12L-50 0Z" fill="${body.base}"/><path d="M-56 -186L-86 -177V-22L-56 -12Z" fill="${body.light}"/><path d="M-86 -140h30M-86 -90h30" stroke="${body.shade}" stroke-width="4"/><rect x="-62" y="-120" width="5" height="34" rx="2.5" fill="${tones.metal.shade}"/></g>`,
    );
  },
  light: ({ size }) => ({ x: size * 0.21, y: -size * 0.9, radius: size * 0.7 }),
};

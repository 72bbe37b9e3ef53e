import { scaled, tones, type PropDefinition } from '@/pictures';

/** A clear spring sky low in the pane, and storm clouds dark enough to read as the turn of the story. */
const SKY = { bright: '#8fd0f5', light: '#c9ecff' };
const STORM = { dark: '#59606e', mid: '#727a89', rim: '#9aa2af' };

/** A five-pointed star with its centre at x, y. */
const star = (x: number, y: number, r: number) =>
  `<path transform="translate(${x} ${y}) scale(${r})" d="M0 -1L.29 -.4L.95 -.31L.48 .15L.59 .81L0 .5L-.59 .81L-.48 .15L-.95 -.31L-.29 -.4Z"/>`;

/**
 * The same window at bedtime (c9), the rain gone: a deep blue sky, a crescent moon and a few five-pointed
 * stars (the kit's round dots read as snow).
 */
const starry = [
  `<rect x="-50" y="-80" width="100" height="76" rx="3" fill="${tones.china.base}"/>`,
  `<rect x="-54" y="-6" width="108" height="6" rx="2" fill="${tones.china.shade}"/>`,
  '<rect x="-45" y="-75" width="90" height="66" fill="#1f2d63"/><rect x="-45" y="-75" width="90" height="30" fill="#101a45"/>',
  '<path d="M28 -66a10 10 0 1 0 6 18a8 8 0 1 1-6-18Z" fill="#fff2b0"/>',
  `<g fill="#ffe58a">${star(-30, -62, 5)}${star(-12, -28, 4)}${star(12, -60, 3.5)}${star(-34, -22, 3)}${star(30, -24, 4.5)}${star(4, -40, 2.5)}</g>`,
  `<path d="M0 -75V-9M-45 -42H45" stroke="${tones.china.base}" stroke-width="3.4"/>`,
  `<rect x="-45" y="-75" width="90" height="66" fill="none" stroke="${tones.china.shade}" stroke-width="1.2"/>`,
].join('');

/**
 * korean-charlotte-birthday's classroom window as the clouds arrive (c3): a white-framed window of four
 * panes on the wall, the sky bright blue low down with the sun just being swallowed, and heavy dark clouds
 * rolling in over the top, so "grey clouds are gathering" reads beside the girls on a phone too (the kit's
 * cloudy pane is pale all over). 100 wide, 80 tall; y = 0 is the sill.
 */
export const stormWindow: PropDefinition = {
  variants: ['gathering', 'starry'],
  draw: ({ size, variant }) =>
    variant === 'starry'
      ? scaled(size, starry)
      : scaled(
          size,
          [
            // The frame and the sill.
            `<rect x="-50" y="-80" width="100" height="76" rx="3" fill="${tones.china.base}"/>`,
            `<rect x="-54" y="-6" width="108" height="6" rx="2" fill="${tones.china.shade}"/>`,
            // The glass, its own viewport, so the clouds stay on it.
            '<svg x="-45" y="-75" width="90" height="66" viewBox="-45 -75 90 66" overflow="hidden">',
            `<rect x="-45" y="-75" width="90" height="66" fill="${SKY.bright}"/>`,
            `<rect x="-45" y="-30" width="90" height="21" fill="${SKY.light}" opacity=".7"/>`,
            // The sun low in the left pane, half gone behind the clouds: in the pane's corner by the frame, the girls' heads
            // either side of the window hid all but a yellow half-disc, and a critic saw a stray mark (r28).
            `<circle cx="-20" cy="-34" r="10" fill="${tones.yellow.base}"/><circle cx="-20" cy="-34" r="14" fill="${tones.yellow.light}" opacity=".35"/>`,
            // The storm rolling in over the top, darkest at its heart, with a paler rim where the light catches it.
            `<g fill="${STORM.rim}"><ellipse cx="-30" cy="-46" rx="20" ry="10"/><ellipse cx="8" cy="-44" rx="22" ry="11"/><ellipse cx="34" cy="-48" rx="16" ry="10"/></g>`,
            `<g fill="${STORM.mid}"><ellipse cx="-34" cy="-54" rx="22" ry="13"/><ellipse cx="-4" cy="-56" rx="24" ry="14"/><ellipse cx="30" cy="-56" rx="22" ry="13"/></g>`,
            `<g fill="${STORM.dark}"><ellipse cx="-20" cy="-68" rx="30" ry="14"/><ellipse cx="18" cy="-70" rx="32" ry="14"/><rect x="-45" y="-75" width="90" height="8"/></g>`,
            '</svg>',
            // The glazing bars.
            `<path d="M0 -75V-9M-45 -42H45" stroke="${tones.china.base}" stroke-width="3.4"/>`,
            `<rect x="-45" y="-75" width="90" height="66" fill="none" stroke="${tones.china.shade}" stroke-width="1.2"/>`,
          ].join(''),
        ),
};

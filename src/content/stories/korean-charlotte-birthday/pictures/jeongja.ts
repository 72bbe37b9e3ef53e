import { scaled, tones, type PropDefinition } from '@/pictures';

const tile = { base: '#5f6874', shade: '#464d58', light: '#8a93a0' };
const wood = tones.darkWood;
/** The back posts, on the floor's far edge, and the front ones at its near corners, outside anyone seated on it. */
const backPosts = [-34, 34];
const frontPosts = [-43, 43];

/**
 * How far the beam and roof sit above the short posts first drawn: the extra height of the posts, so a grown-up standing
 * on its floor has its eaves well over her head (at 34 they came to her head and it read as a doll's house).
 */
const RAISE = 64;

/** Beam height: the front posts run from the footings up under the beam. */
const BEAM = -74 - RAISE;
/** The underside of the roof's painted band over the beam: the top of the sheltered space ('shelter-rain'). */
export const UNDER_ROOF = BEAM - 6;
/**
 * How much wider than the posts' span the tiled roof spreads (its eaves reaching out past the floor, as a 정자's do):
 * over the posts alone it read as a narrow cage with a small lid far above Mom's head (blind critic r82, p4 and p5).
 */
const ROOF_SPREAD = 1.14;

/** The two front corner posts, from their footings to the beam, drawn over whoever sits on the floor between them. */
function frontUprights(): string {
  return frontPosts
    .map(
      (x) =>
        `<rect x="${x - 4}" y="-5" width="8" height="5" rx="1" fill="${tones.stone.base}"/><rect x="${x - 2.6}" y="${BEAM}" width="5.2" height="${-5 - BEAM}" fill="${wood.base}"/><rect x="${x + 1}" y="${BEAM}" width="1.6" height="${-5 - BEAM}" fill="${wood.shade}"/>`,
    )
    .join('');
}

/**
 * The pavilion: its floor, the back posts on the floor's far edge, the beam and the roof, with the front posts
 * (`front`) or without them, for a picture that draws them after the people seated inside (drawn with the rest, the
 * children on the floor sat in front of every post, outside the roof in the rain: blind critic r72, p5).
 */
function pavilion(rain: boolean, front: boolean): string {
  const footings = backPosts
    .map(
      (x) =>
        `<rect x="${x - 4}" y="-5" width="8" height="5" rx="1" fill="${tones.stone.base}"/><rect x="${x - 3}" y="-10" width="6" height="6" fill="${wood.shade}"/>`,
    )
    .join('');
  const uprights = backPosts.map((x) => `<rect x="${x - 2}" y="${BEAM}" width="4" height="${-22 - BEAM}" fill="${wood.shade}"/>`).join('');
  const planks = [-36, -24, -12, 0, 12, 24, 36].map((x) => `M${x} -22.5l-1 3.5`).join('');
  const tiles = Array.from({ length: 17 }, (_, i) => {
    const x = -40 + i * 5;
    return `M${x * 0.62} -93L${x} -73`;
  }).join('');
  const drips = rain
    ? `<g stroke="${tones.blue.base}" stroke-width="1.3" stroke-linecap="round" opacity=".85"><path d="M-50 -72v8M-50 -58v10M-50 -42v8M-50 -26v8M-50 -10v8M-53 -70v12M-53 -52v8M-53 -36v10M-53 -20v8M50 -72v8M50 -58v10M50 -42v8M50 -26v8M50 -10v8M53 -70v12M53 -52v8M53 -36v10M53 -20v8M-30 -69v3M-20 -69v2M-10 -69v3M0 -69v2M10 -69v3M20 -69v2M30 -69v3"/></g>`
    : '';
  // The shade under the roof on a grey day: the dry air inside darker at the eaves and lighter toward the floor, so the
  // rain falling beyond the pavilion shows faintly through it and none seems to fall inside (blind critic r82, p4 and p5).
  const shade = `<defs><linearGradient id="jeongja-shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2b323c" stop-opacity=".78"/><stop offset="1" stop-color="#3b4450" stop-opacity=".42"/></linearGradient></defs><path d="M-44 ${UNDER_ROOF}H44V-23H-44Z" fill="url(#jeongja-shade)"/>`;
  return [
    `<ellipse cy="-1" rx="48" ry="3" fill="#000" opacity=".12"/>`,
    shade,
    footings,
    `<path d="M-44 -18H44V-10H-44Z" fill="${wood.shade}"/>`,
    `<path d="M-41 -23H41L44 -18H-44Z" fill="${tones.wood.light}"/>`,
    `<path d="${planks}" stroke="${tones.wood.shade}" stroke-width=".6"/>`,
    `<path d="M-44 -18H44" stroke="${wood.light}" stroke-width="1"/>`,
    uprights,
    `<g transform="translate(0 ${-10 - RAISE})">`,
    `<rect x="-44" y="-70" width="88" height="6" fill="#3e8e7e"/><rect x="-44" y="-67" width="88" height="1.4" fill="${tones.red.base}"/><rect x="-44" y="-64.5" width="88" height="1.5" fill="${wood.shade}"/>`,
    `<g transform="scale(${ROOF_SPREAD} 1)">`,
    `<path d="M-46 -70Q0 -76 46 -70L52 -77Q40 -72 30 -73H-30Q-40 -72 -52 -77Z" fill="#3a2a20"/>`,
    `<path d="M-53 -78Q-42 -71 -30 -73H30Q42 -71 53 -78L46 -80L26 -94H-26L-46 -80Z" fill="${tile.base}"/>`,
    `<path d="${tiles}" stroke="${tile.shade}" stroke-width="1.4"/>`,
    `<path d="M-53 -78Q-42 -71 -30 -73H30Q42 -71 53 -78L52 -75Q42 -69 30 -70H-30Q-42 -69 -52 -75Z" fill="${tile.light}"/>`,
    `<path d="M-30 -92H30L32 -98Q0 -95 -32 -98Z" fill="${tile.shade}"/><path d="M-30 -94H30" stroke="${tile.light}" stroke-width="1.2"/>`,
    drips,
    '</g>',
    '</g>',
    front ? frontUprights() : '',
  ].join('');
}

/** 'dry' whole; 'rain' dripping and without its front posts, and 'front-posts' those alone, drawn over the people inside. */
export const jeongja: PropDefinition = {
  variants: ['dry', 'rain', 'front-posts'],
  draw: ({ size, variant }) => scaled(size, variant === 'front-posts' ? frontUprights() : pavilion(variant === 'rain', variant === 'dry')),
};

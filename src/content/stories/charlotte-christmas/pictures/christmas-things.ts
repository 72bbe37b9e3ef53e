import { lettering, scaled, type PropDefinition } from '@/pictures';
import { paperStar } from '@/content/stories/charlotte-christmas/pictures/paper-star';
import { starCookie } from '@/content/stories/charlotte-christmas/pictures/star-cookie';

const glass = { base: '#cfe6f4', edge: '#7fb0d0', gleam: '#ffffff' };
const silver = { base: '#dde4ea', shade: '#8e99a6' };

/**
 * A quarter falling edge-on, tilted by `tilt` degrees: a thin silver ellipse over its darker milled edge, a third of the
 * jar's width, as big as the ones on the rug (wider, it was a saucer beside a child's fist).
 */
const fallingQuarter = (x: number, y: number, tilt: number) =>
  `<g transform="translate(${x} ${y}) rotate(${tilt})"><ellipse cy="1.5" rx="10" ry="4" fill="${silver.shade}"/><ellipse rx="10" ry="3.4" fill="${silver.base}"/><ellipse cx="3" cy="-.7" rx="3.4" ry="1" fill="#fff" opacity=".8"/></g>`;

/**
 * Charlotte's coin jar tipped over (charlotte-christmas c2-p1), upside down: its thick glass base at the top, and at the
 * bottom its clear glass neck and open mouth, a pale glass rim (a dark hole under ridged threads read as a lid still
 * screwed on). Plain clear glass all through: a pale label band across its middle read as her forearm inside the jar.
 * Drawn upright in its own units, its middle at 0; `tippedJar` turns it. (Drawn mouth-up and spun round, its base read
 * as the top and its lip as a lid.)
 */
const jarGlass = () =>
  `<rect x="-30" y="-46" width="60" height="84" rx="10" fill="${glass.base}" opacity=".75"/><rect x="-30" y="-46" width="60" height="84" rx="10" fill="none" stroke="${glass.edge}" stroke-width="3.5"/><rect x="-28" y="-44" width="56" height="12" rx="8" fill="${glass.edge}" opacity=".55"/><path d="M-30 38q0 10 10 12h40q10 -2 10 -12Z" fill="${glass.base}" stroke="${glass.edge}" stroke-width="3"/><rect x="-20" y="48" width="40" height="12" fill="${glass.base}" opacity=".75"/><path d="M-20 48v12M20 48v12" stroke="${glass.edge}" stroke-width="3"/><ellipse cy="61" rx="21" ry="6" fill="#f4fbff" stroke="${glass.edge}" stroke-width="3"/><path d="M20 -34v60" stroke="${glass.gleam}" stroke-width="5" stroke-linecap="round" opacity=".8"/>`;

/**
 * The jar as she tips it: held by its base, up at the top, the fists closing on the glass's near wall there from
 * outside, and the jar swung mouth-down and out toward the rug ahead of her, so the arms stay clear of the glass (held
 * round its middle, the forearm ran across behind the glass). The prop's origin (y = 0) is the grip at the base; the
 * twelfth quarter drops out of the mouth, with shake lines either side of the jar.
 */
const tippedJar = () => {
  const shake = `<path d="M2 30q-6 10 0 20M-6 34q-5 6 0 12M98 0q6 10 0 20M106 4q5 6 0 12" fill="none" stroke="#8e99a8" stroke-width="2.4" stroke-linecap="round"/>`;
  return `<g transform="rotate(-28) translate(30 38)">${jarGlass()}</g>${shake}${fallingQuarter(70, 84, -30)}<path d="M62 84v8M86 88v8" stroke="#8e99a8" stroke-width="2" stroke-linecap="round"/>`;
};

/** The jar's screw lid, off, lying on the rug top-up: a red tin lid seen from the side, 40 wide, y = 0 its foot. */
const jarLid = () =>
  `<ellipse cy="-2" rx="22" ry="5" fill="#00000022"/><rect x="-20" y="-12" width="40" height="10" rx="2" fill="#b8323a"/><path d="M-20 -7h40" stroke="#8c2229" stroke-width="1.4"/><ellipse cy="-12" rx="20" ry="5" fill="#d9474f"/><ellipse cx="-5" cy="-13" rx="8" ry="1.8" fill="#f08a8f" opacity=".8"/>`;

/**
 * One quarter lying on the rug, seen from above at a slant so its face shows: 20 wide, a dark milled edge under a
 * silver face with a raised rim and a head in profile, so a child counts coins, not grey specks.
 */
const rugQuarter = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})"><ellipse cy="2" rx="10" ry="7" fill="${silver.shade}"/><ellipse rx="10" ry="7" fill="${silver.base}"/><ellipse rx="7.6" ry="5.2" fill="none" stroke="${silver.shade}" stroke-width="1.3"/><path d="M-2 -3q4 -1 4 2q0 2 -2 3q1 1 -1 1h-2" fill="none" stroke="${silver.shade}" stroke-width="1.2" stroke-linecap="round"/><ellipse cx="4" cy="-4" rx="3" ry="1.2" fill="#fff" opacity=".8"/></g>`;

/** A quarter rolling on its edge, `tilt` degrees off upright: its milled edge toward us, its face a thin sliver. */
const rollingQuarter = (x: number, y: number, tilt: number) =>
  `<g transform="translate(${x} ${y}) rotate(${tilt})"><ellipse cx="-1.2" cy="-6.8" rx="2.6" ry="6.8" fill="${silver.shade}"/><ellipse cy="-6.8" rx="2" ry="6.8" fill="${silver.base}"/><path d="M-.5 -11v8" stroke="#fff" stroke-width=".9" opacity=".8"/></g>`;

/**
 * Eleven of the twelve quarters spilled across the rug (charlotte-christmas c2-p1; the twelfth is still dropping out
 * of the jar), x = -80 under the jar's mouth: a trail rolling out from under the mouth to the right and toward us, thick
 * where they landed and thinning as they roll, spread well apart (160 wide, they read as a clump), scattered near and
 * far over the rug (in one thin line they read as a row laid out, not spilled), none touching another, so each counts
 * on a phone; two still rolling on their edges toward the dog's nose, a trail behind each, and the last lying in front
 * of his forepaw. Within 170 wide: the phone draws the dog nearer her than the desk does, and a trail 240 wide ran under
 * his chin and paw there, its two rollers and last coin hidden (ten still coins in a sprinkle: blind critic, p3).
 */
const rugQuarters = () => {
  const lying = [
    [-78, -10],
    [-60, -28],
    [-56, 12],
    [-34, -12],
    [-20, 26],
    [-8, -30],
    [12, 4],
    [40, 28],
    [82, 30],
  ]
    .map(([x, y]) => `<g transform="translate(${x} ${y}) scale(.68)">${rugQuarter(0, 0)}</g>`)
    .join('');
  const rollers = [
    [48, -18, 12],
    [66, 14, -10],
  ] as const;
  const rolling = rollers.map(([x, y, tilt]) => rollingQuarter(x, y, tilt)).join('');
  const trails = rollers
    .map(([x, y]) => `<path d="M${x - 6} ${y - 3}h-14M${x - 6} ${y + 1}h-10" stroke="#c9a98a" stroke-width="1.4" stroke-linecap="round" opacity=".9"/>`)
    .join('');
  return lying + trails + rolling;
};

/**
 * Her quarters poured from her tipped palm into Dad's cupped mittens below it (charlotte-christmas c2-p2), the same
 * frame as 'palm-quarters' (y = 0 the heap's foot on her palm): a smaller heap left on her palm, two coins tumbling
 * off its front edge on their rims toward his mittens ~36 below (her heap over his mittens with air
 * between read as nobody paying: blind critic, p4).
 */
const pourQuarters = () =>
  [
    [4, -8, -6],
    [3, -15, -4],
    [1, -22, -4],
  ]
    .flatMap(([n, y, shift]) => Array.from({ length: n! }, (_, i) => rugQuarter((i - (n! - 1) / 2) * 14 + shift! - 2, y!)))
    .join('') +
  rollingQuarter(28, 6, 40) +
  rollingQuarter(22, 18, -20);

/**
 * All twelve quarters heaped on Charlotte's open palm, held out to pay (charlotte-christmas c2-p2), 100 wide, y = 0 the
 * heap's foot where the palm holds it: rows of four, four, three and one, each coin face up and overlapping its
 * neighbours, a small heap no wider than the palm's reach (rows of five, four and three spread past the hand and hid
 * it), so it reads as a heap of coins on a hand, not a roll of them floating by it.
 */
const palmQuarters = () =>
  [
    [4, -8, 0],
    [4, -15, 6],
    [3, -22, 0],
    [1, -29, 2],
  ]
    .flatMap(([n, y, shift]) => Array.from({ length: n! }, (_, i) => rugQuarter((i - (n! - 1) / 2) * 14 + shift! - 2, y!)))
    .join('');

/**
 * The box Charlotte packs the cookies into (charlotte-christmas c4-p2, "boxed up the rest"): a square blue box
 * seen a little from above, 92 wide, y = 0 its foot, its four flaps open and star cookies heaped inside; a cream
 * band with a gold star round its front, so it reads as a gift box, not a round tin or a first-aid kit.
 */
const cookieBox = () => {
  const blue = { base: '#4f86cf', shade: '#35639f', light: '#8fb8ec' };
  const flaps = `<path d="M-46 -50L-58 -70L-34 -70L-24 -56Z" fill="${blue.light}"/><path d="M-24 -56L-14 -78H38L30 -56Z" fill="${blue.shade}"/><path d="M46 -50L60 -66L52 -74L30 -56Z" fill="${blue.light}"/>`;
  const inside = `<path d="M-46 -50L-24 -56H30L46 -50Z" fill="#2c4a73"/>`;
  const heap = [
    [-20, -56, 14],
    [4, -60, 15],
    [26, -55, 13],
    [-6, -68, 12],
  ]
    .map(([x, y, r]) => starCookie(x!, y!, r!, 0.8))
    .join('');
  const front = `<rect x="-46" y="-50" width="92" height="50" fill="${blue.base}"/><rect x="24" y="-50" width="22" height="50" fill="${blue.shade}"/><rect x="-46" y="-34" width="92" height="14" fill="#f6e7c6"/><path d="M-6 -34l2.4 4.6 5 .6-3.6 3.6 1 5-4.8-2.4-4.8 2.4 1-5-3.6-3.6 5-.6Z" fill="#f2b632"/><path d="M-46 -50H46" stroke="${blue.light}" stroke-width="3"/>`;
  return flaps + inside + heap + front;
};

/**
 * A shiny red tree ball hung by its loop (charlotte-christmas c5-p1), 40 wide: the loop at y = 0, where a hand pinches
 * it, its gold cap just below and the ball hanging under that, so a child lifting it onto a branch holds it by the
 * loop, as tree balls are hung (the kit's play ball in her fist read as a toy held up, not one being hung).
 */
const bauble = () =>
  `<path d="M0 0v10" stroke="#c9a227" stroke-width="2.4"/><rect x="-6" y="8" width="12" height="8" rx="2" fill="#e0b530"/><circle cy="34" r="20" fill="#d8343f"/><path d="M-20 34a20 20 0 0 0 40 0a20 12 0 0 1 -40 0Z" fill="#a51f2a"/><path d="M-19 30q19 8 38 0" stroke="#f2c94c" stroke-width="3" fill="none"/><ellipse cx="-8" cy="24" rx="5" ry="3" fill="#fff" opacity=".75" transform="rotate(-30 -8 24)"/>`;

/**
 * An old street lamp on the snowy street (charlotte-christmas c7-p2), `size` tall: a dark iron post on a
 * foot, and at its top a four-sided lantern of warm lit glass under a peaked cap with snow on it. It lights
 * the faces of whoever walks under it, as the one light on a night street.
 */
const streetLamp = () => {
  const iron = { base: '#3b4257', shade: '#262b3b' };
  return `<rect x="-7" y="-8" width="14" height="8" rx="2" fill="${iron.shade}"/><rect x="-2.6" y="-84" width="5.2" height="78" fill="${iron.base}"/><rect x="0.6" y="-84" width="2" height="78" fill="${iron.shade}"/><path d="M-6 -84h12l-2 -4h-8Z" fill="${iron.shade}"/><path d="M-8 -88h16l3 -14h-22Z" fill="#ffe48a"/><path d="M0 -88v-14" stroke="${iron.base}" stroke-width="1.4"/><path d="M-11 -102h22l-11 -8Z" fill="${iron.base}"/><path d="M-11 -102q11 -10 22 0q-4 -3 -11 -6q-7 3 -11 6Z" fill="#fbfdff"/><circle cy="-112" r="1.8" fill="${iron.shade}"/>`;
};

/**
 * The gold paper star hung in Grandma's lit window (charlotte-christmas c9-p1), laid over the kit's
 * grandparents-house at the house's own x, y and size: the star stands in the right-hand window (its middle at
 * x = 34, y = -60 of the house's 100), its lower points on the sill. Placed with the house, not as a thing of
 * its own beside it, the phone's tall frame moves it with the house, so it stays in the window there too.
 */
const windowStar = () => `<g transform="translate(34 -49)">${paperStar.draw({ size: 22, variant: 'gold' })}</g>`;

/**
 * A snowy morning's daylight through a four-paned window, lying on the floor as a pale slanted patch, its
 * window bars' shadows crossing it (charlotte-christmas's daytime rooms): `size` is its near edge's width, y = 0
 * that near edge, the far edge slanting back towards the window (`flip` for a window on the left). Laid on the
 * floor before the people, so their feet stand in it. Its paint is not a hex colour, so the modelling leaves it
 * flat, as light is.
 */
const windowLight = () => {
  const sun = 'rgb(255,249,228)';
  // Three quads, each a little inside the last, for a soft edge (a prop has no filters to blur with).
  const soft = [0, 6, 12]
    .map((d) => `<path d="M${-50 + d} ${-d / 3}L${40 - d} ${-d / 3}L${70 - d} ${-34 + d / 3}L${-14 + d} ${-34 + d / 3}Z" fill="${sun}" opacity=".16"/>`)
    .join('');
  return `${soft}<path d="M-5 -3L26 -31M-30 -17L52 -17" stroke="rgb(150,140,120)" stroke-width="3" opacity=".12"/>`;
};

/**
 * The same daylight on its way down from the window: a soft band slanting from the glass (its top, 100 up and 40
 * to the right of its foot; `flip` for a window on the left) down to the patch it lays on the floor at y = 0, so a
 * day room reads as lit from its window, with the side away from it in the room's own shade.
 */
const sunbeam = () => {
  const sun = 'rgb(255,250,232)';
  return [0, 8, 16].map((d) => `<path d="M${10 + d} -100L${70 - d} -100L${44 - d} 0L${-44 + d} 0Z" fill="${sun}" opacity=".06"/>`).join('');
};

/**
 * The side of a day room away from its window, in shade: a cool glaze `size` wide and as tall, y = 0 its foot, its
 * edge toward the window (right; `flip` for a window on the left) fading out in three steps.
 */
const roomShade = () => {
  const cool = 'rgb(70,90,150)';
  return [0, 1, 2, 3].map((i) => `<rect x="-50" y="-100" width="${50 + i * 16}" height="100" fill="${cool}" opacity=".05"/>`).join('');
};

/** One of the family in the counting cloud: head and shoulders, a face with two eyes and a smile, `s` its scale. */
function countedFace(x: number, s: number, skin: string, hair: string, top: string, style: 'bob' | 'short' | 'bun' | 'bald'): string {
  const ink = '#5a3a2a';
  const hairShape =
    style === 'bob'
      ? `<path d="M-8.6 1V-4Q-8.6 -11 0 -11Q8.6 -11 8.6 -4V1H6V-5Q0 -7 -6 -5V1Z" fill="${hair}"/>`
      : style === 'short'
        ? `<path d="M-7.6 -3Q-8 -10.4 0 -10.4Q8 -10.4 7.6 -3Q4 -7 -7.6 -3Z" fill="${hair}"/>`
        : style === 'bun'
          ? `<circle cy="-11.6" r="3.6" fill="${hair}"/><path d="M-7.8 -2Q-8 -10 0 -10Q8 -10 7.8 -2Q4 -6.4 -7.8 -2Z" fill="${hair}"/>`
          : `<path d="M-7.8 -1Q-8.4 -5 -6 -6M7.8 -1Q8.4 -5 6 -6" stroke="${hair}" stroke-width="2.4" fill="none" stroke-linecap="round"/>`;
  return `<g transform="translate(${x} 0) scale(${s})"><path d="M-9 16V12Q-9 6 0 6Q9 6 9 12V16Z" fill="${top}" stroke="${ink}" stroke-width=".8"/><circle cy="-3" r="7.6" fill="${skin}" stroke="${ink}" stroke-width=".8"/>${hairShape}<circle cx="-3.2" cy="-3" r=".85" fill="${ink}"/><circle cx="3.2" cy="-3" r=".85" fill="${ink}"/><path d="M-2.4 .6Q0 2.6 2.4 .6" stroke="${ink}" stroke-width=".9" fill="none" stroke-linecap="round"/></g>`;
}

/**
 * What Charlotte counts on her mittens (c1-p2), in a thought cloud 100 wide, y = 0 a little under it, its trail running
 * down right from the cloud's side to the top of her head, clear of her face: the five she will give a present to, side by side, each a face a child can
 * count and name (Mom, Dad, Leo, Grandma, Grandpa), so the count the words make, five, is in the picture (a mitten
 * fans three fingers at most).
 */
const countingCloud = () => {
  const cloud = `<g fill="#ffffff" stroke="#b9c4d2" stroke-width="1.4"><ellipse cx="0" cy="-50" rx="50" ry="28"/><circle cx="-30" cy="-66" r="16"/><circle cx="0" cy="-74" r="18"/><circle cx="30" cy="-66" r="16"/></g><ellipse cx="0" cy="-52" rx="48" ry="26" fill="#ffffff"/><circle cx="-30" cy="-66" r="14.6" fill="#ffffff"/><circle cx="0" cy="-74" r="16.6" fill="#ffffff"/><circle cx="30" cy="-66" r="14.6" fill="#ffffff"/>`;
  // The trail runs down off the cloud's lower right to the thinker's head, beside and below it: rising off its upper
  // right, it pointed away from her and a critic gave the cloud to the boy under it (blind critics r74, r75, p2).
  const trail = [
    [52, -36, 4.6],
    [60, -26, 3.4],
    [66, -18, 2.4],
  ]
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" stroke="#b9c4d2" stroke-width="1.2"/>`)
    .join('');
  const faces = [
    countedFace(-36, 1, '#f6d2b8', '#7b4526', '#9b7bdc', 'bob'),
    countedFace(-18, 1.04, '#c99472', '#5a3620', '#3fa89b', 'short'),
    countedFace(0, 0.86, '#f8d0b0', '#a3602f', '#6cbf5f', 'short'),
    countedFace(18, 1, '#f3dccb', '#dcdbe3', '#e88a9c', 'bun'),
    countedFace(36, 1, '#f3dccb', '#c9c9d2', '#c68b59', 'bald'),
  ];
  // A red number under each, one to five, as a counting page writes them, so the cloud reads as her count, not a
  // family photo (her open mitten alone read as a wave: blind critic r29, p2).
  const numbers = [-36, -18, 0, 18, 36].map((x, i) => lettering(String(i + 1), { x, y: -33, size: 9, fill: '#d23c35' })).join('');
  return cloud + trail + `<g transform="translate(0 -60)">${faces.join('')}</g>` + numbers;
};

/**
 * The oven the cookie tray came out of (charlotte-christmas c4-p1): a cream stove standing on the floor, its origin at
 * the middle of its base, 100 units wide and 110 tall: four knobs along its top, a warm orange glow behind the glass of
 * its door, its handle a steel bar, and a last wisp of heat over its top, so it reads as just used.
 */
const oven = () => {
  const body = `<rect x="-50" y="-110" width="100" height="110" rx="6" fill="#f3ead9" stroke="#c9b79a" stroke-width="3"/><rect x="-50" y="-110" width="100" height="20" rx="6" fill="#e3d6bf"/>`;
  const knobs = [-34, -14, 6, 26]
    .map((x) => `<circle cx="${x + 4}" cy="-100" r="5" fill="#6d5b4b"/><rect x="${x + 3}" y="-105" width="2" height="5" fill="#f3ead9"/>`)
    .join('');
  const door = `<rect x="-42" y="-82" width="84" height="70" rx="5" fill="#d9cbb2" stroke="#b9a584" stroke-width="2.5"/><rect x="-32" y="-68" width="64" height="38" rx="4" fill="#5a3a26"/><rect x="-28" y="-64" width="56" height="30" rx="3" fill="#ff9d47" opacity=".85"/><path d="M-24 -42h48" stroke="#ffd39a" stroke-width="2.5"/><rect x="-34" y="-80" width="68" height="5" rx="2.5" fill="#9aa7b1"/>`;
  const feet = `<rect x="-46" y="-4" width="92" height="4" fill="#8a7a66"/>`;
  const heat = `<path d="M-14 -116q-6 -10 0 -20t0 -20M8 -116q-6 -10 0 -20t0 -18" stroke="#ffffff" stroke-width="3" fill="none" opacity=".7" stroke-linecap="round"/>`;
  return body + knobs + door + feet + heat;
};

/**
 * The cookie cutters on the counter (charlotte-christmas c4-p1), their origin at the middle of the counter under them: a
 * sheet of rolled dough with three star holes cut out of it, a steel star cutter and a red heart cutter lying beside it,
 * and the rolling pin across its far end.
 */
const cookieCutters = () => {
  const hole = (x: number) =>
    `<path d="M${x} -10l3 5h6l-4.5 3.5 2 6-6.5-3.5-6.5 3.5 2-6-4.5-3.5h6Z" fill="#f6f1ea" transform="translate(0 2) scale(1 .55) translate(0 -8)"/>`;
  const dough = `<ellipse cx="-10" cy="-5" rx="48" ry="9" fill="#f0cf94" stroke="#d2a864" stroke-width="2"/>${[-36, -12, 12].map(hole).join('')}`;
  const pin = `<rect x="-54" y="-20" width="66" height="9" rx="4.5" fill="#d8a56b" stroke="#a8743f" stroke-width="1.5"/><rect x="-64" y="-18" width="12" height="5" rx="2.5" fill="#a8743f"/><rect x="10" y="-18" width="12" height="5" rx="2.5" fill="#a8743f"/>`;
  const starCutter = `<path d="M50 -22l5 9h10l-8 6 3 10-10-6-10 6 3-10-8-6h10Z" fill="none" stroke="#9aa7b1" stroke-width="3.5" stroke-linejoin="round"/>`;
  const heartCutter = `<path d="M78 -2q-14 -8 -14 -16q0 -7 7 -7q5 0 7 5q2 -5 7 -5q7 0 7 7q0 8 -14 16Z" fill="none" stroke="#e25b52" stroke-width="3.5" stroke-linejoin="round"/>`;
  // The cutters lie flat on the counter, seen from a little above (standing up on their edges they read as a star and a
  // heart floating over the stove: blind critic r58, p7).
  return `${pin}${dough}<g transform="scale(1 .42)">${starCutter}${heartCutter}</g>`;
};

/**
 * Things only charlotte-christmas draws: 'tipped-jar', 'jar-lid', 'rug-quarters', 'palm-quarters', 'pour-quarters', 'cookie-box',
 * 'bauble', 'street-lamp', 'window-star', 'window-light', 'sunbeam', 'room-shade',
 * 'counting-cloud', 'oven' and 'cookie-cutters' (see above).
 */
export const christmasThings: PropDefinition = {
  // The jar's origin is the grip at its base and the tree ball's its loop: where the hands close on them.
  grip: 0,
  variants: [
    'tipped-jar',
    'jar-lid',
    'rug-quarters',
    'palm-quarters',
    'pour-quarters',
    'cookie-box',
    'bauble',
    'street-lamp',
    'window-star',
    'window-light',
    'sunbeam',
    'room-shade',
    'counting-cloud',
    'oven',
    'cookie-cutters',
  ],
  draw: ({ size, variant }) => {
    if (variant === 'street-lamp') return scaled(size, streetLamp());
    if (variant === 'window-star') return scaled(size, windowStar());
    if (variant === 'window-light') return scaled(size, windowLight());
    if (variant === 'sunbeam') return scaled(size, sunbeam());
    if (variant === 'room-shade') return scaled(size, roomShade());
    if (variant === 'counting-cloud') return scaled(size, countingCloud());
    if (variant === 'oven') return scaled(size, oven());
    if (variant === 'cookie-cutters') return scaled(size, cookieCutters());
    if (variant === 'jar-lid') return scaled(size, jarLid());
    if (variant === 'cookie-box') return scaled(size, cookieBox());
    if (variant === 'bauble') return scaled(size, bauble());
    if (variant === 'rug-quarters') return scaled(size, rugQuarters());
    if (variant === 'palm-quarters') return scaled(size, palmQuarters());
    if (variant === 'pour-quarters') return scaled(size, pourQuarters());
    return scaled(size, tippedJar());
  },
  // The street lamp's glass lights the street round it, far enough to reach the faces walking under it.
  // The star's window glows round it, a small warm light in the dark house front.
  light: ({ size, variant }) =>
    variant === 'street-lamp'
      ? { x: 0, y: -size * 0.95, radius: size * 1.4 }
      : variant === 'window-star'
        ? { x: size * 0.34, y: -size * 0.59, radius: size * 0.27 }
        : null,
};

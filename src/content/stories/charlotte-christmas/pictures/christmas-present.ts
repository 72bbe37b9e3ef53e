import { scaled, tones, type PropDefinition, type Tone } from '@/pictures';

/** Dotted wrapping paper over a region: light dots on the paper's own colour, clipped by nothing, so kept inside the shape. */
const dots = (points: [number, number][], c: Tone) =>
  `<g fill="${c.light}" opacity=".7">${points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="1.8"/>`).join('')}</g>`;

/** A bow of two looped, shaded wings round a knot at (x, y). */
const bow = (x: number, y: number, r: Tone) =>
  `<path d="M${x} ${y}q-16-14-18-2t18 2q16-14 18-2t-18 2Z" fill="${r.base}"/><path d="M${x - 3} ${y - 1}q-9-7-12-4M${x + 3} ${y - 1}q9-7 12-4" stroke="${r.shade}" stroke-width="1.5" fill="none" stroke-linecap="round"/><circle cx="${x}" cy="${y}" r="3.2" fill="${r.shade}"/>`;

const grid = (x0: number, x1: number, y0: number, y1: number) => {
  const out: [number, number][] = [];
  for (let y = y0; y <= y1; y += 11) for (let x = x0 + ((y / 11) % 2) * 5; x <= x1; x += 11) out.push([Math.round(x), Math.round(y)]);
  return out;
};

/** Mom's picture: a flat upright parcel, thin as a frame, the frame's edge showing through the paper, the ribbon crossed on its face. */
const picture = () => {
  const c = tones.pink;
  const r = tones.purple;
  return `<path d="M40 -62l5 -4v62l-5 4Z" fill="${c.shade}"/><path d="M-40 -62l5 -4h80l-5 4Z" fill="${c.light}"/><rect x="-40" y="-62" width="80" height="62" fill="${c.base}"/>${dots(
    grid(-34, 34, -56, -6).filter(([x, y]) => Math.abs(x) > 6 && Math.abs(y + 31) > 6),
    c,
  )}<rect x="-33" y="-55" width="66" height="48" fill="none" stroke="${c.shade}" stroke-width="2" opacity=".6"/><path d="M-3 -62h6v62h-6ZM-40 -34h80v6h-80Z" fill="${r.base}"/>${bow(0, -31, r)}`;
};

/** The cookies: a low square box like the blue cookie box, a cream band round it and a bow on its lid. */
const cookies = () => {
  const c = tones.blue;
  const r = tones.cream;
  return `<path d="M-34 -44l10 -10h64l-10 10Z" fill="${c.light}"/><rect x="-34" y="-44" width="64" height="44" fill="${c.base}"/><path d="M30 -44l10 -10v44l-10 10Z" fill="${c.shade}"/>${dots(
    grid(-28, 24, -37, -5).filter(([x]) => Math.abs(x + 2) > 6),
    c,
  )}<rect x="-35.5" y="-44" width="65.5" height="8" fill="${c.base}"/><rect x="-35.5" y="-36" width="65.5" height="2.5" fill="${c.shade}" opacity=".8"/><path d="M-6 -44h8v44h-8ZM-1 -54h8l-5 10h-8ZM-29 -49h64l-1.5 3.5h-64Z" fill="${r.base}"/><path d="M33 -47l4 -4v44l-4 4Z" fill="${r.shade}"/>${bow(1, -56, r)}`;
};

/** Leo's crown: a round hat box seen a little from above, its lid's rim overhanging, the ribbon down its front. */
const crown = () => {
  const c = tones.yellow;
  const r = tones.red;
  return `<path d="M-26 -40v34a26 7 0 0 0 52 0v-34Z" fill="${c.base}"/><path d="M10 -40v40a26 7 0 0 0 16 -6v-34Z" fill="${c.shade}" opacity=".7"/>${dots(
    grid(-20, 16, -30, -8).filter(([x]) => Math.abs(x) > 6),
    c,
  )}<path d="M-28 -44v8a28 7 0 0 0 56 0v-8Z" fill="${c.base}"/><path d="M-28 -36a28 7 0 0 0 56 0" stroke="${c.shade}" stroke-width="2.5" fill="none"/><ellipse cy="-44" rx="28" ry="7" fill="${c.light}"/><path d="M-3 -37h6v37h-6Z" fill="${r.base}"/>${bow(0, -46, r)}`;
};

/** Grandma's star: wrapped to its own shape, a five-pointed parcel standing on two points, a bow at its middle. */
const star = () => {
  const c = tones.green;
  const r = tones.pink;
  const cy = -29;
  const points = Array.from({ length: 10 }, (_, k) => {
    const a = ((-90 + 36 * k) * Math.PI) / 180;
    const radius = k % 2 === 0 ? 36 : 15;
    return `${(radius * Math.cos(a)).toFixed(1)} ${(cy + radius * Math.sin(a)).toFixed(1)}`;
  });
  return `<path d="M${points.join('L')}Z" fill="${c.base}"/><path d="M0 ${cy}L${points[4]}L${points[5]}L${points[6]}Z" fill="${c.shade}" opacity=".8"/><path d="M0 ${cy}L${points[0]}L${points[9]}L${points[8]}Z" fill="${c.light}" opacity=".7"/>${dots(
    [
      [-16, -36],
      [14, -38],
      [-8, -18],
      [9, -17],
      [0, -50],
    ],
    c,
  )}${bow(0, cy, r)}`;
};

/** Grandpa's scarf: a soft, lumpy parcel, bulging where the knit bunches, gathered and tied at its neck with a bow. */
const scarf = () => {
  const c = tones.purple;
  const r = tones.yellow;
  return `<path d="M-34 -4q-6 -18 2 -30q-4 -14 10 -16q8 -4 14 2q6 -6 14 -2q14 2 10 16q8 12 2 30q-2 6 -10 4h-32q-8 2 -10 -4Z" fill="${c.base}"/><path d="M22 -48q14 2 10 16q8 12 2 30q-2 6 -10 4q6 -20 -2 -50Z" fill="${c.shade}" opacity=".8"/>${dots(
    grid(-26, 24, -38, -8).filter(([x]) => Math.abs(x) > 5),
    c,
  )}<path d="M-20 -30q4 6 0 14M14 -34q-4 8 2 16M-8 -12q6 2 12 0" stroke="${c.shade}" stroke-width="2" fill="none" stroke-linecap="round"/><path d="M-8 -50q8 -6 16 0l-2 6q-6 -3 -12 0Z" fill="${r.base}"/>${bow(0, -50, r)}`;
};

const draws = { picture, cookies, crown, star, scarf };

/**
 * The five Christmas presents, each wrapped so its shape tells what is in it (charlotte-christmas: plain boxes in five
 * colours read as five of anything): 'picture' (Mom's, a flat pink parcel), 'cookies' (Dad's, a blue box with a cream
 * band), 'crown' (Leo's, a yellow hat box), 'star' (Grandma's, a green star) and 'scarf' (Grandpa's, a soft, lumpy
 * purple parcel). Each about 90 wide at most and 70 tall at size 100, y = 0 its base.
 */
export const christmasPresent: PropDefinition = {
  variants: Object.keys(draws),
  draw: ({ size, variant = 'picture' }) => scaled(size, draws[variant as keyof typeof draws]()),
};

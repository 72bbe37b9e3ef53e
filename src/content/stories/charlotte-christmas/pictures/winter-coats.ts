import { scaled, tones, type PropDefinition } from '@/pictures';

/** Coat colours in three tones: Leo's green and Dad's teal (their winter coats in the figure kit). */
const green = { base: '#63b056', shade: '#47903f', light: '#97d68a' };
const teal = { base: '#3a9c90', shade: '#287a70', light: '#6fc6bb' };
/** Charlotte's own purple winter coat, as one book dresses her. */
const violet = { base: '#7f58be', shade: '#62409e', light: '#a88be0' };
/** Mom's navy and Dad's brown winter coats, as this book dresses them (its wardrobe). */
const navy = { base: '#3d5a8a', shade: '#2c4470', light: '#6a86b6' };
const brown = { base: '#8d5b3a', shade: '#6e4429', light: '#b98a66' };
type Tone = typeof green;

/** One padded coat seen from the front, hanging by its collar at y = -100: sleeves, a zip and pockets. */
function hangingCoat(c: Tone, dx = 0, tilt = 0): string {
  return `<g transform="translate(${dx} 0) rotate(${tilt} 0 -100)"><path d="M-30 -92L-44 -40L-38 -36L-26 -64L-26 -8H26V-64L38 -36L44 -40L30 -92Q0 -100 -30 -92Z" fill="${c.base}"/><path d="M8 -94L30 -92L44 -40L38 -36L26 -64V-8H8Z" fill="${c.shade}"/><path d="M-12 -98Q0 -90 12 -98L6 -86H-6Z" fill="${c.light}"/><path d="M0 -88V-8" stroke="${c.shade}" stroke-width="2.5"/><path d="M-26 -62H26M-26 -40H26" stroke="${c.light}" stroke-width="2" opacity=".6"/><rect x="-22" y="-30" width="12" height="8" rx="2" fill="${c.shade}"/></g>`;
}

/**
 * One coat folded in half, lying in a pile (its top at `y`, the middle highest): soft, both ends sagging, one empty
 * sleeve hanging at `sleeve` across, the collar at the left end and maybe its hood flopped over.
 */
function foldedCoat(c: Tone, dx: number, y: number, sleeve: number, hood = false, sag = 8): string {
  const [l, r, h] = [dx - 46, dx + 46, 18];
  // The sleeve hangs limp off the pile's end, swinging out and curling at the cuff (straight down, two read as a
  // table's legs).
  const sx = dx + sleeve;
  const out = Math.sign(sleeve) * 10;
  const top = y + sag * ((sx - dx) / 46) ** 2 + h - 4;
  const sleevePath = sleeve
    ? `<path d="M${sx - 7} ${top}Q${sx - 6 + out} ${top + 14} ${sx + out * 1.6 - 6} ${top + 26}L${sx + out * 1.6 + 6} ${top + 28}Q${sx + 8 + out} ${top + 12} ${sx + 8} ${top}Z" fill="${c.shade}"/>` +
      `<path d="M${sx + out * 1.6 - 6} ${top + 25}L${sx + out * 1.6 + 6} ${top + 27}" stroke="${c.light}" stroke-width="4" stroke-linecap="round"/>`
    : '';
  const at = (x: number) => y + sag * ((x - dx) / 46) ** 2;
  return (
    sleevePath +
    `<path d="M${l} ${y + sag}Q${dx} ${y - sag} ${r} ${y + sag}Q${r + 5} ${y + sag + h / 2} ${r - 1} ${y + sag + h}Q${dx} ${y - sag + h + 4} ${l + 1} ${y + sag + h}Q${l - 5} ${y + sag + h / 2} ${l} ${y + sag}Z" fill="${c.base}"/>` +
    `<path d="M${l + 3} ${y + sag + h - 5}Q${dx} ${y - sag + h} ${r - 3} ${y + sag + h - 5}" stroke="${c.shade}" stroke-width="5" fill="none" opacity=".7"/>` +
    [-26, -10, 6].map((bx) => `<circle cx="${dx + bx}" cy="${at(dx + bx) + h / 2 - 1}" r="2.6" fill="${c.light}"/>`).join('') +
    `<path d="M${r - 10} ${y + sag - 6}Q${r - 4} ${y + sag + h / 2} ${r - 8} ${y + sag + h - 2}" stroke="${c.light}" stroke-width="2" fill="none"/>` +
    (hood
      ? `<path d="M${l + 2} ${y + sag}Q${l - 16} ${y + sag + 2} ${l - 12} ${y + sag + 22}Q${l - 2} ${y + sag + 20} ${l + 6} ${y + sag + 14}Z" fill="${c.shade}"/><path d="M${l - 1} ${y + sag + 1}Q${l - 12} ${y + sag + 4} ${l - 9} ${y + sag + 18}" stroke="#f4efe6" stroke-width="3" fill="none"/>`
      : `<path d="M${l + 1} ${y + sag + 2}Q${l + 8} ${y + sag + h / 2} ${l + 2} ${y + sag + h - 2}" stroke="${c.light}" stroke-width="3" fill="none"/>`)
  );
}

/**
 * Winter coats. 'folded-pile': the family's four coats folded and piled, carried on the forearms. 'hooks-by-door': the
 * edge of the front door (base y = 0 on the floor) with a row of coat hooks on the wall beside it, one coat still
 * hanging there.
 */
export const winterCoats: PropDefinition = {
  grip: 0.95,
  variants: ['folded-pile', 'hooks-by-door'],
  draw: ({ size, variant }) => {
    if (variant === 'hooks-by-door') {
      const w = tones.wood;
      const hook = (x: number) => `<path d="M${x} -152v10q0 6 6 4" stroke="${tones.metal.shade}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
      return scaled(
        size,
        `<rect x="-50" y="-206" width="40" height="206" fill="${w.shade}"/><rect x="-46" y="-200" width="34" height="200" fill="${w.base}"/><rect x="-42" y="-190" width="26" height="70" rx="2" fill="${w.light}" opacity=".5"/><rect x="-42" y="-104" width="26" height="90" rx="2" fill="${w.light}" opacity=".5"/><circle cx="-18" cy="-100" r="4" fill="${tones.yellow.base}"/><rect x="0" y="-160" width="54" height="8" rx="2" fill="${w.base}"/>${[8, 26, 44].map(hook).join('')}<g transform="translate(44 -142) scale(.4) translate(0 100)">${hangingCoat(teal)}</g>`,
      );
    }
    // The family's own coats as they wear them outdoors in this book (Charlotte's purple, Leo's green, Mom's navy, Dad's
    // brown), folded in half and piled, a soft stack carried on the forearms, two empty sleeves swinging off its ends
    // and Leo's hood on top. Held up by their collars before her, fanned, the arms behind them did not show and the
    // coats hung in the air on a phone (blind critic r61, p13).
    return scaled(size, foldedCoat(brown, 2, -20, 0) + foldedCoat(navy, -4, -34, -38) + foldedCoat(violet, 3, -48, 40) + foldedCoat(green, -1, -62, 0, true));
  },
};

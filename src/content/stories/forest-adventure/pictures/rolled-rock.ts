import { scaled, type PropDefinition } from '@/pictures';

/**
 * The brown of the stepping stones as they show in the water (the river stones' grey, drawn dry on the bank, read as
 * grey boulders, not the stones Dad sets).
 */
const stone = { base: '#86705f', shade: '#5c4a40', light: '#b39a86' };

/**
 * The slab's flat face, before it is turned from us: a rough round stone about 66 wide and 78 tall, standing on its
 * lowest point like a wheel, its edge lumpy, so it reads as a flat rock rolled on its edge (narrow and tall, with a
 * flat foot, it read as a tombstone; seen face-on and wide, as a round boulder).
 */
const outline =
  'M-6.8 -77.3Q0 -80 7.5 -78.7Q15 -77.4 20 -70.9Q25 -64.3 29.6 -56.8Q34.1 -49.3 32.4 -40.4Q30.7 -31.4 28.6 -22.9Q26.6 -14.4 20.5 -9.2Q14.3 -4 7.2 -3Q0 -2 -7.5 -2.3Q-15 -2.6 -20 -9.1Q-25 -15.7 -29.6 -23.2Q-34.1 -30.7 -32.9 -39.7Q-31.7 -48.8 -29.1 -57.2Q-26.6 -65.6 -20.1 -70.1Q-13.7 -74.7 -6.8 -77.3Z';

/**
 * A flat rock rolled on its edge like a wheel (forest-adventure's children roll flat rocks to the water): a rough
 * round slab standing on its edge, `size` wide in its box, turned a little from us so its thick, plain rim shows
 * beside its face as one dark band: plainly flat, as thick as a hand. A furrow behind it and dust kicked up for the
 * roll. Pushing hands meet its top edge.
 */
export const rolledRock: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      [
        // The rim: the slab's thickness, one plain band of its darker side behind the face, up and back (turned well away,
        // with the rock's layers drawn along the rim in curved strokes and the face a narrow oval, critics read ribbed
        // garlic bulbs). Face and rim lower than wide, tipped over toward the water, a flat slab under the hands: taller
        // than wide, standing on its edge, critics read upright grey eggs.
        `<path d="${outline}" transform="translate(12 -7) scale(.92 .64)" fill="${stone.shade}"/>`,
        // The flat face, lumpy, with a crack, a lit top edge and a few speckles.
        `<g transform="scale(.92 .64)">`,
        `<path d="${outline}" fill="${stone.base}"/>`,
        `<path d="M-10 -54l6 6l-3 10l5 8" stroke="${stone.shade}" stroke-width="2" fill="none" stroke-linecap="round" stroke-linejoin="round" opacity=".8"/>`,
        `<path d="M-20 -66q12 -12 30 -8" stroke="${stone.light}" stroke-width="5" fill="none" stroke-linecap="round" opacity=".9"/>`,
        `<g fill="${stone.shade}" opacity=".6"><circle cx="-16" cy="-30" r="2"/><circle cx="12" cy="-46" r="1.8"/><circle cx="6" cy="-16" r="1.6"/><circle cx="18" cy="-28" r="1.4"/></g>`,
        `</g>`,
        // The roll: the furrow it leaves and the dust it kicks up (pale arcs for its motion beside the rim read as more of
        // the bulb's skins).
        `<path d="M-90 -1h70" stroke="#8a6b45" stroke-width="3" stroke-linecap="round" opacity=".6"/>`,
        `<g fill="#d8c7a8" opacity=".85"><circle cx="-32" cy="-6" r="6"/><circle cx="-42" cy="-12" r="4.5"/><circle cx="-48" cy="-4" r="4"/></g>`,
      ].join(''),
    ),
};

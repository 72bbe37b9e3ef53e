import { scaled, type PropDefinition } from '@/pictures';
import { riverStone as stone } from './river-stones';

/**
 * The slab's flat face, before it is turned from us: a rough round stone about 66 wide and 78 tall, standing on its
 * lowest point like a wheel, its edge lumpy, so it reads as a flat rock rolled on its edge (narrow and tall, with a
 * flat foot, it read as a tombstone; seen face-on and wide, as a round boulder).
 */
const outline =
  'M-6.8 -77.3Q0 -80 7.5 -78.7Q15 -77.4 20 -70.9Q25 -64.3 29.6 -56.8Q34.1 -49.3 32.4 -40.4Q30.7 -31.4 28.6 -22.9Q26.6 -14.4 20.5 -9.2Q14.3 -4 7.2 -3Q0 -2 -7.5 -2.3Q-15 -2.6 -20 -9.1Q-25 -15.7 -29.6 -23.2Q-34.1 -30.7 -32.9 -39.7Q-31.7 -48.8 -29.1 -57.2Q-26.6 -65.6 -20.1 -70.1Q-13.7 -74.7 -6.8 -77.3Z';

/**
 * A flat rock rolled on its edge like a wheel (forest-adventure's children roll flat rocks to the water): a rough
 * round slab standing on its edge, `size` wide in its box, turned a little from us so its thick rim, in layers,
 * shows beside its face: plainly flat, as thick as a hand. Curved marks behind it for the roll, the furrow it leaves
 * and dust kicked up. Pushing hands meet its top edge.
 */
export const rolledRock: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      [
        // The rim: the slab's thickness, a wide band of its darker side with the rock's layers running along it, the
        // face turned well away from us so it shows as a narrow oval beside it (turned only a little, the face was
        // nearly round and a critic read the rocks as round boulders, not flat).
        `<path d="${outline}" transform="translate(20 1) scale(.6 1)" fill="${stone.shade}"/>`,
        `<path d="M12 -75q14 8 20 24M22 -62q10 14 9 32M26 -30q-2 14 -10 24" stroke="${stone.base}" stroke-width="2.4" fill="none" stroke-linecap="round"/>`,
        // The flat face, lumpy, with a crack, a lit top edge and a few speckles.
        `<g transform="scale(.6 1)">`,
        `<path d="${outline}" fill="${stone.base}"/>`,
        `<path d="M-10 -54l6 6l-3 10l5 8" stroke="${stone.shade}" stroke-width="2" fill="none" stroke-linecap="round" stroke-linejoin="round" opacity=".8"/>`,
        `<path d="M-20 -66q12 -12 30 -8" stroke="${stone.light}" stroke-width="5" fill="none" stroke-linecap="round" opacity=".9"/>`,
        `<g fill="${stone.shade}" opacity=".6"><circle cx="-16" cy="-30" r="2"/><circle cx="12" cy="-46" r="1.8"/><circle cx="6" cy="-16" r="1.6"/><circle cx="18" cy="-28" r="1.4"/></g>`,
        `</g>`,
        // The roll: curved marks behind it, the furrow it leaves and the dust it kicks up.
        `<path d="M-30 -64a40 42 0 0 0 -2 52M-42 -56a36 38 0 0 0 0 38" stroke="#f4ead8" stroke-width="3" fill="none" stroke-linecap="round" opacity=".9"/>`,
        `<path d="M-90 -1h70" stroke="#8a6b45" stroke-width="3" stroke-linecap="round" opacity=".6"/>`,
        `<g fill="#d8c7a8" opacity=".85"><circle cx="-32" cy="-6" r="6"/><circle cx="-42" cy="-12" r="4.5"/><circle cx="-48" cy="-4" r="4"/></g>`,
      ].join(''),
    ),
};

import { plate, scaled, tones, type PropDefinition } from '@/pictures';

/** A wedge of the birthday cake on a small plate, its pointed end towards the viewer. */
export const cakeSlice: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      [
        plate(50),
        `<path d="M-34 -40L30 -44L8 -14Z" fill="${tones.pink.light}"/>`,
        `<path d="M-34 -40V-20L8 0V-14Z" fill="${tones.yellow.base}"/>`,
        `<path d="M-34 -30L8 -6V-2L-34 -26Z" fill="${tones.cream.base}"/><path d="M-34 -24L8 -1" stroke="${tones.red.base}" stroke-width="3"/>`,
        `<path d="M8 -14L30 -44V-26L8 0Z" fill="${tones.pink.shade}"/>`,
        `<path d="M-34 -40L30 -44q2 4-4 5t-6 4q-6-2-10 2t-8 0q-6 5-10 1t-8 2q-6-4-10-2t-8-4Z" fill="${tones.cream.light}"/>`,
        `<circle cx="-4" cy="-46" r="5" fill="${tones.red.base}"/><circle cx="-5.5" cy="-47.5" r="1.6" fill="${tones.red.light}"/>`,
      ].join(''),
    ),
};

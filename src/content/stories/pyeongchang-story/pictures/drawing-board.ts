import { scaled, tones, type PropDefinition } from '@/pictures';
import { mapMarkup } from './neighbourhood-map';

/**
 * Seojun's drawing board (pyeongchang-story): a wooden board with a metal clip holding his map.
 * The variant is the map's state (see neighbourhood-map.ts): 'blank', 'lane', 'green' or 'splashed'. The map on it is its own named group,
 * `data-part="neighbourhood-map"`, so a scene can name the board and the shot list still finds the
 * map when Seojun carries both in one hand.
 */
const wood = tones.wood;
const metal = tones.metal;

export const drawingBoard: PropDefinition = {
  // Carried in one hand by its top edge at the clip, hanging below the fist (held by its middle, the fist sat on the map's
  // face: blind critic r92, p4).
  grip: 0.9,
  variants: ['blank', 'lane', 'green', 'splashed'],
  draw: ({ size, variant = 'blank' }) =>
    scaled(
      size,
      [
        `<rect x="-52" y="-98" width="104" height="98" rx="5" fill="${wood.shade}" transform="translate(2 2)"/>`,
        `<rect x="-52" y="-98" width="104" height="98" rx="5" fill="${wood.base}"/>`,
        `<path d="M-48 -4H48" stroke="${wood.light}" stroke-width="2"/>`,
        `<g data-part="neighbourhood-map" transform="translate(0 -3) scale(.98)">${mapMarkup(variant)}</g>`,
        `<rect x="-14" y="-102" width="28" height="11" rx="3" fill="${metal.base}"/><rect x="-14" y="-95" width="28" height="4" rx="2" fill="${metal.shade}"/><circle cx="0" cy="-98" r="2" fill="${metal.light}"/>`,
      ].join(''),
    ),
};

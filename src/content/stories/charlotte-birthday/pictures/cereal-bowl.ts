import { cerealO } from './cereal-o';
import { bowl, scaled, tones, type PropDefinition } from '@/pictures';

/** A breakfast bowl full of milk and golden ring cereal heaped a little above the rim. */
export const cerealBowl: PropDefinition = {
  grip: 0,
  variants: [],
  draw: ({ size }) => {
    const milk = '#fbfaf6';
    const pieces: [number, number][] = [
      [-28, -47],
      [-17, -49],
      [-5, -48],
      [7, -49],
      [19, -48],
      [29, -46],
      [-22, -54],
      [-10, -55],
      [2, -56],
      [14, -55],
      [24, -53],
      [-4, -61],
      [9, -61],
    ];
    const cereal = pieces.map(([x, y]) => cerealO(x, y, 5.2, milk)).join('');
    return scaled(size, bowl(90, 46, `<ellipse cy="-47" rx="41" ry="9" fill="${milk}"/>${cereal}`, tones.china, tones.blue.base));
  },
};

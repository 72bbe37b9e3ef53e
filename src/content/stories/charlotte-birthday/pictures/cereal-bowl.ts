import { bowl, scaled, tones, type PropDefinition } from '@/pictures';

/** A breakfast bowl full of milk and round golden cereal. */
export const cerealBowl: PropDefinition = {
  grip: 0,
  variants: [],
  draw: ({ size }) => {
    const o = tones.orange;
    const cereal = [
      [-22, -50],
      [-10, -53],
      [4, -49],
      [18, -52],
      [-16, -45],
      [10, -45],
      [24, -47],
      [-2, -56],
    ]
      .map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${i % 3 ? 5 : 6}" fill="${i % 2 ? o.base : o.light}"/>`)
      .join('');
    return scaled(size, bowl(90, 46, `<ellipse cy="-47" rx="41" ry="9" fill="#fbfaf6"/>${cereal}`, tones.china, tones.blue.base));
  },
};

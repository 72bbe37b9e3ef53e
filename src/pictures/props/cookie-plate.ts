import { plate, scaled } from './kit';
import type { PropDefinition } from './types';

/** A plate piled with round cookies, some with chocolate chips. */
export const cookiePlate: PropDefinition = {
  grip: 0,
  variants: [],
  draw: ({ size }) => {
    const cookie = (x: number, y: number) =>
      `<g transform="translate(${x} ${y})"><ellipse rx="14" ry="6" fill="#c98f4c"/><ellipse cy="-2" rx="14" ry="6" fill="#e3b06a"/><g fill="#6b4229"><circle cx="-5" cy="-3" r="1.6"/><circle cx="4" cy="-1" r="1.6"/><circle cx="6" cy="-4" r="1.2"/></g></g>`;
    const pile: [number, number][] = [
      [-26, -10],
      [0, -9],
      [26, -10],
      [-13, -16],
      [13, -16],
      [0, -22],
    ];
    return scaled(size, plate(48) + pile.map(([x, y]) => cookie(x, y)).join(''));
  },
};

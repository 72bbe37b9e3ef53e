import { scaled, type PropDefinition } from '@/pictures';

/**
 * The foot end of a bed seen from the side: a rounded board as tall as the mattress and blanket,
 * with a knob on top, in the purple of the bedroom background's bed (shade, base, highlight). Set
 * it where a bed runs to the picture's edge so the bed visibly ends there; `size` is its width
 * (about 20 for that bed), its height six and a half times that.
 */
export const bedFootboard: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size * 25,
      [
        '<path d="M-2 0V-22q0-3 2-3t2 3V0Z" fill="#5e3f98"/>',
        '<rect x="-2" y="-24" width="4" height="24" rx="1.6" fill="#9c6ad0"/>',
        '<rect x="-2" y="-24" width="1.2" height="24" rx=".6" fill="#b39ddb"/>',
        '<circle cy="-26" r="2.2" fill="#7e57c2"/><circle cx="-.6" cy="-26.6" r=".8" fill="#d0b8f6"/>',
        '<rect x="-2.4" y="-1.2" width="4.8" height="1.6" rx=".6" fill="#5e3f98"/>',
      ].join(''),
    ),
};

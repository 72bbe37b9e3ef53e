import { scaled, type PropDefinition } from '@/pictures';

/** Snow on the road: base, the blue shadow of the tyre ruts, and the bright untouched banks. */
const snow = { base: '#e8eef6', shade: '#c3cfe0', light: '#ffffff' };

/**
 * A snowy street running straight away from the viewer, 100 wide at the front
 * (y = 0) narrowing to 3 wide at its far end (y = -28), with two blue tyre ruts meeting there, so a
 * small house set on its tip reads as "at the far end of the street".
 */
export const snowyStreetLane: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `<path d="M-50 0L-1.5 -28H1.5L50 0Z" fill="${snow.base}"/><path d="M-50 0L-1.5 -28H-0.8L-40 0Z" fill="${snow.light}"/><path d="M40 0L0.8 -28H1.5L50 0Z" fill="${snow.light}"/><path d="M-22 0L-0.6 -28M-12 0L-0.3 -28M12 0L0.3 -28M22 0L0.6 -28" stroke="${snow.shade}" stroke-width="1.2" fill="none"/>`,
    ),
};

import { plate, scaled, tones, type PropDefinition } from '@/pictures';

const crust = tones.orange;

/**
 * Two slices of golden toast on a plate; 'bitten' has one slice with a bite taken out; 'slice' is
 * one slice without a plate, just out of the toaster in a hand.
 */
export const toast: PropDefinition = {
  grip: 0,
  variants: ['plate', 'bitten', 'slice'],
  draw: ({ size, variant }) => {
    // A bite is a scalloped notch cut out of the top right corner of the slice, not a patch painted on.
    const slice = (x: number, tilt: number, bite: boolean) => {
      const outer = bite ? 'M-16 0V-26q0-10 8-10q6-4 11-3a6 6 0 0 0 8 8a5 5 0 0 0 5 5V0Z' : 'M-16 0V-26q0-10 8-10q8-6 16 0q8 0 8 10V0Z';
      const inner = bite ? 'M-13 -3V-25q0-7 6-7q5-3 8-2a6 6 0 0 0 8 8a5 5 0 0 0 4 4V-3Z' : 'M-13 -3V-25q0-7 6-7q7-5 14 0q6 0 6 7V-3Z';
      return `<g transform="translate(${x} -6) rotate(${tilt})"><path d="${outer}" fill="${crust.shade}"/><path d="${inner}" fill="${crust.light}"/><path d="M-9 -20l4 4M-1 -22l4 4M-8 -11l4 4M1 -12l4 4" stroke="${crust.base}" stroke-width="1.6" stroke-linecap="round"/></g>`;
    };
    if (variant === 'slice') return scaled(size, slice(0, 0, false));
    const body = variant === 'bitten' ? slice(0, 0, true) : `${slice(-12, -8, false)}${slice(12, 6, false)}`;
    return scaled(size, `${plate(46)}${body}`);
  },
};

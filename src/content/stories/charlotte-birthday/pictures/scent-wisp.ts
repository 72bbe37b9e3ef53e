import { scaled, type PropDefinition } from '@/pictures';

/**
 * The smell of the party cake drifting out of the open kitchen window (c5-p1): three wavy pink wisps, the
 * picture-book mark of a smell, that run from the window (the origin) to the right, where Biscuit lifts his nose
 * into them, so the sniff at the gate is drawn as well as the dash. 100 wide, about 40 tall.
 */
export const scentWisp: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `<g fill="none" stroke-linecap="round" stroke="#f472b6" opacity=".85"><path d="M0 -14q12 -10 24 0t24 0t24 0t24 0" stroke-width="5"/><path d="M6 2q12 -10 24 0t24 0t24 0" stroke-width="5"/><path d="M12 18q12 -10 24 0t24 0" stroke-width="4"/></g>`,
    ),
};

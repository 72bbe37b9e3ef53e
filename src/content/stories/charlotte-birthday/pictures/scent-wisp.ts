import { scaled, type PropDefinition } from '@/pictures';

/**
 * The smell of the party cake drifting out of the open kitchen window (c5-p1): three wavy pink wisps, the
 * picture-book mark of a smell, that run from the window (the origin) to the right, where Biscuit lifts his nose
 * into them, so the sniff at the gate is drawn as well as the dash. 100 wide, about 40 tall.
 */
export const scentWisp: PropDefinition = {
  variants: ['wafting', 'faint'],
  draw: ({ size, variant }) =>
    scaled(
      size,
      variant === 'faint'
        ? // Rising from the batter in the kitchen (c4-p1), where it is drawn big: thin, see-through and fading as it
          // goes, each wisp in short waves, so it reads as a smell in the air (the bold wisps, drawn this big, read as two
          // party streamers looping behind a head).
          `<g fill="none" stroke-linecap="round" stroke="#f472b6"><path d="M0 -12q8 -7 16 0t16 0t16 0t16 0t16 0t16 0" stroke-width="2.6" opacity=".6" stroke-dasharray="30 6 18 8 10 10"/><path d="M8 4q8 -7 16 0t16 0t16 0t16 0" stroke-width="2.4" opacity=".5" stroke-dasharray="24 7 12 9"/></g>`
        : `<g fill="none" stroke-linecap="round" stroke="#f472b6" opacity=".85"><path d="M0 -14q12 -10 24 0t24 0t24 0t24 0" stroke-width="5"/><path d="M6 2q12 -10 24 0t24 0t24 0" stroke-width="5"/><path d="M12 18q12 -10 24 0t24 0" stroke-width="4"/></g>`,
    ),
};

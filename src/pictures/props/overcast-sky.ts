import { scaled } from './kit';
import type { PropDefinition } from './types';

/**
 * A rainy day's sky for an outdoor background: a bank of low grey clouds across the top and a grey
 * wash over the scenery, so the sun and blue sky of a 'day' background read as grey rainy light.
 * Drawn first (just after the background) so people keep their own colours. Its box is 100 wide,
 * y = 0 at its bottom, but the wash runs a fifth past each side so a tall re-staging never shows an
 * edge: place it at the canvas's bottom centre (x 400, y 500) at size 800.
 */
export const overcastSky: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      [
        '<rect x="-62" y="-68" width="124" height="74" fill="#6d7a88" opacity=".38"/>',
        '<g fill="#97a1ad"><ellipse cx="-58" cy="-55" rx="12" ry="8"/><ellipse cx="62" cy="-55" rx="10" ry="8"/><ellipse cx="-40" cy="-56" rx="16" ry="7"/><ellipse cx="-18" cy="-55" rx="15" ry="8"/><ellipse cx="6" cy="-56" rx="17" ry="7"/><ellipse cx="30" cy="-55" rx="15" ry="8"/><ellipse cx="48" cy="-56" rx="12" ry="7"/></g>',
        '<g fill="#7c8794"><ellipse cx="-30" cy="-50" rx="14" ry="4"/><ellipse cx="-4" cy="-49" rx="16" ry="4"/><ellipse cx="24" cy="-50" rx="15" ry="4"/><ellipse cx="46" cy="-49" rx="10" ry="3.5"/></g>',
        '<g fill="#b7bec7"><ellipse cx="-22" cy="-60" rx="8" ry="3"/><ellipse cx="14" cy="-61" rx="9" ry="3"/></g>',
      ].join(''),
    ),
};

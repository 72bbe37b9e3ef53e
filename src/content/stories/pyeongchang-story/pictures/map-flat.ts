import { scaled, type PropDefinition } from '@/pictures';
import { goldStarAt, mapMarkup, pawPrintAt, signedDrawing, signedStrip } from './neighbourhood-map';

/**
 * Bori's muddy prints on the map hung over the wall, a little bigger than her paw, as a muddy paw spreads (at three times
 * its size, the prints read as a big dog's).
 */
const bigPaw = (x: number, y: number, rot: number) => pawPrintAt(x, y, 1.5, rot);

/**
 * Seojun's map (pyeongchang-story) lying flat on the low table, the floor or the top of a wall, seen from the eye-level
 * camera: the same sheet as neighbourhood-map.ts, in its states from 'soaked' on (soaked, torn in two,
 * remade as a collage, the collage with more, signed by the neighbours, with the paw print and the star, that again
 * with its names, print and star each a named group for the shot list, laid on a wall's broad cap with its names
 * strip hanging face-on down its stones ('on-wall'); and the names alone), the rest foreshortened to under half its height and leaning back, so it
 * lies on the surface instead of standing up on it.
 * 100 wide.
 */
export const mapFlat: PropDefinition = {
  grip: 0,
  variants: ['soaked', 'torn', 'collage', 'collage-more', 'helped', 'signatures', 'signed', 'on-wall'],
  draw: ({ size, variant = 'soaked' }) =>
    scaled(
      size,
      variant === 'on-wall'
        ? // Laid over a wall's broad cap (stone-wall.ts 'long-deck'), so the neighbours behind the wall and Seojun in
          // the lane crowd round it: its drawings and the star lie on the cap's top, foreshortened and leaning back as
          // the cap does, right way up to the lane, with room on them for a cat to stand (hung face-on down the stones
          // with only a thin fold on the cap, it read as a poster on the wall and Bori stood on the bare cap above it:
          // blind critic r61, p25). The taped-on names strip hangs down over the cap's front edge, face-on, so the three
          // names still read. Bori's fresh muddy print on the drawings, foreshortened with them but less, so it reads.
          `<g transform="matrix(1 0 -.1 .46 0 0)"><g transform="translate(0 2)">${signedDrawing()}</g></g>` +
            // The teacher's gold star, the page's news, turned up to the lane on the drawings' front corner away from
            // Seojun's palm: lying flat with them, it was a gold speck a critic could hardly find (blind critic r65, p25).
            `<g data-part="gold-star">${goldStarAt(36, -9, 1.25)}</g>` +
            `<g data-part="paw-print"><g transform="translate(10 -9) scale(1.2 .8)">${bigPaw(0, 0, 8)}</g></g>` +
            `<path d="M-48 0H48" stroke="#fffaf0" stroke-width="1.6" stroke-linecap="round"/>` +
            `<path d="M-46 1.2H46V4H-46Z" fill="#000" opacity=".12"/>` +
            `<g transform="scale(1 .95) translate(0 1)">${signedStrip()}` +
            // Her big muddy print again on the names strip's white, beside the three signatures, face-on to the lane so it
            // reads at a glance: on the foreshortened drawings alone, under her feet, it was a brown blob of a few pixels
            // on a phone and the page's joke could not be found (blind critic r62, p25). Half again her paw, as bigPaw (at
            // 2.6 it was three times her paw: blind critic r72, p25).
            `<g data-part="paw-print" transform="rotate(-3 0 12) translate(0 15)">${pawPrintAt(37.5, 21, 1.9, -12)}</g></g>`
        : variant === 'torn'
          ? // The two halves, each narrower than tall, read as standing cards at the sheet's slant: flatter and
            // leaning further back, on their own shadow, they lie on the table.
            `<ellipse cx="-4" cy="-1" rx="56" ry="5" fill="#000" opacity=".16"/><g transform="matrix(1 0 -.42 .3 -16 0)">${mapMarkup(variant)}</g>`
          : variant === 'signed'
            ? // On the maru's planks, which an eye-level camera sees nearly edge-on: foreshortened to a fifth of its
              // height and leaning back along the boards (at under half, it stood up from the maru over the doors
              // behind it, a map drawn from above on a porch drawn from the front).
              `<g transform="matrix(1 0 -.3 .2 0 0)">${mapMarkup(variant)}</g>`
            : `<g transform="matrix(1 0 -.15 .46 0 0)">${mapMarkup(variant)}</g>`,
    ),
};

/**
 * The same sheet carried flat on two open palms, 'soaked'. The engine keeps a thing carried in both hands below the chin
 * by its width, which a sheet foreshortened to under half its height does not need: reckoned so, the soaked map
 * sank to Seojun's knees (c5-p1). A grip near 1 marks it as not rigid, so it rests on the palms.
 */
export const mapCarried: PropDefinition = { ...mapFlat, grip: 0.9, variants: ['soaked'] };

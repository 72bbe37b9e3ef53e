import { scaled, type PropDefinition } from '@/pictures';
import { mapMarkup, pawPrintAt, signedNamed } from './neighbourhood-map';

/**
 * Bori's muddy prints on the map hung over the wall, a little bigger than her paw, as a muddy paw spreads (at three times
 * its size, the prints read as a big dog's).
 */
const bigPaw = (x: number, y: number, rot: number) => pawPrintAt(x, y, 1.5, rot);

/**
 * Seojun's map (pyeongchang-story) lying flat on the low table, the floor or the top of a wall, seen from the eye-level
 * camera: the same sheet as neighbourhood-map.ts, in its states from 'soaked' on (soaked, torn in two,
 * remade as a collage, the collage with more, signed by the neighbours, with the paw print and the star, that again
 * with its names, print and star each a named group for the shot list, laid over a wall's cap and hanging face-on down
 * its stones ('on-wall'); and the names alone), the rest foreshortened to under half its height and leaning back, so it
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
        ? // Laid over a wall's cap (stone-wall.ts 'long') and hanging down its stone face, face-on to the reader, so the
          // star, the names and the paw prints read as a picture on the wall (laid flat on the wall's top, it was a thin
          // sliver seen edge-on, its print a brown dot): its top edge folded back over the cap, where Bori stands on it,
          // and a second muddy print stamped just under the fold, under her front paws (lower down, a hand's width
          // below her, no paw was on it). Only that one print: a second at the sheet's bottom corner, down the wall's
          // face, was where no cat on the cap could have stepped. The folded-back strip a little deeper, so a phone
          // shows her feet standing on paper, not on the bare cap. Below the fold, a little shortened, so the sheet, taller
          // since its heading has an English line, still ends at the wall's foot and not on the lane. The folded strip lies
          // on the cap's top ('long-ledge'), a thin sheet with a soft back edge, the bend over the cap's front edge lit, a
          // shade under it and the bottom corner curling off the stones: drawn as a rigid strip on the cap's front with a
          // shadow slab behind, it read as a box stood against the wall, its lid under the cat (blind critic r58).
          `<g transform="translate(0 -7.7)"><g transform="translate(0 -86) scale(1 .93) translate(0 86)">` +
            `<g transform="translate(0 -1)">${signedNamed('')}</g></g></g>` +
            `<path d="M-48 -96.5H48V-91H-48Z" fill="#000" opacity=".1"/>` +
            `<g data-part="paw-print">${bigPaw(3, -88, 8)}</g>` +
            `<path d="M33 29.5L50.5 11.5Q51 26 45 31Z" fill="#d8cbb0" stroke="#a08f70" stroke-width=".8" stroke-linejoin="round"/>` +
            `<path d="M-48 -96.5H48Q50 -96.5 50.6 -98.7L52 -101.7Q47 -102.8 41 -102T27 -102.2T11 -101.8T-5 -102.2T-21 -101.8T-37 -102.2T-44.5 -101.7L-49.2 -98.7Q-49.6 -96.5 -48 -96.5Z" fill="#f3ecdb" stroke="#b9ab8e" stroke-width=".8" stroke-linejoin="round"/>` +
            `<path d="M-48.5 -96.8H48.4" stroke="#fffaf0" stroke-width="1.8" stroke-linecap="round"/>`
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

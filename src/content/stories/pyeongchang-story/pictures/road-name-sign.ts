import { lettering, scaled, type PropDefinition } from '@/pictures';

/** Painted words drawn at four times the size and scaled back, so the outlines keep their detail. */
const painted = (text: string, x: number, y: number, size: number, maxWidth: number) =>
  `<g transform="scale(.25)">${lettering(text, { x: x * 4, y: y * 4, size: size * 4, fill: '#fff', maxWidth: maxWidth * 4 })}</g>`;

/**
 * The blue road-name sign at the corner of the big road, as Korean road names are
 * signed: the name in big white Hangul, room for the romanized name underneath (road-name-roman) and an
 * arrow, on a grey pole. 100 wide, 178 tall, standing on its pole's foot.
 */
export const roadNameSign: PropDefinition = {
  variants: [],
  draw: ({ size, label = '평창문화로' }) =>
    scaled(
      size,
      [
        '<rect x="-2.5" y="-132" width="5" height="132" fill="#9aa3ad"/><rect x="-2.5" y="-132" width="1.6" height="132" fill="#b9c0c8"/>',
        '<rect x="-50" y="-178" width="100" height="48" rx="5" fill="#1d4f9c"/><rect x="-46.5" y="-174.5" width="93" height="41" rx="3" fill="none" stroke="#fff" stroke-width="1.8"/>',
        painted(label, 0, -155, 17, 80),
        '<path d="M34 -143.5h8m-3.2-3.2 3.2 3.2-3.2 3.2" stroke="#fff" stroke-width="1.5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>',
      ].join(''),
    ),
};

/**
 * The sign's romanized line, 'Pyeongchangmunhwa-ro', in small white letters: drawn alone at the same
 * place and size as road-name-sign (list it just after), so each stays small.
 */
export const roadNameRoman: PropDefinition = {
  variants: [],
  draw: ({ size }) => scaled(size, painted('Pyeongchangmunhwa-ro', -5, -141, 8, 72)),
};

import { lettering, scaled, tones, type PropDefinition } from '@/pictures';

/** Chalk words drawn at ten times the size and scaled back, so the outlines keep their detail in a small box. */
const chalkWords = (text: string, x: number, y: number, size: number, maxWidth: number, fill: string) =>
  `<g transform="scale(.1)">${lettering(text, { x: x * 10, y: y * 10, size: size * 10, fill, maxWidth: maxWidth * 10 })}</g>`;

/**
 * A green classroom blackboard in a wooden frame with the homework chalked on it in big letters
 *: the label's two lines, split at ' — ' ('우리 동네 지도 — 월요일까지'), and a
 * little chalk map of a house and a mountain beside them. 100 wide, 60 tall.
 */
export const homeworkBoard: PropDefinition = {
  variants: [],
  draw: ({ size, label = '우리 동네 지도 — 월요일까지' }) => {
    const w = tones.wood;
    const chalk = '#f4f6ef';
    const [first = '', second = ''] = label.split(/\s*[—|]\s*/);
    return scaled(
      size,
      [
        `<rect x="-50" y="-60" width="100" height="60" rx="2" fill="${w.shade}"/><rect x="-47" y="-57" width="94" height="51" fill="#2f5d4a"/><rect x="-47" y="-57" width="94" height="4" fill="#3a6d57"/><rect x="-50" y="-6" width="100" height="6" fill="${w.base}"/>`,
        chalkWords(first, -12, -36, 13, 64, chalk),
        second ? chalkWords(second, -12, -17, 12, 60, '#ffe08a') : '',
        // The mountain with the house at its foot, side by side along the ground line: the house stacked on the
        // mountain's peak read as a chalk figure, and beside the teacher's head as a paper hat on it (blind critic r71).
        `<path d="M22 -22l8-16 8 16Z" fill="none" stroke="${chalk}" stroke-width="1.3" stroke-linejoin="round"/><path d="M35 -29h9v7h-9ZM33.5 -29l6-4.5 6 4.5" fill="none" stroke="${chalk}" stroke-width="1.2" stroke-linejoin="round"/>`,
        `<rect x="24" y="-9" width="9" height="3" rx="1" fill="#fff"/><rect x="36" y="-9" width="6" height="3" rx="1" fill="#ffd25a"/>`,
      ].join(''),
    );
  },
};

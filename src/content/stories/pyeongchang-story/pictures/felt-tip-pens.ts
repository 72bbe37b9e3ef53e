import { scaled, tones, type PropDefinition } from '@/pictures';

/**
 * Felt-tip pens: 'pack' a row of coloured pens with one capped pen lying beside; 'spread' six capped pens lying
 * loose; 'writing-left' and 'writing-right' a single black pen, uncapped, raised into the fist that holds
 * it, its tip reaching out and a little down to the paper on that side (a hand writing); 'drawing-right' a red
 * pen whose tip reaches up and away to the right, so a fist low on the paper draws without its arm crossing what is drawn above. 100 wide.
 */
export const feltTipPens: PropDefinition = {
  grip: 0.3,
  variants: ['pack', 'spread', 'writing-left', 'writing-right', 'drawing-right'],
  draw: ({ size, variant = 'pack' }) => {
    const pen = (x: number, y: number, turn: number, c: { base: string; shade: string }, capped = true, body = '#f4f4f4', shine = '#ffffff') =>
      `<g transform="translate(${x} ${y}) rotate(${turn})"><rect x="-22" y="-3.5" width="36" height="7" rx="3" fill="${body}"/><rect x="-22" y="-3.5" width="36" height="2.5" rx="1" fill="${shine}"/>${capped ? `<rect x="10" y="-4.5" width="14" height="9" rx="3" fill="${c.base}"/><rect x="10" y="1" width="14" height="3.5" rx="1.5" fill="${c.shade}"/>` : `<path d="M14 -3L22 0L14 3Z" fill="${c.base}"/>`}</g>`;
    const black = { base: '#2f3340', shade: '#1d2029' };
    // The one in a hand is a black felt-tip all over, so it reads as black at a glance.
    // Through the fist at the grip (0.3 up), its back end just showing behind it, with its tip where it wrote before:
    // lifted to 0.5 up, the whole pen lay above and beside the fist and the hand read as floating next to it.
    if (variant === 'writing-left' || variant === 'writing-right')
      return scaled(
        size,
        `<g transform="translate(0 -30) rotate(${variant === 'writing-left' ? 177 : 3}) translate(16 0)">${pen(0, 0, 0, black, false, black.base, '#5a6072')}</g>`,
      );
    if (variant === 'drawing-right')
      return scaled(size, `<g transform="translate(0 -30) rotate(-34) translate(26 0)">${pen(0, 0, 0, black, false, tones.red.base, tones.red.light)}</g>`);
    const colours = [tones.red, tones.blue, tones.green, tones.yellow, tones.purple, tones.orange];
    if (variant === 'spread') return scaled(size, colours.map((c, i) => pen(-20 + (i % 3) * 22, -6 - Math.floor(i / 3) * 10, i * 17 - 30, c)).join(''));
    const packPens = colours.map((c, i) => `<rect x="${-44 + i * 9}" y="-40" width="7" height="12" rx="2" fill="${c.base}"/>`).join('');
    return scaled(
      size,
      `<rect x="-48" y="-32" width="58" height="32" rx="3" fill="${tones.blue.shade}"/><rect x="-46" y="-30" width="54" height="10" fill="${tones.blue.light}"/>${packPens}${pen(30, -4, 0, black)}`,
    );
  },
};

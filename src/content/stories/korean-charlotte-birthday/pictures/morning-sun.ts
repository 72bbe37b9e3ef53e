import { scaled, type PropDefinition } from '@/pictures';

/**
 * korean-charlotte-birthday's birthday-morning sun (c1), laid over the sun in the kit window's glass: a bright
 * yellow disc with an orange rim and short rays, in a pale glow, so it shines as the morning sun the words name
 * (the window's own flat pale disc read as a moon). At the window's size and in its units: y = 0 is the sun's
 * centre, the rays reach 21 out, inside the top-left pane.
 */
export const morningSun: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      [
        '<circle r="21" fill="#fff6c2" opacity=".7"/>',
        `<g stroke="#ffa726" stroke-width="2.6" stroke-linecap="round">${Array.from({ length: 8 }, (_, k) => {
          const a = (k * Math.PI) / 4 + Math.PI / 8;
          const [c, s] = [Math.cos(a), Math.sin(a)];
          return `<path d="M${(16.5 * c).toFixed(1)} ${(16.5 * s).toFixed(1)}L${(21 * c).toFixed(1)} ${(21 * s).toFixed(1)}"/>`;
        }).join('')}</g>`,
        '<circle r="13" fill="#ffd23f" stroke="#f59f1c" stroke-width="1.8"/>',
        '<circle cx="-4" cy="-4" r="4.5" fill="#fff3b0" opacity=".8"/>',
      ].join(''),
    ),
};

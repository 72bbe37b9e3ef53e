import { scaled, type PropDefinition } from '@/pictures';
import { flourPuff } from './dollop';

const ink = '#9a6b3c';

/**
 * The picture-book marks of a moment the figures alone cannot show: 'speed' is
 * three speed lines and dust puffs streaming left behind a runner facing right (flip for one facing
 * left), its origin at the runner's back; 'wag' is two pairs of short arcs either side of a wagging
 * tail tip at (0, 0); 'sneeze' is a burst of flour puffs and specks blown out to the right of a nose at
 * (0, 0); 'specks' is a scatter of flour specks settling over a counter, centred on (0, 0); 'fall' is two curved
 * streaks dropping from a table's edge, 130 up and 40 left at size 100, down to a thing landing at (0, 0), with
 * jolt ticks at the edge it slid off, so the page shows the fall and not only where it ended; 'startle' is a fan of
 * short strokes springing out over a head whose crown is at (0, 0), the picture book's jolt of a sudden fright; 'sigh' is
 * a little cloud of breath puffed up from a nose at (0, 0), on a curl rising from it, outlined so it reads as breath and
 * not as a pale thing floating (the emoji's dash of puffs read as a see-through bone over a dog's nose).
 */
export const actionMarks: PropDefinition = {
  variants: ['speed', 'wag', 'sneeze', 'specks', 'fall', 'startle', 'sigh'],
  draw: ({ size, variant }) => {
    if (variant === 'wag') {
      const arc = (x: number, d: number) => `<path d="M${x} -16q${d * 10} 16 0 32" />`;
      return scaled(
        size,
        `<g stroke="${ink}" stroke-width="5" stroke-linecap="round" fill="none">${arc(-22, -1)}${arc(-36, -1)}${arc(22, 1)}${arc(36, 1)}</g>`,
      );
    }
    if (variant === 'sneeze') {
      const puff = (x: number, y: number, r: number) => `<circle cx="${x}" cy="${y}" r="${r}"/>`;
      return scaled(
        size,
        // Soft powder blown out, no outline (outlined white balls read as soap bubbles: blind critic r75, p22).
        `${flourPuff(14, -4, 10)}${flourPuff(32, -12, 13)}${flourPuff(34, 8, 11)}${flourPuff(54, -2, 14)}<g fill="#f4efe6" opacity=".8">${puff(70, -20, 3)}${puff(76, 10, 2.5)}${puff(64, 22, 2)}${puff(48, -26, 2)}${puff(84, -6, 2)}</g><g stroke="${ink}" stroke-width="3" stroke-linecap="round"><path d="M6 -22l8 8M6 20l8 -8"/></g>`,
      );
    }
    if (variant === 'specks') {
      const dots = [
        [-44, -6, 2],
        [-30, 4, 1.6],
        [-16, -10, 2.2],
        [-2, 6, 1.6],
        [12, -4, 2],
        [26, 8, 1.6],
        [40, -8, 2.2],
        [-38, 14, 1.4],
        [34, 16, 1.4],
        [4, -18, 1.6],
        [-24, -16, 1.4],
        [20, -14, 1.4],
      ]
        .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`)
        .join('');
      // Fine dust, see-through and unoutlined: outlined, the specks read as bubbles.
      return scaled(size, `<g fill="#ffffff" opacity=".8">${dots}</g>`);
    }
    if (variant === 'startle') {
      const stroke = (angle: number, from: number, to: number) => {
        const a = (angle * Math.PI) / 180;
        return `<path d="M${(Math.sin(a) * from).toFixed(1)} ${(-Math.cos(a) * from).toFixed(1)}L${(Math.sin(a) * to).toFixed(1)} ${(-Math.cos(a) * to).toFixed(1)}" />`;
      };
      return scaled(
        size,
        // Dark, so they stand out over leaves or sky behind the head.
        `<g stroke="#3d2630" stroke-width="4.5" stroke-linecap="round">${[-62, -30, 0, 30, 62].map((a) => stroke(a, 14, a === 0 ? 40 : 34)).join('')}</g>`,
      );
    }
    if (variant === 'sigh') {
      // Three small puffs drifting up apart, growing as they go, pale and thinly drawn: one white lobed cloud with a
      // thick outline read as a second bone floating over the dog (blind critic r68, p27).
      const puffs: [number, number, number][] = [
        [-4, -26, 5],
        [-14, -40, 7],
        [-28, -56, 9.5],
      ];
      const circles = puffs.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`).join('');
      return scaled(
        size,
        `<path d="M0 -4q-7 -7 -2 -14" stroke="${ink}" stroke-width="2.6" stroke-linecap="round" fill="none"/>` +
          `<g fill="#eef3fa" stroke="#98a7ba" stroke-width="2" opacity=".95">${circles}</g>`,
      );
    }
    if (variant === 'fall') {
      // Thin, pale and broken, so they read as the path of a fall and not as sticks on the floor.
      const streak = (dx: number, top: number) => `<path d="M${dx - 40} ${top}Q${dx - 2} ${top + 10} ${dx} -30" />`;
      return scaled(
        size,
        `<g stroke="#c9ad8c" stroke-width="3.5" stroke-linecap="round" stroke-dasharray="22 9" fill="none">${streak(-20, -118)}${streak(12, -128)}</g><g stroke="${ink}" stroke-width="4" stroke-linecap="round"><path d="M-66 -150l-12 -10M-58 -160l-4 -14M-48 -156l6 -12" /></g>`,
      );
    }
    const line = (y: number, len: number) => `<path d="M-6 ${y}h${-len}" />`;
    const puff = (x: number, y: number, r: number) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#efe3c4" opacity=".9"/>`;
    return scaled(
      size,
      `<g stroke="${ink}" stroke-width="5" stroke-linecap="round" fill="none">${line(-40, 46)}${line(-24, 64)}${line(-8, 40)}</g>${puff(-20, 0, 7)}${puff(-36, -2, 5)}${puff(-48, 2, 3.5)}`,
    );
  },
};

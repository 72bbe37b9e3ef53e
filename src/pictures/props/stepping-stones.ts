import { clampCount, scaled, tones } from './kit';
import type { PropDefinition } from './types';

const stone = tones.stone;

/**
 * Flat stones in a row across a stream; 'wobbly' tips the middle one; 'pencil' is the row drawn on
 * paper; 'on-map' draws that pencil row across the river at Pebble Bend on a named forest-map of the
 * same size (the drawing moved up over its label), so it can be laid over the map at the map's own place.
 */
export const steppingStones: PropDefinition = {
  variants: ['steady', 'wobbly', 'pencil', 'on-map'],
  draw: ({ size, variant, count }) => {
    if (variant === 'on-map') {
      const stones = [0, 1, 2, 3, 4]
        .slice(0, clampCount(count, 5, 1, 5))
        // Big enough to count on a phone, the row still ending inside the paper's right edge.
        .map((i) => `<ellipse cx="${22 + i * 5.6}" cy="-46" rx="3.2" ry="2.6"/>`)
        .join('');
      // The old pebble dots rubbed out round the row, and the new stones pencilled darker than them, so the five count clearly.
      const cleared = `<rect x="15" y="-53.5" width="37" height="15" rx="7" fill="#fffaf0"/>`;
      return scaled(size, `${cleared}<g fill="#5f5850" stroke="#2e2a25" stroke-width="1.3">${stones}</g>`);
    }
    const n = clampCount(count, 5, 1, 9);
    const step = 96 / n;
    const rx = step * 0.4;
    const parts: string[] = [];
    for (let i = 0; i < n; i++) {
      const x = -48 + step * (i + 0.5);
      if (variant === 'pencil') {
        parts.push(
          `<ellipse cx="${x.toFixed(1)}" cy="-6" rx="${rx.toFixed(1)}" ry="${(rx * 0.55).toFixed(1)}" fill="#d9d4cc" stroke="#6f6a64" stroke-width="2"/>`,
        );
        continue;
      }
      const middle = variant === 'wobbly' && i === Math.floor(n / 2);
      // A slab, about twice as wide as it is thick, however many stones share the row.
      const t = rx * 0.5;
      const body = `<ellipse cy="-2" rx="${(rx * 1.1).toFixed(1)}" ry="${(rx * 0.3).toFixed(1)}" fill="#7fb7d3" opacity=".6"/><rect x="${(-rx).toFixed(1)}" y="${(-t - 3).toFixed(1)}" width="${(rx * 2).toFixed(1)}" height="${(t + 4).toFixed(1)}" rx="${(t * 0.5).toFixed(1)}" fill="${stone.base}"/><path d="M${(-rx).toFixed(1)} -2h${(rx * 2).toFixed(1)}v${(-t * 0.35).toFixed(1)}q${(-rx).toFixed(1)} ${(t * 0.3).toFixed(1)} ${(-rx * 2).toFixed(1)} 0Z" fill="${stone.shade}"/><ellipse cx="${(-rx * 0.2).toFixed(1)}" cy="${(-t - 1).toFixed(1)}" rx="${(rx * 0.55).toFixed(1)}" ry="${(t * 0.2).toFixed(1)}" fill="${stone.light}"/>`;
      if (middle) {
        parts.push(
          `<g transform="translate(${x.toFixed(1)} 0) rotate(-12)">${body}</g><path d="M${(x - rx - 4).toFixed(1)} -18q-4 6 0 12M${(x - rx - 9).toFixed(1)} -20q-5 8 0 16M${(x + rx + 4).toFixed(1)} -18q4 6 0 12M${(x + rx + 9).toFixed(1)} -20q5 8 0 16" stroke="#ffffff" stroke-width="2" fill="none" stroke-linecap="round"/>`,
        );
      } else parts.push(`<g transform="translate(${x.toFixed(1)} 0)">${body}</g>`);
    }
    return scaled(size, parts.join(''));
  },
};

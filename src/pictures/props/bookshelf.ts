import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

const w = tones.wood;

/** A bookshelf full of books. */
export const bookshelf: PropDefinition = {
  variants: [],
  draw: ({ size }) => {
    const colors = ['#e8574f', '#5aa9ea', '#ffd25a', '#6cbf5f', '#a27be0', '#f59ab5', '#f5a04a'];
    const rows = [-100, -64, -28]
      .map((y, r) =>
        Array.from(
          { length: 7 },
          (_, i) =>
            `<rect x="${-38 + i * 11}" y="${y + ((i + r) % 3) * 2}" width="9" height="${30 - ((i + r) % 3) * 2}" rx="1" fill="${colors[(i + r * 2) % 7]}"/>`,
        ).join(''),
      )
      .join('');
    return scaled(
      size,
      `<rect x="-44" y="-108" width="88" height="108" rx="4" fill="${w.shade}"/><rect x="-40" y="-104" width="80" height="100" fill="${w.base}"/>${rows}<path d="M-40 -70h80M-40 -34h80" stroke="${w.light}" stroke-width="4"/>`,
    );
  },
};

import { scaled, tones, type PropDefinition } from '@/pictures';
import { songpyeonHeap } from './songpyeon';

/**
 * The book's own 떡집 front (the kit's, with 송편 in the window drawn as half-moons, not round sweets).
 * A little 떡집 seen from the street: a plastered front under a short tiled eave, a wide display
 * window with trays of rice cakes inside, and an open door on the right glowing warm from within
 * (where the steam comes out). 100 wide, 80 tall, standing on y = 0. The door is x 8–40, its top
 * at y = -58; hang the 떡집 shop-sign over it at about (24, -60).
 */
export const shopFront: PropDefinition = {
  grip: 0,
  variants: [],
  draw: ({ size }) => {
    const w = tones.wood;
    const d = tones.darkWood;
    const s = tones.stone;
    const tiles = Array.from({ length: 14 }, (_, i) => `M${-52 + i * 8} -80v7`).join('');
    // On the lower shelf, 송편 on pine needles: half-moons, as on the trays out front (songpyeon.ts).
    const packs = songpyeonHeap(-22, -33.6, 36);
    return scaled(
      size,
      [
        // wall and its stone base
        `<rect x="-50" y="-76" width="100" height="76" fill="#f3e4c6"/><rect x="-50" y="-76" width="100" height="6" fill="#e4cfa8"/>`,
        `<rect x="-50" y="-8" width="100" height="8" fill="${s.shade}"/><path d="M-50 -8H50" stroke="${s.light}" stroke-width="1"/>`,
        // short tiled eave with upturned ends
        `<path d="M-55 -74Q-52 -78 -50 -80H50Q52 -78 55 -74Q50 -76 46 -75H-46Q-50 -76 -55 -74Z" fill="#4b5563"/><path d="M-50 -84H50V-79H-50Z" fill="#374151"/><path d="${tiles}" stroke="#6b7280" stroke-width="1"/>`,
        // display window with two shelves of rice cakes
        `<rect x="-46" y="-60" width="48" height="36" rx="1.5" fill="${d.base}"/><rect x="-43.5" y="-57.5" width="43" height="31" fill="#fff4dc"/>`,
        `<rect x="-43.5" y="-57.5" width="43" height="31" fill="#ffe3a6" opacity=".45"/>`,
        `<path d="M-43 -45H-1M-43 -33H-1" stroke="${w.shade}" stroke-width="1.4"/>`,
        `<g fill="#fbfaf4">${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${-40 + i * 6}" y="-51" width="4.5" height="5" rx="1"/>`).join('')}</g>`,
        packs,
        `<path d="M-22 -57.5V-26.5" stroke="${d.base}" stroke-width="1.6"/><path d="M-40 -55l8 8M-14 -55l6 6" stroke="#ffffff" stroke-width="1.2" opacity=".7"/>`,
        // sill and a small bench under the window
        `<rect x="-48" y="-24" width="52" height="3" rx="1" fill="${w.shade}"/>`,
        // the open door: a warm lit room beyond, the door leaf swung back
        `<rect x="7" y="-60" width="34" height="60" fill="${d.shade}"/><rect x="9" y="-58" width="30" height="58" fill="#f7c77e"/><rect x="9" y="-58" width="30" height="58" fill="#ffe2a8" opacity=".6"/>`,
        `<rect x="12" y="-30" width="24" height="10" fill="${w.base}"/><rect x="12" y="-32" width="24" height="3" fill="${w.light}"/><path d="M14 -40h8M24 -40h8" stroke="${w.shade}" stroke-width="2"/>`,
        `<path d="M41 -58L47 -55V-2L41 0Z" fill="${w.base}"/><path d="M44 -30v4" stroke="${d.shade}" stroke-width="1.2"/>`,
        // doorstep
        `<rect x="5" y="-3" width="38" height="3" fill="${s.base}"/>`,
      ].join(''),
    );
  },
};

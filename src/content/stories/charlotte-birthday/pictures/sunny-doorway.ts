import { scaled, tones, type PropDefinition } from '@/pictures';

const w = tones.wood;
const g = tones.green;

/**
 * The front door standing open on a sunny day, in the same 80 × 206 frame as the door prop: blue
 * sky, a garden path and a bush outside, the door swung inwards against the hall wall on the left.
 * 'open' by day; there is no closed state (use the door prop).
 */
export const sunnyDoorway: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      [
        `<rect x="-34" y="-200" width="68" height="200" fill="#bfe5fb"/>`,
        `<path d="M-34 -120q18-6 34-2t34-4V-200H-34Z" fill="#d9f0ff"/>`,
        `<path d="M-34 -96q30-8 68-4V0H-34Z" fill="${g.base}"/>`,
        `<path d="M-34 -96q30-8 68-4v8q-36-4-68 4Z" fill="${g.light}"/>`,
        // A sandy garden path narrowing away to the gate, its edges soft and curving, flat stones set in it (grey with
        // cross lines, seen between people in the doorway, it read as a white cabinet with shelves).
        `<path d="M-5 -98q-4 30-16 58t-7 40h56q3-18-7-40t-15-58Z" fill="#e8d3a4"/><g fill="#cdb27c"><ellipse cx="-1" cy="-74" rx="4" ry="1.6"/><ellipse cx="3" cy="-48" rx="6" ry="2.2"/><ellipse cx="-6" cy="-22" rx="8" ry="2.8"/></g>`,
        `<circle cx="-24" cy="-100" r="12" fill="${g.shade}"/><circle cx="-14" cy="-106" r="10" fill="${g.base}"/><circle cx="26" cy="-102" r="10" fill="${g.shade}"/>`,
        `<rect x="-40" y="-206" width="80" height="206" fill="none" stroke="${w.shade}" stroke-width="8"/>`,
        `<path d="M-34 -200l-16 12v188h16Z" fill="${w.base}"/><path d="M-46 -180l8-6v64l-8 4ZM-46 -100l8-3v74l-8 1Z" fill="${w.light}" opacity=".5"/><circle cx="-47" cy="-96" r="3" fill="${tones.yellow.base}"/>`,
        `<rect x="-30" y="-4" width="60" height="4" fill="${tones.stone.shade}"/>`,
      ].join(''),
    ),
};

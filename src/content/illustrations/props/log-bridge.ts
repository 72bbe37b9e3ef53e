import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

const bark = tones.darkWood;

/** A log lying across, from x0 to x1, its top at y; rings show at the cut ends. */
function log(x0: number, x1: number, y: number, r = 7): string {
  return `<rect x="${x0}" y="${y}" width="${x1 - x0}" height="${2 * r}" rx="${r}" fill="${bark.base}"/><rect x="${x0}" y="${y + r}" width="${x1 - x0}" height="${r}" rx="${r / 2}" fill="${bark.shade}"/><path d="M${x0 + 6} ${y + 3}H${x1 - 10}" stroke="${bark.light}" stroke-width="2" stroke-linecap="round"/><ellipse cx="${x1 - r * 0.6}" cy="${y + r}" rx="${r * 0.6}" ry="${r}" fill="${tones.wood.light}"/><ellipse cx="${x1 - r * 0.6}" cy="${y + r}" rx="${r * 0.25}" ry="${r * 0.45}" fill="none" stroke="${tones.wood.shade}" stroke-width="1"/>`;
}

/** A broken log end: splinters instead of a clean cut. */
function splinters(x: number, y: number, dir: number): string {
  return `<path d="M${x} ${y}l${dir * 6} 3-${dir * 3} 3 ${dir * 7} 3-${dir * 6} 2 ${dir * 4} 3H${x}Z" fill="${tones.wood.light}"/>`;
}

function whole(): string {
  return [
    '<path d="M-50 0q0-10 8-14h6v14ZM50 0q0-10-8-14h-6v14Z" fill="#8a7d6b"/>',
    log(-48, 48, -16),
    log(-46, 46, -24, 5),
    `<path d="M-40 -26v-16M40 -26v-16" stroke="${bark.shade}" stroke-width="3" stroke-linecap="round"/><path d="M-40 -40Q0 -32 40 -40" stroke="${tones.wood.base}" stroke-width="2" fill="none"/>`,
  ].join('');
}

/** Broken in the middle: two halves hang down into the gap from each bank. */
function broken(): string {
  const half = (dir: number) => {
    const turn = -dir * 28;
    const edge = dir * 48;
    return `<g transform="translate(${edge} -16) rotate(${turn})">${dir < 0 ? log(0, 42, 0) : log(-42, 0, 0)}${splinters(dir < 0 ? 40 : -40, 0, dir < 0 ? 1 : -1)}</g>`;
  };
  return ['<path d="M-50 0q0-10 8-14h6v14ZM50 0q0-10-8-14h-6v14Z" fill="#8a7d6b"/>', half(-1), half(1)].join('');
}

/** A bridge of logs over a stream or a ravine: 'whole', or 'broken' into two halves over the gap. */
export const logBridge: PropDefinition = {
  variants: ['whole', 'broken'],
  draw: ({ size, variant }) => scaled(size, variant === 'broken' ? broken() : whole()),
};

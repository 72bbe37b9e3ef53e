import { defs, rect, type TimeOfDay, vGradient } from './parts';
import { lampHalo, skyByTime, windowLight } from './sky-by-time';

/** A flat-roofed hillside house with a green water tank on the roof and two windows. */
function villa(x: number, base: number, w: number, h: number, wall: string, time: TimeOfDay): string {
  const glass = windowLight(time);
  const top = base - h;
  return `${rect(x, top, w, h, wall)}${rect(x - 4, top - 6, w + 8, 8, '#9a8f86')}${rect(x + w - 34, top - 26, 24, 20, '#5b9c6a', 'rx="4"')}${rect(x + 12, top + 16, 26, 22, glass, 'rx="2"')}${rect(x + w - 40, top + 16, 26, 22, glass, 'rx="2"')}`;
}

/**
 * A Seoul hillside alley: a narrow lane climbing between houses stacked up the slope, a
 * mountain behind, a utility pole with sagging wires and a street lamp that glows at night.
 */
export function neighbourhoodAlley(time: TimeOfDay): string {
  return [
    skyByTime(time, 130, 80),
    defs(vGradient('lane', ['#cfc8bd', '#b6ad9f'])),
    '<path d="M0 200q140-150 300-110q60-60 140-20q160 30 360 130V330H0Z" fill="#7ea57a"/>',
    '<path d="M280 98q20-40 60-36q40 6 56 44q-60-14-116-8Z" fill="#dcd8cf"/>',
    villa(20, 250, 120, 90, '#e8c9a8', time),
    villa(160, 230, 110, 80, '#d6dde3', time),
    villa(520, 220, 110, 90, '#f1d7c2', time),
    villa(650, 240, 130, 100, '#c98f7a', time),
    rect(0, 300, 800, 200, '#b6ad9f'),
    villa(0, 360, 150, 120, '#d99b82', time),
    villa(620, 370, 180, 150, '#eadfc9', time),
    // the lane climbs away between the houses, with steps near the top
    '<path d="M180 500L330 250h90L560 500Z" fill="url(#bg-lane)"/>',
    '<path d="M350 270h60M345 285h72M338 300h86" stroke="#a39989" stroke-width="4"/>',
    '<path d="M190 500L335 250M552 500L415 250" stroke="#a39989" stroke-width="6"/>',
    rect(150, 250, 40, 250, '#c9bca6'),
    rect(560, 260, 60, 240, '#c9bca6'),
    // pole, wires and lamp
    rect(596, 120, 10, 260, '#7d7a78'),
    '<path d="M0 150q300 60 601-20t200 10M0 170q300 60 601-24" stroke="#4a4a52" stroke-width="2" fill="none"/>',
    '<path d="M601 200h-30" stroke="#7d7a78" stroke-width="5"/>',
    lampHalo(566, 210, 50, time),
    `<ellipse cx="566" cy="206" rx="14" ry="6" fill="${time === 'day' ? '#e4e9f0' : '#ffe07a'}"/>`,
    '<g fill="#7fb36a"><circle cx="170" cy="246" r="14"/><circle cx="585" cy="256" r="12"/></g>',
  ].join('');
}

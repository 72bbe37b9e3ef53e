import { cloud, defs, landmark, longShadowPath, rect, sky, skyByTime, sunCastFromLeft, vGradient, windowLight, type TimeOfDay } from '@/pictures';

/**
 * The village wall's warm grey-ochre field stones, the dark mortar between them and its dark tiled coping, as the
 * stone-wall prop is drawn.
 */
const villageWall = { stones: ['#b3a07f', '#a8977a', '#c7b491'], mortar: '#6f6353', coping: '#4f5868' } as const;
const [stoneLight, stoneMid, stonePale] = villageWall.stones;

const patterns = [
  // roof tiles run in vertical rows
  '<pattern id="bg-tiles" width="12" height="12" patternUnits="userSpaceOnUse"><rect width="5" height="12" fill="#39414f"/></pattern>',
  // paper lattice of the doors and windows
  '<pattern id="bg-lattice" width="12" height="12" patternUnits="userSpaceOnUse"><rect width="12" height="12" fill="#fbf3dc"/><path d="M0 0h12M0 0v12" stroke="#a0714c" stroke-width="2"/></pattern>',
  // the village wall's big and small field stones fitted together, a few small ones stacked in one slot
  `<pattern id="bg-stones" width="60" height="29" patternUnits="userSpaceOnUse"><rect width="60" height="29" fill="${villageWall.mortar}"/><rect x="1" y="1" width="18" height="13" rx="3.5" fill="${stoneLight}"/><rect x="20" y="1" width="9" height="6" rx="3.5" fill="${stonePale}"/><rect x="20" y="8" width="9" height="6" rx="3.5" fill="${stoneMid}"/><rect x="30" y="1" width="16" height="13" rx="3.5" fill="${stonePale}"/><rect x="47" y="1" width="12" height="7" rx="3.5" fill="${stoneMid}"/><rect x="47" y="9" width="12" height="5" rx="3.5" fill="${stoneLight}"/><rect x="1" y="16" width="10" height="12" rx="3.5" fill="${stonePale}"/><rect x="12" y="16" width="20" height="12" rx="3.5" fill="${stoneMid}"/><rect x="33" y="16" width="8" height="5" rx="3.5" fill="${stoneLight}"/><rect x="33" y="22" width="8" height="6" rx="3.5" fill="${stonePale}"/><rect x="42" y="16" width="17" height="12" rx="3.5" fill="${stoneLight}"/></pattern>`,
].join('');

const sunnySky = vGradient('sky', ['#86cdf5', '#e4f4fd']);

/** Rounded Korean hills: a far blue ridge and a near green one. */
function hills(): string {
  return '<path d="M0 230q90-80 190-40t150-40q90-10 170 50t160-20q60-10 130 30V330H0Z" fill="#93b8ab"/><path d="M0 270q120-60 230-10t200-30q130-10 220 40t150-10V340H0Z" fill="#86c08e"/>';
}

/**
 * A hanok: a stone base, white walls between wooden posts, paper lattice doors and a
 * tiled roof whose eaves sweep up at both ends.
 */
function hanok(x: number, groundY: number, w: number): string {
  const wallTop = groundY - 96;
  const eave = wallTop + 10;
  const roof = `M${x - 46} ${eave - 26}Q${x + w / 2} ${eave + 18} ${x + w + 46} ${eave - 26}L${x + w - 24} ${eave - 78}Q${x + w / 2} ${eave - 70} ${x + 24} ${eave - 78}Z`;
  const bays = Math.max(2, Math.round(w / 70));
  const bay = w / bays;
  const doors = Array.from({ length: bays }, (_, i) => rect(Math.round(x + i * bay + 10), wallTop + 22, Math.round(bay - 20), 56, 'url(#bg-lattice)'));
  const posts = Array.from({ length: bays + 1 }, (_, i) => rect(Math.round(x + i * bay - 4), wallTop, 8, 82, '#8b5a3c'));
  return [
    rect(x - 16, groundY - 16, w + 32, 16, '#cfc6b8'),
    rect(x, wallTop, w, 82, '#f7f1e3'),
    doors.join(''),
    posts.join(''),
    rect(x - 4, wallTop, w + 8, 10, '#8b5a3c'),
    `<path d="${roof}" fill="#4f5868"/><path d="${roof}" fill="url(#bg-tiles)"/>`,
    `<path d="M${x - 46} ${eave - 26}Q${x + w / 2} ${eave + 18} ${x + w + 46} ${eave - 26}" stroke="#d9d3c7" stroke-width="4" fill="none"/>`,
    `<path d="M${x + 10} ${eave - 90}Q${x + w / 2} ${eave - 72} ${x + w - 10} ${eave - 90}" stroke="#2e3440" stroke-width="12" stroke-linecap="round" fill="none"/>`,
  ].join('');
}

/** A low stone wall with a little tiled cap, from x0 to x1, top at y. */
function stoneWall(x0: number, x1: number, y: number): string {
  return `${rect(x0, y, x1 - x0, 50, 'url(#bg-stones)')}<path d="M${x0 - 6} ${y + 2}h${x1 - x0 + 12}l-10-14H${x0 + 4}Z" fill="${villageWall.coping}"/>`;
}

/**
 * A 소나무: a leaning red-barked trunk whose branches reach out to flat, layered pads of needles, each pad
 * dark underneath and lit on top, as Korean painters draw the pine.
 */
function pineTree(x: number, groundY: number): string {
  const pads: readonly [number, number, number, number][] = [
    [x - 20, groundY - 170, 56, 20],
    [x + 30, groundY - 126, 46, 16],
    [x - 28, groundY - 96, 38, 14],
  ];
  const limbs = `M${x + 2} ${groundY - 118}q-10-20-22-46M${x + 4} ${groundY - 104}q14-8 24-20M${x - 2} ${groundY - 70}q-12-10-24-24`;
  // a pad: a shallow curve underneath and a row of tufts of needles along its top
  const pad = (cx: number, cy: number, rx: number, ry: number) => {
    const n = Math.max(3, Math.round(rx / 13));
    const w = Math.round((2 * rx) / n);
    const tufts = Array.from(
      { length: n },
      (_, i) => `a${Math.round(w / 2)} ${Math.round(ry * 1.3)} 0 0 0 ${i === n - 1 ? -(2 * rx - w * (n - 1)) : -w} ${i === n - 1 ? 0 : i % 2 ? 3 : -3}`,
    );
    return `M${cx - rx} ${cy}Q${cx} ${Math.round(cy + ry * 1.1)} ${cx + rx} ${cy}${tufts.join('')}Z`;
  };
  const layer = (fill: string, dy: number, k: number, kr: number) =>
    `<path d="${pads.map(([cx, cy, rx, ry]) => pad(Math.round(cx - (1 - k) * rx * 0.3), Math.round(cy + dy * ry), Math.round(rx * k), Math.round(ry * kr))).join('')}" fill="${fill}"/>`;
  return [
    `<path d="M${x} ${groundY}q-14-60 8-110t-4-70" stroke="#8a4526" stroke-width="14" fill="none" stroke-linecap="round"/>`,
    `<path d="M${x - 3} ${groundY}q-12-60 9-108" stroke="#c06a3c" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    `<path d="${limbs}" stroke="#8a4526" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    layer('#2c5a3c', 0.2, 1, 0.8),
    layer('#3f7a4f', -0.15, 0.86, 0.62),
    layer('#6a9f62', -0.45, 0.5, 0.34),
  ].join('');
}

/** The sky over the village and the street: blue with clouds by day, the graded sunset or night sky after. */
function skyOver(time: TimeOfDay, clouds: string): string {
  return time === 'day' ? defs(sunnySky) + sky('sky') + clouds : skyByTime(time, 640, 60);
}

export function hanokVillage(time: TimeOfDay = 'day'): string {
  return [
    defs(patterns, vGradient('lane', ['#ecd9b0', '#dcc08c'])),
    skyOver(time, cloud(620, 70) + cloud(260, 100, 0.7)),
    hills(),
    landmark('hanok tiled-roof', hanok(540, 312, 200) + hanok(120, 336, 300)),
    landmark('stone-wall', stoneWall(0, 800, 330)),
    landmark('lane steep-lane', rect(0, 380, 800, 120, 'url(#bg-lane)')),
    pineTree(70, 400),
  ].join('');
}

/** A small modern house block with a flat roof and a balcony rail. */
function villa(x: number, groundY: number, w: number, floors: number, wall: string, time: TimeOfDay): string {
  const h = floors * 64;
  const windows = Array.from({ length: floors * 2 }, (_, i) =>
    rect(x + 16 + (i % 2) * (w - 72), groundY - h + 18 + Math.floor(i / 2) * 64, 40, 34, windowLight(time), 'rx="3"'),
  );
  return `${rect(x, groundY - h, w, h, wall)}${rect(x - 6, groundY - h - 10, w + 12, 12, '#8e8e98')}${windows.join('')}${rect(x + w / 2 - 16, groundY - 50, 32, 50, '#6d7b8a')}`;
}

/** The corner of the big road: the blue road-name sign itself is the book's own prop (road-name-sign), so it can be re-staged whole on phones. */
export function roadSignStreet(time: TimeOfDay = 'day'): string {
  return [
    defs(patterns, vGradient('walk', ['#e9dfcf', '#d8cbb6'])),
    skyOver(time, cloud(130, 70, 0.8)),
    '<path d="M150 300Q300 60 420 110t230 190Z" fill="#8fb8a4"/><path d="M300 300q120-130 220-110t170 110Z" fill="#79ab8a"/>',
    // In the day's sun from the left (the people's and the sign pole's shadows fall to the right), the hanok and the two
    // villas lay long shadows to their right from their right walls, drawn under them (kept only under that sun, draw-scene.ts `sunCastKept`).
    time === 'day' ? sunCastFromLeft(longShadowPath(286, 316, 170, 140, 0), longShadowPath(620, 316, 202, 150, 0), longShadowPath(780, 316, 138, 140, 0)) : '',
    hanok(60, 316, 210),
    villa(470, 316, 150, 3, '#f4d6b8', time),
    villa(640, 316, 140, 2, '#cfe0ea', time),
    rect(0, 316, 800, 44, '#7a808a'),
    '<path d="M0 338h800" stroke="#fff" stroke-width="4" stroke-dasharray="40 30"/>',
    rect(0, 360, 800, 140, 'url(#bg-walk)'),
    rect(0, 360, 800, 8, '#bdb2a1'),
    '<path d="M0 430h800M120 368l-20 132M320 368l-8 132M520 368l8 132M720 368l20 132" stroke="#c9bca6" stroke-width="2"/>',
  ].join('');
}

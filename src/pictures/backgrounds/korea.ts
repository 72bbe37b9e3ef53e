import { cloud, defs, landmark, rect, sky, vGradient } from './parts';

/** The village wall's field stones, the mortar between them and its dark tiled coping (also the wall-return prop's). */
export const villageWall = { stones: ['#d8cdbd', '#c9bca8', '#e2d9cb'], mortar: '#b9a58a', coping: '#4f5868' } as const;
const [stoneLight, stoneMid, stonePale] = villageWall.stones;

const patterns = [
  // roof tiles run in vertical rows
  '<pattern id="bg-tiles" width="12" height="12" patternUnits="userSpaceOnUse"><rect width="5" height="12" fill="#39414f"/></pattern>',
  // paper lattice of the doors and windows
  '<pattern id="bg-lattice" width="12" height="12" patternUnits="userSpaceOnUse"><rect width="12" height="12" fill="#fbf3dc"/><path d="M0 0h12M0 0v12" stroke="#a0714c" stroke-width="2"/></pattern>',
  // round field stones set in earth for the village wall
  `<pattern id="bg-stones" width="56" height="28" patternUnits="userSpaceOnUse"><rect width="56" height="28" fill="${villageWall.mortar}"/><ellipse cx="14" cy="7" rx="13" ry="7" fill="${stoneLight}"/><ellipse cx="42" cy="8" rx="12" ry="7" fill="${stoneMid}"/><ellipse cx="0" cy="21" rx="13" ry="7" fill="${stoneMid}"/><ellipse cx="28" cy="21" rx="13" ry="7" fill="${stonePale}"/><ellipse cx="56" cy="21" rx="13" ry="7" fill="${stoneMid}"/></pattern>`,
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
export function hanok(x: number, groundY: number, w: number): string {
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

function pineTree(x: number, groundY: number): string {
  return `<path d="M${x} ${groundY}q-14-60 8-110t-4-70" stroke="#a0522d" stroke-width="14" fill="none" stroke-linecap="round"/><g fill="#3f7a4f"><ellipse cx="${x - 20}" cy="${groundY - 170}" rx="56" ry="20"/><ellipse cx="${x + 30}" cy="${groundY - 126}" rx="46" ry="16"/><ellipse cx="${x - 28}" cy="${groundY - 96}" rx="38" ry="14"/></g>`;
}

export function hanokVillage(): string {
  return [
    defs(sunnySky, patterns, vGradient('lane', ['#ecd9b0', '#dcc08c'])),
    sky('sky'),
    cloud(620, 70),
    cloud(260, 100, 0.7),
    hills(),
    landmark('hanok tiled-roof', hanok(540, 312, 200) + hanok(120, 336, 300)),
    landmark('stone-wall', stoneWall(0, 800, 330)),
    landmark('lane steep-lane', rect(0, 380, 800, 120, 'url(#bg-lane)')),
    pineTree(70, 400),
  ].join('');
}

/** A small modern house block with a flat roof and a balcony rail. */
function villa(x: number, groundY: number, w: number, floors: number, wall: string): string {
  const h = floors * 64;
  const windows = Array.from({ length: floors * 2 }, (_, i) =>
    rect(x + 16 + (i % 2) * (w - 72), groundY - h + 18 + Math.floor(i / 2) * 64, 40, 34, '#bfe3f7', 'rx="3"'),
  );
  return `${rect(x, groundY - h, w, h, wall)}${rect(x - 6, groundY - h - 10, w + 12, 12, '#8e8e98')}${windows.join('')}${rect(x + w / 2 - 16, groundY - 50, 32, 50, '#6d7b8a')}`;
}

/** The corner of the big road: the blue road-name sign itself is the book's own prop (road-name-sign), so it can be re-staged whole on phones. */
export function roadSignStreet(): string {
  return [
    defs(sunnySky, patterns, vGradient('walk', ['#e9dfcf', '#d8cbb6'])),
    sky('sky'),
    cloud(130, 70, 0.8),
    '<path d="M150 300Q300 60 420 110t230 190Z" fill="#8fb8a4"/><path d="M300 300q120-130 220-110t170 110Z" fill="#79ab8a"/>',
    hanok(60, 316, 210),
    villa(470, 316, 150, 3, '#f4d6b8'),
    villa(640, 316, 140, 2, '#cfe0ea'),
    rect(0, 316, 800, 44, '#7a808a'),
    '<path d="M0 338h800" stroke="#fff" stroke-width="4" stroke-dasharray="40 30"/>',
    rect(0, 360, 800, 140, 'url(#bg-walk)'),
    rect(0, 360, 800, 8, '#bdb2a1'),
    '<path d="M0 430h800M120 368l-20 132M320 368l-8 132M520 368l8 132M720 368l20 132" stroke="#c9bca6" stroke-width="2"/>',
  ].join('');
}

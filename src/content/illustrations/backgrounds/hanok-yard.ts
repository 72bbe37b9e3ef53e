import { defs, rect, type TimeOfDay, vGradient } from './parts';
import { lampHalo, skyByTime } from './sky-by-time';

/** Roof tiles in vertical rows, for giwaRoof. */
export const giwaPattern = '<pattern id="bg-giwa" width="14" height="14" patternUnits="userSpaceOnUse"><rect width="6" height="14" fill="#3a414e"/></pattern>';

/** 창호지 doors: paper in a wooden lattice, glowing warm when the room is lit at night. */
export function paperDoor(x: number, y: number, w: number, h: number, lit: boolean): string {
  const bars = [1, 2, 3].map((i) => `M${x + (w * i) / 4} ${y}v${h}`).join('') + [1, 2, 3, 4, 5].map((i) => `M${x} ${y + (h * i) / 6}h${w}`).join('');
  return `${rect(x, y, w, h, lit ? '#ffdc8a' : '#fbf3dc')}<path d="${bars}" stroke="#9c6a40" stroke-width="2"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="#8b5a3c" stroke-width="4"/>`;
}

/** A 기와 roof: the eave line sags in the middle and sweeps up at both ends (처마). Needs the giwaPattern in defs. */
export function giwaRoof(x0: number, x1: number, eaveY: number, ridgeY: number): string {
  const mid = (x0 + x1) / 2;
  const eave = `M${x0 - 40} ${eaveY - 30}Q${mid} ${eaveY + 22} ${x1 + 40} ${eaveY - 30}`;
  return [
    `<path d="${eave}L${x1 - 20} ${ridgeY}H${x0 + 20}Z" fill="#4f5868"/>`,
    `<path d="${eave}L${x1 - 20} ${ridgeY}H${x0 + 20}Z" fill="url(#bg-giwa)"/>`,
    `<path d="${eave}" stroke="#d9d3c7" stroke-width="5" fill="none"/>`,
    `<path d="M${x0 + 6} ${ridgeY - 6}Q${mid} ${ridgeY + 10} ${x1 - 6} ${ridgeY - 6}" stroke="#2e3440" stroke-width="14" stroke-linecap="round" fill="none"/>`,
  ].join('');
}

/**
 * 한옥 마당: the main house across the back with its 마루 and paper doors, a stone wall with a
 * tiled cap at the sides, and the swept earth yard in front.
 */
export function hanokYard(time: TimeOfDay): string {
  const lit = time !== 'day';
  const posts = [150, 270, 400, 530, 650].map((x) => rect(x - 6, 170, 12, 140, '#8b5a3c')).join('');
  const planks = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => `M${150 + i * 50} 296v34`).join('');
  return [
    skyByTime(time, 120, 70),
    defs(vGradient('yard', ['#e8d4a8', '#d5b985']), giwaPattern),
    '<path d="M0 200q120-90 260-40t260-50t280 60V300H0Z" fill="#86a98f"/>',
    // wall behind the house: stones set in earth with a little tiled cap
    rect(0, 230, 800, 120, '#c9b89c'),
    '<g fill="#e2d7c4">' +
      [20, 80, 640, 700, 760, 50, 670, 730].map((x, i) => `<ellipse cx="${x}" cy="${250 + (i > 4 ? 30 : 0)}" rx="24" ry="11"/>`).join('') +
      '</g>',
    '<path d="M-10 232h820l-14-18H4Z" fill="#4f5868"/>',
    // the house: walls and doors, then the 마루 in front, then the roof over all
    rect(150, 170, 500, 130, '#f7f1e3'),
    lampHalo(335, 235, 110, time),
    lampHalo(465, 235, 110, time),
    paperDoor(282, 190, 106, 100, lit),
    paperDoor(412, 190, 106, 100, lit),
    paperDoor(162, 200, 96, 90, false),
    paperDoor(542, 200, 96, 90, false),
    posts,
    rect(130, 292, 540, 14, '#c68b59'),
    rect(130, 306, 540, 24, '#9c6a40'),
    `<path d="${planks}" stroke="#8b5a3c" stroke-width="2"/>`,
    rect(110, 330, 580, 20, '#cfc6b8'),
    giwaRoof(150, 650, 178, 96),
    // swept earth yard and a few stepping stones
    rect(0, 350, 800, 150, 'url(#bg-yard)'),
    '<g fill="#bfb4a2"><ellipse cx="400" cy="372" rx="40" ry="10"/><ellipse cx="380" cy="410" rx="34" ry="10"/><ellipse cx="420" cy="452" rx="38" ry="12"/></g>',
    '<path d="M40 480q8-18 16 0M720 470q8-18 16 0M760 490q8-18 16 0" stroke="#7fa25a" stroke-width="4" fill="none"/>',
  ].join('');
}

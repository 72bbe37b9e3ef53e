import { defs, landmark, rect, vGradient, wallShade, type TimeOfDay } from '@/pictures';

/** What shows through the gap of a slid-open door: blue sky by day, sunset orange at evening, dark blue with stars at night. */
const outside: Record<TimeOfDay, readonly string[]> = {
  day: ['#8fd0f5', '#e4f4fd'],
  evening: ['#f0764e', '#ffcf7a'],
  night: ['#17234d', '#34467e'],
};

/** 창호지 as the light comes through it: bright cream by day, glowing orange at sunset, lit warm from the room's lamp at night. */
const paperLight: Record<TimeOfDay, string> = { day: '#fdf6e2', evening: '#ffc98c', night: '#f1dcae' };

/** One 띠살 창호 door: a wooden frame, close vertical bars and three bands of horizontal bars over the paper. */
function latticeDoor(x: number, y: number, w: number, h: number, paper: string): string {
  const step = w / Math.round(w / 16);
  const verticals = Array.from({ length: Math.round(w / 16) - 1 }, (_, i) => `M${Math.round(x + step * (i + 1))} ${y}v${h}`).join('');
  const band = (top: number) => [0, 1, 2].map((i) => `M${x} ${Math.round(top + i * 9)}h${w}`).join('');
  return `${rect(x, y, w, h, paper)}<path d="${verticals}${band(y + 12)}${band(y + h / 2 - 9)}${band(y + h - 30)}" stroke="#9c6a40" stroke-width="1.6"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="#6b4229" stroke-width="6"/>`;
}

/**
 * The warm yellow 장판 of an ondol floor: oiled paper squares in soft rows.
 */
function jangpan(y: number): string {
  const seams =
    [1, 2, 3, 4].map((i) => `M0 ${y + i * i * 9 + i * 12}H800`).join('') +
    [-3, -2, -1, 0, 1, 2, 3].map((i) => `M${400 + i * 130} ${y}l${i * 80} ${500 - y}`).join('');
  return `${defs(vGradient('jangpan', ['#ebc47c', '#d9a85c']))}${rect(0, y, 800, 500 - y, 'url(#bg-jangpan)')}<path d="${seams}" stroke="#c2914a" stroke-width="1.5" opacity=".55"/>${rect(0, y - 8, 800, 8, '#7d4f30')}`;
}

/**
 * 한옥 방: a low room under a dark 대들보 beam and rafters, cream plaster walls
 * between wooden posts, a wide pair of 띠살 창호지 doors (paper panes, no glass) with one slid a little
 * open on the sky, a small square 창호지 window, a 반닫이 chest with brass fittings, and a 장판 floor.
 * The paper glows with the light outside; the round 밥상 is the bapsang prop, set on the floor by each scene.
 */
export function hanokRoom(time: TimeOfDay): string {
  const paper = paperLight[time];
  const gap = [
    defs(vGradient('outside', outside[time])),
    rect(96, 92, 60, 236, 'url(#bg-outside)'),
    time === 'night'
      ? '<g fill="#fff6c8"><circle cx="112" cy="120" r="2"/><circle cx="138" cy="150" r="1.5"/><circle cx="120" cy="196" r="2.2"/><circle cx="144" cy="236" r="1.5"/></g>'
      : '',
  ].join('');
  const rafters = Array.from({ length: 17 }, (_, i) => `M${i * 50} 0v26`).join('');
  return [
    defs(vGradient('wall', ['#f4ead4', '#e8dabd'])),
    rect(0, 0, 800, 345, 'url(#bg-wall)'),
    // plaster, not wallpaper: only the shade up under the beams and into the corners
    wallShade(48, 345, false),
    // the ceiling: rafters over a dark beam
    rect(0, 0, 800, 26, '#a87c57'),
    `<path d="${rafters}" stroke="#7d4f30" stroke-width="6"/>`,
    rect(0, 26, 800, 22, '#6b4229'),
    // wooden posts and the low sill beam framing the wall
    rect(26, 48, 22, 297, '#8b5a3c'),
    rect(462, 48, 22, 297, '#8b5a3c'),
    rect(770, 48, 22, 297, '#8b5a3c'),
    landmark(
      'window changho-doors',
      [
        gap,
        latticeDoor(272, 92, 176, 236, paper),
        latticeDoor(156, 92, 176, 236, paper),
        rect(84, 80, 376, 12, '#6b4229'),
        rect(84, 328, 376, 12, '#6b4229'),
      ].join(''),
    ),
    // a small square 창호지 window high on the right-hand wall; after dark its left pane is slid open on the night, so the hour shows in a close picture too
    landmark(
      'small-window',
      time === 'night'
        ? `${rect(560, 88, 120, 96, 'url(#bg-outside)')}<g fill="#fff6c8"><circle cx="578" cy="110" r="2"/><circle cx="604" cy="132" r="1.6"/><circle cx="584" cy="160" r="2.2"/></g>${latticeDoor(620, 88, 60, 96, paper)}<rect x="560" y="88" width="120" height="96" fill="none" stroke="#6b4229" stroke-width="6"/>`
        : latticeDoor(560, 88, 120, 96, paper),
    ),
    // 반닫이: a low chest with brass hinges and a dark bronze lock plate (a round brass one read as a lamp's bulb)
    rect(520, 250, 220, 92, '#7d4f30', 'rx="4"'),
    rect(530, 258, 200, 44, '#946040'),
    '<rect x="619" y="268" width="22" height="24" rx="3" fill="#8a6428"/><path d="M630 276v8" stroke="#3d2a14" stroke-width="3" stroke-linecap="round"/><g fill="#d9a84a"><rect x="548" y="264" width="18" height="10" rx="2"/><rect x="694" y="264" width="18" height="10" rx="2"/><rect x="548" y="318" width="18" height="10" rx="2"/><rect x="694" y="318" width="18" height="10" rx="2"/></g>',
    '<path d="M530 306h200" stroke="#5c3820" stroke-width="3"/>',
    jangpan(345),
  ].join('');
}

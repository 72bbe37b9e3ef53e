import { defs, floorBoards, glow, lampHalo, landmark, rect, vGradient, wallShade, windowFrame, windowGlow, type TimeOfDay } from '@/pictures';

/** The warm yellow 장판 of an ondol floor, with its faint square seams. */
function ondolFloor(y: number): string {
  const seams =
    [1, 2, 3].map((i) => `M0 ${y + i * i * 14 + i * 10}H800`).join('') + [-2, -1, 0, 1, 2].map((i) => `M${400 + i * 160} ${y}l${i * 90} ${500 - y}`).join('');
  return `${defs(vGradient('jangpan', ['#e9c98a', '#d9b06a']))}${rect(0, y, 800, 500 - y, 'url(#bg-jangpan)')}<path d="${seams}" stroke="#c49a55" stroke-width="1.5" opacity=".6"/>${rect(0, y - 10, 800, 10, '#b98a5a')}`;
}

/**
 * A Korean 거실 used for meals: an ondol floor, a wide window, a cabinet with a plant, and a pendant lamp that glows
 * at evening and night. The table is each scene's own, where its people stand round it (a low table drawn here as well
 * showed a stray leg and edge under the one they stand at). No floor cushions: out in the floor's corners, past
 * everyone at the party, they read as doormats floating on the floor.
 */
export function diningRoom(time: TimeOfDay): string {
  return [
    defs(vGradient('wall', ['#f6efe4', '#ede2d0'])),
    rect(0, 0, 800, 340, 'url(#bg-wall)'),
    wallShade(0, 330),
    ondolFloor(340),
    windowGlow(90, 70, 260, 170, time),
    landmark('window', windowFrame(90, 70, 260, 170, time) + rect(80, 60, 280, 10, '#b48a62', 'rx="4"')),
    // cabinet with a plant and a framed picture
    rect(520, 210, 220, 120, '#c68b59', 'rx="6"'),
    '<path d="M630 220v100" stroke="#9c6a40" stroke-width="3"/><circle cx="618" cy="270" r="4" fill="#9c6a40"/><circle cx="642" cy="270" r="4" fill="#9c6a40"/>',
    '<path d="M690 210l-6-30h28l-6 30Z" fill="#d77f2c"/><g fill="#4a9a45"><ellipse cx="690" cy="170" rx="8" ry="20"/><ellipse cx="706" cy="172" rx="8" ry="18" transform="rotate(30 706 172)"/><ellipse cx="676" cy="174" rx="8" ry="18" transform="rotate(-30 676 174)"/></g>',
    rect(540, 110, 90, 70, '#fff', 'stroke="#b48a62" stroke-width="6"'),
    '<path d="M548 172l26-34 18 20 12-10 20 24Z" fill="#94c98a"/>',
    // pendant lamp over the table
    '<path d="M400 0v96" stroke="#7a5a44" stroke-width="3"/>',
    lampHalo(400, 110, 90, time),
    `<path d="M370 112q30-36 60 0Z" fill="${time === 'day' ? '#f2d9a6' : '#ffe08a'}"/>`,
  ].join('');
}

/**
 * A coat hung by its loop from a hook at (x, y): shoulders, a collar turned down over a buttoned front, two pockets and
 * the sleeves hanging down its sides, `length` of a grown-up's (two plain trapezoids read as nothing in particular).
 */
function hungCoat(x: number, y: number, colour: string, shade: string, length: number): string {
  const hem = Math.round(8 + 72 * length);
  const cuff = Math.round(hem * 0.8);
  return `<g transform="translate(${x} ${y})">${[
    `<circle cy="3" r="3" fill="none" stroke="${shade}" stroke-width="1.5"/>`,
    // The sleeves behind, hanging from the shoulders down the sides.
    `<path d="M-17 13Q-26 16 -27 28L-28 ${cuff}H-20L-19 26Z" fill="${shade}"/><path d="M17 13Q26 16 27 28L28 ${cuff}H20L19 26Z" fill="${shade}"/>`,
    `<path d="M-6 6L-17 12Q-21 15 -21 24L-22 ${hem}Q0 ${hem + 4} 22 ${hem}L21 24Q21 15 17 12L6 6Z" fill="${colour}" stroke="${shade}" stroke-width="1.5" stroke-linejoin="round"/>`,
    `<path d="M-6 6L-11 13L0 24L11 13L6 6Q0 9 -6 6Z" fill="${shade}"/><path d="M0 24V${hem + 2}" stroke="${shade}" stroke-width="1.5"/>`,
    [0.35, 0.55, 0.75].map((t) => `<circle cx="4" cy="${Math.round(24 + t * (hem - 24))}" r="1.8" fill="#f6e7c8"/>`).join(''),
    `<path d="M-17 ${hem - 24}h10v8h-10ZM7 ${hem - 24}h10v8h-10Z" fill="none" stroke="${shade}" stroke-width="1.3"/>`,
  ].join('')}</g>`;
}

/** A striped woolly scarf hung over a hook at (x, y), its two ends falling side by side to a fringe. */
function hungScarf(x: number, y: number): string {
  const stripes = [14, 26, 38].map((dy) => `<path d="M${x - 7} ${y + dy}h14" stroke="#e08a2e" stroke-width="4"/>`).join('');
  const fringe = Array.from({ length: 5 }, (_, i) => `M${x - 6 + i * 3} ${y + 48}v6`).join('');
  return `<path d="M${x - 7} ${y - 2}Q${x} ${y - 8} ${x + 7} ${y - 2}V${y + 48}H${x - 7}Z" fill="#f5c542"/>${stripes}<path d="M${x} ${y}V${y + 48}" stroke="#d9a92e" stroke-width="1.2"/><path d="${fringe}" stroke="#f5c542" stroke-width="1.6"/>`;
}

/**
 * A 현관 and hallway: the front door with its little window, shoes on the step, a coat rack and a
 * staircase climbing to the right.
 */
export function hallwayStairs(time: TimeOfDay): string {
  return hall(time, 0, 0, true);
}

/**
 * The same hall, its coat rack hung lower and a little to the left, for a frame close on a child running through it
 * (c1-p3): the desk's frame shows the rack's board whole over the scarf and the blue coat (at the hall's height it cut
 * the board off and the coats hung from the frame's edge), the phone's frame stays clear of it, and the red coat is
 * not hung (only a sliver of it showed at the desk frame's edge).
 */
export function hallwayStairsLowRack(time: TimeOfDay): string {
  return hall(time, 84, -28, false);
}

function hall(time: TimeOfDay, rackDrop: number, rackShift: number, redCoat: boolean): string {
  const steps = Array.from({ length: 8 }, (_, i) => {
    const x = 470 + i * 42;
    const y = 390 - i * 38;
    return `${rect(x, y, 42 + (7 - i) * 0, 390 - y + 10, '#c68b59')}${rect(x - 4, y - 6, 50, 8, '#e3b685', 'rx="3"')}`;
  });
  return [
    defs(vGradient('wall', ['#eef0f5', '#dfe4ec']), glow('hall', '#ffd66e')),
    rect(0, 0, 800, 390, 'url(#bg-wall)'),
    wallShade(0, 390),
    rect(0, 390, 800, 110, '#c9a27a'),
    floorBoards(390),
    // front door and 현관 step
    landmark(
      'front-door',
      [
        rect(70, 130, 150, 260, '#8d5b3a', 'rx="6"'),
        rect(82, 142, 126, 236, '#a9714a', 'rx="4"'),
        windowFrame(110, 160, 70, 60, time),
        '<circle cx="196" cy="270" r="7" fill="#e6ae2e"/>',
      ].join(''),
    ),
    rect(40, 388, 240, 20, '#bdb6aa'),
    '<g fill="#5aa9ea"><path d="M90 404q0-10 14-10h18v10Z"/></g><g fill="#e8574f"><path d="M150 404q0-10 14-10h22v10Z"/></g><g fill="#6cbf5f"><path d="M200 404q0-8 10-8h12v8Z"/></g>',
    // coat rack and a ceiling lamp
    // A board screwed to the wall, its rail held off it on two brackets (a rail alone hung on nothing), `rackDrop` lower
    // than the hall's own where a close frame on a running child would cut it off and leave the coats hung from the
    // frame's edge.
    rackDrop ? `<g transform="translate(${rackShift} ${rackDrop})">` : '',
    rect(262, 146, 146, 20, '#b07d52', 'rx="3"'),
    '<path d="M264 168h142" stroke="#c2b8a8" stroke-width="3" opacity=".6"/>',
    '<g fill="#6b4229"><circle cx="272" cy="156" r="2"/><circle cx="398" cy="156" r="2"/></g>',
    '<path d="M276 164v6h6M394 164v6h-6" stroke="#6b4229" stroke-width="4" fill="none" stroke-linejoin="round"/>',
    rect(270, 166, 130, 8, '#9c6a40', 'rx="4"'),
    '<path d="M290 172v8M330 172v8M370 172v8" stroke="#6b4229" stroke-width="4"/>',
    redCoat ? hungCoat(290, 180, '#e8574f', '#bf3f38', 1) : '',
    hungScarf(330, 180),
    hungCoat(370, 180, '#5aa9ea', '#3b7fbf', 0.8),
    rackDrop ? '</g>' : '',
    lampHalo(340, 40, 80, time),
    `<ellipse cx="340" cy="30" rx="46" ry="12" fill="${time === 'day' ? '#fdfaf2' : '#ffe8a0'}"/>`,
    // staircase with a banister
    landmark('stairs', steps.join('') + '<path d="M470 300L806 4" stroke="#6b4229" stroke-width="8" stroke-linecap="round"/>'),
    '<path d="M490 284v100M574 210v100M658 136v100M742 62v100" stroke="#8d5b3a" stroke-width="5"/>',
    // The newel post the rail comes down onto, standing on the foot of the stairs (the rail's end hung in the air).
    rect(462, 292, 16, 102, '#6b4229', 'rx="3"'),
    rect(459, 370, 22, 20, '#5a3620', 'rx="3"'),
    '<circle cx="470" cy="288" r="10" fill="#6b4229"/><circle cx="467" cy="285" r="3.5" fill="#8d5b3a"/>',
  ].join('');
}

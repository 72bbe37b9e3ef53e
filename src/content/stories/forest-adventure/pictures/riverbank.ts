import { bush, defs, pine, rect, roundTree, skyByTime, vGradient, type TimeOfDay } from '@/pictures';

/**
 * Pebble Bend's grassy bank at the end of the day (c4-p1): the forest's two rows of trees under the sky of the
 * hour, so at sunset the sky itself is orange and pink with the sun low over the far trees, not the woods' green
 * daylight tinted yellow, and the treetops and the grass catch its warm light.
 */
export function riverbank(time: TimeOfDay): string {
  const far = [20, 110, 200, 300, 500, 600, 690, 780].map((x, i) => pine(x, 330, 0.9 + (i % 3) * 0.15, time === 'evening' ? '#9bb98a' : '#8cc79a'));
  const mid = [60, 250, 560, 740].map((x, i) => roundTree(x, 360, 1 + (i % 2) * 0.2, '#5a9a48', '#3f7d3f'));
  return [
    skyByTime(time, 600, 170),
    // At sunset the grass catches the low sun gold at its far edge and deepens to a warm olive toward us.
    defs(vGradient('grass', time === 'evening' ? ['#c8b65a', '#7d8a3c'] : ['#86b85a', '#5e9c44'])),
    far.join(''),
    `<path d="M0 330q400-30 800 0V400H0Z" fill="${time === 'evening' ? '#d6c27a' : '#9fd08a'}"/>`,
    mid.join(''),
    rect(0, 380, 800, 120, 'url(#bg-grass)'),
    bush(130, 400, 1.1, '#4a8f3f'),
    bush(680, 404, 1.2, '#4a8f3f'),
  ].join('');
}

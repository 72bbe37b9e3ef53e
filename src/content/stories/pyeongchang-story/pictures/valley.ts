import { defs, grassTufts, grove, landmark, pineShape, skyByTime, vGradient, type TimeOfDay } from '@/pictures';

/** Firs on the slopes: the far ones small, paler and bluer in the haze, the near ones darker. */
function pines(points: readonly [number, number, number][]): string {
  const far = points.filter(([, , s]) => s < 1.15).map(([x, y, s]) => [x, y, s * 0.42] as const);
  const near = points.filter(([, , s]) => s >= 1.15).map(([x, y, s]) => [x, y, s * 0.42] as const);
  return grove('far-pine', pineShape('#6f9a82'), far) + grove('near-pine', pineShape('#3f7a4f'), near);
}

function rocks(points: readonly [number, number, number][]): string {
  return points
    .map(
      ([x, y, r]) =>
        `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.62}" fill="#b8b3a8"/><ellipse cx="${x - r * 0.18}" cy="${y - r * 0.16}" rx="${r * 0.72}" ry="${r * 0.4}" fill="#d9d6cf"/>`,
    )
    .join('');
}

/** 계곡: a rocky stream running towards the viewer between two wooded slopes. */
export function valley(time: TimeOfDay): string {
  return [
    skyByTime(time, 400, 70),
    defs(vGradient('water', ['#7fc4e0', '#4f9fc9'])),
    '<path d="M0 190q140-70 300-10t240-40q140-30 260 40V300H0Z" fill="#9ab9a6"/>',
    '<path d="M0 150q180 40 330 170L360 340H0Z" fill="#6fa35f"/><path d="M800 130q-220 60-340 190L440 340H800Z" fill="#5e9452"/>',
    pines([
      [60, 200, 1],
      [130, 240, 1.1],
      [200, 280, 1.2],
      [40, 290, 1.3],
      [740, 180, 1],
      [660, 220, 1.1],
      [590, 270, 1.2],
      [760, 290, 1.3],
    ]),
    '<path d="M0 330q150-20 360 10L340 500H0Z" fill="#7fb36a"/><path d="M800 320q-180-10-360 20L470 500H800Z" fill="#73a960"/>',
    // the near banks: a lit rim where each rises from the slope behind, and tufts of grass, so they read as ground
    '<path d="M0 330q150-20 360 10l-2 12q-190-28-358-8Z" fill="#94c47c"/><path d="M800 320q-180-10-360 20l2 12q170-26 358-18Z" fill="#86b872"/>',
    grassTufts(7, 10, 20, 380, 240, 110, '#5a8f4b'),
    grassTufts(9, 10, 560, 380, 220, 110, '#527f44'),
    landmark(
      'stream valley-stream',
      '<path d="M372 300h56q20 60 80 120t60 80H220q20-40 90-90t62-110Z" fill="url(#bg-water)"/><path d="M392 320q4 20-8 40M420 340q10 30 30 50M330 420q20-10 30 0M470 440q20-10 40 0" stroke="#d9f1fb" stroke-width="4" fill="none" stroke-linecap="round"/>',
    ),
    rocks([
      [350, 330, 18],
      [450, 340, 20],
      [300, 400, 30],
      [520, 420, 28],
      [240, 470, 40],
      [600, 480, 44],
      [420, 420, 14],
      [380, 470, 18],
    ]),
  ].join('');
}

import { defs, landmark, type TimeOfDay, vGradient } from '@/pictures/backgrounds/parts';
import { skyByTime } from '@/pictures/backgrounds/sky-by-time';

/** A rounded granite dome: pale rock with a shaded flank and streaks where rain runs down. */
function dome(x: number, base: number, w: number, h: number): string {
  const top = base - h;
  return `<path d="M${x - w / 2} ${base}C${x - w / 2} ${top + h * 0.2} ${x - w * 0.2} ${top} ${x} ${top}S${x + w / 2} ${top + h * 0.3} ${x + w / 2} ${base}Z" fill="#dcd8cf"/><path d="M${x + w * 0.05} ${top + 2}C${x + w * 0.3} ${top + 8} ${x + w / 2} ${top + h * 0.3} ${x + w / 2} ${base}H${x + w * 0.12}Q${x + w * 0.24} ${top + h * 0.5} ${x + w * 0.05} ${top + 2}Z" fill="#bdb7ab"/><path d="M${x - w * 0.2} ${top + h * 0.25}v${h * 0.4}M${x - w * 0.05} ${top + h * 0.1}v${h * 0.5}M${x + w * 0.22} ${top + h * 0.3}v${h * 0.45}" stroke="#c9c4b9" stroke-width="4" stroke-linecap="round"/>`;
}

/** Little dark-green pine crowns clinging to the slopes. */
function pineDots(points: readonly [number, number][]): string {
  return `<g fill="#3f6f48">${points.map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="16" ry="8"/><ellipse cx="${x + 6}" cy="${y - 7}" rx="10" ry="6"/>`).join('')}</g>`;
}

/** 북한산: rounded pale granite peaks above pine-covered ridges; no snow on them. */
export function bukhansan(time: TimeOfDay): string {
  return [
    skyByTime(time, 660, 80),
    defs(vGradient('ridge', ['#6f9c6a', '#4f7f52'])),
    '<path d="M0 260q100-60 200-30t180-20q140-20 240 30t180-10V320H0Z" fill="#a9bfc0"/>',
    '<path d="M80 300q60-90 160-110q120-30 230 10q110 20 220 100Z" fill="#c9c4b9"/>',
    landmark('bukhansan', [dome(190, 300, 190, 110), dome(330, 290, 230, 200), dome(600, 300, 220, 160), dome(470, 290, 190, 140)].join('')),
    landmark(
      'pine-forest',
      pineDots([
        [210, 270],
        [250, 290],
        [360, 280],
        [520, 276],
        [560, 290],
        [700, 282],
        [110, 290],
        [420, 270],
      ]),
    ),
    '<path d="M0 300q200-40 400-10t400-20V500H0Z" fill="url(#bg-ridge)"/>',
    pineDots([
      [60, 330],
      [150, 320],
      [640, 318],
      [740, 330],
      [700, 350],
      [90, 356],
    ]),
    '<path d="M0 380q260-30 520 0t280 0V500H0Z" fill="#8fb26d"/>',
    '<path d="M330 500q40-60 80-120h24q-20 60 10 120Z" fill="#d8c29a"/>',
    '<g fill="#cfcabd"><ellipse cx="260" cy="430" rx="34" ry="16"/><ellipse cx="560" cy="450" rx="40" ry="18"/><ellipse cx="600" cy="440" rx="20" ry="12"/></g>',
  ].join('');
}

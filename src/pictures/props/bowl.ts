import { tones, type Tone } from './drawing';

/**
 * A round Korean bowl seen from just above: body, rim and what fills it. `fill` is drawn inside
 * the rim, so soup or a dome of rice can sit in it. The bowl rests on y = 0 and is `w` wide.
 */
export function bowl(w: number, h: number, fill: string, tone: Tone = tones.china, band = '#7ea6d8'): string {
  const rx = w / 2;
  const ry = w / 7;
  const top = -h;
  return [
    `<ellipse cy="-2" rx="${rx * 0.45}" ry="${ry * 0.4}" fill="${tone.shade}"/>`,
    `<path d="M${-rx} ${top}Q${-rx} -4 0 -4Q${rx} -4 ${rx} ${top}Z" fill="${tone.base}"/>`,
    `<path d="M${rx * 0.35} -5Q${rx} -8 ${rx} ${top}H${rx * 0.55}Q${rx * 0.7} -9 ${rx * 0.35} -5Z" fill="${tone.shade}"/>`,
    `<path d="M${-rx * 0.96} ${top + h * 0.28}Q0 ${top + h * 0.28 + ry * 1.6} ${rx * 0.96} ${top + h * 0.28}" stroke="${band}" stroke-width="2" fill="none"/>`,
    `<ellipse cy="${top}" rx="${rx}" ry="${ry}" fill="${tone.light}"/>`,
    `<ellipse cy="${top + 1}" rx="${rx - 3}" ry="${ry - 2}" fill="${tone.shade}"/>`,
    fill,
  ].join('');
}

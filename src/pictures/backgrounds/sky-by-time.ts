import { defs, moon, rect, stars, sun, type TimeOfDay } from './parts';

/**
 * Each sky as [offset %, colour] stops from the top of the canvas down: deepest overhead, palest at the
 * horizon (around two thirds down), as a painted sky is. The sunset goes from a dusky violet through rose
 * to gold at the horizon; the night is dark enough that a lit window or a lantern shows up in it.
 */
const skies: Record<TimeOfDay, readonly (readonly [number, string])[]> = {
  day: [
    [0, '#4ea6e3'],
    [40, '#86c6ef'],
    [66, '#cbe9f8'],
    [100, '#eef8fc'],
  ],
  evening: [
    [0, '#4a4f8e'],
    [24, '#8d6a9f'],
    [44, '#e08482'],
    [60, '#ffac6e'],
    [76, '#ffdc9c'],
    [100, '#ffe9bd'],
  ],
  night: [
    [0, '#060b22'],
    [40, '#0f1940'],
    [70, '#1c2a58'],
    [100, '#2a3868'],
  ],
};

function skyGradient(time: TimeOfDay): string {
  const stops = skies[time].map(([offset, colour]) => `<stop offset="${offset}%" stop-color="${colour}"/>`).join('');
  return `<linearGradient id="bg-sky" x1="0" y1="0" x2="0" y2="1">${stops}</linearGradient>`;
}

/**
 * Long low clouds at sunset, lit from below by the sun under them: a dusky violet top, a rose belly and a
 * bright gold rim along the underside.
 */
function sunsetClouds(sunX: number, sunY: number): string {
  const bank = (cx: number, cy: number, w: number) => {
    const x = Math.round(cx - w / 2);
    const part = (k: number) => Math.round(w * k);
    const top = `M${x} ${cy}q${part(0.1)}-20 ${part(0.24)}-14q${part(0.12)}-26 ${part(0.3)}-14q${part(0.2)}-14 ${part(0.32)}4q${part(0.12)} 6 ${w - part(0.86)} 24Z`;
    return `<path d="${top}" fill="#9b6f9c"/><path d="M${x + 6} ${cy}q${part(0.3)}-18 ${part(0.62)}-9q${part(0.2)} 3 ${w - 12 - part(0.62)} 9Z" fill="#e9909a"/><path d="M${x + 10} ${cy}h${w - 20}q${-part(0.45)} 7 ${-(w - 20)} 0Z" fill="#ffd27e"/>`;
  };
  const far = (sunX + 400) % 800;
  return [bank(sunX - 110, sunY + 46, 210), bank(sunX + 130, sunY + 70, 170), bank(far, sunY + 20, 240), bank(far + 150, sunY + 58, 120)].join('');
}

/**
 * An outdoor sky for the time of day, graded from the horizon up: the sun by day; at evening a low sun in a
 * wide warm glow with clouds lit from below; at night a small moon and small, faint stars.
 */
export function skyByTime(time: TimeOfDay, sunX = 640, sunY = 80): string {
  const glow =
    '<radialGradient id="bg-sunset"><stop offset="0%" stop-color="#fff0b8" stop-opacity=".9"/><stop offset="100%" stop-color="#ffc27a" stop-opacity="0"/></radialGradient>';
  const body =
    time === 'night'
      ? `${stars(sunX, 46, 240)}${moon(sunX, sunY, 22)}`
      : time === 'evening'
        ? `<circle cx="${sunX}" cy="${sunY + 90}" r="170" fill="url(#bg-sunset)"/>${sunsetClouds(sunX, sunY)}${sun(sunX, sunY + 90, 28)}`
        : sun(sunX, sunY, 30);
  return `${defs(skyGradient(time), time === 'evening' ? glow : '')}${rect(0, 0, 800, 500, 'url(#bg-sky)')}${body}`;
}

/** Window glass: sky-blue by day, warm and bright when the lights are on at evening and night. */
export function windowLight(time: TimeOfDay): string {
  return time === 'day' ? '#bfe3f7' : time === 'evening' ? '#ffe3a3' : '#ffd66e';
}

/**
 * A warm halo around a lit window or lamp at night; nothing by day. Rings of light, brightest at the middle,
 * so it fades out instead of ending in a hard circle (a half-moon over a night window behind the lamp).
 */
export function lampHalo(x: number, y: number, r: number, time: TimeOfDay): string {
  if (time === 'day') return '';
  const ring = (time === 'night' ? 0.36 : 0.2) / 4;
  return [1, 0.78, 0.56, 0.34].map((k) => `<circle cx="${x}" cy="${y}" r="${Math.round(r * k)}" fill="#ffd66e" opacity="${ring.toFixed(3)}"/>`).join('');
}

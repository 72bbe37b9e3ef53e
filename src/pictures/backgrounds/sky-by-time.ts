import { defs, moon, rect, stars, sun, type TimeOfDay, vGradient } from './parts';

const skies: Record<TimeOfDay, readonly string[]> = {
  day: ['#86cdf5', '#e4f4fd'],
  evening: ['#f59a74', '#ffd9a0'],
  night: ['#17234d', '#3a4c86'],
};

/** An outdoor sky for the time of day: the sun by day, a low warm sun at evening, moon and stars at night. */
export function skyByTime(time: TimeOfDay, sunX = 640, sunY = 80): string {
  const body = time === 'night' ? `${stars(sunX, 40, 220)}${moon(sunX, sunY, 26)}` : sun(sunX, time === 'evening' ? sunY + 90 : sunY, 30);
  return `${defs(vGradient('sky', skies[time]))}${rect(0, 0, 800, 500, 'url(#bg-sky)')}${body}`;
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

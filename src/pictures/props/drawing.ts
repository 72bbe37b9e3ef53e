/**
 * Shared helpers for the props. Each prop is drawn in a 100-unit-wide design box and scaled to
 * the asked size, so the drawers can use plain, readable numbers. Props never define ids: a
 * scene may hold many copies of one prop, and ids must stay unique in the whole picture.
 */
export function scaled(size: number, body: string): string {
  const k = Math.round((size / 100) * 1000) / 1000;
  return `<g transform="scale(${k})">${body}</g>`;
}

/** A coordinate to one decimal place: enough for a drawing's curves, and keeps the picture's markup short. */
export const tenths = (v: number): number => Math.round(v * 10) / 10;

/** Base, shadow and highlight of one colour: every colour is painted in these three (docs/pictures.md). */
export interface Tone {
  base: string;
  shade: string;
  light: string;
}

export const tones = {
  pink: { base: '#f59ab5', shade: '#d9738f', light: '#ffd0de' },
  red: { base: '#e8574f', shade: '#bf3f3a', light: '#ff8f85' },
  orange: { base: '#f5a04a', shade: '#d77f2c', light: '#ffc987' },
  yellow: { base: '#ffd25a', shade: '#e6ae2e', light: '#fff0a8' },
  green: { base: '#6cbf5f', shade: '#4a9a45', light: '#a6e08f' },
  teal: { base: '#4fbfb0', shade: '#35988c', light: '#94e3d8' },
  blue: { base: '#5aa9ea', shade: '#3c83c4', light: '#a5d4fb' },
  purple: { base: '#a27be0', shade: '#7f58be', light: '#d0b8f6' },
  wood: { base: '#c68b59', shade: '#9c6a40', light: '#e3b685' },
  darkWood: { base: '#8d5b3a', shade: '#6b4229', light: '#b07b53' },
  cream: { base: '#fbf1dc', shade: '#e8d6b5', light: '#ffffff' },
  paper: { base: '#fffaf0', shade: '#ece2cf', light: '#ffffff' },
  china: { base: '#eef2f8', shade: '#c9d3e3', light: '#ffffff' },
  metal: { base: '#b8c2cf', shade: '#8e99a8', light: '#e4e9f0' },
  stone: { base: '#cfc8bc', shade: '#aba293', light: '#ebe6dd' },
} as const satisfies Record<string, Tone>;

export const ring = (i: number): Tone => {
  const cycle = [tones.pink, tones.yellow, tones.blue, tones.green, tones.purple, tones.orange];
  return cycle[i % cycle.length]!;
};

/** A whole count within limits, so a story's number can never produce an empty or huge picture. */
export function clampCount(count: number | undefined, fallback: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.round(count ?? fallback)));
}

/** A round plate lying flat, seen from the eye-level camera; its top is at y = -4. */
export function plate(rx = 48, tone: Tone = tones.china): string {
  const ry = rx / 6;
  return `<ellipse cy="-3" rx="${rx}" ry="${ry + 1}" fill="${tone.shade}"/><ellipse cy="-5" rx="${rx - 1}" ry="${ry}" fill="${tone.base}"/><ellipse cy="-5" rx="${rx * 0.7}" ry="${ry * 0.62}" fill="${tone.light}" opacity=".7"/>`;
}

export const at = (x: number, y: number, body: string, extra = ''): string => `<g transform="translate(${x} ${y})${extra ? ` ${extra}` : ''}">${body}</g>`;

/** A fixed sequence in [0, 1) from `seed` (Park and Miller's), so a scatter of marks draws the same every time. */
export function seededSequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
}

import { tenths } from '../props/drawing';
/** Tiny SVG writing helpers for the picture engine; numbers are rounded so files stay small. */
export const n = (value: number): string => String(tenths(value)).replace(/^(-?)0\./, '$1.');

export const pt = (x: number, y: number): string => `${n(x)} ${n(y)}`;

export function line(x1: number, y1: number, x2: number, y2: number, colour: string, width: number, cap: 'round' | 'butt' = 'round'): string {
  return `<path d="M${pt(x1, y1)}L${pt(x2, y2)}" stroke="${colour}" stroke-width="${n(width)}" stroke-linecap="${cap}" fill="none"/>`;
}

export function circle(x: number, y: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function ellipse(x: number, y: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

/** Darken (amount < 0) or lighten (amount > 0) a #rrggbb colour, for the style's three tones. */
export function shadeOf(hex: string, amount: number): string {
  return hexOf(channels(hex).map((c) => (amount < 0 ? c * (1 + amount) : c + (1 - c) * amount)));
}

/** A #rrggbb colour's red, green and blue, each from 0 to 1. */
export function channels(hex: string): [number, number, number] {
  const value = parseInt(hex.slice(1), 16);
  return [16, 8, 0].map((shiftBits) => ((value >> shiftBits) & 255) / 255) as [number, number, number];
}

/** The #rrggbb colour of red, green and blue channels from 0 to 1 (clamped): `channels` the other way. */
export function hexOf(rgb: readonly number[]): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(1, Math.max(0, c)) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** How light a #rrggbb colour is, from 0 (black) to 1 (white): the mean of its brightest and darkest channel. */
export function lightness(hex: string): number {
  const rgb = channels(hex);
  return (Math.max(...rgb) + Math.min(...rgb)) / 2;
}

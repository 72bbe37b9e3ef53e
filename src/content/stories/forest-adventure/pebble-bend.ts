import { tones } from '@/pictures/props/kit';
import type { PropDefinition } from '@/pictures/props/types';
import { riverColours, riverWater, scatter } from './forest-river';

const { sky, glint, crest, earth, grass } = riverColours;
const r = (v: number) => Math.round(v * 100) / 100;

/** In the 100-wide box: the water runs across from our bank's edge (y = 0) back to the far bank's (y = -FAR). */
export const FAR = 16;
/** The far bank's earth face rises this far above its water line. */
const FACE = 2.8;

/** A wavy line across the box at height y, `amp` high, so a bank never runs dead straight. */
const wavy = (y: number, amp: number, salt: number) =>
  Array.from({ length: 21 }, (_, i) => `${i === 0 ? 'M' : 'L'}${r(-50 + i * 5)} ${r(y + amp * Math.sin(i * 1.3 + salt))}`).join('');

/**
 * Pebble Bend seen straight across from the children's bank: narrow and shallow, the water running across the
 * picture from left to right, from our bank's wet edge at its base up to the far bank's earth face and grass,
 * the river's one colour, with the sky lying pale along its far side, the far bank mirrored dark under it, pebbles
 * showing through, short wavelets scattered over it (never rows of stripes or a road's dashes) and glints. `size`
 * is its width; the water is about a sixth of that deep in the picture, room for stones with water between them. The stones across it are river-stones' 'across'
 * rows, placed at the same x, y and size.
 */
export const pebbleBend: PropDefinition = {
  landmark: true,
  variants: [],
  draw: ({ size }) => {
    const k = Math.round((size / 100) * 1000) / 1000;
    const farTop = wavy(-FAR - FACE, 0.25, 1);
    const face = `<path d="${farTop}L50 ${-FAR + 0.3}L-50 ${-FAR + 0.3}Z" fill="${earth.base}"/><path d="${wavy(-FAR - 0.9, 0.2, 2)}L50 ${-FAR + 0.3}L-50 ${-FAR + 0.3}Z" fill="${earth.shade}" opacity=".55"/><path d="${farTop}" stroke="${grass.base}" stroke-width=".7" fill="none" stroke-linecap="round"/>`;
    const tufts = Array.from({ length: 9 }, (_, i) => {
      const x = -46 + i * 11 + 4 * scatter(i, 31);
      const y = -FAR - FACE + 0.2;
      return `<path d="M${r(x)} ${r(y)}l-.5 -1.6M${r(x + 0.6)} ${r(y)}l.2 -1.9M${r(x + 1.2)} ${r(y)}l.8 -1.4" stroke="${grass.shade}" stroke-width=".35" stroke-linecap="round"/>`;
    }).join('');
    const water = `<path d="${wavy(-FAR, 0.15, 3)}L50 0.2L-50 0.2Z" fill="${riverWater.base}"/><path d="${wavy(-FAR, 0.15, 3)}L50 ${-FAR + 1.6}L-50 ${-FAR + 1.6}Z" fill="${sky}" opacity=".35"/><path d="${wavy(-FAR, 0.15, 3)}L50 ${-FAR + 0.7}L-50 ${-FAR + 0.7}Z" fill="${earth.shade}" opacity=".45"/><path d="M-50 -1.6H50V0.2H-50Z" fill="${riverWater.shade}" opacity=".25"/>`;
    // Ripples: short wavelets, each a lit crest over a darker trough, bigger nearer us, scattered at every depth, the
    // way running water is drawn (long level dashes would read as a road's markings).
    const ripples = Array.from({ length: 26 }, (_, i) => {
      const d = 0.08 + 0.84 * scatter(i, 41);
      const y = -FAR * (1 - d);
      const x = -49 + 98 * scatter(i, 42);
      const s = 0.5 + 0.6 * d;
      const w = (2.2 + 1.6 * scatter(i, 43)) * s;
      const h = 0.45 * s;
      const wave = (dy: number) => `M${r(x - w / 2)} ${r(y + dy)}q${r(w / 4)} ${r(-h)} ${r(w / 2)} 0t${r(w / 2)} 0`;
      return `<path d="${wave(0.25 * s)}" stroke="${riverWater.shade}" stroke-width="${r(0.3 * s)}" fill="none" stroke-linecap="round" opacity=".55"/><path d="${wave(0)}" stroke="${crest}" stroke-width="${r(0.26 * s)}" fill="none" stroke-linecap="round" opacity=".9"/>`;
    }).join('');
    const pebbles = Array.from({ length: 14 }, (_, i) => {
      const d = 0.1 + 0.85 * scatter(i, 51);
      const y = -FAR * (1 - d);
      const x = -48 + 96 * scatter(i, 52);
      const s = 0.35 + 0.5 * d;
      return `<ellipse cx="${r(x)}" cy="${r(y)}" rx="${r(1.1 * s)}" ry="${r(0.45 * s)}" fill="${tones.stone.shade}" opacity=".7"/><ellipse cx="${r(x - 0.2 * s)}" cy="${r(y - 0.15 * s)}" rx="${r(0.6 * s)}" ry="${r(0.2 * s)}" fill="${tones.stone.light}" opacity=".5"/>`;
    }).join('');
    // Glints: short sparks where the light catches a wavelet, not long dashes.
    const glints = Array.from({ length: 8 }, (_, i) => {
      const d = 0.15 + 0.8 * scatter(i, 61);
      const y = -FAR * (1 - d);
      const x = -46 + 92 * scatter(i, 62);
      const w = 0.4 + 0.8 * d;
      return `<path d="M${r(x)} ${r(y)}h${r(w)}" stroke="${glint}" stroke-width="${r(0.18 + 0.22 * d)}" stroke-linecap="round" opacity=".9"/>`;
    }).join('');
    const near = `<path d="${wavy(0, 0.12, 4)}" stroke="${earth.shade}" stroke-width=".45" fill="none"/><path d="${wavy(0.35, 0.12, 4)}" stroke="${grass.base}" stroke-width=".6" fill="none" stroke-linecap="round"/>`;
    return `<g transform="scale(${k})">${face}${tufts}${water}${pebbles}${ripples}${glints}${near}</g>`;
  },
};

import type { PropDefinition } from '@/pictures';
import { riverColours, scatter } from './forest-river';

const { glint, crest, earth, grass } = riverColours;
/**
 * Pebble Bend's slow, shallow water: clear and green-blue here, deepest down the middle (in the flood's olive
 * cleared a little, it read as a wet road, not water).
 */
const pool = { base: '#6e9c98', deep: '#3d6670', shallow: '#b4d3bd' };
/** The riverbed showing through the shallows: sand, and pebbles in warm and grey tones. */
const bed = { sand: '#d8c894', tones: ['#8a7a62', '#a08a6a', '#6f6a62', '#9a948a', '#7d6a55'] };
/** A stone wet from the river: darker than a dry one, with a shine. */
const wet = { base: '#8e877a', light: '#e4e0d6' };
const r = (v: number) => Math.round(v * 100) / 100;

/** In the 100-wide box: the water runs across from our bank's edge (y = 0) back to the far bank's (y = -FAR). */
export const FAR = 16;
/** The far bank rises this far above its water line: its grass coming down to a thin lip of wet earth. */
const FACE = 1.6;

/** A wavy line across the box at height y, `amp` high, so a bank never runs dead straight. */
const wavy = (y: number, amp: number, salt: number) =>
  Array.from({ length: 21 }, (_, i) => `${i === 0 ? 'M' : 'L'}${r(-50 + i * 5)} ${r(y + amp * Math.sin(i * 1.3 + salt))}`).join('');

/**
 * Pebble Bend seen straight across from the children's bank: narrow and shallow, the water running across the
 * picture from left to right, from our bank's wet edge at its base up to the far bank's grass, which comes down to
 * a thin lip of wet earth (a wide earth face over brown water read as a road). The water is deepest and darkest
 * down its middle and lighter at both edges: the far bank's grass mirrored green along the far side, sandy
 * shallows along ours; the current's long, gently curving streaks run the way the river flows, with glints, and
 * wet stones sit half in the water at both edges. `size` is its width; the water is about a sixth of that deep in
 * the picture, room for stones with water between them. The stones across it are river-stones' 'across' rows,
 * placed at the same x, y and size.
 */
export const pebbleBend: PropDefinition = {
  landmark: true,
  // 'clear' (by day, the first, so the default); 'sunset': the same water at the end of the day, the orange and rose
  // sky lying on it in a broad gold path of light across the current (left grey-blue under an evening tint, the hug at
  // its edge read as daytime).
  variants: ['clear', 'sunset'],
  draw: ({ size, variant }) => {
    const k = Math.round((size / 100) * 1000) / 1000;
    const farTop = wavy(-FAR - FACE, 0.25, 1);
    const face = `<path d="${farTop}L50 ${-FAR + 0.3}L-50 ${-FAR + 0.3}Z" fill="${grass.base}"/><path d="${wavy(-FAR - 0.7, 0.2, 2)}L50 ${-FAR + 0.3}L-50 ${-FAR + 0.3}Z" fill="${earth.shade}"/>`;
    const tufts = Array.from({ length: 9 }, (_, i) => {
      const x = -46 + i * 11 + 4 * scatter(i, 31);
      const y = -FAR - FACE + 0.2;
      return `<path d="M${r(x)} ${r(y)}l-.5 -1.6M${r(x + 0.6)} ${r(y)}l.2 -1.9M${r(x + 1.2)} ${r(y)}l.8 -1.4" stroke="${grass.shade}" stroke-width=".35" stroke-linecap="round"/>`;
    }).join('');
    const edge = wavy(-FAR, 0.3, 3);
    // Depth: lighter shallows at both edges, the channel darker toward the middle, in soft overlapping bands.
    const band = (y0: number, y1: number, fill: string, o: number) => `<path d="M-50 ${r(y0)}H50V${r(y1)}H-50Z" fill="${fill}" opacity="${o}"/>`;
    const depth = [
      ...Array.from({ length: 8 }, (_, i) => band(-FAR * (0.9 - i * 0.05), -FAR * (0.12 + i * 0.05), pool.deep, 0.1)),
      ...Array.from({ length: 6 }, (_, i) => band(-4.2 + i * 0.7, 0.2, pool.shallow, 0.12)),
    ].join('');
    // The far bank's grass mirrored upside down along the far edge, its tufts hanging into the water.
    const mirrored = `<path d="${edge}L50 ${-FAR + 2.2}L-50 ${-FAR + 2.2}Z" fill="${grass.shade}" opacity=".5"/><path d="${edge}L50 ${-FAR + 1}L-50 ${-FAR + 1}Z" fill="${grass.shade}" opacity=".35"/>${Array.from(
      { length: 9 },
      (_, i) => {
        const x = -46 + i * 11 + 4 * scatter(i, 31);
        return `<path d="M${r(x)} ${r(-FAR + 1.8)}l-.5 1.4M${r(x + 0.6)} ${r(-FAR + 1.8)}l.2 1.7M${r(x + 1.2)} ${r(-FAR + 1.8)}l.8 1.2" stroke="${grass.shade}" stroke-width=".35" stroke-linecap="round" opacity=".5"/>`;
      },
    ).join('')}`;
    const water = `<path d="${edge}L50 0.2L-50 0.2Z" fill="${pool.base}"/>${depth}${mirrored}`;
    // The current: a few long streaks lying along the flow (left to right), each gently curving, longer and wider
    // nearer us, a lit one over a darker one, so the water is seen to run (many short ones read as a plank floor).
    const streaks = Array.from({ length: 7 }, (_, i) => {
      const d = 0.12 + 0.82 * scatter(i, 41);
      const y = -FAR * (1 - d);
      const x = -50 + 100 * scatter(i, 42);
      const s = 0.55 + 0.6 * d;
      const w = (26 + 24 * scatter(i, 43)) * s;
      const bow = (0.7 + 0.5 * scatter(i, 44)) * s * (i % 2 ? 1 : -1);
      const line = (dy: number) => `M${r(x - w / 2)} ${r(y + dy)}c${r(w / 3)} ${r(-bow)} ${r((2 * w) / 3)} ${r(bow)} ${r(w)} ${r(-bow / 2)}`;
      return `<path d="${line(0.3 * s)}" stroke="${pool.deep}" stroke-width="${r(0.3 * s)}" fill="none" stroke-linecap="round" opacity=".35"/><path d="${line(0)}" stroke="${crest}" stroke-width="${r(0.24 * s)}" fill="none" stroke-linecap="round" opacity=".8"/>`;
    }).join('');
    // The bed seen through the clear water on our side: a sandy shallow with a wavy edge toward the channel, and
    // many pebbles on it in warm and grey tones, each with a lit top, bigger nearer us (a few faint ones read as a
    // flat painted band, not water you could see the bottom of).
    const sand = `<path d="${wavy(-FAR * 0.42, 0.7, 5)}L50 0.2L-50 0.2Z" fill="${bed.sand}" opacity=".32"/><path d="${wavy(-FAR * 0.26, 0.5, 6)}L50 0.2L-50 0.2Z" fill="${bed.sand}" opacity=".22"/>`;
    const pebbles = Array.from({ length: 34 }, (_, i) => {
      const d = 0.35 + 0.62 * scatter(i, 51);
      const y = -FAR * (1 - d);
      const x = -49 + 98 * scatter(i, 52);
      const s = (0.45 + 0.9 * d) * (0.7 + 0.6 * scatter(i, 53));
      const fill = bed.tones[i % bed.tones.length] ?? bed.sand;
      return `<ellipse cx="${r(x)}" cy="${r(y)}" rx="${r(1.1 * s)}" ry="${r(0.5 * s)}" fill="${fill}" opacity=".7"/><ellipse cx="${r(x - 0.2 * s)}" cy="${r(y - 0.15 * s)}" rx="${r(0.6 * s)}" ry="${r(0.22 * s)}" fill="${wet.light}" opacity=".45"/>`;
    }).join('');
    // Glints: short sparks where the light catches the current.
    // Many of them, as the words call it sparkling.
    const glints = Array.from({ length: 12 }, (_, i) => {
      const d = 0.15 + 0.8 * scatter(i, 61);
      const y = -FAR * (1 - d);
      const x = -46 + 92 * scatter(i, 62);
      const w = 0.8 + 1.2 * d;
      return `<path d="M${r(x)} ${r(y)}h${r(w)}" stroke="${glint}" stroke-width="${r(0.26 + 0.26 * d)}" stroke-linecap="round" opacity=".95"/>`;
    }).join('');
    // Wet stones half in the water along both edges: dark and shiny where wet, a ring of water round each.
    const wetStone = (x: number, y: number, s: number) =>
      `<ellipse cx="${r(x)}" cy="${r(y + 0.2 * s)}" rx="${r(2 * s)}" ry="${r(0.55 * s)}" fill="${crest}" opacity=".6"/><path d="M${r(x - 1.6 * s)} ${r(y + 0.2 * s)}q${r(0.2 * s)} ${r(-1.5 * s)} ${r(1.6 * s)} ${r(-1.5 * s)}q${r(1.4 * s)} 0 ${r(1.6 * s)} ${r(1.5 * s)}Z" fill="${wet.base}"/><path d="M${r(x - 0.9 * s)} ${r(y - 0.7 * s)}q${r(0.5 * s)} ${r(-0.6 * s)} ${r(1.2 * s)} ${r(-0.5 * s)}" stroke="${wet.light}" stroke-width="${r(0.28 * s)}" fill="none" stroke-linecap="round"/>`;
    const edgeStones = [
      ...[-44, -31, -12, 9, 27, 43].map((x, i) => wetStone(x + 3 * scatter(i, 71), -FAR + 0.7, 0.75 + 0.3 * scatter(i, 72))),
      ...[-47, -36, -6, 21, 38].map((x, i) => wetStone(x + 3 * scatter(i, 73), 0.1, 1.1 + 0.4 * scatter(i, 74))),
    ].join('');
    // The sky's rose lying on the whole water, a warmer gold toward the far bank under the low sun, and the sun's path as
    // broken glints down the current (whole bars read as a ladder).
    const sunset =
      variant === 'sunset'
        ? `<path d="${edge}L50 0.2L-50 0.2Z" fill="${pool.deep}" opacity=".45"/><path d="${wavy(-FAR * 0.8, 0.4, 8)}L50 ${-FAR * 0.45}L-50 ${-FAR * 0.45}Z" fill="#ffc98a" opacity=".22"/>${Array.from(
            { length: 9 },
            (_, i) => {
              const y = -FAR * (0.85 - i * 0.08);
              const x = 8 + 10 * (scatter(i, 81) - 0.5) * (0.4 + i * 0.12);
              const w = 2.4 + i * 1.1;
              const gap = w * (0.25 + 0.3 * scatter(i, 82));
              const left = w * (0.3 + 0.3 * scatter(i, 83));
              const dash = (from: number, length: number) =>
                `<path d="M${r(from)} ${r(y)}h${r(length)}" stroke="#fff0b8" stroke-width="${r(0.25 + 0.04 * i)}" stroke-linecap="round" opacity=".75"/>`;
              return dash(x - w / 2, left) + dash(x - w / 2 + left + gap, Math.max(0.6, w - left - gap));
            },
          ).join('')}`
        : '';
    const near = `<path d="${wavy(0, 0.12, 4)}" stroke="${earth.shade}" stroke-width=".45" fill="none"/><path d="${wavy(0.35, 0.12, 4)}" stroke="${grass.base}" stroke-width=".6" fill="none" stroke-linecap="round"/>`;
    return `<g transform="scale(${k})">${face}${tufts}${water}${sand}${pebbles}${sunset}${streaks}${glints}${near}${edgeStones}</g>`;
  },
};

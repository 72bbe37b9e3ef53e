import { describe, expect, it } from 'vitest';
import { drawProp } from '@/pictures/props';

/** The points of a path's `d`, as numbers in pairs (every command here is absolute). */
function points(d: string): { x: number; y: number }[] {
  const values = (d.match(/-?[\d.]+/g) ?? []).map(Number);
  const out: { x: number; y: number }[] = [];
  for (let i = 0; i + 1 < values.length; i += 2) out.push({ x: values[i]!, y: values[i + 1]! });
  return out;
}

describe("an open window's curtain", () => {
  const svg = drawProp('window', { size: 100, variant: 'open' });

  it('hangs from a rod across the top of the window, as fabric in folds, not a loose flag', () => {
    const rod = svg.match(/<path d="M(-?[\d.]+) (-?[\d.]+)H(-?[\d.]+)"/);
    expect(rod).not.toBeNull();
    const rodY = Number(rod![2]);
    // The rod spans the whole window (its frame reaches ±50).
    expect(Number(rod![1])).toBeLessThanOrEqual(-50);
    expect(Number(rod![3])).toBeGreaterThanOrEqual(50);
    const cloth = svg.match(/<path d="(M-?[\d.]+ -?[\d.]+H[^"]*Z)" fill="#f59ab5"/);
    expect(cloth).not.toBeNull();
    const pts = points(cloth![1]!.replace(/H(-?[\d.]+)/, (_, x: string) => ` ${x} ${cloth![1]!.match(/^M-?[\d.]+ (-?[\d.]+)/)![1]}`));
    const top = Math.min(...pts.map((p) => p.y));
    const bottom = Math.max(...pts.map((p) => p.y));
    // Its top edge is at the rod, and it falls most of the window's height.
    expect(Math.abs(top - rodY)).toBeLessThanOrEqual(4);
    expect(bottom - top).toBeGreaterThan(80);
    // Narrower than two-thirds of its drop, with its hem swaying only a little: hanging cloth, not a flag.
    const xs = pts.map((p) => p.x);
    expect(Math.max(...xs) - Math.min(...xs)).toBeLessThan((bottom - top) * 0.65);
    // Folds run down it.
    const folds = svg.match(/<path d="((?:M[^M"]+){3,})" stroke="#d9738f"/);
    expect(folds).not.toBeNull();
  });
});

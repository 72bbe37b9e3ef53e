import { describe, expect, it } from 'vitest';
import { drawBackground } from '@/pictures/backgrounds';
// The settings drawn here are the books' own: the shelf registers them with the engine.
import '@/content/stories/shelf-books';

/** What the engine does with the settings books register: night in their windows, and small scenery kept whole at a phone's edge. */
describe("the books' own settings", () => {
  it('shows the night through windows and lamps that are on', () => {
    expect(drawBackground('hanok-room', 'night')).not.toBe(drawBackground('hanok-room', 'day'));
    expect(drawBackground('dining-room', 'night')).toContain('#ffd66e');
    expect(drawBackground('dining-room', 'day')).not.toContain('#ffd66e');
  });

  it('leaves out of the party room the prop an edge of the frame would cut', () => {
    const prop = 'cx="750" cy="150"';
    expect(drawBackground('party-room', 'day')).toContain(prop);
    expect(drawBackground('party-room', 'day', { x: 0, width: 750 })).not.toContain(prop);
  });

  it('keeps the forest mushrooms whole in a phone view whose edge falls on one', () => {
    const mushroomsAt = (svg: string) =>
      [...svg.matchAll(/translate\(([\d.]+) 4\d\d\) scale\(([\d.]+)\)"><rect x="-6"/g)].map((m) => [Number(m[1]), 22 * Number(m[2])]);
    const phone = { x: 200, width: 400 };
    const cut = ([x, half]: number[]) => [phone.x, phone.x + phone.width].some((edge) => Math.abs(x! - edge) < half!);
    expect(mushroomsAt(drawBackground('forest', 'day')).some(cut)).toBe(true);
    const shown = mushroomsAt(drawBackground('forest', 'day', phone));
    expect(shown).toHaveLength(3);
    expect(shown.some(cut)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { QuadrantZone } from '@/shared/quadrant';
import { centredOver, zoneForArrow, type Box } from './keyboard-zones';

const box = (left: number, top: number, width = 300, height = 200): Box => ({ left, top, width, height });

// Two columns: strengths | weaknesses over likes | dislikes, below a pool.
const grid: { id: QuadrantZone; box: Box }[] = [
  { id: 'strengths', box: box(0, 400) },
  { id: 'weaknesses', box: box(320, 400) },
  { id: 'likes', box: box(0, 620) },
  { id: 'dislikes', box: box(320, 620) },
];
// One column, as on a narrow phone.
const column: { id: QuadrantZone; box: Box }[] = grid.map((z, i) => ({ id: z.id, box: box(0, 400 + i * 220) }));
const card = (left: number, top: number) => box(left, top, 100, 56);
const over = (zone: QuadrantZone, zones = grid) => zones.find((z) => z.id === zone)!.box;

describe('moving a keyboard-held card between zones with the arrow keys', () => {
  it('Down from a card in the pool goes to the zone just below it', () => {
    expect(zoneForArrow('ArrowDown', card(20, 100), null, grid)).toBe('strengths');
    expect(zoneForArrow('ArrowDown', card(400, 100), null, grid)).toBe('weaknesses');
  });

  it('in a grid the arrows move straight across or down, not diagonally', () => {
    expect(zoneForArrow('ArrowRight', over('strengths'), 'strengths', grid)).toBe('weaknesses');
    expect(zoneForArrow('ArrowDown', over('strengths'), 'strengths', grid)).toBe('likes');
    expect(zoneForArrow('ArrowLeft', over('dislikes'), 'dislikes', grid)).toBe('likes');
    expect(zoneForArrow('ArrowUp', over('dislikes'), 'dislikes', grid)).toBe('weaknesses');
  });

  it('when no zone lies that way the arrow steps through the zones in reading order', () => {
    expect(zoneForArrow('ArrowRight', over('weaknesses'), 'weaknesses', grid)).toBe('likes');
    expect(zoneForArrow('ArrowRight', over('strengths', column), 'strengths', column)).toBe('weaknesses');
    expect(zoneForArrow('ArrowLeft', over('likes', column), 'likes', column)).toBe('weaknesses');
  });

  it('there is nothing before the first zone or after the last one', () => {
    expect(zoneForArrow('ArrowUp', over('strengths', column), 'strengths', column)).toBeNull();
    expect(zoneForArrow('ArrowDown', over('dislikes', column), 'dislikes', column)).toBeNull();
  });

  it('other keys do not move the card', () => {
    expect(zoneForArrow('KeyA', card(20, 100), null, grid)).toBeNull();
  });

  it('the card is placed so that its centre sits on the centre of the zone', () => {
    expect(centredOver(box(0, 400, 300, 200), { width: 100, height: 56 })).toEqual({ x: 100, y: 472 });
  });
});

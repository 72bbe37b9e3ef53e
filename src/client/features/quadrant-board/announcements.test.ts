import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { announcements, isZone } from './announcements';

const active = { id: '수학' } as Active;
const over = (id: string) => ({ id }) as Over;

describe('what a screen reader hears while a card moves', () => {
  it('picking up, hovering and dropping name the card and the zone in Korean', () => {
    expect(announcements.onDragStart({ active })).toBe("'수학' 카드를 들었어요.");
    expect(announcements.onDragOver({ active, over: over('likes') })).toBe("'수학' 카드가 좋아하는 것 칸 위에 있어요.");
    expect(announcements.onDragEnd({ active, over: over('strengths') })).toBe("'수학' 카드를 강점 칸에 넣었어요.");
  });

  it('dropping outside every zone or cancelling says the card stays in the pool', () => {
    expect(announcements.onDragEnd({ active, over: null })).toContain('카드 모음에 그대로');
    expect(announcements.onDragCancel({ active, over: null })).toContain('카드 모음에 그대로');
  });

  it('only the four zone ids count as zones', () => {
    expect(isZone('dislikes')).toBe(true);
    expect(isZone('pool')).toBe(false);
    expect(isZone(null)).toBe(false);
  });
});

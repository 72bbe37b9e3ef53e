import { expect, test } from 'vitest';
import type { SideBubblePanel } from '@/shared/story';
import { pyeongchangStoryBook as book } from './story';

test('the pyeongchang book tells its two facts the way a third grader can picture them', () => {
  const panels = book.chapters.flatMap((chapter): SideBubblePanel[] => chapter.panels);
  const korean = panels.map((panel) => [panel.text, ...panel.speechBubbles.map((bubble) => bubble.text)].join(' ')).join(' ');
  expect(korean).toContain('열 칸 중 여섯 칸 반(65%)');
  expect(korean).toContain('1,044');
  expect(korean).toContain('우리 반 스물다섯 명을 마흔 번 넘게');
});

import { expect, test } from 'vitest';
import type { SideBubblePanel } from '@/shared/story';
import { pyeongchangStoryBook as book } from './book';

test('the pyeongchang book tells its two facts the way a third grader can picture them', () => {
  const panels = book.chapters.flatMap((chapter): SideBubblePanel[] => chapter.panels);
  const korean = panels.map((panel) => [panel.text, ...panel.speechBubbles.map((bubble) => bubble.text)].join(' ')).join(' ');
  // Met on a sign and a stone, as a child meets them, and never as a number in brackets.
  expect(korean).toContain('안내판에 ‘평창동 땅의 65%는 숲’');
  expect(korean).toContain('여섯 칸 반');
  expect(korean).toContain('1,044명');
  expect(korean).not.toMatch(/\(\s*[\d,.%]+\s*\)/);
  expect(korean).toContain('우리 반 같은 반이 마흔 개도 넘게');
});

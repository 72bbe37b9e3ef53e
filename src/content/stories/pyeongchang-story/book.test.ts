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
  expect(korean).toContain('우리 반 스물다섯 명을 마흔 번 넘게');
});

test('at least a third of the pictures are close or medium shots, each cut from its scene as it stands', () => {
  const panels = book.chapters.flatMap((chapter) => [...chapter.panels]);
  const framed = panels.filter((panel) => panel.shot.size !== 'wide');
  expect(framed.length).toBeGreaterThanOrEqual(Math.ceil(panels.length / 3));
  // A framed shot ignores the scene's cameras and every phone placement, so none is left as dead data.
  for (const { scene, imageUrl } of framed) {
    expect([scene.camera, scene.tallCamera, ...scene.items.map((item) => ('tall' in item ? item.tall : undefined))], imageUrl).toEqual([
      undefined,
      undefined,
      ...scene.items.map(() => undefined),
    ]);
  }
});

import type { QuadrantCard } from '@/shared/quadrant';

/** A picture for each card, so children who read slowly still find a card at a glance. */
export const cardEmoji: Record<QuadrantCard, string> = {
  수학: '🔢',
  영어: '🔤',
  과학: '🔬',
  미술: '🎨',
  음악: '🎵',
  체육: '🤸',
  축구: '⚽',
  수영: '🏊',
  독서: '📚',
  글쓰기: '✏️',
  그림그리기: '🖍️',
  피아노: '🎹',
  '친구 사귀기': '🤝',
  발레: '🩰',
  요리: '🍳',
  컴퓨터: '💻',
  게임: '🎮',
  영화보기: '🎬',
  팀워크: '🙌',
  집중력: '🎯',
};

import { specPalette, type GameLevel } from '@/shared/adventure';
import { hazard, item } from './map-text';
import { programFromText } from './program-text';

/** What the spec's levels share: the hero faces up, no rocks, and the spec's seven blocks. */
const specLevel: Pick<GameLevel, 'facing' | 'walls' | 'palette'> = { facing: 'up', walls: [], palette: [...specPalette] };

/*
 * Maps, with x to the right and y down from the top-left corner.
 * Level 1 (basics): short straight lines; each hazard sits one step past a treasure,
 *   so counting steps carefully is the lesson.
 * Level 2 (loops): every leg is exactly 5 or 3 steps long, so Repeat 5 and Repeat 3 fit.
 * Level 3 (planning): the straight ways are blocked, so the child plans a staircase
 *   (Repeat 3 holding up + right) and a detour around the fire.
 */
export const levels: readonly GameLevel[] = [
  {
    id: 1,
    title: 'Programming Basics',
    titleKo: '프로그래밍 첫걸음',
    background: 'meadow',
    description: 'Give one order at a time. Walk to each treasure and tap Collect to pick it up.',
    descriptionKo: '한 번에 한 가지씩 알려 줘요. 보물까지 걸어가서 ‘줍기’로 주워요.',
    gridSize: 8,
    startPosition: { x: 0, y: 7 },
    items: [
      item({ id: 'apple', name: 'Apple', emoji: '🍎', icon: 'red-apple', x: 3, y: 7, belongsTo: 'Bunny' }),
      item({ id: 'tulip', name: 'Tulip', emoji: '🌷', icon: 'tulip', x: 3, y: 4, belongsTo: 'Bee' }),
    ],
    hazards: [hazard('fire-1', 'fire', 4, 7), hazard('spike-1', 'spike', 3, 3), hazard('spike-2', 'spike', 1, 5)],
    ...specLevel,
    hint: 'The apple is 3 squares to the right. Go right 3 times, then Collect. The tulip is 3 squares up from there.',
    hintKo: '사과는 오른쪽으로 3칸 가면 있어요. 오른쪽으로 3번 가서 줍기, 그다음 위로 3번 가서 또 줍기!',
    solution: { program: programFromText('3(R) C 3(U) C') },
    completionMessage: 'Great job! You wrote your first program, one step at a time.',
    completionMessageKo: '잘했어요! 한 걸음씩 내 첫 프로그램을 만들었어요.',
  },
  {
    id: 2,
    title: 'Loops & Logic',
    titleKo: '반복과 생각',
    background: 'forest',
    description: 'Long walks need many blocks. Put a move inside Repeat to do it again and again.',
    descriptionKo: '먼 길은 블록이 많이 필요해요. 움직임을 ‘반복’ 안에 넣으면 여러 번 해 줘요.',
    gridSize: 10,
    startPosition: { x: 0, y: 9 },
    items: [
      item({ id: 'key', name: 'Key', emoji: '🔑', icon: 'key', x: 5, y: 9, belongsTo: 'Owl' }),
      item({ id: 'storybook', name: 'Storybook', emoji: '📕', icon: 'closed-book', x: 5, y: 4, belongsTo: 'Fox' }),
      item({ id: 'balloon', name: 'Balloon', emoji: '🎈', icon: 'balloon', x: 8, y: 4, belongsTo: 'Bear' }),
    ],
    hazards: [
      hazard('fire-1', 'fire', 6, 9),
      hazard('spike-1', 'spike', 2, 8),
      hazard('spike-2', 'spike', 4, 6),
      hazard('fire-2', 'fire', 6, 5),
      hazard('fire-3', 'fire', 9, 4),
    ],
    ...specLevel,
    hint: 'Every walk here is 5 or 3 squares long. Put Right in Repeat 5, then Collect. Do the same going up.',
    hintKo: '여기 길은 모두 5칸이나 3칸이에요. ‘5번 반복’ 안에 ‘오른쪽으로’를 넣고 줍기. 위로 갈 때도 똑같이 해요.',
    solution: { program: programFromText('5(R) C 5(U) C 3(R) C') },
    completionMessage: 'Wow! One Repeat block can do the work of many blocks.',
    completionMessageKo: '와! 반복 블록 하나가 블록 여러 개 몫을 했어요.',
  },
  {
    id: 3,
    title: 'Algorithm Master',
    titleKo: '알고리즘 달인',
    background: 'castle',
    description: 'The easy ways are blocked! Plan your whole path first, then build it.',
    descriptionKo: '쉬운 길이 막혔어요! 먼저 길 전체를 계획하고 블록을 만들어요.',
    gridSize: 12,
    startPosition: { x: 0, y: 11 },
    items: [
      item({ id: 'crown', name: 'Crown', emoji: '👑', icon: 'crown', x: 3, y: 8, belongsTo: 'the Queen' }),
      item({ id: 'gem', name: 'Gem', emoji: '💎', icon: 'gem-stone', x: 8, y: 8, belongsTo: 'the Dragon' }),
      item({ id: 'star', name: 'Star', emoji: '🌟', icon: 'glowing-star', x: 8, y: 3, belongsTo: 'the Moon' }),
    ],
    hazards: [
      hazard('spike-1', 'spike', 2, 11),
      hazard('spike-2', 'spike', 0, 9),
      hazard('fire-1', 'fire', 4, 10),
      hazard('fire-2', 'fire', 6, 9),
      hazard('fire-3', 'fire', 5, 6),
      hazard('fire-4', 'fire', 8, 5),
      hazard('spike-3', 'spike', 7, 3),
      hazard('spike-4', 'spike', 10, 6),
    ],
    ...specLevel,
    hint: 'Climb like stairs: put Up and Right inside Repeat 3 to reach the crown. Then go around the fire.',
    hintKo: '계단처럼 올라가요. ‘3번 반복’ 안에 ‘위로’와 ‘오른쪽으로’를 넣으면 왕관에 닿아요. 그다음 불을 돌아서 가요.',
    solution: { program: programFromText('3(U R) C 5(R) C R 5(U) L C') },
    completionMessage: 'You are an Algorithm Master! You planned a path and it worked.',
    completionMessageKo: '알고리즘 달인이에요! 길을 계획했더니 딱 맞았어요.',
  },
];

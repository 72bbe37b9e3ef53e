import type { Character } from '@/shared/adventure';

/** The eight heroes a child can play as (docs/product.md §3 Character), in the order the select screen shows them. */
export const characters = [
  {
    id: 'girl',
    name: 'Mina',
    emoji: '👧',
    icon: 'girl-light',
    description: 'A brave girl who loves maps and puzzles.',
    descriptionKo: '지도와 퍼즐을 좋아하는 용감한 아이예요.',
  },
  {
    id: 'boy',
    name: 'Jun',
    emoji: '👦',
    icon: 'boy-light',
    description: 'A quick boy who never gives up.',
    descriptionKo: '절대 포기하지 않는 날쌘 아이예요.',
  },
  {
    id: 'cat',
    name: 'Nabi',
    emoji: '🐱',
    icon: 'cat-face',
    description: 'A clever cat with soft, quiet paws.',
    descriptionKo: '발소리가 조용한 똑똑한 고양이예요.',
  },
  {
    id: 'dog',
    name: 'Bori',
    emoji: '🐶',
    icon: 'dog-face',
    description: 'A happy dog who can sniff out anything.',
    descriptionKo: '무엇이든 냄새로 찾아내는 신나는 강아지예요.',
  },
  {
    id: 'fairy',
    name: 'Luna',
    emoji: '🧚',
    icon: 'person-fairy-light',
    description: 'A tiny fairy with sparkly wings.',
    descriptionKo: '반짝이는 날개를 가진 작은 요정이에요.',
  },
  {
    id: 'wizard',
    name: 'Merlo',
    emoji: '🧙',
    icon: 'person-mage-light',
    description: 'A kind wizard who thinks before each step.',
    descriptionKo: '한 걸음마다 먼저 생각하는 친절한 마법사예요.',
  },
  {
    id: 'unicorn',
    name: 'Star',
    emoji: '🦄',
    icon: 'unicorn',
    description: 'A magic unicorn who follows rainbows.',
    descriptionKo: '무지개를 따라가는 마법 유니콘이에요.',
  },
  {
    id: 'robot',
    name: 'Beep',
    emoji: '🤖',
    icon: 'robot',
    description: 'A robot who does exactly what you tell it.',
    descriptionKo: '알려 준 대로 딱 그대로 하는 로봇이에요.',
  },
] as const satisfies readonly Character[];

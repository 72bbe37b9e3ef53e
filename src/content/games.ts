import type { Game } from '@/shared/game';

export const games = [
  {
    id: 'programming-adventure',
    title: 'Coding Adventure',
    titleKo: '코딩 모험',
    description: '블록을 이어 코드를 만들고, 내 캐릭터를 움직여 보물을 모아요. 불과 가시는 피해야 해요!',
    icon: 'puzzle',
    route: '/adventure-game',
    category: 'Coding & Logic',
    difficulty: 'Beginner',
    backgroundColor: '#e0e7ff',
    iconColor: '#4338ca',
    emoji: '🧩',
  },
  {
    id: 'multiplication-practice',
    title: 'Times Tables',
    titleKo: '구구단 연습과 퀴즈',
    description: '2단부터 9단까지 소리로 듣고 외운 다음, 10초 퀴즈나 시간 제한 없는 연습 퀴즈로 풀어요.',
    icon: 'calculator',
    route: '/multiplication-table',
    category: 'Math & Language',
    difficulty: 'Elementary',
    backgroundColor: '#fef3c7',
    iconColor: '#b45309',
    // Not ✖️: a child reads a cross as 'wrong'.
    emoji: '🔢',
  },
  {
    id: 'learning-progress',
    title: 'Score report',
    titleKo: '구구단 성적표',
    description: '가족과 함께 퀴즈 점수가 어떻게 자랐는지 보고, 자주 틀린 문제를 다시 연습해요.',
    icon: 'chart',
    route: '/quiz-scores',
    category: 'Progress Tracking',
    difficulty: 'All Levels',
    backgroundColor: '#dcfce7',
    iconColor: '#15803d',
    emoji: '📈',
  },
  {
    id: 'career-planner',
    title: 'Career Planner',
    titleKo: '꿈의 직업 플래너',
    description: '나에게 맞는 직업을 추천받고, 한국에서 미국까지 이어지는 꿈의 길을 그려 봐요.',
    icon: 'compass',
    route: '/career-planner',
    category: 'Career & Future',
    difficulty: 'All Ages',
    backgroundColor: '#fce7f3',
    iconColor: '#be185d',
    emoji: '🧭',
  },
] as const satisfies readonly Game[];

/** The games hub shows three groups; progress tracking and the career planner share the third. */
export const gameHubGroups = [
  { title: 'Coding & Logic', titleKo: '코딩과 논리', categories: ['Coding & Logic'] },
  { title: 'Math & Language', titleKo: '수학과 말', categories: ['Math & Language'] },
  { title: 'Progress & Planning', titleKo: '기록과 진로', categories: ['Progress Tracking', 'Career & Future'] },
] as const satisfies ReadonlyArray<{ title: string; titleKo: string; categories: ReadonlyArray<Game['category']> }>;

/** What the spec's English difficulty and category values say to a Korean-reading child. */
export const difficultyKo: Record<Game['difficulty'], string> = {
  Beginner: '처음 해 봐요',
  Elementary: '초등학생',
  'All Levels': '누구나',
  'All Ages': '모든 나이',
};
export const categoryKo: Record<Game['category'], string> = {
  'Coding & Logic': '코딩과 논리',
  'Math & Language': '수학과 말',
  'Progress Tracking': '성장 기록',
  'Career & Future': '진로와 꿈',
};

/**
 * The about-me board is not one of the spec's four games, but the planner starts there,
 * so the hub lists it beside the planner.
 */
export const aboutMeBoardCard = {
  title: '나를 알아보는 보드',
  titleEn: 'About-me board',
  description: '카드를 강점, 약점, 좋아하는 것, 싫어하는 것으로 나누어 보고, 나에게 맞는 꿈의 직업을 찾아봐요.',
  route: '/quadrant-board',
  emoji: '🗂️',
  backgroundColor: '#ede9fe',
  iconColor: '#6d28d9',
  category: 'Career & Future',
} as const;

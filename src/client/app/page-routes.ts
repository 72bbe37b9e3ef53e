/**
 * The site's own pages (not the books) with their <head> titles and descriptions. Kept apart from the
 * books so a page's script does not carry every book on the shelf just to know its own title.
 */
export interface SiteRoute {
  path: string;
  file: string;
  title: string;
  description: string;
  lang: 'ko' | 'en';
  /** Reader and print pages: the book they show (one route module serves each kind). */
  bookId?: string;
}

export const SITE_NAME = '이야기 Iyagi';

export const pageRoutes = [
  {
    path: '/',
    file: 'routes/home.tsx',
    lang: 'ko',
    title: '이야기 Iyagi — 그림책과 배움 놀이',
    description: '초등학생과 가족을 위한 영어·한국어 그림책, 코딩 모험, 구구단 퀴즈, 꿈을 찾는 진로 플래너가 있는 무료 사이트예요.',
  },
  {
    path: '/stories',
    file: 'routes/stories.tsx',
    lang: 'ko',
    title: 'Stories · 이야기 서재 — 이야기 Iyagi',
    description: '샬럿의 생일, 크리스마스, 숲속 모험, 평창동 이야기까지: 영어와 한국어로 읽는 그림책을 골라 보세요.',
  },
  {
    path: '/games',
    file: 'routes/games.tsx',
    lang: 'ko',
    title: 'Games · 배움 놀이 — 이야기 Iyagi',
    description: '블록 코딩 모험, 소리로 듣는 구구단 퀴즈, 퀴즈 기록, 진로 플래너: 놀면서 배우는 게임 모음이에요.',
  },
  {
    path: '/multiplication-table',
    file: 'routes/multiplication-table.tsx',
    lang: 'ko',
    title: '구구단 연습과 퀴즈 — 이야기 Iyagi',
    description: '2단부터 9단까지 소리로 듣고 연습한 뒤, 10초 퀴즈나 시간 제한 없는 연습 퀴즈로 풀어요.',
  },
  {
    path: '/quiz-scores',
    file: 'routes/quiz-scores.tsx',
    lang: 'ko',
    title: '구구단 퀴즈 성적표 — 이야기 Iyagi',
    description: '구구단 퀴즈 기록과 점수 변화, 자주 틀리는 문제를 한눈에 보는 부모님용 성적표예요.',
  },
  {
    path: '/adventure-game',
    file: 'routes/adventure-game.tsx',
    lang: 'ko',
    title: '코딩 모험 Coding Adventure — 이야기 Iyagi',
    description: '친구를 고르고 블록을 이어 코드를 만들어, 지도 위 보물을 모으는 코딩 모험이에요. 불과 가시는 피해야 해요!',
  },
  {
    path: '/quadrant-board',
    file: 'routes/quadrant-board.tsx',
    lang: 'ko',
    title: '나를 알아보는 보드 — 이야기 Iyagi',
    description: '카드를 강점, 약점, 좋아하는 것, 싫어하는 것으로 나누며 나를 알아보고 꿈의 직업을 찾아요.',
  },
  {
    path: '/career-planner',
    file: 'routes/career-planner.tsx',
    lang: 'ko',
    title: '꿈의 직업 플래너 — 이야기 Iyagi',
    description: '나에게 맞는 직업을 추천받고, 한국에서 미국까지 이어지는 진로 로드맵을 PDF로 저장해요.',
  },
] as const satisfies readonly SiteRoute[];

export type PagePath = (typeof pageRoutes)[number]['path'];

export function pageRoute(path: PagePath): SiteRoute {
  return pageRoutes.find((r) => r.path === path)!;
}

export const notFoundRoute: SiteRoute = {
  path: '/404',
  file: 'routes/not-found.tsx',
  lang: 'ko',
  title: '페이지를 찾을 수 없어요 · Page Not Found — 이야기 Iyagi',
  description: '찾는 페이지가 없어요. 이야기 홈에서 그림책과 게임을 찾아보세요.',
};

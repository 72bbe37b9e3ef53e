/**
 * Every page of the site with its own title and description (SPEC §2). The prerender
 * list, the sitemap, the per-page <head> and the tests all read this one table.
 */
export interface SiteRoute {
  path: string;
  file: string;
  title: string;
  description: string;
  lang: 'ko' | 'en';
  /** Print pages: the book they print (one route module serves them all). */
  bookId?: string;
}

export const SITE_NAME = '이야기 Iyagi';

export const siteRoutes = [
  { path: '/', file: 'routes/home.tsx', lang: 'ko', title: '이야기 Iyagi — 그림책과 배움 놀이', description: '초등학생과 가족을 위한 영어·한국어 그림책, 코딩 모험, 구구단 퀴즈, 꿈을 찾는 진로 플래너가 있는 무료 사이트예요.' },
  { path: '/stories', file: 'routes/stories.tsx', lang: 'ko', title: 'Stories · 이야기 서재 — 이야기 Iyagi', description: '샬럿의 생일, 크리스마스, 숲속 모험, 평창동 이야기까지: 영어와 한국어로 읽는 그림책 다섯 권을 골라 보세요.' },
  { path: '/games', file: 'routes/games.tsx', lang: 'ko', title: 'Games · 배움 놀이 — 이야기 Iyagi', description: '블록 코딩 모험, 소리로 듣는 구구단 퀴즈, 퀴즈 기록, 진로 플래너: 놀면서 배우는 게임 모음이에요.' },
  { path: '/book/charlotte-birthday', file: 'routes/book-charlotte-birthday.tsx', lang: 'en', title: "Charlotte's Birthday Surprise — Iyagi Stories", description: 'Charlotte turns eight, but everyone seems to have forgotten. Read her birthday story in nine short chapters, with pictures and a fun activity in each one.' },
  { path: '/book/charlotte-christmas', file: 'routes/book-charlotte-christmas.tsx', lang: 'en', title: "Charlotte's Homemade Christmas — Iyagi Stories", description: 'Charlotte has only three coins, so she makes her Christmas presents by hand. A cozy story in nine chapters, with pictures and speech bubbles.' },
  { path: '/book/pyeongchang-story', file: 'routes/book-pyeongchang-story.tsx', lang: 'ko', title: '서준이의 평창동 지도 — 이야기 Iyagi', description: '동네 지도 숙제에 ‘우리 동네엔 그릴 게 없어’라고 생각한 서준이가 할아버지와 북한산 아래 평창동을 걸으며 숲과 돌담길, 떡집, 길 이름에 담긴 이웃들의 이야기를 찾아 지도를 완성하는 여덟 장짜리 그림책이에요.' },
  { path: '/book/forest-adventure', file: 'routes/book-forest-adventure.tsx', lang: 'en', title: "Theo's Forest Adventure — Iyagi Stories", description: 'Theo and Charlotte meet a fox, an owl and a little hedgehog, and work together to bring the hedgehog home. Four short chapters with pictures.' },
  { path: '/book/korean-charlotte-birthday', file: 'routes/book-korean-charlotte-birthday.tsx', lang: 'ko', title: '샬럿의 아홉 번째 생일 — 이야기 Iyagi', description: '비가 와서 소풍을 못 가게 된 샬럿의 생일날, 가족과 단짝 친구가 함께 만든 특별한 하루를 아홉 장의 그림과 말풍선으로 읽어요.' },
  { path: '/book/korean-charlotte-birthday/print', file: 'routes/book-print.tsx', bookId: 'korean-charlotte-birthday', lang: 'ko', title: '샬럿의 아홉 번째 생일 (인쇄용) — 이야기 Iyagi', description: '그림책 《샬럿의 아홉 번째 생일》을 A4 종이에 두 단으로 인쇄할 수 있는 페이지예요.' },
  { path: '/book/charlotte-birthday/print', file: 'routes/book-print.tsx', bookId: 'charlotte-birthday', lang: 'en', title: "Charlotte's Birthday Surprise (printable) — Iyagi Stories", description: "Print Charlotte's Birthday Surprise on A4 paper in two columns: all nine chapters with their pictures, speech bubbles and activities." },
  { path: '/book/charlotte-christmas/print', file: 'routes/book-print.tsx', bookId: 'charlotte-christmas', lang: 'en', title: "Charlotte's Homemade Christmas (printable) — Iyagi Stories", description: "Print Charlotte's Homemade Christmas on A4 paper in two columns: every chapter, picture and speech bubble." },
  { path: '/book/pyeongchang-story/print', file: 'routes/book-print.tsx', bookId: 'pyeongchang-story', lang: 'ko', title: '서준이의 평창동 지도 (인쇄용) — 이야기 Iyagi', description: '그림책 《서준이의 평창동 지도》의 여덟 장을 그림과 말풍선까지 A4 종이에 두 단으로 인쇄할 수 있는 페이지예요.' },
  { path: '/book/forest-adventure/print', file: 'routes/book-print.tsx', bookId: 'forest-adventure', lang: 'en', title: "Theo's Forest Adventure (printable) — Iyagi Stories", description: "Print Theo's Forest Adventure on A4 paper in two columns: all four chapters with their pictures and speech bubbles." },
  { path: '/multiplication-table', file: 'routes/multiplication-table.tsx', lang: 'ko', title: '구구단 연습과 퀴즈 — 이야기 Iyagi', description: '2단부터 7단까지 소리로 듣고 연습한 뒤, 10초 안에 답하는 구구단 퀴즈에 도전해요.' },
  { path: '/quiz-scores', file: 'routes/quiz-scores.tsx', lang: 'ko', title: '아빠의 평가 페이지 · 퀴즈 기록 — 이야기 Iyagi', description: '구구단 퀴즈 기록과 점수 변화, 자주 틀리는 문제를 한눈에 보는 부모님용 성적표예요.' },
  { path: '/adventure-game', file: 'routes/adventure-game.tsx', lang: 'ko', title: '코딩 모험 Coding Adventure — 이야기 Iyagi', description: '친구를 고르고 블록을 이어 코드를 만들어, 지도 위 보물을 모으는 코딩 모험이에요. 불과 가시는 피해야 해요!' },
  { path: '/quadrant-board', file: 'routes/quadrant-board.tsx', lang: 'ko', title: '나를 알아보는 보드 — 이야기 Iyagi', description: '카드를 강점, 약점, 좋아하는 것, 싫어하는 것으로 나누며 나를 알아보고 꿈의 직업을 찾아요.' },
  { path: '/career-planner', file: 'routes/career-planner.tsx', lang: 'ko', title: '꿈의 직업 플래너 — 이야기 Iyagi', description: '나에게 맞는 직업을 추천받고, 한국에서 미국까지 이어지는 진로 로드맵을 PDF로 저장해요.' },
] as const satisfies readonly SiteRoute[];

export const notFoundRoute: SiteRoute = {
  path: '/404',
  file: 'routes/not-found.tsx',
  lang: 'en',
  title: 'Page Not Found — Iyagi',
  description: 'This page does not exist. Go back to the Iyagi home page to find stories and games.',
};

export type SitePath = (typeof siteRoutes)[number]['path'];

export const prerenderPaths = [...siteRoutes.map((r) => r.path), notFoundRoute.path];

/** The print page at `pathname` (trailing slash or not), if it is one. */
export function printRouteOf(pathname: string): (SiteRoute & { bookId: string }) | undefined {
  const path = withoutTrailingSlash(pathname);
  return siteRoutes.find((r): r is (typeof siteRoutes)[number] & { bookId: string } => 'bookId' in r && r.path === path);
}

/** A book's print page. */
export const printPath = (bookId: string) => `/book/${bookId}/print`;

export function siteRoute(path: SitePath): SiteRoute {
  return siteRoutes.find((r) => r.path === path)!;
}

/** '/stories/' and '/stories' are the same page; the root stays '/'. */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

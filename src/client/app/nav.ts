import { withoutTrailingSlash } from './paths';

export interface NavItem {
  href: string;
  label: string;
  labelKo: string;
}

/**
 * Home, Stories, Games and Career Tools are the four the site was specified with; the score report and the
 * board are added so a parent and a child reach them from every page.
 */
export const navItems: NavItem[] = [
  { href: '/', label: 'Home', labelKo: '홈' },
  { href: '/stories', label: 'Stories', labelKo: '이야기' },
  { href: '/games', label: 'Games', labelKo: '게임' },
  { href: '/quiz-scores', label: 'Scores', labelKo: '성적표' },
  { href: '/quadrant-board', label: 'My board', labelKo: '나의 보드' },
  { href: '/career-planner', label: 'Career Tools', labelKo: '진로 도구' },
];

/**
 * Stories also covers /book/…; Games covers any path naming a game, multiplication or quiz (docs/product.md §2),
 * except a page that has its own item: the score report lights 성적표 alone, so one item says where you are.
 */
export function isNavActive(href: string, pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  if (path === href) return true;
  if (href === '/stories') return path.startsWith('/book/');
  if (href === '/games') return /game|multiplication|quiz/.test(path) && !navItems.some((item) => item.href === path);
  return false;
}

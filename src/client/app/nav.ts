import { withoutTrailingSlash } from './paths';

export interface NavItem {
  href: string;
  label: string;
  labelKo: string;
}

export const navItems: NavItem[] = [
  { href: '/', label: 'Home', labelKo: '홈' },
  { href: '/stories', label: 'Stories', labelKo: '이야기' },
  { href: '/games', label: 'Games', labelKo: '게임' },
  { href: '/career-planner', label: 'Career Tools', labelKo: '진로 도구' },
];

/**
 * SPEC §2: Stories also covers /book/…; Games covers any path naming a game, multiplication or quiz.
 * Career Tools also covers the self-analysis board, the planner's first step.
 */
export function isNavActive(href: string, pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  if (path === href) return true;
  if (href === '/stories') return path.startsWith('/book/');
  if (href === '/games') return /game|multiplication|quiz/.test(path);
  if (href === '/career-planner') return path === '/quadrant-board';
  return false;
}

import { Link } from 'react-router';
import { isNavActive, navItems } from './nav';

interface SiteNavListProps {
  pathname: string;
  /** Called as a link is followed (the phone menu's sheet closes). */
  onPick?: () => void;
  /** `small`: inside the reader's settings on a phone, where the site's header folds away while reading. */
  size?: 'large' | 'small';
}

/** The site's pages as a column of links, each named in Korean with its English name beside it. */
export function SiteNavList({ pathname, onPick, size = 'large' }: SiteNavListProps) {
  const small = size === 'small';
  return (
    <nav aria-label={small ? 'Site · 사이트' : 'Mobile'}>
      <ul className={`flex flex-col ${small ? 'gap-1.5' : 'gap-2'}`}>
        {navItems.map((item) => {
          const active = isNavActive(item.href, pathname);
          return (
            <li key={item.href}>
              <Link
                to={item.href}
                aria-current={active ? 'page' : undefined}
                onClick={onPick}
                className={`flex items-center justify-between gap-4 font-bold ${small ? 'min-h-11 rounded-xl px-4 text-base' : 'min-h-14 rounded-2xl px-5 text-lg'} ${
                  active ? 'bg-indigo-600 text-white' : 'bg-white text-slate-800 shadow-sm'
                }`}
              >
                <span>{item.labelKo}</span>
                <span lang="en" className={`font-medium ${small ? 'text-sm' : 'text-base'} ${active ? 'text-indigo-100' : 'text-slate-500'}`}>
                  {item.label}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

import { Link, useLocation } from 'react-router';
import { SiteMenu } from './site-menu';
import { isNavActive, navItems } from './nav';

export function SiteHeader() {
  const { pathname } = useLocation();
  // data-site-header: folds away while a book is read page by page on a phone (app.css).
  return (
    <header data-site-header className="sticky top-0 z-30 border-b border-amber-200/70 bg-cream/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="flex min-h-11 items-center gap-2 rounded-lg text-xl font-extrabold tracking-tight text-indigo-700">
          {/* The logo is drawn, not an emoji, so it shows on devices without an emoji font. */}
          <img src="/favicon.svg" alt="" width="32" height="32" className="size-8" />
          이야기{' '}
          <span lang="en" className="text-slate-500">
            Iyagi
          </span>
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-0.5 lg:gap-1">
            {navItems.map((item) => {
              const active = isNavActive(item.href, pathname);
              return (
                <li key={item.href}>
                  <Link
                    to={item.href}
                    aria-current={active ? 'page' : undefined}
                    className={`flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-3 font-semibold whitespace-nowrap transition-colors lg:px-3.5 ${
                      active ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-amber-100'
                    }`}
                  >
                    {item.labelKo}
                    {/* The English name is a quiet second word where the header has room for it. */}
                    <span lang="en" className={`hidden text-sm font-medium xl:inline ${active ? 'text-indigo-100' : 'text-slate-500'}`}>
                      {item.label}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <SiteMenu pathname={pathname} />
      </div>
    </header>
  );
}

import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const loadSheet = () => import('./mobile-menu-sheet');
// The dialog code is fetched on the first tap (or hover/focus just before it), not with every page.
const MobileMenuSheet = lazy(loadSheet);
// Only a head start: if it fails, the tap loads the sheet again and that load shows the failure.
const preloadSheet = () => void loadSheet().catch(() => undefined);

/** The menu button shown on phones; the sheet it opens lives in mobile-menu-sheet.tsx. */
export function MobileMenu({ pathname }: { pathname: string }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => setOpen(false), [pathname]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="flex size-12 items-center justify-center rounded-full text-slate-800 hover:bg-amber-100 md:hidden"
        aria-label="Open menu · 메뉴 열기"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preloadSheet}
        onFocus={preloadSheet}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </button>
      {used && (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={setOpen} pathname={pathname} trigger={button} />
        </Suspense>
      )}
    </>
  );
}

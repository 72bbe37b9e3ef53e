import { Dialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { isNavActive, navItems } from './nav';

/** The phone menu: a sheet that keeps focus inside while open and closes on Escape, outside tap or navigation. */
export function MobileMenu({ pathname }: { pathname: string }) {
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [pathname]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="flex size-12 items-center justify-center rounded-full text-slate-800 hover:bg-amber-100 md:hidden"
        aria-label="Open menu · 메뉴 열기"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 data-[state=open]:animate-enter" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col gap-2 bg-cream p-5 shadow-2xl data-[state=open]:animate-enter">
          <div className="mb-2 flex items-center justify-between">
            <Dialog.Title className="text-xl font-extrabold text-indigo-700">메뉴</Dialog.Title>
            <Dialog.Close className="flex size-12 items-center justify-center rounded-full hover:bg-amber-100" aria-label="Close menu · 메뉴 닫기">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">이야기 사이트의 페이지로 이동해요.</Dialog.Description>
          <nav aria-label="Mobile">
            <ul className="flex flex-col gap-2">
              {navItems.map((item) => {
                const active = isNavActive(item.href, pathname);
                return (
                  <li key={item.href}>
                    <Link
                      to={item.href}
                      aria-current={active ? 'page' : undefined}
                      onClick={() => setOpen(false)}
                      className={`flex min-h-14 items-center justify-between rounded-2xl px-5 text-lg font-bold ${
                        active ? 'bg-indigo-600 text-white' : 'bg-white text-slate-800 shadow-sm'
                      }`}
                    >
                      <span lang="en">{item.label}</span>
                      <span className={`text-base font-medium ${active ? 'text-indigo-100' : 'text-slate-500'}`}>{item.labelKo}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import { useRef } from 'react';
import { SiteNavList } from './site-nav-list';

const MENU_ID = 'site-menu';

/**
 * The phone menu: a button and a modal <dialog> it opens by invoker command, so the menu works on a page
 * that runs no script (the home page, docs/decisions/061-a-home-page-without-a-bundle.md). The browser keeps
 * focus inside while it is open, closes it on Escape or a tap outside, and gives focus back to the button;
 * `invokersScript` does the same in a browser that lacks invoker commands.
 */
export function SiteMenu({ pathname }: { pathname: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button
        type="button"
        commandfor={MENU_ID}
        command="show-modal"
        className="flex size-12 items-center justify-center rounded-full text-slate-800 hover:bg-amber-100 md:hidden"
        aria-label="Open menu · 메뉴 열기"
        aria-haspopup="dialog"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </button>
      <dialog
        id={MENU_ID}
        ref={dialog}
        closedby="any"
        aria-labelledby={`${MENU_ID}-title`}
        aria-describedby={`${MENU_ID}-about`}
        className="my-0 mr-0 ml-auto h-dvh max-h-none w-[min(20rem,85vw)] max-w-none flex-col gap-2 bg-cream p-5 shadow-2xl backdrop:bg-slate-900/40 open:flex open:animate-enter"
      >
        <div className="mb-2 flex items-center justify-between">
          <h2 id={`${MENU_ID}-title`} className="text-xl font-extrabold text-indigo-700">
            메뉴
          </h2>
          <button
            type="button"
            commandfor={MENU_ID}
            command="close"
            className="flex size-12 items-center justify-center rounded-full hover:bg-amber-100"
            aria-label="Close menu · 메뉴 닫기"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <p id={`${MENU_ID}-about`} className="sr-only">
          이야기 사이트의 페이지로 이동해요.
        </p>
        {/* Inside the app a followed link changes the page without a reload: the menu closes as it is followed. */}
        <SiteNavList pathname={pathname} onPick={() => dialog.current?.close()} />
      </dialog>
    </>
  );
}

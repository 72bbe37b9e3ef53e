import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { SiteNavList } from './site-nav-list';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pathname: string;
  /** The menu button: focus goes back to it on close (Radix does that only for its own Trigger). */
  trigger: RefObject<HTMLButtonElement | null>;
}

/** The phone menu's sheet: keeps focus inside while open and closes on Escape, outside tap or navigation. */
export default function MobileMenuSheet({ open, onOpenChange, pathname, trigger }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 data-[state=open]:animate-enter" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col gap-2 bg-cream p-5 shadow-2xl data-[state=open]:animate-enter"
        >
          <div className="mb-2 flex items-center justify-between">
            <Dialog.Title className="text-xl font-extrabold text-indigo-700">메뉴</Dialog.Title>
            <Dialog.Close className="flex size-12 items-center justify-center rounded-full hover:bg-amber-100" aria-label="Close menu · 메뉴 닫기">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">이야기 사이트의 페이지로 이동해요.</Dialog.Description>
          <SiteNavList pathname={pathname} onPick={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

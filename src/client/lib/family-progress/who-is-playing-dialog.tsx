import { useEffect, useRef } from 'react';
import { usePlayingProgress } from './use-playing-progress';
import { WhoIsPlaying } from './who-is-playing';

/**
 * Asks once, over a page a child is about to use (a book), who is playing; "나중에 · Later" lets the child
 * read without a log. Loaded only on a device with a family code and no child chosen.
 */
export default function WhoIsPlayingDialog({ onClose }: { onClose: () => void }) {
  const { code, familyNames, settled } = usePlayingProgress();
  const dialog = useRef<HTMLDialogElement>(null);
  const open = Boolean(code && settled);
  useEffect(() => {
    if (!open || dialog.current?.open) return;
    dialog.current?.showModal();
    // The dialog itself takes the focus (a screen reader hears its name): a ring on the first child's name
    // would look as if that child were already chosen.
    dialog.current?.focus();
  }, [open]);
  if (!code || !settled) return null;
  return (
    <dialog
      ref={dialog}
      aria-label="누가 하나요? · Who's playing?"
      onClose={onClose}
      tabIndex={-1}
      className="m-auto focus:outline-none w-[min(32rem,calc(100vw-1.5rem))] rounded-3xl bg-transparent p-0 backdrop:bg-slate-900/40"
    >
      <WhoIsPlaying code={code} familyNames={familyNames} onChosen={() => dialog.current?.close()} className="rounded-b-none shadow-none ring-0" />
      <form method="dialog" className="-mt-2 rounded-b-3xl bg-white px-4 pb-4 text-right sm:px-5">
        <button type="submit" className="min-h-11 rounded-full px-4 text-base font-bold text-slate-600 underline-offset-4 hover:underline">
          나중에 <span lang="en">· Later</span>
        </button>
      </form>
    </dialog>
  );
}

import { AlertDialog } from 'radix-ui';
import type { RefObject } from 'react';
import type { Hazard, HazardType } from '@/shared/adventure';
import { Icon } from './icons/icon';
import { hazardMessage, hazardMessageInKorean } from './messages';

/**
 * The hazard alert, as an in-page alert dialog rather than window.alert: Korean first like the rest of the game,
 * the English words under it, big enough for a child, read out by screen readers, and it does not freeze the page.
 */
export function HazardAlert({
  hazardType,
  hazards,
  onClose,
  returnFocusTo,
}: {
  hazardType: HazardType | null;
  hazards: readonly Hazard[];
  onClose: () => void;
  /** The dialog opens without a trigger button, so it is told where focus goes back to. */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const icon = hazards.find((h) => h.type === hazardType)?.icon;
  return (
    <AlertDialog.Root open={hazardType !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        {/* On a phone the alert sits at the bottom over a light veil, so the map above still shows where it happened. */}
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/25 md:bg-slate-900/50" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed bottom-3 left-1/2 z-50 w-[min(94vw,26rem)] -translate-x-1/2 rounded-3xl bg-white p-5 text-center shadow-2xl md:top-1/2 md:bottom-auto md:-translate-y-1/2 md:p-6"
        >
          {icon && <Icon name={icon} className="mx-auto size-12 md:size-20" />}
          <AlertDialog.Title className="mt-3 text-2xl font-extrabold text-slate-900">{hazardType && hazardMessageInKorean(hazardType)}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-lg text-slate-600" lang="en">
            {hazardType && hazardMessage(hazardType)}
          </AlertDialog.Description>
          <p className="mt-2 text-base text-slate-700">아래 단추를 누르면 점선 칸에서 다시 출발해요.</p>
          <AlertDialog.Action className="mt-6 inline-flex min-h-12 items-center justify-center rounded-full bg-indigo-600 px-8 text-lg font-bold text-white shadow-md hover:bg-indigo-700">
            다시 해 볼게요{' '}
            <span lang="en" className="ml-1 font-semibold">
              · OK, try again
            </span>
          </AlertDialog.Action>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

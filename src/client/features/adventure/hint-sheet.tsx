import { Dialog } from 'radix-ui';
import type { GameLevel } from '@/shared/adventure';
import { Icon } from './icons/icon';

/**
 * On a phone the hint is a button in the Run row that opens it whole, Korean and English, over the lower half of
 * the screen: in the line under the map it had two lines and its English was cut off. Wider screens show it in
 * that line, where there is room (run-status.tsx).
 */
export function HintSheet({ level }: { level: Pick<GameLevel, 'hint' | 'hintKo'> }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger
        aria-label="힌트 보기, Show hint"
        data-testid="hint-button"
        className="flex min-h-12 w-14 shrink-0 animate-[pulse_1s_ease-in-out_2] flex-col items-center justify-center rounded-2xl bg-yellow-300 text-sm font-bold text-yellow-950 ring-2 ring-yellow-500 md:hidden"
      >
        <Icon name="light-bulb" className="size-6" />
        힌트
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/25" />
        <Dialog.Content
          data-testid="hint-sheet"
          className="fixed bottom-3 left-1/2 z-50 max-h-[70svh] w-[min(94vw,26rem)] -translate-x-1/2 overflow-y-auto rounded-3xl bg-yellow-50 p-5 shadow-2xl ring-2 ring-yellow-300"
        >
          <Dialog.Title className="flex items-center gap-2 text-xl font-extrabold text-yellow-950">
            <Icon name="light-bulb" className="size-7 shrink-0" />
            힌트 <span lang="en">· Hint</span>
          </Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-3 space-y-2 text-lg break-keep text-slate-900">
              <p>{level.hintKo}</p>
              <p lang="en" className="text-base text-slate-700">
                {level.hint}
              </p>
            </div>
          </Dialog.Description>
          <Dialog.Close className="mt-4 inline-flex min-h-12 w-full items-center justify-center rounded-full bg-indigo-600 px-6 text-lg font-bold text-white shadow-md">
            알겠어요{' '}
            <span lang="en" className="ml-1 font-semibold">
              · Got it
            </span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

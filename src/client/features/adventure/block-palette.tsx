import { useDraggable } from '@dnd-kit/core';
import type { GameLevel, PaletteKind } from '@/shared/adventure';
import { paletteLook } from './block-look';
import { Icon } from './icons/icon';

export const paletteDragId = (kind: PaletteKind) => `palette-${kind}`;

function PaletteButton({ kind, level, disabled, onAdd }: { kind: PaletteKind; level: GameLevel; disabled: boolean; onAdd: (kind: PaletteKind) => void }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: paletteDragId(kind), data: { kind }, disabled });
  const look = paletteLook(kind, level);
  return (
    <button
      ref={setNodeRef}
      type="button"
      {...attributes}
      {...listeners}
      // It is a button first: Enter, Space or a tap adds the block; dragging is the extra.
      aria-roledescription={undefined}
      aria-label={`${look.spoken} 더하기, Add ${look.spokenEn}`}
      disabled={disabled}
      onClick={() => onAdd(kind)}
      className={`flex min-h-11 min-w-0 touch-manipulation flex-col items-center justify-center rounded-xl px-0.5 py-0.5 text-sm font-bold ring-2 transition active:scale-95 disabled:cursor-not-allowed disabled:opacity-50 sm:min-h-14 sm:flex-row sm:justify-start sm:gap-2 sm:rounded-2xl sm:px-2 sm:text-base ${look.tint} ${isDragging ? 'opacity-40' : ''}`}
    >
      <Icon name={look.icon} className="size-5 shrink-0 sm:size-6" />
      {/* A phone shows the short Korean name (14 px, two lines at most); a wider screen the whole name with its English. */}
      <span className="text-center leading-tight break-keep sm:hidden">{look.short}</span>
      <span className="hidden text-left leading-tight break-keep sm:block">
        {look.label}
        <span lang="en" className="block text-sm font-semibold opacity-70">
          {look.labelEn}
        </span>
      </span>
    </button>
  );
}

/** The blocks this level offers. A tap adds one at the end of the program, or inside the selected block. */
export function BlockPalette({ level, disabled, onAdd }: { level: GameLevel; disabled: boolean; onAdd: (kind: PaletteKind) => void }) {
  return (
    <section aria-labelledby="palette-heading" className="min-w-0 md:rounded-3xl md:bg-white md:p-4 md:shadow-md">
      <h3 id="palette-heading" className="sr-only text-xl font-extrabold text-slate-900 md:not-sr-only">
        블록{' '}
        <span lang="en" className="text-base font-semibold text-slate-500">
          Blocks
        </span>
      </h3>
      <p className="hidden text-slate-700 md:mt-1 md:block">블록을 누르면 프로그램 끝에 붙어요. 끌어다 넣어도 돼요.</p>
      <div className="grid grid-cols-5 gap-1.5 sm:grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] sm:gap-2 md:mt-3">
        {level.palette.map((kind) => (
          <PaletteButton key={kind} kind={kind} level={level} disabled={disabled} onAdd={onAdd} />
        ))}
      </div>
    </section>
  );
}

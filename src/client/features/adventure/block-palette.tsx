import { useDraggable } from '@dnd-kit/core';
import { paletteKinds, type PaletteKind } from '@/shared/adventure';
import { paletteLook } from './block-look';
import { BlockName } from './block-name';
import { Icon } from './icons/icon';

export const paletteDragId = (kind: PaletteKind) => `palette-${kind}`;

function PaletteButton({ kind, disabled, onAdd }: { kind: PaletteKind; disabled: boolean; onAdd: (kind: PaletteKind) => void }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: paletteDragId(kind), data: { kind }, disabled });
  const look = paletteLook(kind);
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
      className={`flex min-h-14 touch-manipulation items-center gap-2 rounded-2xl px-2 text-base font-bold whitespace-nowrap lg:px-3 lg:text-lg ring-2 transition active:scale-95 disabled:cursor-not-allowed disabled:opacity-50 ${look.tint} ${isDragging ? 'opacity-40' : ''}`}
    >
      <Icon name={look.icon} className="size-6 shrink-0 lg:size-7" />
      <BlockName look={look} stacked />
    </button>
  );
}

export function BlockPalette({
  disabled,
  selectedLoopLabel,
  onAdd,
  onLeaveLoop,
}: {
  disabled: boolean;
  selectedLoopLabel: string | null;
  onAdd: (kind: PaletteKind) => void;
  onLeaveLoop: () => void;
}) {
  return (
    <section aria-labelledby="palette-heading" className="rounded-3xl bg-white p-4 shadow-md">
      <h3 id="palette-heading" className="text-xl font-extrabold text-slate-900">
        블록{' '}
        <span lang="en" className="text-base font-semibold text-slate-500">
          Blocks
        </span>
      </h3>
      <p className="mt-1 text-slate-700">블록을 누르면 프로그램 끝에 붙어요. 끌어다 넣어도 돼요.</p>
      <div className="mt-3 grid grid-cols-2 gap-2 lg:grid-cols-3">
        {paletteKinds.map((kind) => (
          <PaletteButton key={kind} kind={kind} disabled={disabled} onAdd={onAdd} />
        ))}
      </div>
      {selectedLoopLabel && (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-violet-100 px-3 py-2 text-violet-950">
          <p className="font-semibold">새 블록은 {selectedLoopLabel} 안에 들어가요.</p>
          <button
            type="button"
            onClick={onLeaveLoop}
            disabled={disabled}
            className="min-h-11 rounded-full bg-white px-4 font-bold ring-2 ring-violet-300 disabled:opacity-50"
          >
            반복 다 넣었어요 <span lang="en">· Done with repeat</span>
          </button>
        </div>
      )}
    </section>
  );
}

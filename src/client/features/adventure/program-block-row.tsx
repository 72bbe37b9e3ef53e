import { useDroppable } from '@dnd-kit/core';
import type { LoopBlock, ProgramBlock } from '@/shared/adventure';
import { blockLook } from './block-look';
import { BlockName } from './block-name';
import type { Step } from './engine/steps';
import { Icon } from './icons/icon';

export const loopDropId = (loopId: string) => `loop-${loopId}`;

const activeClass = 'ring-4 ring-amber-400 bg-amber-200 text-amber-950 shadow-lg';

interface RowProps {
  block: ProgramBlock;
  number: string;
  step: Step | null;
  locked: boolean;
  onRemove: (blockId: string) => void;
}

function RemoveButton({ label, locked, onClick }: { label: string; locked: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={locked}
      onClick={onClick}
      className="flex size-11 shrink-0 items-center justify-center rounded-full text-2xl font-bold text-slate-700 hover:bg-white/70 disabled:invisible"
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}

/** One move or collect block in the program. */
function SimpleRow({ block, number, step, locked, onRemove }: RowProps) {
  const look = blockLook(block);
  const active = step?.inner ? step.inner.blockId === block.id : step?.blockId === block.id;
  return (
    <li
      aria-current={active ? 'step' : undefined}
      data-testid="program-block"
      className={`flex min-h-12 items-center gap-2 rounded-2xl py-1 pr-1 pl-3 font-bold ring-2 transition ${active ? activeClass : look.tint}`}
    >
      <span className="w-6 text-sm text-slate-600">{number}</span>
      <Icon name={look.icon} className="size-6 shrink-0" />
      <BlockName look={look} className="flex-1" />
      <RemoveButton label={`${number}번 블록 빼기, Remove block ${number}, ${look.spokenEn}`} locked={locked} onClick={() => onRemove(block.id)} />
    </li>
  );
}

/** A repeat block: a box the child can select (taps then fill it) or drop blocks into. */
function LoopRow({
  block,
  number,
  step,
  locked,
  onRemove,
  selected,
  onSelect,
}: RowProps & { block: LoopBlock; selected: boolean; onSelect: (id: string | null) => void }) {
  const { setNodeRef, isOver } = useDroppable({ id: loopDropId(block.id), data: { loopId: block.id }, disabled: locked });
  const look = blockLook(block);
  const active = step?.blockId === block.id;
  const round = active ? step?.inner : undefined;
  return (
    <li
      ref={setNodeRef}
      aria-current={active ? 'step' : undefined}
      data-testid="program-block"
      className={`rounded-2xl p-1 ring-2 transition ${active ? 'bg-amber-100 ring-4 ring-amber-400' : look.tint} ${isOver || selected ? 'outline-4 outline-offset-2 outline-violet-500' : ''}`}
    >
      <div className="flex items-center gap-2 pl-2">
        <span className="w-6 text-sm text-slate-600">{number}</span>
        <button
          type="button"
          aria-pressed={selected}
          disabled={locked}
          onClick={() => onSelect(selected ? null : block.id)}
          className="flex min-h-11 flex-1 items-center gap-2 rounded-xl px-1 text-left font-bold disabled:cursor-default"
        >
          <Icon name={look.icon} className="size-6 shrink-0" />
          <span className="flex-1">
            <BlockName look={look} className="block" />
            <span className="block text-sm leading-tight font-semibold">{selected ? '새 블록이 여기로 들어가요' : '눌러서 안에 블록 넣기'}</span>
          </span>
        </button>
        {round && (
          <span className="rounded-full bg-amber-400 px-2 py-1 text-sm font-extrabold whitespace-nowrap text-amber-950">
            {round.round} / {round.times}
          </span>
        )}
        <RemoveButton label={`${number}번 블록 빼기, Remove block ${number}, ${look.spokenEn}`} locked={locked} onClick={() => onRemove(block.id)} />
      </div>
      <ol aria-label={`Inside ${look.labelEn}`} className="mt-1 ml-6 flex flex-col gap-1 border-l-4 border-violet-300 pb-1 pl-2">
        {block.steps.length === 0 && <li className="py-2 text-sm font-semibold text-violet-900">비어 있어요: 여기에 블록을 넣어요</li>}
        {block.steps.map((inner, i) => (
          <SimpleRow key={inner.id} block={inner} number={`${number}.${i + 1}`} step={active ? step : null} locked={locked} onRemove={onRemove} />
        ))}
      </ol>
    </li>
  );
}

export function ProgramBlockRow(props: RowProps & { selectedLoopId: string | null; onSelectLoop: (id: string | null) => void }) {
  const { block, selectedLoopId, onSelectLoop, ...rest } = props;
  if (block.type === 'loop') return <LoopRow {...rest} block={block} selected={selectedLoopId === block.id} onSelect={onSelectLoop} />;
  return <SimpleRow {...rest} block={block} />;
}

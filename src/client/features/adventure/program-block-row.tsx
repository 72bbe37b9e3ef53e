import { useDroppable } from '@dnd-kit/core';
import type { ContainerBlock, GameLevel, ProgramBlock } from '@/shared/adventure';
import { blockLook } from './block-look';
import { BlockName } from './block-name';
import { isContainer } from './engine/program';
import type { Step } from './engine/trace';
import { Icon } from './icons/icon';

export const containerDropId = (blockId: string) => `container-${blockId}`;

const activeClass = 'ring-4 ring-amber-400 bg-amber-200 text-amber-950 shadow-lg';

export interface RowContext {
  level: GameLevel;
  step: Step | null;
  locked: boolean;
  target: string | null;
  onRemove: (blockId: string) => void;
  onSelect: (blockId: string) => void;
  onLeave: () => void;
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

/** One block that does one thing. */
function SimpleRow({ block, number, context }: { block: ProgramBlock; number: string; context: RowContext }) {
  const look = blockLook(block, context.level);
  const active = context.step?.path[context.step.path.length - 1] === block.id || (block.type === 'call' && context.step?.path.includes(block.id));
  return (
    <li
      aria-current={active ? 'step' : undefined}
      data-testid="program-block"
      className={`flex min-h-11 min-w-0 items-center gap-1.5 rounded-xl pr-0.5 pl-2 font-bold ring-2 transition md:py-0.5 ${active ? activeClass : look.tint}`}
    >
      <span className="shrink-0 text-sm text-slate-600">{number}</span>
      <Icon name={look.icon} className="size-5 shrink-0 sm:size-6" />
      <BlockName look={look} className="flex-1 text-sm sm:text-base" />
      <RemoveButton
        label={`${number}번 블록 빼기, Remove block ${number}, ${look.spokenEn}`}
        locked={context.locked}
        onClick={() => context.onRemove(block.id)}
      />
    </li>
  );
}

/** A block that holds blocks: a repeat or an "if". Tapping it makes new blocks go inside; blocks may be dropped in too. */
function ContainerRow({ block, number, context }: { block: ContainerBlock; number: string; context: RowContext }) {
  const { setNodeRef, isOver } = useDroppable({ id: containerDropId(block.id), data: { containerId: block.id }, disabled: context.locked });
  const look = blockLook(block, context.level);
  const active = context.step?.path.includes(block.id) ?? false;
  const round = active ? context.step?.loops.find((l) => l.blockId === block.id) : undefined;
  const selected = context.target === block.id;
  const doneName = block.type === 'if' ? 'Done with if' : 'Done with repeat';
  return (
    <li
      ref={setNodeRef}
      aria-current={active ? 'step' : undefined}
      data-testid="program-block"
      className={`min-w-0 rounded-xl p-0.5 ring-2 transition ${active ? 'bg-amber-100 ring-4 ring-amber-400' : look.tint} ${isOver || selected ? 'outline-4 outline-offset-1 outline-violet-500' : ''}`}
    >
      <div className="flex min-w-0 items-center gap-1.5 pl-1.5">
        <span className="shrink-0 text-sm text-slate-600">{number}</span>
        <button
          type="button"
          aria-pressed={selected}
          disabled={context.locked}
          onClick={() => (selected ? context.onLeave() : context.onSelect(block.id))}
          className="flex min-h-11 min-w-0 flex-1 items-center gap-1.5 rounded-lg text-left font-bold disabled:cursor-default"
        >
          <Icon name={look.icon} className="size-5 shrink-0 sm:size-6" />
          <span className="min-w-0 flex-1">
            <BlockName look={look} className="block text-sm sm:text-base" />
            <span className="block text-sm leading-tight font-semibold break-keep">{selected ? '새 블록이 여기로 들어가요' : '눌러서 안에 블록 넣기'}</span>
          </span>
        </button>
        {round && (
          <span className="shrink-0 rounded-full bg-amber-400 px-1.5 py-0.5 text-sm font-extrabold text-amber-950">
            {round.times === null ? `${round.round}번째` : `${round.round}/${round.times}`}
          </span>
        )}
        {selected ? (
          <button
            type="button"
            onClick={context.onLeave}
            className="min-h-11 shrink-0 rounded-full bg-white px-2 text-sm font-bold ring-2 ring-violet-300"
            aria-label={`다 넣었어요, ${doneName}`}
          >
            다 넣었어요
          </button>
        ) : (
          <RemoveButton
            label={`${number}번 블록 빼기, Remove block ${number}, ${look.spokenEn}`}
            locked={context.locked}
            onClick={() => context.onRemove(block.id)}
          />
        )}
      </div>
      <ol aria-label={`Inside ${look.labelEn}`} className="mt-0.5 ml-3 flex min-w-0 flex-col gap-1 border-l-4 border-violet-300 pb-0.5 pl-1.5">
        {block.steps.length === 0 && <li className="py-1 text-sm font-semibold text-violet-900">비어 있어요: 여기에 블록을 넣어요</li>}
        {block.steps.map((inner, i) => (
          <ProgramBlockRow key={inner.id} block={inner} number={`${number}.${i + 1}`} context={context} />
        ))}
      </ol>
    </li>
  );
}

export function ProgramBlockRow({ block, number, context }: { block: ProgramBlock; number: string; context: RowContext }) {
  if (isContainer(block)) return <ContainerRow block={block} number={number} context={context} />;
  return <SimpleRow block={block} number={number} context={context} />;
}

import { useDroppable } from '@dnd-kit/core';
import { useEffect, useRef } from 'react';
import type { Program } from '@/shared/adventure';
import { countBlocks } from './engine/program';
import type { Step } from './engine/steps';
import { ProgramBlockRow } from './program-block-row';

export const PROGRAM_DROP_ID = 'program';

export function ProgramList({
  program,
  step,
  locked,
  selectedLoopId,
  onRemove,
  onSelectLoop,
}: {
  program: Program;
  step: Step | null;
  locked: boolean;
  selectedLoopId: string | null;
  onRemove: (blockId: string) => void;
  onSelectLoop: (loopId: string | null) => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: PROGRAM_DROP_ID, disabled: locked });
  const boxRef = useRef<HTMLDivElement>(null);
  const count = countBlocks(program);

  // Keep the running block in sight inside the box, without scrolling the page away from the map.
  useEffect(() => {
    const box = boxRef.current;
    const running = box?.querySelectorAll<HTMLElement>('[aria-current="step"]');
    const current = running?.[running.length - 1];
    if (!box || !current) return;
    const top = current.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
    if (top < box.scrollTop) box.scrollTop = top - 8;
    else if (top + current.offsetHeight > box.scrollTop + box.clientHeight) box.scrollTop = top + current.offsetHeight - box.clientHeight + 8;
  }, [step]);

  return (
    <div
      ref={(node) => {
        setNodeRef(node);
        boxRef.current = node;
      }}
      className={`max-h-[28rem] min-h-36 overflow-y-auto rounded-2xl border-4 border-dashed p-2 transition ${isOver ? 'border-indigo-500 bg-indigo-50' : 'border-slate-300 bg-slate-50'}`}
    >
      {program.length === 0 ? (
        <p className="flex min-h-28 items-center justify-center px-4 text-center text-lg font-semibold text-slate-600">
          프로그램이 비어 있어요. 블록을 눌러 넣어 보세요.
        </p>
      ) : (
        <ol aria-label={`My program, ${count} ${count === 1 ? 'block' : 'blocks'}`} className="flex flex-col gap-2">
          {program.map((block, i) => (
            <ProgramBlockRow
              key={block.id}
              block={block}
              number={String(i + 1)}
              step={step}
              locked={locked}
              selectedLoopId={selectedLoopId}
              onRemove={onRemove}
              onSelectLoop={onSelectLoop}
            />
          ))}
        </ol>
      )}
    </div>
  );
}

import { useDroppable } from '@dnd-kit/core';
import { useEffect, useRef, type ReactNode } from 'react';
import type { Program } from '@/shared/adventure';
import { countBlocks } from './engine/program';
import { ProgramBlockRow, type RowContext } from './program-block-row';

export const PROGRAM_DROP_ID = 'program';
export const PROCEDURE_DROP_ID = 'procedure';

/** One list of blocks: the main program, or the level's own named block. It scrolls inside itself, never the page. */
export function ProgramList({
  dropId,
  label,
  heading,
  program,
  context,
  selected = false,
}: {
  dropId: string;
  /** The list's accessible name, "My program" or the procedure's name. */
  label: string;
  heading: ReactNode;
  program: Program;
  context: RowContext;
  selected?: boolean;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: dropId, disabled: context.locked });
  const boxRef = useRef<HTMLDivElement>(null);
  const count = countBlocks(program);

  // Keep the running block, or the newest block, in sight inside the box, without scrolling the page.
  const { step } = context;
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const running = box.querySelectorAll<HTMLElement>('[aria-current="step"]');
    const current = running[running.length - 1];
    if (!current) {
      if (!step) box.scrollTop = box.scrollHeight;
      return;
    }
    const top = current.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
    if (top < box.scrollTop) box.scrollTop = top - 4;
    else if (top + current.offsetHeight > box.scrollTop + box.clientHeight) box.scrollTop = top + current.offsetHeight - box.clientHeight + 4;
  }, [step, count]);

  return (
    <div className="flex min-h-0 min-w-0 flex-1 flex-col gap-1 md:flex-none">
      {heading}
      <div
        ref={(node) => {
          setNodeRef(node);
          boxRef.current = node;
        }}
        data-testid={`${dropId}-box`}
        className={`min-h-0 flex-1 overflow-x-hidden overflow-y-auto overscroll-contain rounded-2xl border-2 border-dashed p-0.5 transition md:border-4 md:p-1 md:max-h-[28rem] md:min-h-36 md:flex-none ${isOver || selected ? 'border-indigo-500 bg-indigo-50' : 'border-slate-300 bg-slate-50'}`}
      >
        {program.length === 0 ? (
          <p className="flex h-full min-h-10 items-center justify-center px-2 text-center text-sm font-semibold break-keep text-slate-600 sm:text-base">
            비어 있어요. 블록을 눌러 넣어 보세요.
          </p>
        ) : (
          <ol aria-label={`${label}, ${count} ${count === 1 ? 'block' : 'blocks'}`} className="flex flex-col gap-1">
            {program.map((block, i) => (
              <ProgramBlockRow key={block.id} block={block} number={String(i + 1)} context={context} />
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}

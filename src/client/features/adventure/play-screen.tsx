import {
  DndContext,
  DragOverlay,
  MouseSensor,
  TouchSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import { useEffect, useRef, useState, type Dispatch } from 'react';
import { createPortal } from 'react-dom';
import { levels } from '@/content/adventure/levels';
import type { Character, PaletteKind } from '@/shared/adventure';
import { Button } from '@/client/ui/button-link';
import { blockLook, paletteLook } from './block-look';
import { BlockName } from './block-name';
import { BlockPalette } from './block-palette';
import { levelAt, type GameEvent, type GameState } from './engine/game-reducer';
import { GameBoard } from './game-board';
import { HazardAlert } from './hazard-alert';
import { Icon } from './icons/icon';
import { LevelCompleteOverlay } from './level-complete-overlay';
import { LevelHeader } from './level-header';
import { loopDropId } from './program-block-row';
import { ProgramList } from './program-list';
import { RunStatus } from './run-status';

/** A drop over a repeat goes into that repeat, even though the program box around it is under the finger too. */
const preferRepeats: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  const repeat = hits.find((hit) => String(hit.id).startsWith(loopDropId('')));
  if (repeat) return [repeat];
  return hits.length > 0 ? hits : rectIntersection(args);
};

const dragHelp = {
  draggable: '엔터를 누르면 이 블록이 프로그램 끝에 붙어요. 마우스나 손가락으로 프로그램이나 반복 블록 안에 끌어다 넣어도 돼요.',
};

export function PlayScreen({ state, dispatch, character }: { state: GameState; dispatch: Dispatch<GameEvent>; character: Character }) {
  const level = levelAt(levels, state.levelIndex);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const runRef = useRef<HTMLButtonElement>(null);
  const [dragKind, setDragKind] = useState<PaletteKind | null>(null);
  // A small move or a short hold starts a drag, so a plain tap still adds the block and the page still scrolls.
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
  );

  useEffect(() => headingRef.current?.focus(), [state.levelIndex]);

  // While a program runs, keep the map up under the header (a phone may have scrolled it away, or show
  // it low on the screen where a hazard alert would cover it), so the child watches the hero follow it.
  const mapRef = useRef<HTMLDivElement>(null);
  const running = state.run !== null;
  const currentStep = state.run?.current ?? -1;
  useEffect(() => {
    const map = mapRef.current;
    if (!running || !map) return;
    const { top, bottom } = map.getBoundingClientRect();
    const nearTop = top >= 0 && top <= 96;
    if (nearTop || (bottom <= window.innerHeight / 2 && top >= 0)) return;
    // At once, not smoothly: the first step runs immediately and must already be in sight.
    map.scrollIntoView({ block: 'start', behavior: 'instant' });
  }, [running, currentStep]);

  const busy = state.run !== null || state.hazardHit !== null || state.levelComplete;
  const step = state.run && state.run.current >= 0 ? (state.run.steps[state.run.current] ?? null) : null;
  const selectedLoop = state.program.find((b) => b.id === state.selectedLoopId);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragKind(null);
    const kind = active.data.current?.kind as PaletteKind | undefined;
    if (!over || !kind) return;
    const loopId: unknown = over.data.current?.loopId;
    dispatch({ type: 'add-block', kind, into: typeof loopId === 'string' ? loopId : null });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={preferRepeats}
      accessibility={{ screenReaderInstructions: dragHelp }}
      onDragStart={({ active }) => setDragKind((active.data.current?.kind as PaletteKind | undefined) ?? null)}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragKind(null)}
    >
      {/* Reading order is goal, map, blocks; from tablet width up the map takes the left column. */}
      <div className="grid items-start gap-4 md:grid-cols-[minmax(0,1fr)_20rem] lg:grid-cols-2">
        <div className="md:col-start-2 md:row-start-1">
          <LevelHeader
            level={level}
            levelCount={levels.length}
            items={state.board.items}
            score={state.board.score}
            character={character}
            headingRef={headingRef}
          />
        </div>
        {/*
          The map, what is happening and the Run button stay together, so a child who can see the map can also press
          Run. Only from tablet width up does the map stick beside the blocks: on a phone a pinned map would cover
          the program it runs.
        */}
        <div ref={mapRef} className="z-20 scroll-mt-16 self-start md:sticky md:top-20 md:col-start-1 md:row-span-2 md:row-start-1">
          <GameBoard key={level.id} level={level} board={state.board} character={character} />
          <div className="mt-3 flex flex-col gap-3 md:flex-row md:items-stretch">
            <RunStatus run={state.run} feedback={state.feedback} />
            {/* aria-disabled rather than disabled: the button keeps focus during the run, so keyboard users are not dropped to the page top. */}
            <Button
              ref={runRef}
              aria-disabled={busy || state.program.length === 0}
              className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50 md:min-h-full md:flex-col md:rounded-3xl md:gap-1 md:px-5"
              onClick={() => dispatch({ type: 'run' })}
            >
              <Icon name="play-button" className="size-6" />
              <span className="whitespace-nowrap">
                {state.run ? '실행 중' : '실행'}{' '}
                <span lang="en" className="text-sm opacity-80">
                  {state.run ? 'Running…' : 'Run'}
                </span>
              </span>
            </Button>
          </div>
        </div>
        <div className="flex flex-col gap-4 md:col-start-2 md:row-start-2">
          <BlockPalette
            disabled={busy}
            selectedLoopLabel={selectedLoop ? blockLook(selectedLoop).label : null}
            onAdd={(kind) => dispatch({ type: 'add-block', kind })}
            onLeaveLoop={() => dispatch({ type: 'select-loop', loopId: null })}
          />
          <section aria-labelledby="program-heading" className="rounded-3xl bg-white p-4 shadow-md">
            <div className="mb-3 flex items-center justify-between gap-2">
              <h3 id="program-heading" className="text-xl font-extrabold text-slate-900">
                내 프로그램{' '}
                <span lang="en" className="text-base font-semibold text-slate-500">
                  My program
                </span>
              </h3>
              <Button tone="quiet" disabled={busy || state.program.length === 0} onClick={() => dispatch({ type: 'clear' })}>
                <span className="whitespace-nowrap">
                  지우기{' '}
                  <span lang="en" className="text-sm opacity-80">
                    Clear
                  </span>
                </span>
              </Button>
            </div>
            <ProgramList
              program={state.program}
              step={step}
              locked={busy}
              selectedLoopId={state.selectedLoopId}
              onRemove={(blockId) => dispatch({ type: 'remove-block', blockId })}
              onSelectLoop={(loopId) => dispatch({ type: 'select-loop', loopId })}
            />
          </section>
        </div>
      </div>
      {/* Portalled for the same reason as the Level Complete overlay: a fixed layer must not sit inside the animated column. */}
      {typeof document !== 'undefined' &&
        createPortal(
          <DragOverlay>
            {dragKind && (
              <div className={`flex min-h-14 items-center gap-2 rounded-2xl px-3 text-lg font-bold shadow-xl ring-2 ${paletteLook(dragKind).tint}`}>
                <Icon name={paletteLook(dragKind).icon} className="size-7" />
                <BlockName look={paletteLook(dragKind)} />
              </div>
            )}
          </DragOverlay>,
          document.body,
        )}
      <HazardAlert hazardType={state.hazardHit} hazards={level.hazards} onClose={() => dispatch({ type: 'dismiss-hazard' })} returnFocusTo={runRef} />
      {state.levelComplete && <LevelCompleteOverlay level={level} score={state.board.score} isLast={state.levelIndex === levels.length - 1} />}
    </DndContext>
  );
}

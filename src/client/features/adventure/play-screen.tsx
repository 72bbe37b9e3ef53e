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
import { useEffect, useLayoutEffect, useRef, useState, type Dispatch } from 'react';
import { createPortal } from 'react-dom';
import { HINT_AFTER_FAILED_RUNS, type Character, type PaletteKind, type World } from '@/shared/adventure';
import { paletteLook } from './block-look';
import { BlockPalette } from './block-palette';
import { PROCEDURE_TARGET, currentLevel, starBlocks, type GameEvent, type GameState } from './engine/game-reducer';
import { countBlocks, findBlock } from './engine/program';
import { GameBoard } from './game-board';
import { HazardAlert } from './hazard-alert';
import { HintSheet } from './hint-sheet';
import { Icon } from './icons/icon';
import { LevelCompleteOverlay } from './level-complete-overlay';
import { LevelHeader } from './level-header';
import { containerDropId } from './program-block-row';
import { PROCEDURE_DROP_ID, ProgramList } from './program-list';
import { RunControls } from './run-controls';
import { RunStatus } from './run-status';

/** A drop over a repeat goes into that repeat, even though the program box around it is under the finger too. */
const preferContainers: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  const inner = hits.filter((hit) => String(hit.id).startsWith(containerDropId('')));
  if (inner.length > 0) return [inner[inner.length - 1]!];
  return hits.length > 0 ? hits : rectIntersection(args);
};

const dragHelp = {
  draggable: '엔터를 누르면 이 블록이 프로그램 끝에 붙어요. 마우스나 손가락으로 프로그램이나 반복 블록 안에 끌어다 넣어도 돼요.',
};

/** Below this width the play area is one screen tall: map, what is happening, the program, the blocks and Run. */
const PHONE_QUERY = '(max-width: 767.98px)';

/** Puts the play area's top right under the sticky site header, so all of it is on the screen. */
function alignPlayArea(panel: HTMLElement) {
  const header = document.querySelector('header');
  const headerBottom = header ? header.getBoundingClientRect().bottom : 0;
  const offset = panel.getBoundingClientRect().top - headerBottom;
  if (Math.abs(offset) > 1) window.scrollBy({ top: offset, behavior: 'instant' });
}

/** Scrolls the page up just enough that the map's top row is below the sticky site header. */
function keepMapInSight() {
  const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
  const grid = document.querySelector('[data-testid=map-grid]')?.getBoundingClientRect();
  if (grid && grid.top < headerBottom + 8) window.scrollBy({ top: grid.top - headerBottom - 16, behavior: 'instant' });
}

export function PlayScreen({
  worlds,
  state,
  dispatch,
  character,
  hasStar,
}: {
  worlds: readonly World[];
  state: GameState;
  dispatch: Dispatch<GameEvent>;
  character: Character;
  hasStar: boolean;
}) {
  const world = worlds[state.worldIndex]!;
  const level = currentLevel(worlds, state);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const runRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [dragKind, setDragKind] = useState<PaletteKind | null>(null);
  // A small move or a short hold starts a drag, so a plain tap still adds the block and the page still scrolls.
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
  );

  const levelKey = `${state.worldIndex}/${state.levelIndex}`;
  useEffect(() => {
    // On a phone the play area comes into view instead: focusing the heading must not scroll it away.
    headingRef.current?.focus({ preventScroll: window.matchMedia(PHONE_QUERY).matches });
  }, [levelKey]);

  // On a phone, whenever the child adds a block, runs or steps, the whole play area is brought (back) under the
  // header: the map, the program and Run stay on one screen however the page was scrolled. On a wider screen the
  // map's column is sticky, but near the page's end it scrolls away with its container: a run or a step then
  // brings the map's top back under the header, so the child watches every square.
  const running = state.run !== null;
  const currentStep = state.run?.current ?? -1;
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (panel && window.matchMedia(PHONE_QUERY).matches) alignPlayArea(panel);
  }, [levelKey, state.program, state.procedure, state.target, running, currentStep]);
  useLayoutEffect(() => {
    if (running && !window.matchMedia(PHONE_QUERY).matches) keepMapInSight();
  }, [running, currentStep]);

  const busy = state.run !== null || state.hazardHit !== null || state.levelComplete;
  const showHint = state.failedRuns >= HINT_AFTER_FAILED_RUNS;
  const paused = state.run?.paused ?? false;
  const step = state.run && state.run.current >= 0 ? (state.run.steps[state.run.current] ?? null) : null;
  const context = {
    level,
    step,
    locked: busy,
    target: state.target,
    onRemove: (blockId: string) => dispatch({ type: 'remove-block', blockId }),
    onSelect: (target: string) => dispatch({ type: 'select-target', target }),
    onLeave: () => dispatch({ type: 'leave-target' }),
  };
  const procedureSelected = state.target === PROCEDURE_TARGET;
  // On a phone the list on show is the one new blocks go into: the level's own block, or a repeat inside it.
  const showingProcedure = procedureSelected || (state.target !== null && findBlock(state.procedure, state.target) !== null);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragKind(null);
    const kind = active.data.current?.kind as PaletteKind | undefined;
    if (!over || !kind) return;
    const containerId: unknown = over.data.current?.containerId;
    const into = typeof containerId === 'string' ? containerId : over.id === PROCEDURE_DROP_ID ? PROCEDURE_TARGET : null;
    dispatch({ type: 'add-block', kind, into });
  };

  const heading = (
    <h3 id="program-heading" className="sr-only md:not-sr-only md:text-xl md:font-extrabold md:text-slate-900">
      내 프로그램{' '}
      <span lang="en" className="text-base font-semibold text-slate-500">
        My program
      </span>
    </h3>
  );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={preferContainers}
      accessibility={{ screenReaderInstructions: dragHelp }}
      onDragStart={({ active }) => setDragKind((active.data.current?.kind as PaletteKind | undefined) ?? null)}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragKind(null)}
    >
      <div className="flex min-w-0 flex-col gap-3 md:grid md:grid-cols-[minmax(0,1fr)_22rem] md:items-start md:gap-4 lg:grid-cols-[minmax(0,1fr)_28rem]">
        <div className="min-w-0 md:col-start-2 md:row-start-1">
          <LevelHeader
            world={world}
            isFirstWorld={state.worldIndex === 0}
            level={level}
            levelCount={world.levels.length}
            items={state.board.items}
            score={state.board.score}
            character={character}
            starBlocks={starBlocks(level)}
            hasStar={hasStar}
            headingRef={headingRef}
            onOpenMap={() => dispatch({ type: 'open-map' })}
          />
        </div>
        {/*
          On a phone this is one screen tall (the height under the site header) and holds, top to bottom: the map,
          the status line, the program, the blocks and the Run row. From tablet width up its two groups become the
          columns: the map with Run beside the blocks and the program.
        */}
        <div ref={panelRef} data-testid="play-area" className="flex h-[calc(100svh-4.0625rem)] min-w-0 flex-col gap-1 py-1 md:contents">
          <div className="contents md:sticky md:top-20 md:col-start-1 md:row-span-2 md:row-start-1 md:flex md:flex-col md:gap-3 md:self-start">
            <div className="order-1 flex min-h-0 flex-1 items-center justify-center [container-type:size] md:order-none md:block md:flex-none md:[container-type:normal]">
              <GameBoard
                key={`${world.id}-${level.id}`}
                level={level}
                board={state.board}
                character={character}
                className="size-[min(100cqw,100cqh)] md:mx-auto md:aspect-square md:size-auto md:w-full md:max-w-[max(18rem,calc(100svh-22rem))]"
              />
            </div>
            <div className="order-2 min-w-0 md:order-none">
              <RunStatus level={level} run={state.run} feedback={state.feedback} showHint={showHint} />
            </div>
            <div className="order-5 min-w-0 md:order-none">
              <RunControls
                runRef={runRef}
                running={state.run !== null}
                paused={paused}
                canRun={(!busy || paused) && state.program.length > 0}
                canStep={(!busy || paused) && state.program.length > 0}
                canClear={!busy && state.program.length + state.procedure.length > 0}
                speed={state.speed}
                onRun={() => dispatch({ type: 'run' })}
                onStep={() => dispatch({ type: 'step' })}
                onSpeed={(speed) => dispatch({ type: 'set-speed', speed })}
                onClear={() => dispatch({ type: 'clear' })}
                hint={showHint && <HintSheet level={level} />}
              />
            </div>
          </div>
          <div className="contents md:col-start-2 md:row-start-2 md:flex md:min-w-0 md:flex-col md:gap-4">
            <div className="order-4 min-w-0 md:order-none">
              <BlockPalette level={level} disabled={busy} onAdd={(kind) => dispatch({ type: 'add-block', kind })} />
            </div>
            <section
              aria-labelledby="program-heading"
              className={`order-3 flex min-h-0 min-w-0 shrink-0 flex-col gap-1 md:order-none md:gap-1.5 md:rounded-3xl md:bg-white md:p-4 md:shadow-md ${level.procedure ? 'h-[9.75rem] max-md:[@media(min-height:760px)]:h-60' : 'h-[9.5rem] max-md:[@media(min-height:760px)]:h-52'} md:h-auto`}
            >
              {level.procedure && (
                // On a phone one list at a time, full width, so no block name breaks a word: these two pick which.
                <div role="group" aria-label="어느 목록에 넣을까요? · Which list" className="grid shrink-0 grid-cols-2 gap-1.5 md:hidden">
                  <button
                    type="button"
                    aria-pressed={!showingProcedure}
                    disabled={busy}
                    onClick={() => dispatch({ type: 'leave-target' })}
                    className={`min-h-11 rounded-xl px-2 text-sm font-bold break-keep ring-2 ${showingProcedure ? 'bg-white text-slate-800 ring-slate-200' : 'bg-indigo-600 text-white ring-indigo-600'}`}
                  >
                    내 프로그램 <span lang="en">My program</span> ({countBlocks(state.program)})
                  </button>
                  <button
                    type="button"
                    aria-pressed={showingProcedure}
                    aria-label={
                      showingProcedure
                        ? `${level.procedure.nameKo}에 넣는 중, Adding to ${level.procedure.name}`
                        : `${level.procedure.nameKo} 만들기, Build ${level.procedure.name}`
                    }
                    disabled={busy}
                    onClick={() => dispatch({ type: procedureSelected ? 'leave-target' : 'select-target', target: PROCEDURE_TARGET })}
                    className={`flex min-h-11 items-center justify-center gap-1 rounded-xl px-2 text-sm font-bold break-keep ring-2 ${showingProcedure ? 'bg-pink-500 text-white ring-pink-500' : 'bg-pink-100 text-pink-950 ring-pink-300'}`}
                  >
                    <Icon name="magic-wand" className="size-5 shrink-0" />
                    {showingProcedure ? `${level.procedure.nameKo}에 넣는 중` : `${level.procedure.nameKo} 만들기`} ({countBlocks(state.procedure)})
                  </button>
                </div>
              )}
              <div className="flex min-h-0 min-w-0 flex-1 gap-1.5 md:flex-col">
                <div className={`flex min-h-0 min-w-0 flex-1 flex-col md:flex-none ${showingProcedure ? 'max-md:hidden' : ''}`}>
                  <ProgramList dropId="program" label="My program" heading={heading} program={state.program} context={context} />
                </div>
                {level.procedure && (
                  <div className={`flex min-h-0 min-w-0 flex-1 flex-col md:flex-none ${showingProcedure ? '' : 'max-md:hidden'}`}>
                    <ProgramList
                      dropId={PROCEDURE_DROP_ID}
                      label={level.procedure.name}
                      selected={procedureSelected}
                      program={state.procedure}
                      context={context}
                      heading={
                        <button
                          type="button"
                          aria-pressed={procedureSelected}
                          disabled={busy}
                          onClick={() => dispatch({ type: procedureSelected ? 'leave-target' : 'select-target', target: PROCEDURE_TARGET })}
                          className={`flex min-h-11 min-w-0 items-center gap-1.5 rounded-xl px-2 text-left text-sm font-bold break-keep ring-2 max-md:hidden md:text-base ${procedureSelected ? 'bg-pink-200 text-pink-950 ring-pink-500' : 'bg-pink-100 text-pink-950 ring-pink-300'}`}
                        >
                          <Icon name="magic-wand" className="size-5 shrink-0" />
                          <span className="min-w-0">
                            {procedureSelected ? `${level.procedure.nameKo}에 넣는 중` : `${level.procedure.nameKo} 만들기`}
                            <span lang="en" className="block text-sm font-semibold opacity-70">
                              {procedureSelected ? `Adding to ${level.procedure.name}` : `Build ${level.procedure.name}`}
                            </span>
                          </span>
                        </button>
                      }
                    />
                  </div>
                )}
              </div>
            </section>
          </div>
        </div>
      </div>
      {/* Portalled for the same reason as the Level Complete overlay: a fixed layer must not sit inside the animated column. */}
      {typeof document !== 'undefined' &&
        createPortal(
          <DragOverlay>
            {dragKind && (
              <div className={`flex min-h-14 items-center gap-2 rounded-2xl px-3 text-lg font-bold shadow-xl ring-2 ${paletteLook(dragKind, level).tint}`}>
                <Icon name={paletteLook(dragKind, level).icon} className="size-7" />
                {paletteLook(dragKind, level).label}
              </div>
            )}
          </DragOverlay>,
          document.body,
        )}
      <HazardAlert hazardType={state.hazardHit} hazards={level.hazards} onClose={() => dispatch({ type: 'dismiss-hazard' })} returnFocusTo={runRef} />
      {state.levelComplete && (
        <LevelCompleteOverlay level={level} score={state.board.score} star={state.star} isLast={state.levelIndex === world.levels.length - 1} />
      )}
    </DndContext>
  );
}

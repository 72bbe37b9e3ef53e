import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { quadrantZones, zoneTitles, type QuadrantCard, type QuadrantZone } from '@/shared/quadrant';
import { announcements, screenReaderInstructions, zoneOfDropId } from './announcements';
import type { BoardState } from './board-logic';
import { isQuadrantCard } from './board-logic';
import { CardFace, poolCardClass } from './card-face';
import { CardPool } from './card-pool';
import { DropZone } from './drop-zone';
import { zoneKeyboardCoordinates } from './keyboard-coordinates';
import { selectionMessage, tapCard, tapZone, type Selection } from './tap-selection';
import { ZoneBar } from './zone-bar';

// The zone under the finger or pointer wins; a keyboard-held card has no pointer, so its overlap decides.
const pointerThenOverlap: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  return under.length > 0 ? under : rectIntersection(args);
};

interface Props {
  board: BoardState;
  onPlace: (card: QuadrantCard, zone: QuadrantZone) => void;
  onMove: (card: QuadrantCard, from: QuadrantZone, to: QuadrantZone) => void;
  onRemove: (card: QuadrantCard, zone: QuadrantZone) => void;
  onShuffle: () => void;
}

export function BoardDnd({ board, onPlace, onMove, onRemove, onShuffle }: Props) {
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click is just a click.
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // A short press before a drag starts, so a swipe over the cards still scrolls the page.
    useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: zoneKeyboardCoordinates }),
  );
  const [held, setHeld] = useState<QuadrantCard | null>(null);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [status, setStatus] = useState('');

  const start = ({ active }: DragStartEvent) => {
    setSelection(null);
    setHeld(isQuadrantCard(String(active.id)) ? (String(active.id) as QuadrantCard) : null);
  };
  const end = ({ active, over }: DragEndEvent) => {
    setHeld(null);
    const card = String(active.id);
    const zone = zoneOfDropId(over?.id);
    if (zone && isQuadrantCard(card)) onPlace(card, zone);
  };
  const remove = (card: QuadrantCard, zone: QuadrantZone) => {
    onRemove(card, zone);
    if (selection?.card === card) setSelection(null);
    setStatus(`'${card}' 카드를 빼서 카드 모음에 돌려놓았어요.`);
  };
  const pick = (card: QuadrantCard, from: Selection['from']) => {
    const next = tapCard(selection, card, from);
    setSelection(next);
    setStatus(next ? selectionMessage(next) : `'${card}' 카드를 내려놓았어요.`);
  };
  const putInto = (zone: QuadrantZone) => {
    const tap = tapZone(selection, zone);
    if (tap.type === 'none') return;
    if (tap.type === 'place') onPlace(tap.card, tap.zone);
    else onMove(tap.card, tap.from, tap.zone);
    setSelection(null);
    setStatus(`'${tap.card}' 카드를 ${zoneTitles[zone].ko} 칸에 넣었어요.`);
  };
  const shuffle = () => {
    onShuffle();
    setStatus('카드 모음을 섞었어요.');
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerThenOverlap}
      accessibility={{ announcements, screenReaderInstructions }}
      onDragStart={start}
      onDragEnd={end}
      onDragCancel={() => setHeld(null)}
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
        <CardPool cards={board.pool} selected={selection?.from === 'pool' ? selection.card : null} onTap={(card) => pick(card, 'pool')} onShuffle={shuffle} />
        <div className="grid grid-cols-2 gap-3 sm:gap-5">
          {quadrantZones.map((zone) => (
            <DropZone
              key={zone}
              zone={zone}
              cards={board.lists[zone]}
              selection={selection}
              onTapZone={() => putInto(zone)}
              onTapCard={(card) => pick(card, zone)}
              onRemove={(card) => remove(card, zone)}
            />
          ))}
        </div>
      </div>
      <ZoneBar selection={selection} dragging={held !== null} onTapZone={putInto} onCancel={() => setSelection(null)} />
      <p role="status" className="sr-only">
        {status}
      </p>
      {/* In <body>, clear of the page's entrance animation, whose fill would pin its transform. No drop
          animation: after a drop the card already sits in its zone, not back where it started. */}
      {createPortal(
        <DragOverlay dropAnimation={null}>
          {held && (
            <div data-held-card={held} className={`${poolCardClass} rotate-3 cursor-grabbing shadow-2xl ring-indigo-400`}>
              <CardFace card={held} />
            </div>
          )}
        </DragOverlay>,
        document.body,
      )}
    </DndContext>
  );
}

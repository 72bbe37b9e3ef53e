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
import { quadrantZones, type QuadrantCard, type QuadrantZone } from '@/shared/quadrant';
import { announcements, isZone, screenReaderInstructions } from './announcements';
import type { BoardState } from './board-logic';
import { isQuadrantCard } from './board-logic';
import { CardFace, poolCardClass } from './card-face';
import { CardPool } from './card-pool';
import { DropZone } from './drop-zone';
import { zoneKeyboardCoordinates } from './keyboard-coordinates';

// The zone under the finger or pointer wins; a keyboard-held card has no pointer, so its overlap decides.
const pointerThenOverlap: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  return under.length > 0 ? under : rectIntersection(args);
};

interface Props {
  board: BoardState;
  onPlace: (card: QuadrantCard, zone: QuadrantZone) => void;
  onRemove: (card: QuadrantCard, zone: QuadrantZone) => void;
  onShuffle: () => void;
}

export function BoardDnd({ board, onPlace, onRemove, onShuffle }: Props) {
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click is just a click.
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // A short press before a drag starts, so a swipe over the cards still scrolls the page.
    useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: zoneKeyboardCoordinates }),
  );
  const [held, setHeld] = useState<QuadrantCard | null>(null);
  const [status, setStatus] = useState('');

  const start = ({ active }: DragStartEvent) => setHeld(isQuadrantCard(String(active.id)) ? (String(active.id) as QuadrantCard) : null);
  const end = ({ active, over }: DragEndEvent) => {
    setHeld(null);
    const card = String(active.id);
    if (over && isZone(over.id) && isQuadrantCard(card)) onPlace(card, over.id);
  };
  const remove = (card: QuadrantCard, zone: QuadrantZone) => {
    onRemove(card, zone);
    setStatus(`'${card}' 카드를 빼서 카드 모음에 돌려놓았어요.`);
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
        <CardPool cards={board.pool} onShuffle={shuffle} />
        <div className="grid grid-cols-2 gap-3 sm:gap-5">
          {quadrantZones.map((zone) => (
            <DropZone key={zone} zone={zone} cards={board.lists[zone]} onRemove={(card) => remove(card, zone)} />
          ))}
        </div>
      </div>
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

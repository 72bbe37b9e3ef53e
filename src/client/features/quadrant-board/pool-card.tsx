import { useDraggable } from '@dnd-kit/core';
import type { QuadrantCard } from '@/shared/quadrant';
import { CardFace, poolCardClass } from './card-face';

/** A card in the pool. It only moves by drag and drop; a plain click or tap leaves it where it is. */
export function PoolCard({ card }: { card: QuadrantCard }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: card,
    attributes: { roleDescription: '옮길 수 있는 카드' },
  });
  return (
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      data-card={card}
      // manipulation keeps a quick swipe scrolling the page; a short press and hold starts the drag.
      className={`${poolCardClass} cursor-grab touch-manipulation transition hover:-translate-y-0.5 hover:ring-indigo-300 ${
        isDragging ? 'opacity-40' : ''
      }`}
    >
      <CardFace card={card} />
    </div>
  );
}

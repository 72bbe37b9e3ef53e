import { useDraggable } from '@dnd-kit/core';
import type { QuadrantCard } from '@/shared/quadrant';
import { CardFace, poolCardClass } from './card-face';

/** A card in the pool: drag it to a zone, or tap it and then tap a zone. */
export function PoolCard({ card, selected, onTap }: { card: QuadrantCard; selected: boolean; onTap: () => void }) {
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
      aria-pressed={selected}
      onClick={onTap}
      // manipulation keeps a quick swipe scrolling the page; a short press and hold starts the drag.
      className={`${poolCardClass} cursor-grab touch-manipulation transition hover:-translate-y-0.5 hover:ring-indigo-300 ${
        isDragging ? 'opacity-40' : ''
      } aria-pressed:-translate-y-1 aria-pressed:bg-indigo-600 aria-pressed:text-white aria-pressed:ring-indigo-700`}
    >
      <CardFace card={card} />
    </div>
  );
}

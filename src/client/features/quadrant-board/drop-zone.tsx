import { useDroppable } from '@dnd-kit/core';
import { useRef } from 'react';
import { SUGGESTED_CARDS_PER_ZONE, zoneTitles, type QuadrantCard, type QuadrantZone } from '@/shared/quadrant';
import { PlacedCard } from './placed-card';
import type { Selection } from './tap-selection';
import { zoneLooks } from './zone-looks';

const { min, max } = SUGGESTED_CARDS_PER_ZONE;

interface DropZoneProps {
  zone: QuadrantZone;
  cards: readonly QuadrantCard[];
  selection: Selection | null;
  onTapZone: () => void;
  onTapCard: (card: QuadrantCard) => void;
  onRemove: (card: QuadrantCard) => void;
}

export function DropZone({ zone, cards, selection, onTapZone, onTapCard, onRemove }: DropZoneProps) {
  const { setNodeRef, isOver, active } = useDroppable({ id: zone });
  const heading = useRef<HTMLHeadingElement>(null);
  const look = zoneLooks[zone];
  const title = zoneTitles[zone];
  const enough = cards.length >= min && cards.length <= max;
  const canTakeTap = selection !== null && selection.from !== zone;

  const remove = (card: QuadrantCard) => {
    onRemove(card);
    // The pressed button disappears with its card; keep keyboard users in this zone.
    heading.current?.focus();
  };

  return (
    <section
      ref={setNodeRef}
      aria-labelledby={`zone-${zone}`}
      data-zone={zone}
      className={`flex min-h-52 min-w-0 flex-col rounded-3xl p-3 ring-2 transition sm:p-5 ${isOver ? `${look.over} scale-[1.02] ring-4` : look.panel} ${
        active && !isOver ? 'outline-2 outline-offset-2 outline-dashed outline-slate-300' : ''
      }`}
    >
      {/* A long zone name and its count share a line when they fit; on a narrow phone the count wraps below. */}
      <div className="flex flex-wrap items-start justify-between gap-x-2 gap-y-1">
        <h2
          id={`zone-${zone}`}
          ref={heading}
          tabIndex={-1}
          className={`min-w-0 text-base font-extrabold whitespace-nowrap min-[400px]:text-lg sm:text-2xl ${look.title}`}
        >
          <span aria-hidden="true">{look.emoji} </span>
          {title.ko}
          <span className="sr-only">, 카드 {cards.length}장</span>
        </h2>
        <span aria-hidden="true" className={`shrink-0 rounded-full px-2.5 py-0.5 text-sm font-bold sm:px-3 sm:py-1 sm:text-base ${look.badge}`}>
          {enough && '⭐ '}
          {cards.length}장
        </span>
      </div>
      {/* Two lines kept for the question on every zone, so the four headers line up. */}
      <p className={`mb-3 min-h-[2lh] text-sm leading-snug font-semibold sm:text-base ${look.title}`}>
        {look.question}
        <span lang="en" className="block text-sm font-medium opacity-80">
          {title.en}
        </span>
      </p>
      {canTakeTap && (
        <button
          type="button"
          onClick={onTapZone}
          className={`mb-3 min-h-12 rounded-2xl border-2 border-dashed px-3 text-base font-bold ${look.title} border-current bg-white/80 hover:bg-white`}
        >
          {selection.from === 'pool' ? `'${selection.card}' 여기에 넣기` : `'${selection.card}' 여기로 옮기기`}
        </button>
      )}
      {cards.length > 0 ? (
        <ul aria-label={`${title.ko} 칸의 카드`} className="flex min-w-0 flex-wrap gap-2">
          {cards.map((card) => (
            <PlacedCard
              key={card}
              card={card}
              ring={look.chip}
              selected={selection?.card === card}
              onTap={() => onTapCard(card)}
              onRemove={() => remove(card)}
            />
          ))}
        </ul>
      ) : (
        <p className="grid flex-1 place-items-center rounded-2xl border-2 border-dashed border-slate-300 bg-white/60 p-3 text-center text-base font-semibold text-slate-600">
          카드를 끌어다 놓거나, 카드를 누른 뒤 이 칸을 눌러요
        </p>
      )}
    </section>
  );
}

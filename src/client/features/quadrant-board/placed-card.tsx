import type { QuadrantCard } from '@/shared/quadrant';
import { CardFace } from './card-face';

interface PlacedCardProps {
  card: QuadrantCard;
  ring: string;
  selected: boolean;
  onTap: () => void;
  onRemove: () => void;
}

/**
 * A card sitting in a zone: tap it to move it to another zone. Its remove button shows on hover for a
 * mouse, and is always shown where there is no hover (touch screens) or when it has keyboard focus;
 * it is 44 × 44 px either way, as the card's own button is at least. On a phone the chip fits its half-width zone: a smaller
 * picture (none below 380 px) and a word that may wrap, so a long card never sticks out of its zone.
 */
export function PlacedCard({ card, ring, selected, onTap, onRemove }: PlacedCardProps) {
  return (
    <li
      className={`group flex min-h-12 max-w-full min-w-0 items-center rounded-2xl py-0.5 pr-0.5 pl-1 text-[15px] leading-tight font-bold shadow-sm ring-2 sm:text-lg ${
        selected ? 'bg-indigo-600 text-white ring-indigo-700' : `bg-white text-slate-800 ${ring}`
      }`}
    >
      <button
        type="button"
        onClick={onTap}
        aria-pressed={selected}
        aria-label={`'${card}' 카드 옮기기`}
        className="flex min-h-11 min-w-11 items-center gap-1 rounded-xl px-1 text-left sm:px-1.5"
      >
        <CardFace card={card} wrap emojiClass="text-lg max-[379px]:hidden sm:text-2xl" />
      </button>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`'${card}' 카드 빼기`}
        title="빼기"
        className={`ml-auto grid size-11 shrink-0 place-items-center rounded-full transition ${selected ? 'text-white' : 'text-rose-700'} hover:bg-rose-100 focus-visible:opacity-100 active:scale-90 pointer-fine:opacity-0 pointer-fine:group-hover:opacity-100`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </li>
  );
}

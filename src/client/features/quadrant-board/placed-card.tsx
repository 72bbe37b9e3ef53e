import type { QuadrantCard } from '@/shared/quadrant';
import { CardFace } from './card-face';

/**
 * A card sitting in a zone. Its remove button shows on hover for a mouse, and is always shown where
 * there is no hover (touch screens) or when it has keyboard focus; it is 44 px either way.
 */
export function PlacedCard({ card, ring, onRemove }: { card: QuadrantCard; ring: string; onRemove: () => void }) {
  return (
    <li className={`group flex min-h-12 items-center gap-1.5 rounded-2xl bg-white py-0.5 pr-0.5 pl-3 text-base font-bold text-slate-800 shadow-sm ring-2 sm:text-lg ${ring}`}>
      {/* Narrow phone zones keep the word and the remove button; the picture waits for more room. */}
      <CardFace card={card} emojiClass="hidden sm:inline" />
      <button
        type="button"
        onClick={onRemove}
        aria-label={`'${card}' 카드 빼기`}
        title="빼기"
        className="ml-auto grid size-11 shrink-0 place-items-center rounded-full text-rose-700 transition hover:bg-rose-100 focus-visible:opacity-100 active:scale-90 pointer-fine:opacity-0 pointer-fine:group-hover:opacity-100"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </li>
  );
}

import type { QuadrantCard } from '@/shared/quadrant';
import { cardEmoji } from './card-looks';

/**
 * The picture and word of a card, shared by the pool, the placed chips and the card under a finger. `wrap` lets a
 * long word break onto a second line (between words first) where a narrow zone has no room for it.
 */
export function CardFace({ card, emojiClass = '', wrap = false }: { card: QuadrantCard; emojiClass?: string; wrap?: boolean }) {
  return (
    <>
      <span aria-hidden="true" className={`text-2xl leading-none ${emojiClass}`}>
        {cardEmoji[card]}
      </span>
      <span className={wrap ? 'min-w-0 break-keep [overflow-wrap:anywhere]' : 'whitespace-nowrap'}>{card}</span>
    </>
  );
}

export const poolCardClass =
  'flex min-h-14 items-center gap-2 rounded-2xl bg-white px-4 py-2 text-lg font-bold text-slate-800 shadow-md ring-2 ring-slate-200 select-none [-webkit-touch-callout:none]';

import type { QuadrantCard } from '@/shared/quadrant';
import { Button } from '../../ui/button-link';
import { PoolCard } from './pool-card';

interface CardPoolProps {
  cards: readonly QuadrantCard[];
  selected: QuadrantCard | null;
  onTap: (card: QuadrantCard) => void;
  onShuffle: () => void;
}

export function CardPool({ cards, selected, onTap, onShuffle }: CardPoolProps) {
  return (
    <section aria-labelledby="card-pool-title" className="rounded-3xl bg-white p-4 shadow-md ring-1 ring-slate-100 sm:p-6 lg:sticky lg:top-4 lg:self-start">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="card-pool-title" className="text-2xl font-extrabold text-slate-900">
          <span aria-hidden="true">🃏</span> 카드 모음 <span className="ml-1 text-lg font-bold text-slate-600">{cards.length}장</span>
        </h2>
        <Button tone="secondary" onClick={onShuffle} disabled={cards.length < 2}>
          <span aria-hidden="true">🔀</span> 카드 섞기
        </Button>
      </div>
      {cards.length > 0 ? (
        <ul aria-label="아직 넣지 않은 카드" className="flex flex-wrap gap-2 sm:gap-3">
          {cards.map((card) => (
            <li key={card}>
              <PoolCard card={card} selected={card === selected} onTap={() => onTap(card)} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-2xl bg-amber-50 p-4 text-lg font-semibold text-amber-950">🎉 카드를 모두 나눠 담았어요! 정말 멋져요.</p>
      )}
    </section>
  );
}

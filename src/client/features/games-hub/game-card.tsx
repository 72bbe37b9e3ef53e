import { Link } from 'react-router';
import { GamePicture } from './game-picture';

export interface HubCard {
  key: string;
  route: string;
  title: string;
  titleEn: string;
  badge: string | null;
  description: string;
  category: string;
  backgroundColor: string;
  iconColor: string;
  /** The words on the card's button: what the child will do there. */
  action: string;
}

/**
 * A game: its picture, names, difficulty and kind, what it is, and a big button. The button's link covers the whole card,
 * so a tap anywhere on it starts the game, while a screen reader hears one link per card.
 */
export function GameCard({ card, record, wide = false }: { card: HubCard; record: string | null; wide?: boolean }) {
  return (
    <div
      className={`relative flex h-full flex-col rounded-3xl bg-white p-5 shadow-md ring-1 ring-slate-100 transition focus-within:ring-4 focus-within:ring-indigo-300 hover:-translate-y-1 hover:shadow-xl ${wide ? 'lg:flex-row lg:gap-5' : ''}`}
    >
      <div className={wide ? 'lg:w-2/5 lg:shrink-0 lg:self-center' : undefined}>
        <GamePicture gameKey={card.key} />
      </div>
      <div className="flex flex-1 flex-col">
        <h3 className="mt-4 text-xl font-bold text-slate-900 lg:mt-0">{card.title}</h3>
        <p lang="en" className="text-sm font-semibold text-slate-500">
          {card.titleEn}
        </p>
        {/* The difficulty beside the words, never over the picture. */}
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm font-bold">
          {card.badge && (
            <span className="rounded-full px-3 py-0.5" style={{ backgroundColor: card.backgroundColor, color: card.iconColor }}>
              {card.badge}
            </span>
          )}
          <span style={{ color: card.iconColor }}>{card.category}</span>
        </p>
        <p className="mt-2 flex-1 text-slate-700">{card.description}</p>
        {record && (
          <p data-testid="game-record" className="mt-2 rounded-2xl bg-amber-50 px-3 py-2 font-bold text-amber-950">
            <span className="sr-only">기록: </span>
            {record}
          </p>
        )}
        <Link
          to={card.route}
          className="mt-4 inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-indigo-600 px-6 text-lg font-bold text-white shadow-md after:absolute after:inset-0 after:rounded-3xl hover:bg-indigo-700 focus-visible:outline-none"
        >
          <span aria-hidden="true">▶</span> {card.action}
          <span className="sr-only"> · {card.title}</span>
        </Link>
      </div>
    </div>
  );
}

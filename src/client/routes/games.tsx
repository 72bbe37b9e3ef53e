import { Link } from 'react-router';
import { categoryKo, difficultyKo, gameHubGroups, games, selfAnalysisBoardCard } from '@/content/games';
import { pageMeta } from '../app/seo';
import { PageContainer, PageTitle } from '../ui/page-container';

export const meta = () => pageMeta('/games');

interface HubCard {
  key: string;
  route: string;
  emoji: string;
  title: string;
  titleEn: string;
  badge: string | null;
  description: string;
  category: string;
  backgroundColor: string;
  iconColor: string;
}

const gameCards = (categories: readonly string[]): HubCard[] =>
  games
    .filter((game) => categories.includes(game.category))
    .map((game) => ({
      key: game.id,
      route: game.route,
      emoji: game.emoji,
      title: game.titleKo,
      titleEn: game.title,
      badge: difficultyKo[game.difficulty],
      description: game.description,
      category: categoryKo[game.category],
      backgroundColor: game.backgroundColor,
      iconColor: game.iconColor,
    }));

const boardCard: HubCard = {
  key: 'quadrant-board',
  ...selfAnalysisBoardCard,
  badge: null,
  category: categoryKo[selfAnalysisBoardCard.category],
};

function GameCard({ card }: { card: HubCard }) {
  return (
    <Link
      to={card.route}
      className="flex h-full flex-col rounded-3xl bg-white p-6 shadow-md ring-1 ring-slate-100 transition hover:-translate-y-1 hover:shadow-xl"
    >
      <span className="flex items-start justify-between gap-4">
        <span aria-hidden="true" className="flex size-16 items-center justify-center rounded-2xl text-4xl" style={{ backgroundColor: card.backgroundColor }}>
          {card.emoji}
        </span>
        {card.badge && (
          <span className="rounded-full px-3 py-1 text-sm font-bold" style={{ backgroundColor: card.backgroundColor, color: card.iconColor }}>
            {card.badge}
          </span>
        )}
      </span>
      <span className="mt-4 text-xl font-bold text-slate-900">{card.title}</span>
      <span lang="en" className="text-sm font-semibold text-slate-500">
        {card.titleEn}
      </span>
      <span className="mt-2 flex-1 text-slate-700">{card.description}</span>
      <span className="mt-4 text-sm font-semibold" style={{ color: card.iconColor }}>
        {card.category}
      </span>
    </Link>
  );
}

export default function Games() {
  return (
    <PageContainer>
      <PageTitle kicker={<span lang="en">Games</span>}>놀면서 배우는 게임</PageTitle>
      <p className="-mt-4 mb-10 max-w-2xl text-lg text-slate-700">코딩, 수학, 성장 기록과 진로까지. 마음에 드는 게임을 골라 보세요.</p>
      {gameHubGroups.map((group) => {
        const cards = gameCards(group.categories);
        if (group.categories.some((category) => category === 'Career & Future')) cards.push(boardCard);
        return (
          <section key={group.title} aria-labelledby={`group-${group.title}`} className="mb-12">
            <h2 id={`group-${group.title}`} className="text-2xl font-extrabold text-balance text-slate-900">
              {group.titleKo}
            </h2>
            <p lang="en" className="text-sm font-semibold text-slate-500">
              {group.title}
            </p>
            <ul className="mt-5 grid gap-6 sm:grid-cols-2">
              {cards.map((card) => (
                <li key={card.key}>
                  <GameCard card={card} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </PageContainer>
  );
}

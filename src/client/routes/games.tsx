import { Link } from 'react-router';
import { gameHubGroups, games } from '@/content/games';
import { pageMeta } from '../app/seo';
import { PageContainer, PageTitle } from '../ui/page-container';

export const meta = () => pageMeta('/games');

export default function Games() {
  return (
    <PageContainer>
      <PageTitle kicker={<span lang="en">Games</span>}>놀면서 배우는 게임</PageTitle>
      <p className="-mt-4 mb-10 max-w-2xl text-lg text-slate-700">코딩, 수학, 성장 기록과 진로까지. 마음에 드는 게임을 골라 보세요.</p>
      {gameHubGroups.map((group) => {
        const list = games.filter((g) => (group.categories as readonly string[]).includes(g.category));
        return (
          <section key={group.title} aria-labelledby={`group-${group.title}`} className="mb-12">
            <h2 id={`group-${group.title}`} className="text-2xl font-extrabold text-slate-900">
              <span lang="en">{group.title}</span> <span className="text-lg font-semibold text-slate-500">· {group.titleKo}</span>
            </h2>
            <ul className="mt-5 grid gap-6 sm:grid-cols-2">
              {list.map((game) => (
                <li key={game.id}>
                  <Link
                    to={game.route}
                    className="flex h-full flex-col rounded-3xl bg-white p-6 shadow-md ring-1 ring-slate-100 transition hover:-translate-y-1 hover:shadow-xl"
                  >
                    <span className="flex items-start justify-between gap-4">
                      <span aria-hidden="true" className="flex size-16 items-center justify-center rounded-2xl text-4xl" style={{ backgroundColor: game.backgroundColor }}>
                        {game.emoji}
                      </span>
                      <span lang="en" className="rounded-full px-3 py-1 text-sm font-bold" style={{ backgroundColor: game.backgroundColor, color: game.iconColor }}>
                        {game.difficulty}
                      </span>
                    </span>
                    <span className="mt-4 text-xl font-bold text-slate-900">
                      {game.titleKo} <span lang="en" className="text-base font-semibold text-slate-500">{game.title}</span>
                    </span>
                    <span className="mt-2 flex-1 text-slate-700">{game.description}</span>
                    <span lang="en" className="mt-4 text-sm font-semibold" style={{ color: game.iconColor }}>
                      {game.category}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </PageContainer>
  );
}

import { lazy, Suspense, useState } from 'react';
import type { ChildProgress } from '@/shared/family-progress';
import { useActiveFamilyCode } from '../../lib/family-code/active-code';
import { categoryKo, difficultyKo, gameHubGroups, games, aboutMeBoardCard } from '@/content/games';
import { slug } from '@/shared/slug';
import { PageContainer, PageTitle } from '../../ui/page-container';
import { GameCard, type HubCard } from './game-card';
import { childProgressLine } from './child-line';
import { progressLine } from './progress-line';
import { useDeviceProgress } from './use-device-progress';

const actions: Record<string, string> = {
  'programming-adventure': '모험 시작하기',
  'multiplication-practice': '구구단 하러 가기',
  'learning-progress': '성적표 보기',
  'career-planner': '플래너 열기',
  'quadrant-board': '보드 만들기',
};

const gameCards = (categories: readonly string[]): HubCard[] =>
  games
    .filter((game) => categories.includes(game.category))
    .map((game) => ({
      key: game.id,
      route: game.route,
      title: game.titleKo,
      titleEn: game.title,
      badge: difficultyKo[game.difficulty],
      description: game.description,
      category: categoryKo[game.category],
      backgroundColor: game.backgroundColor,
      iconColor: game.iconColor,
      action: actions[game.id] ?? '시작하기',
    }));

const boardCard: HubCard = {
  key: 'quadrant-board',
  ...aboutMeBoardCard,
  badge: null,
  category: categoryKo[aboutMeBoardCard.category],
  action: actions['quadrant-board']!,
};

// Only a device holding a family code loads the chooser and the child's bests.
const ChildBests = lazy(() => import('./child-bests'));

/** The three groups of games, each card with a picture, a play button and this device's best. */
export function GamesHubPage() {
  const progress = useDeviceProgress();
  const code = useActiveFamilyCode();
  // undefined while a device with a family code waits for the server's answer: its cards show no record yet.
  const [child, setChild] = useState<ChildProgress | null | undefined>(undefined);
  // With a child chosen under the family code, the cards show that child's bests; otherwise this device's.
  const lineOf = (key: string) => {
    if (!code) return progressLine(key, progress);
    if (child === undefined) return null;
    return child ? childProgressLine(key, child) : progressLine(key, progress);
  };
  return (
    <PageContainer>
      <PageTitle kicker={<span lang="en">Games</span>}>놀면서 배우는 게임</PageTitle>
      <p className="-mt-4 mb-10 max-w-2xl text-lg text-slate-700">코딩, 수학, 성장 기록과 진로까지. 마음에 드는 게임을 골라 보세요.</p>
      {code && (
        <Suspense fallback={null}>
          <ChildBests onChild={setChild} />
        </Suspense>
      )}
      {/* From a tablet up the groups share rows: two one-game groups side by side (on a desk each card lies on its
          side, picture beside words), a bigger group a whole row of its own, so no row is left half empty. */}
      <div className="grid gap-x-6 sm:grid-cols-2">
        {gameHubGroups.map((group) => {
          const cards = gameCards(group.categories);
          if (group.categories.some((category) => category === 'Career & Future')) cards.push(boardCard);
          const single = cards.length === 1;
          return (
            <section key={group.title} aria-labelledby={`group-${slug(group.title)}`} className={`mb-12 flex flex-col ${single ? '' : 'sm:col-span-2'}`}>
              <h2 id={`group-${slug(group.title)}`} className="text-2xl font-extrabold text-balance text-slate-900">
                {group.titleKo}
              </h2>
              <p lang="en" className="text-sm font-semibold text-slate-500">
                {group.title}
              </p>
              <ul className={`mt-5 grid flex-1 gap-6 ${single ? '' : 'sm:grid-cols-2 md:grid-cols-3 sm:max-md:[&>li:last-child:nth-child(odd)]:col-span-2'}`}>
                {cards.map((card) => (
                  <li key={card.key}>
                    <GameCard card={card} record={lineOf(card.key)} wide={single} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </PageContainer>
  );
}

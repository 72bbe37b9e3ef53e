import { Link } from 'react-router';
import { charlotteBirthdayStory } from '@/content/stories/charlotte-birthday/story';
import { forestAdventureStory } from '@/content/stories/forest-adventure/story';
import { ContinueCard } from '../features/library/continue-card';
import { StoryCard } from '../features/library/story-card';
import { InstallHint } from '../app/offline/install-hint';
import { pageMeta } from '../app/seo';
import { staticPage } from '../app/static-page';
import { ButtonLink } from '../ui/button-link';
import { PageContainer } from '../ui/page-container';

export const meta = () => pageMeta('/');

// Prerendered as plain HTML: everything here is a link, so a first visit downloads no bundle (decision 061).
export const handle = staticPage;

// Two entries, not the whole shelf: the home page's script stays small.
const featured = [charlotteBirthdayStory, forestAdventureStory];

const codingAdventures = [
  { to: '/adventure-game', emoji: '🧩', title: '코딩 모험', text: '블록을 이어 캐릭터를 움직이고 보물을 모아요.', tint: 'bg-indigo-100' },
  { to: '/multiplication-table', emoji: '🔢', title: '소리 구구단', text: '귀로 듣고 외운 뒤 10초 퀴즈에 도전해요.', tint: 'bg-amber-100' },
];

export default function Home() {
  return (
    <PageContainer>
      <section className="relative overflow-hidden rounded-[2rem] bg-gradient-to-br from-indigo-600 via-indigo-500 to-sky-500 px-6 py-12 text-white shadow-xl sm:px-12 sm:py-16">
        <div aria-hidden="true" className="pointer-events-none absolute -top-6 -right-4 text-[7rem] opacity-25 select-none sm:text-[10rem]">
          📖
        </div>
        <p className="font-semibold text-indigo-100">
          영어와 한국어로 읽는 그림책 · <span lang="en">Stories and games for young readers</span>
        </p>
        <h1 className="mt-3 max-w-2xl text-4xl leading-tight font-extrabold sm:text-5xl">
          오늘은 어떤 이야기를
          <br />
          만나 볼까요?
        </h1>
        <p className="mt-4 max-w-xl text-lg text-indigo-50">그림책을 읽고, 코딩 모험을 떠나고, 구구단을 소리로 외워요. 로그인 없이 바로 시작해요.</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to="/stories" tone="secondary">
            📚 이야기 읽으러 가기
          </ButtonLink>
          <ButtonLink to="/games" tone="quiet">
            🎮 게임 하러 가기
          </ButtonLink>
        </div>
      </section>

      <ContinueCard />

      <section aria-labelledby="featured-heading" className="mt-14">
        <h2 id="featured-heading" className="text-2xl font-extrabold text-slate-900">
          이번 주 추천 그림책
        </h2>
        <ul className="mt-5 grid gap-6 sm:grid-cols-2">
          {featured.map((story, index) => (
            <li key={story.id}>
              <StoryCard story={story} eager={index === 0} edition="ko" />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="coding-heading" className="mt-14">
        <h2 id="coding-heading" className="text-2xl font-extrabold text-slate-900">
          코딩과 수학 모험
        </h2>
        <ul className="mt-5 grid gap-6 sm:grid-cols-2">
          {codingAdventures.map((game) => (
            <li key={game.to}>
              <Link
                to={game.to}
                className={`flex min-h-28 items-center gap-5 rounded-3xl p-6 shadow-sm transition hover:-translate-y-1 hover:shadow-lg ${game.tint}`}
              >
                <span aria-hidden="true" className="text-5xl">
                  {game.emoji}
                </span>
                <span>
                  <span className="block text-xl font-bold text-slate-900">{game.title}</span>
                  <span className="mt-1 block text-slate-700">{game.text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="mt-14 rounded-3xl bg-amber-100 px-6 py-10 text-center">
        <h2 className="text-2xl font-extrabold text-slate-900">더 많은 이야기와 게임이 기다려요</h2>
        <p className="mt-2 text-slate-700">그림책과 네 가지 배움 놀이를 모두 둘러보세요.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/stories">모든 이야기 보기</ButtonLink>
          <ButtonLink to="/games" tone="quiet">
            모든 게임 보기
          </ButtonLink>
        </div>
      </section>

      {/* Last on the page: it appears only when the browser offers to install, and here it moves nothing a child is reading. */}
      <InstallHint />
    </PageContainer>
  );
}

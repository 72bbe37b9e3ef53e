import { lazy, Suspense, useState } from 'react';
import type { Story } from '@/shared/story';
import { useActiveFamilyCode } from '../../lib/family-code/active-code';
import { PageContainer, PageTitle } from '../../ui/page-container';
import { StoryCard } from './story-card';
import { groupBySeries, seriesHeading, storyCountLabel } from './story-groups';

// The child's shelf loads only on a device holding a family code: without one, the library is as it was.
const ChildShelf = lazy(() => import('./child-shelf'));

/**
 * From a tablet up a short shelf takes only the columns it needs, so one-book series sit side by side, and a
 * series of three fills its rows: three across from 768 px, and below that its last card across the two columns.
 */
const shelfSpan: Record<number, { section: string; list: string }> = {
  1: { section: 'col-span-1', list: 'sm:grid-cols-1' },
  2: { section: 'sm:col-span-2', list: 'sm:grid-cols-2' },
  3: { section: 'sm:col-span-2 lg:col-span-3', list: 'sm:grid-cols-2 md:grid-cols-3 sm:max-md:[&>li:last-child:nth-child(odd)]:col-span-2' },
};

/** The story library: every book, shelved by series (docs/product.md §2 Story library). */
export function LibraryPage({ stories }: { stories: readonly Story[] }) {
  const groups = groupBySeries(stories);
  const firstId = stories[0]?.id;
  const code = useActiveFamilyCode();
  const [finished, setFinished] = useState<ReadonlySet<string>>(new Set());
  return (
    <PageContainer>
      <PageTitle kicker={<span lang="en">Stories · 이야기 서재</span>}>어떤 이야기를 읽어 볼까요?</PageTitle>
      <p className="-mt-4 max-w-2xl text-lg text-slate-700">
        그림책 {stories.length}권이 기다리고 있어요. 모든 책을 영어로도, 한국어로도 읽을 수 있어요. 마음에 드는 표지를 눌러 읽기 시작해요.
      </p>
      <p className="mt-2 max-w-2xl text-base text-slate-600">
        <span aria-hidden="true">📏 </span>
        읽기 단계는 글을 직접 재어 정했어요: 1단계는 1학년, 2단계는 2학년, 3단계는 3학년, 4단계는 4학년 이상에게 알맞아요.
      </p>
      {code && (
        <Suspense fallback={null}>
          <ChildShelf stories={stories} onFinished={setFinished} />
        </Suspense>
      )}
      {/* No fade for the shelf: the first cover is the largest paint, and a fade would delay it. */}
      <div className="grid gap-x-6 animate-none! sm:grid-cols-2 lg:grid-cols-3">
        {groups.map(({ series, stories: shelf }) => {
          const heading = seriesHeading(series);
          const headingId = `series-${shelf[0]?.id ?? series}`;
          const span = shelfSpan[Math.min(shelf.length, 3)];
          return (
            <section key={series} aria-labelledby={headingId} className={`mt-12 ${span?.section ?? ''}`}>
              <div lang={heading.lang} className="border-b-2 border-amber-200 pb-3">
                <h2 id={headingId} className="text-2xl font-extrabold text-slate-900">
                  <span aria-hidden="true" className="mr-2">
                    {heading.emoji}
                  </span>
                  {heading.title}
                </h2>
                <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700">
                  <span lang="en" className="rounded-full bg-indigo-600 px-3 py-0.5 text-sm font-bold text-white">
                    {storyCountLabel(shelf.length)}
                  </span>
                  {heading.blurb}
                </p>
              </div>
              <ul className={`mt-6 grid gap-6 ${span?.list ?? ''}`}>
                {shelf.map((story) => (
                  <li key={story.id}>
                    <StoryCard story={story} eager={story.id === firstId} finished={finished.has(story.id)} />
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

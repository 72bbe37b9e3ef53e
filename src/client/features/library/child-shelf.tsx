import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Story } from '@/shared/story';
import { usePlayingProgress } from '../../lib/family-progress/use-playing-progress';
import { WhoIsPlaying } from '../../lib/family-progress/who-is-playing';
import { pageAnchor } from '../../lib/reading-place';
import { ScenePicture } from '../../ui/scene-picture';
import { continuePick, finishedIds, nextPick } from './shelf-picks';

const cardClass = 'flex flex-col overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-amber-100';

/** A small cover with its title, linking to the book (at a page, if given). */
function ShelfCover({ story, page, children }: { story: Story; page?: number; children?: ReactNode }) {
  return (
    <Link
      to={page === undefined ? story.route : `${story.route}#${pageAnchor(page)}`}
      className={`${cardClass} group h-full max-sm:flex-row focus-visible:ring-4 focus-visible:ring-indigo-600 focus-visible:outline-none`}
    >
      {/* On a phone the cover sits beside the words, so the shelf does not push the library a screen down. */}
      <span className="w-32 shrink-0 self-center max-sm:pl-3 sm:w-auto">
        <ScenePicture src={story.coverImage} alt="" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-2 p-3">
        <span className="font-bold text-slate-900 group-hover:text-indigo-700">{story.title}</span>
        {children}
      </span>
    </Link>
  );
}

/**
 * The chosen child's own shelf on the library page: "계속 읽기 · Continue" at the page the child stopped
 * on (on any device holding the family code), the books finished, and the next book at the same level.
 * Loaded only on a device with a family code; `onFinished` tells the library which covers get a sticker.
 */
export default function ChildShelf({ stories, onFinished }: { stories: readonly Story[]; onFinished: (ids: ReadonlySet<string>) => void }) {
  const { code, childName, child, familyNames, settled } = usePlayingProgress();
  const finished = child ? finishedIds(child) : new Set<string>();
  const finishedKey = [...finished].join();
  useEffect(() => onFinished(new Set(finishedKey ? finishedKey.split(',') : [])), [finishedKey, onFinished]);
  if (!code || !settled) return null;
  const going = child && continuePick(child, stories);
  const next = child && nextPick(child, stories);
  const done = stories.filter((s) => finished.has(s.id));

  return (
    <div className="mt-8 space-y-5">
      <WhoIsPlaying code={code} familyNames={familyNames} />
      {childName && (
        <section aria-labelledby="child-shelf-title" data-child-shelf className="rounded-3xl bg-amber-50 p-4 ring-1 ring-amber-200 sm:p-6">
          <h2 id="child-shelf-title" className="text-2xl font-extrabold text-slate-900">
            <span aria-hidden="true">📚 </span>
            {childName}의 책장{' '}
            <span lang="en" className="text-lg font-bold text-slate-600">
              · {childName}&apos;s shelf
            </span>
          </h2>
          {!going && !next && done.length === 0 && (
            <p className="mt-3 text-slate-700">
              아직 읽은 책이 없어요. 아래에서 마음에 드는 책을 골라 보세요. <span lang="en">Pick a book below to start.</span>
            </p>
          )}
          <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {going && (
              <div data-continue>
                <ShelfCover story={going.story} page={going.page}>
                  <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-indigo-100">
                    <span className="block h-full rounded-full bg-indigo-600" style={{ width: `${Math.round(((going.page + 1) / going.pageCount) * 100)}%` }} />
                  </span>
                  <span className="mt-auto inline-flex min-h-11 items-center justify-center rounded-full bg-indigo-600 px-3 text-sm font-bold whitespace-nowrap text-white sm:px-4 sm:text-base">
                    ▶ 계속 읽기 <span lang="en">&nbsp;· Continue</span>
                  </span>
                  <span className="text-center text-sm text-slate-600">
                    {going.page + 1} / {going.pageCount}쪽
                  </span>
                </ShelfCover>
              </div>
            )}
            {next && (
              <div data-next-book>
                <ShelfCover story={next}>
                  <span className="mt-auto inline-flex min-h-11 items-center justify-center rounded-full bg-amber-300 px-3 text-sm font-bold whitespace-nowrap text-amber-950 sm:px-4 sm:text-base">
                    ✨ 다음 책 <span lang="en">&nbsp;· Next</span>
                  </span>
                  <span className="text-center text-sm text-slate-600">
                    같은 단계예요 <span lang="en">· Same level</span>
                  </span>
                </ShelfCover>
              </div>
            )}
            {done.length > 0 && (
              <div className={`${cardClass} self-start p-3 sm:col-span-2 lg:col-span-2`}>
                <h3 className="font-bold text-slate-900">
                  <span aria-hidden="true">🏅 </span>다 읽은 책 <span lang="en">· Finished</span> <span className="text-slate-600">{done.length}권</span>
                </h3>
                <ul className="mt-2 grid grid-cols-3 gap-2 lg:grid-cols-4">
                  {done.map((s) => (
                    <li key={s.id} data-finished-book={s.id} className="relative">
                      <Link to={s.route} className="block overflow-hidden rounded-xl ring-1 ring-amber-100" aria-label={`${s.title} (다 읽었어요)`}>
                        <ScenePicture src={s.coverImage} alt="" />
                      </Link>
                      <span
                        aria-hidden="true"
                        className="absolute -top-1 -right-1 flex size-8 items-center justify-center rounded-full bg-amber-300 text-lg shadow"
                      >
                        🏅
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        </section>
      )}
    </div>
  );
}

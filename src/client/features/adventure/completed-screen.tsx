import { useEffect, useRef } from 'react';
import type { Character } from '@/shared/adventure';
import { Button, ButtonLink } from '@/client/ui/button-link';
import { Icon } from './icons/icon';

export function CompletedScreen({
  character,
  score,
  levelCount,
  onPlayAgain,
  onNextAdventure,
}: {
  character: Character;
  score: number;
  levelCount: number;
  onPlayAgain: () => void;
  onNextAdventure: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The last level ended with the page scrolled down to the map: the prize opens at the top of the page.
    window.scrollTo({ top: 0, behavior: 'instant' });
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  return (
    <section aria-labelledby="done-heading" className="mx-auto max-w-2xl rounded-3xl bg-white p-5 text-center shadow-md sm:p-8">
      <div className="flex items-end justify-center gap-2">
        <Icon name={character.icon} className="size-20 sm:size-24" />
        <Icon name="trophy" className="size-24 sm:size-28" />
      </div>
      <h2 id="done-heading" ref={headingRef} tabIndex={-1} className="mt-4 text-3xl font-extrabold text-slate-900 sm:text-4xl">
        {character.name}, 해냈어요!
      </h2>
      <p className="mt-3 text-xl break-keep text-slate-700">
        {levelCount}단계를 모두 끝냈어요. 이제 진짜 코더예요!
        <span lang="en" className="block text-lg text-slate-500">
          You did it! You finished all {levelCount} levels.
        </span>
      </p>
      <p className="mt-5 text-2xl font-extrabold text-indigo-700">최종 점수 {score}점</p>
      <p className="mt-4 text-lg break-keep text-slate-700">
        다음 모험이 열렸어요!
        <span lang="en" className="block text-base text-slate-500">
          A new adventure is open!
        </span>
      </p>
      {/* Each button is whole on its own line on a phone: Korean above, the English under it. */}
      <div className="mt-6 flex flex-col items-stretch gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
        <Button tone="secondary" onClick={onNextAdventure} className="flex-col gap-0! py-2 leading-tight">
          <span className="flex items-center gap-2">
            <Icon name="world-map" className="size-6" />
            다음 모험 보기
          </span>
          <span lang="en" className="text-base font-semibold">
            Next adventure
          </span>
        </Button>
        <Button onClick={onPlayAgain} className="flex-col gap-0! py-2 leading-tight">
          다시 하기
          <span lang="en" className="text-base font-semibold">
            Play Again
          </span>
        </Button>
        <ButtonLink to="/" tone="quiet" className="flex-col gap-0! py-2 leading-tight">
          이야기로 돌아가기
          <span lang="en" className="text-base font-semibold">
            Back to stories
          </span>
        </ButtonLink>
      </div>
    </section>
  );
}

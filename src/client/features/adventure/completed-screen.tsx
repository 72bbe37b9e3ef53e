import { useEffect, useRef } from 'react';
import type { Character } from '@/shared/adventure';
import { Button, ButtonLink } from '@/client/ui/button-link';
import { Icon } from './icons/icon';

export function CompletedScreen({
  character,
  score,
  levelCount,
  onPlayAgain,
}: {
  character: Character;
  score: number;
  levelCount: number;
  onPlayAgain: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section aria-labelledby="done-heading" className="mx-auto max-w-2xl rounded-3xl bg-white p-8 text-center shadow-md">
      <div className="flex items-end justify-center gap-2">
        <Icon name={character.icon} className="size-24" />
        <Icon name="trophy" className="size-28" />
      </div>
      <h2 id="done-heading" ref={headingRef} tabIndex={-1} className="mt-4 text-3xl font-extrabold text-slate-900 sm:text-4xl">
        {character.name}, 해냈어요!
      </h2>
      <p className="mt-3 text-xl text-slate-700">
        {levelCount}단계를 모두 끝냈어요. 이제 진짜 코더예요!
        <span lang="en" className="block text-lg text-slate-500">
          You did it! You finished all {levelCount} levels.
        </span>
      </p>
      <p className="mt-5 text-2xl font-extrabold text-indigo-700">최종 점수 {score}점</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={onPlayAgain}>
          다시 하기 <span lang="en">· Play Again</span>
        </Button>
        <ButtonLink to="/" tone="quiet">
          이야기로 돌아가기 <span lang="en">· Back to stories</span>
        </ButtonLink>
      </div>
    </section>
  );
}

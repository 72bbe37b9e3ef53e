import { useEffect, useRef } from 'react';
import { characters } from '@/content/adventure/characters';
import type { CharacterId } from '@/shared/adventure';
import { Icon } from './icons/icon';

export function CharacterSelect({ onChoose, focusHeading }: { onChoose: (id: CharacterId) => void; focusHeading: boolean }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);

  return (
    <section aria-labelledby="choose-heading">
      <h2 id="choose-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-extrabold text-slate-900 sm:text-3xl">
        함께 모험할 친구를 골라요{' '}
        <span lang="en" className="block text-lg font-semibold text-slate-500">
          Choose your hero
        </span>
      </h2>
      <p className="mt-1 text-lg text-slate-700">내가 만든 블록대로 한 걸음씩 움직여요.</p>
      <ul className="mt-5 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {characters.map((character) => (
          <li key={character.id}>
            <button
              type="button"
              onClick={() => onChoose(character.id)}
              className="flex h-full min-h-44 w-full flex-col items-center gap-2 rounded-3xl bg-white p-4 text-center shadow-md ring-2 ring-transparent transition hover:-translate-y-1 hover:shadow-xl hover:ring-indigo-300 active:scale-95"
            >
              <Icon name={character.icon} className="size-20" />
              <span className="text-xl font-extrabold text-slate-900">{character.name}</span>
              <span className="text-slate-700">{character.descriptionKo}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { SideBubble as SideBubbleData } from '@/shared/story';
import type { Edition } from '../panel-editions';
import { Passage } from './passage';

const placement: Record<SideBubbleData['position'], string> = {
  left: 'mr-auto rounded-bl-md bg-white ring-indigo-100',
  right: 'ml-auto rounded-br-md bg-amber-50 ring-amber-200',
  center: 'mx-auto bg-white ring-indigo-100',
};

/** The speech bubbles beside the picture, each on the side where its speaker stands, in every language on show. */
export function SideBubbleList({ bubbles, editions, page }: { bubbles: readonly SideBubbleData[]; editions: readonly Edition[]; page?: number }) {
  if (bubbles.length === 0) return null;
  return (
    <ul className="mt-4 flex flex-col gap-3 print:mt-1 print:gap-1">
      {bubbles.map((bubble, i) => (
        <li
          key={i}
          className={`w-fit max-w-[85%] rounded-3xl px-4 py-3 shadow-sm ring-2 print:px-2 print:py-1 print:shadow-none ${placement[bubble.position]}`}
        >
          {editions.map(({ lang, words }) => {
            const said = words.bubbles[i];
            if (!said) return null;
            return (
              <span key={lang} lang={lang} className="block">
                <span className="block text-sm font-bold text-indigo-700 print:text-[9pt]">
                  <Passage page={page} text={said.speaker} lang={lang} partId={`speaker-${i}`} />
                  <span className="sr-only">: </span>
                </span>
                <span className="text-lg text-slate-900 print:text-[11pt]">
                  <Passage page={page} text={said.text} lang={lang} partId={`bubble-${i}`} />
                </span>
              </span>
            );
          })}
        </li>
      ))}
    </ul>
  );
}

import type { CSSProperties } from 'react';
import type { PointBubble as PointBubbleData } from '@/shared/story';
import type { BookLang } from '@/shared/book-words';
import type { Edition } from '../panel-editions';
import { Passage } from './passage';

// On a wide picture: placed at x,y; shifting left by x% of its own
// width keeps it inside the picture at any x and puts its tail exactly over the point x. w-max: an
// absolute box would otherwise shrink to the space right of x and stack its words.
const onPicture =
  'not-print:@md:absolute not-print:@md:w-max not-print:@md:top-[var(--y)] not-print:@md:left-[var(--x)] not-print:@md:max-w-[46%] not-print:@md:[transform:translate(calc(var(--x)*-1),-50%)] not-print:@md:text-[clamp(0.8rem,2.1cqw,1.05rem)] not-print:@md:shadow-md';

/** Which side of the strip under a narrow picture the bubble sits on, after its speaker. */
function side(x: number): string {
  if (x < 40) return 'self-start';
  if (x > 60) return 'self-end';
  return 'self-center';
}

/**
 * A speech bubble placed by x,y percent of the picture. On a phone-sized picture, and in a printed
 * column, it would hide half the drawing in letters too small to read, so there it sits just under it.
 */
function PointBubble({
  bubble,
  index,
  said,
  page,
}: {
  bubble: PointBubbleData;
  /** Its place among the picture's bubbles, from 0, as the read-aloud script names it. */
  index: number;
  said: readonly { lang: BookLang; speaker: string; text: string }[];
  page?: number;
}) {
  const position = { '--x': `${bubble.x}%`, '--y': `${bubble.y}%` } as CSSProperties;
  return (
    <p
      style={position}
      className={`relative w-fit max-w-[85%] rounded-2xl bg-white/95 px-[0.7em] py-[0.4em] leading-snug text-slate-900 ring-1 ring-slate-300 ${side(bubble.x)} ${onPicture}`}
    >
      {said.map(({ lang, speaker, text }) => (
        <span key={lang} lang={lang} className="block">
          <span className="block text-[0.8em] font-bold text-indigo-700">
            <Passage page={page} text={speaker} lang={lang} partId={`speaker-${index}`} />
            <span className="sr-only">: </span>
          </span>
          <Passage page={page} text={text} lang={lang} partId={`bubble-${index}`} />
        </span>
      ))}
      <span
        aria-hidden="true"
        className="absolute top-full left-[var(--x)] -mt-[5px] hidden size-2.5 -translate-x-1/2 rotate-45 border-r border-b border-slate-300 bg-white not-print:@md:block"
      />
    </p>
  );
}

/** The bubbles of one picture: a strip under it when narrow, laid over it when wide. */
export function PointBubbles({ bubbles, editions, page }: { bubbles: readonly PointBubbleData[]; editions: readonly Edition[]; page?: number }) {
  if (bubbles.length === 0) return null;
  return (
    <div className="flex flex-col gap-3 px-5 pt-5 text-lg not-print:@md:contents print:gap-1 print:px-3 print:pt-2 print:text-[11pt]">
      {bubbles.map((bubble, i) => (
        <PointBubble
          key={i}
          bubble={bubble}
          index={i}
          said={editions.flatMap(({ lang, words }) => (words.bubbles[i] ? [{ lang, ...words.bubbles[i] }] : []))}
          page={page}
        />
      ))}
    </div>
  );
}

import type { CSSProperties } from 'react';
import type { PointBubble as PointBubbleData } from '@/shared/story';
import type { Edition } from '../panel-editions';

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
function PointBubble({ bubble, said }: { bubble: PointBubbleData; said: readonly { lang: string; speaker: string; text: string }[] }) {
  const position = { '--x': `${bubble.x}%`, '--y': `${bubble.y}%` } as CSSProperties;
  return (
    <p
      style={position}
      className={`relative w-fit max-w-[85%] rounded-2xl bg-white/95 px-[0.7em] py-[0.4em] leading-snug text-slate-900 ring-1 ring-slate-300 ${side(bubble.x)} ${onPicture}`}
    >
      {said.map(({ lang, speaker, text }) => (
        <span key={lang} lang={lang} className="block">
          <span className="block text-[0.8em] font-bold text-indigo-700">
            {speaker}
            <span className="sr-only">: </span>
          </span>
          {text}
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
export function PointBubbles({ bubbles, editions }: { bubbles: readonly PointBubbleData[]; editions: readonly Edition[] }) {
  if (bubbles.length === 0) return null;
  return (
    <div className="flex flex-col gap-3 px-5 pt-5 text-lg not-print:@md:contents print:gap-1 print:px-3 print:pt-2 print:text-[11pt]">
      {bubbles.map((bubble, i) => (
        <PointBubble key={i} bubble={bubble} said={editions.flatMap(({ lang, words }) => (words.bubbles[i] ? [{ lang, ...words.bubbles[i] }] : []))} />
      ))}
    </div>
  );
}

import type { CSSProperties } from 'react';
import type { PointBubble as PointBubbleData } from '@/shared/story';

// On the picture (wide pictures and paper): placed at x,y; shifting left by x% of its own
// width keeps it inside the picture at any x and puts its tail exactly over the point x. w-max: an
// absolute box would otherwise shrink to the space right of x and stack its words.
const onPicture =
  '@md:absolute @md:w-max @md:top-[var(--y)] @md:left-[var(--x)] @md:max-w-[46%] @md:[transform:translate(calc(var(--x)*-1),-50%)] @md:text-[clamp(0.8rem,2.1cqw,1.05rem)] @md:shadow-md ' +
  'print:absolute print:w-max print:top-[var(--y)] print:left-[var(--x)] print:max-w-[50%] print:[transform:translate(calc(var(--x)*-1),-50%)] print:text-[7.5pt] print:shadow-none';

/** Which side of the strip under a narrow picture the bubble sits on, after its speaker. */
function side(x: number): string {
  if (x < 40) return 'self-start';
  if (x > 60) return 'self-end';
  return 'self-center';
}

/**
 * A speech bubble placed by x,y percent of the picture. On a phone-sized picture it would
 * hide half the drawing in letters too small to read, so there it sits just under the picture.
 */
export function PointBubble({ bubble }: { bubble: PointBubbleData }) {
  const position = { '--x': `${bubble.x}%`, '--y': `${bubble.y}%` } as CSSProperties;
  return (
    <p
      style={position}
      className={`relative w-fit max-w-[85%] rounded-2xl bg-white/95 px-[0.7em] py-[0.4em] leading-snug text-slate-900 ring-1 ring-slate-300 ${side(bubble.x)} ${onPicture}`}
    >
      <span className="block text-[0.8em] font-bold text-indigo-700">
        {bubble.character}
        <span className="sr-only">: </span>
      </span>
      {bubble.text}
      <span
        aria-hidden="true"
        className="absolute top-full left-[var(--x)] -mt-[5px] hidden size-2.5 -translate-x-1/2 rotate-45 border-r border-b border-slate-300 bg-white @md:block print:block"
      />
    </p>
  );
}

/** The bubbles of one picture: a strip under it when narrow, laid over it when wide. */
export function PointBubbles({ bubbles }: { bubbles: readonly PointBubbleData[] }) {
  if (bubbles.length === 0) return null;
  return (
    <div className="flex flex-col gap-3 px-5 pt-5 text-lg @md:contents print:contents">
      {bubbles.map((bubble, i) => (
        <PointBubble key={i} bubble={bubble} />
      ))}
    </div>
  );
}

import type { PointBubble as PointBubbleData } from '@/shared/story';

/**
 * A speech bubble drawn on the picture at x,y percent. Shifting it left by x% of its own
 * width keeps it inside the picture at any x, and puts its tail (at x% of its width)
 * exactly over the point x — above the speaker's head.
 */
export function PointBubble({ bubble }: { bubble: PointBubbleData }) {
  return (
    <p
      className="absolute max-w-[46%] rounded-2xl bg-white/95 px-[0.6em] py-[0.35em] text-[clamp(0.75rem,2.3cqw,1.05rem)] leading-snug text-slate-900 shadow-md ring-1 ring-slate-300 print:text-[8pt] print:shadow-none"
      style={{ left: `${bubble.x}%`, top: `${bubble.y}%`, transform: `translate(-${bubble.x}%, -50%)` }}
    >
      <span className="block text-[0.8em] font-bold text-indigo-700">
        {bubble.character}
        <span className="sr-only">: </span>
      </span>
      {bubble.text}
      <span
        aria-hidden="true"
        className="absolute top-full -mt-[5px] size-2.5 -translate-x-1/2 rotate-45 border-r border-b border-slate-300 bg-white"
        style={{ left: `${bubble.x}%` }}
      />
    </p>
  );
}

import type { SideBubble as SideBubbleData } from '@/shared/story';

const placement: Record<SideBubbleData['position'], string> = {
  left: 'mr-auto rounded-bl-md bg-white ring-indigo-100',
  right: 'ml-auto rounded-br-md bg-amber-50 ring-amber-200',
  center: 'mx-auto bg-white ring-indigo-100',
};

/** A speech bubble beside the picture, on the side where its speaker stands. */
export function SideBubble({ bubble }: { bubble: SideBubbleData }) {
  return (
    <li className={`w-fit max-w-[85%] rounded-3xl px-4 py-3 shadow-sm ring-2 ${placement[bubble.position]}`}>
      <span className="block text-sm font-bold text-indigo-700">
        {bubble.character}
        <span className="sr-only">: </span>
      </span>
      <span className="text-lg text-slate-900">{bubble.text}</span>
    </li>
  );
}

export function SideBubbleList({ bubbles }: { bubbles: readonly SideBubbleData[] }) {
  if (bubbles.length === 0) return null;
  return (
    <ul className="mt-4 flex flex-col gap-3">
      {bubbles.map((bubble, i) => (
        <SideBubble key={i} bubble={bubble} />
      ))}
    </ul>
  );
}

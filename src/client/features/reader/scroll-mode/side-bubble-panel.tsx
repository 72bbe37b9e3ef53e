import type { SideBubblePanel as SideBubblePanelData } from '@/shared/story';
import type { Edition } from '../panel-editions';
import { ScenePicture, type PictureLoading } from '../../../ui/scene-picture';
import { SideBubbleList } from './side-bubble';

/** A panel with its picture, the story text and the characters' speech bubbles beside it. */
export function SideBubblePanel({ panel, editions, load = 'lazy' }: { panel: SideBubblePanelData; editions: readonly Edition[]; load?: PictureLoading }) {
  return (
    <figure className="overflow-hidden rounded-3xl bg-white shadow-md ring-1 ring-amber-100 print:break-inside-avoid print:shadow-none">
      <ScenePicture src={panel.imageUrl} alt={editions[0]!.words.imageAlt} load={load} />
      <figcaption className="p-5 sm:p-6 print:p-3">
        {editions.map(({ lang, words }) => (
          <p key={lang} lang={lang} className="text-lg leading-relaxed text-slate-800 sm:text-xl print:text-[10pt] [&+&]:mt-3">
            {words.text}
          </p>
        ))}
        <SideBubbleList bubbles={panel.speechBubbles} editions={editions} />
      </figcaption>
    </figure>
  );
}

import type { SideBubblePanel as SideBubblePanelData } from '@/shared/story';
import type { Edition } from '../panel-editions';
import { ScenePicture, type PictureLoading } from '../../../ui/scene-picture';
import { SideBubbleList } from './side-bubble';
import { Passage } from './passage';

interface SideBubblePanelProps {
  panel: SideBubblePanelData;
  editions: readonly Edition[];
  load?: PictureLoading;
  /** The page it is, for read-aloud (absent on paper). */
  page?: number;
}

/** A panel with its picture, the story text and the characters' speech bubbles beside it. */
export function SideBubblePanel({ panel, editions, load = 'lazy', page }: SideBubblePanelProps) {
  return (
    <figure className="overflow-hidden rounded-3xl bg-white shadow-md ring-1 ring-amber-100 print:break-inside-avoid print:shadow-none">
      <ScenePicture src={panel.imageUrl} alt={editions[0]!.words.imageAlt} load={load} />
      <figcaption className="p-5 sm:p-6 print:p-3">
        {editions.map(({ lang, words }) => (
          <p key={lang} lang={lang} className="text-lg leading-relaxed text-slate-800 sm:text-xl print:text-[10pt] [&+&]:mt-3">
            <Passage page={page} text={words.text} lang={lang} partId="text" />
          </p>
        ))}
        <SideBubbleList bubbles={panel.speechBubbles} editions={editions} page={page} />
      </figcaption>
    </figure>
  );
}

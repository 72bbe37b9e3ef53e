import type { PointBubblePanel as PointBubblePanelData } from '@/shared/story';
import type { Edition } from '../panel-editions';
import { ScenePicture, type PictureLoading } from '../../../ui/scene-picture';
import { PointBubbles } from './point-bubble';
import { Passage } from './passage';

/** A panel whose speech bubbles sit on the picture, above the speakers' heads (under it on a phone). */
export function PointBubblePanel({
  panel,
  editions,
  load = 'lazy',
  page,
}: {
  panel: PointBubblePanelData;
  editions: readonly Edition[];
  load?: PictureLoading;
  /** The page it is, for read-aloud (absent on paper). */
  page?: number;
}) {
  return (
    <figure className="overflow-hidden rounded-3xl bg-white shadow-md ring-1 ring-amber-100 print:break-inside-avoid print:shadow-none">
      <div className="@container relative">
        <ScenePicture src={panel.imageUrl} alt={editions[0]!.words.imageAlt} load={load} />
        <PointBubbles bubbles={panel.speechBubbles} editions={editions} page={page} />
      </div>
      <figcaption className="p-5 sm:p-6 print:p-3">
        {editions.map(({ lang, words }) => (
          <p key={lang} lang={lang} className="text-lg leading-relaxed text-slate-800 sm:text-xl print:text-[10pt] [&+&]:mt-3">
            <Passage page={page} text={words.text} lang={lang} partId="text" />
          </p>
        ))}
      </figcaption>
    </figure>
  );
}

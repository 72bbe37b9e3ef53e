import type { SideBubblePanel as SideBubblePanelData } from '@/shared/story';
import { canShowPanel } from './panel-visibility';
import { ScenePicture } from '../../ui/scene-picture';
import { SideBubbleList } from './side-bubble';

/** A panel with its picture, the story text and the characters' speech bubbles beside it. */
export function SideBubblePanel({ panel }: { panel: SideBubblePanelData }) {
  if (!canShowPanel(panel)) return null;
  return (
    <figure className="overflow-hidden rounded-3xl bg-white shadow-md ring-1 ring-amber-100">
      <ScenePicture src={panel.imageUrl} alt={panel.imageAlt} />
      <figcaption className="p-5 sm:p-6">
        <p className="text-lg leading-relaxed text-slate-800 sm:text-xl">{panel.text}</p>
        <SideBubbleList bubbles={panel.speechBubbles} />
      </figcaption>
    </figure>
  );
}

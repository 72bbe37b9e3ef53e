import type { BirthdayPanel as BirthdayPanelData } from '@/shared/story';
import { canShowPanel } from './panel-visibility';
import { ScenePicture } from '../../ui/scene-picture';

/** A birthday-book panel: picture framed in its own colour, the story text and an optional speech bubble. */
export function BirthdayPanel({ panel }: { panel: BirthdayPanelData }) {
  if (!canShowPanel(panel)) return null;
  return (
    <figure className="overflow-hidden rounded-3xl border-[6px] bg-white shadow-md" style={{ borderColor: panel.borderColor }}>
      <ScenePicture src={panel.imageUrl} alt={panel.imageAlt} />
      <figcaption className="p-5 sm:p-6">
        <p className="text-lg leading-relaxed text-slate-800 sm:text-xl">{panel.text}</p>
        {panel.speechBubble && (
          <p className="mt-4 w-fit max-w-[90%] rounded-3xl rounded-bl-md bg-amber-50 px-4 py-3 text-lg font-semibold text-slate-900 ring-2 ring-amber-200">
            <span aria-hidden="true">💬 </span>
            {panel.speechBubble}
          </p>
        )}
      </figcaption>
    </figure>
  );
}

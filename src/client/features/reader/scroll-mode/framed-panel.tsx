import type { FramedPanel as FramedPanelData } from '@/shared/story';
import type { Edition } from '../panel-editions';
import { ScenePicture, type PictureLoading } from '../../../ui/scene-picture';
import { Passage } from './passage';

interface FramedPanelProps {
  panel: FramedPanelData;
  editions: readonly Edition[];
  load?: PictureLoading;
  /** The page it is, for read-aloud (absent on paper). */
  page?: number;
}

/** A framed panel: picture framed in its own colour, the story text and an optional speech bubble with who says it, per language on show. */
export function FramedPanel({ panel, editions, load = 'lazy', page }: FramedPanelProps) {
  return (
    <figure
      className="overflow-hidden rounded-3xl border-[6px] bg-white shadow-md print:break-inside-avoid print:shadow-none"
      style={{ borderColor: panel.borderColor }}
    >
      <ScenePicture src={panel.imageUrl} alt={editions[0]!.words.imageAlt} load={load} />
      <figcaption className="space-y-4 p-5 sm:p-6 print:space-y-1 print:p-3">
        {editions.map(({ lang, words }) => (
          <div key={lang} lang={lang}>
            <p className="text-lg leading-relaxed text-slate-800 sm:text-xl print:text-[10pt]">
              <Passage page={page} text={words.text} lang={lang} partId="text" />
            </p>
            {words.bubbles.map((bubble, i) => (
              <p
                key={i}
                className="mt-4 w-fit max-w-[90%] rounded-3xl rounded-bl-md bg-amber-50 px-4 py-3 text-lg font-semibold text-slate-900 ring-2 ring-amber-200 print:mt-1 print:px-2 print:py-1 print:text-[11pt]"
              >
                {bubble.speaker ? (
                  <span className="block text-sm font-bold text-indigo-700 print:text-[9pt]">
                    <Passage page={page} text={bubble.speaker} lang={lang} partId={`speaker-${i}`} />
                    <span className="sr-only">: </span>
                  </span>
                ) : (
                  <span aria-hidden="true">💬 </span>
                )}
                <Passage page={page} text={bubble.text} lang={lang} partId={`bubble-${i}`} />
              </p>
            ))}
          </div>
        ))}
      </figcaption>
    </figure>
  );
}

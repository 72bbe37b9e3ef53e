import type { BookPanel } from './book-pages';
import { sceneFocusX } from './page-gestures';

/** The picture's height on a phone (svh) and its shape (800 × 500): together, its drawn width there. */
const PHONE_HEIGHT_SVH = 56;
const DRAWN_WIDTH = `${(PHONE_HEIGHT_SVH * 800) / 500}svh`;

/**
 * Where the cropped picture sits: its focus in the frame's middle, never leaving a gap at either side.
 * A length, not object-position's percentage, which lines up the image's p % with the frame's p % and
 * so left characters near an edge outside the crop. `cqw` is the frame's width (it is a container).
 */
const cropPosition = (focusPercent: number) =>
  `clamp(min(0px, 100cqw - ${DRAWN_WIDTH}), 50cqw - ${focusPercent / 100} * ${DRAWN_WIDTH}, 0px) 50%`;

/**
 * The page's picture. On a phone it fills at least 55 % of the screen's height, cropped
 * around its characters; beside the text on a larger screen it shows whole.
 */
export function PagePicture({ panel, alt }: { panel: BookPanel; alt: string }) {
  const frame = 'borderColor' in panel ? { borderColor: panel.borderColor } : undefined;
  return (
    <div className={`@container overflow-hidden rounded-3xl bg-amber-50 shadow-md md:h-full ${frame ? 'border-[6px]' : 'ring-1 ring-amber-100'}`} style={frame}>
      <img
        src={panel.imageUrl}
        alt={alt}
        width={800}
        height={500}
        decoding="async"
        style={{ objectPosition: cropPosition(sceneFocusX(panel.scene)) }}
        className="block h-[56svh] w-full object-cover md:h-full md:object-contain md:object-center!"
      />
    </div>
  );
}

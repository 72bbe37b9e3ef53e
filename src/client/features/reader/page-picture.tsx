import type { BookPanel } from './book-pages';
import { sceneFocusX } from './page-gestures';

/**
 * The page's picture. On a phone it fills at least 55 % of the screen's height, cropped
 * around its characters; beside the text on a larger screen it shows whole.
 */
export function PagePicture({ panel, alt }: { panel: BookPanel; alt: string }) {
  const frame = 'borderColor' in panel ? { borderColor: panel.borderColor } : undefined;
  return (
    <div className={`overflow-hidden rounded-3xl bg-amber-50 shadow-md md:h-full ${frame ? 'border-[6px]' : 'ring-1 ring-amber-100'}`} style={frame}>
      <img
        src={panel.imageUrl}
        alt={alt}
        width={800}
        height={500}
        decoding="async"
        style={{ objectPosition: `${sceneFocusX(panel.scene)}% 50%` }}
        className="block h-[56svh] w-full object-cover md:h-full md:object-contain"
      />
    </div>
  );
}

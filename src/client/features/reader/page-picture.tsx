import type { BookPanel } from './book-pages';
import { TALL_PICTURE, tallPictureUrl, WIDE_PICTURE } from '@/shared/picture-urls';

/** The phone's page mode shows the upright drawing; wider screens the wide one beside the text. */
const PHONE_MEDIA = '(max-width: 767px)';

/**
 * The page's picture, always whole (nobody is cropped out). On a phone it takes the room the words
 * leave, as large as fits in its 4:5 shape (its frame is a size container: cqw and cqh are that room),
 * or, when that room is at least 8:5, the wide drawing, which there shows the same figures as large and
 * more around them; beside the text on a larger screen it shows the wide drawing.
 */
export function PagePicture({ panel, alt }: { panel: BookPanel; alt: string }) {
  const frame = 'borderColor' in panel ? { borderColor: panel.borderColor } : undefined;
  const edge = frame ? 'border-[6px]' : 'ring-1 ring-amber-100';
  const card = `rounded-3xl bg-amber-50 object-contain shadow-md ${edge}`;
  const wide = { src: panel.imageUrl, alt, width: WIDE_PICTURE.width, height: WIDE_PICTURE.height, decoding: 'async', style: frame } as const;
  return (
    <div
      data-page-picture
      className={`flex min-h-0 flex-1 justify-center [container-type:size] md:flex-none md:[container-type:normal] md:h-full md:overflow-hidden md:rounded-3xl md:bg-amber-50 md:shadow-md ${frame ? 'md:border-[6px]' : 'md:ring-1 md:ring-amber-100'}`}
      style={frame}
    >
      <picture className="contents">
        <source media={PHONE_MEDIA} srcSet={tallPictureUrl(panel.imageUrl)} width={TALL_PICTURE.width} height={TALL_PICTURE.height} />
        <img
          {...wide}
          className={`block h-[min(100cqh,125cqw)] w-[min(100cqw,80cqh)] ${card} low-frame:hidden md:block md:h-full md:w-full md:rounded-none md:border-0 md:shadow-none md:ring-0`}
        />
      </picture>
      {/* Lazy, so a phone fetches it only when its frame is low enough to show it. */}
      <img {...wide} loading="lazy" className={`hidden h-[min(100cqh,62.5cqw)] w-[min(100cqw,160cqh)] ${card} low-frame:block md:hidden`} />
    </div>
  );
}

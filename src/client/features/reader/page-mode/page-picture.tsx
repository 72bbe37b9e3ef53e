import type { CSSProperties } from 'react';
import { preload } from 'react-dom';
import type { BookPanel } from '../book-pages';
import type { PictureShape } from './fit-text-size';
import { PHONE_QUERY } from './use-fit-text';
import { TALL_PICTURE, tallPictureUrl, WIDE_PICTURE } from '@/shared/picture-urls';

/**
 * Each composition's ratio as a class (an inline style would not pass the page's HTML check). `auto` makes
 * it the drawing's own box inside the frame, as the fitting reckons it, not the framed box.
 */
export const RATIO_CLASS: Readonly<Record<PictureShape, string>> = { tall: 'aspect-[auto_4/5]', wide: 'aspect-[auto_8/5]' };

/**
 * Which drawing a phone most likely shows on the prerendered page, before it is measured: the tall one on a
 * phone at least 720 px tall (every book's first page takes it at 780 px and more, the wide one at 667 and
 * less). That one is preloaded; a wrong guess costs a fetch, never a wrong picture (the page is laid out
 * before it is drawn).
 */
const LIKELY_DRAWING: Readonly<Record<PictureShape, string>> = {
  tall: `${PHONE_QUERY} and (min-height: 720px)`,
  wide: `${PHONE_QUERY} and (max-height: 719.98px)`,
};

/**
 * The page's picture, always whole (nobody is cropped out) and never letterboxed: the drawing's own box
 * carries its frame. On a phone it spans the screen's width in the composition the page chose (`shape`:
 * the tall one where the words leave room, the wide one where they need it; `width` narrows the tall one
 * a little where that keeps it); on a larger screen the wide
 * drawing takes as much of its cell as fits (the cell is a size container, so cqw and cqh are its room).
 * The composition's ratio is set, and each composition has its own element (`key`): while a changed
 * drawing loads, the browser keeps the old one's ratio, which would move the words twice.
 */
export function PagePicture({ panel, alt, shape, width }: { panel: BookPanel; alt: string; shape: PictureShape; width: number | null }) {
  const frame = 'borderColor' in panel ? { borderColor: panel.borderColor } : undefined;
  const edge = frame ? 'border-[5px] md:border-[6px]' : 'ring-1 ring-amber-100';
  const tall = shape === 'tall';
  const size = tall ? TALL_PICTURE : WIDE_PICTURE;
  if (import.meta.env.SSR) {
    preload(tallPictureUrl(panel.imageUrl), { as: 'image', fetchPriority: 'high', media: LIKELY_DRAWING.tall });
    preload(panel.imageUrl, { as: 'image', fetchPriority: 'high', media: LIKELY_DRAWING.wide });
  }
  return (
    <div data-page-picture data-shape={shape} className="flex flex-none justify-center md:h-full md:min-h-0 md:items-center md:[container-type:size]">
      <picture className="contents">
        {/* A desk always shows the wide drawing beside the words. */}
        {tall && <source media="(min-width: 768px)" srcSet={panel.imageUrl} width={WIDE_PICTURE.width} height={WIDE_PICTURE.height} />}
        <img
          key={shape}
          src={tall ? tallPictureUrl(panel.imageUrl) : panel.imageUrl}
          alt={alt}
          width={size.width}
          height={size.height}
          decoding="async"
          // Fetched once laid out: an eager picture is fetched even where page mode is hidden (a desk), and the
          // prerendered one may be the composition the phone's layout then replaces.
          loading="lazy"
          style={{ ...frame, '--tall-width': width === null ? undefined : `${width}px` } as CSSProperties}
          // A phone's corners round less than a desk's: rounder, they clipped what stands in a corner (a sled's runner).
          className={`${RATIO_CLASS[shape]} block h-auto w-full max-md:max-w-(--tall-width,100%) rounded-lg bg-amber-50 object-contain shadow-md md:h-[min(100cqh,62.5cqw)] md:w-[min(100cqw,160cqh)] md:rounded-3xl ${edge}`}
        />
      </picture>
    </div>
  );
}

import { preload } from 'react-dom';

/**
 * How a picture loads. 'first': the likely largest paint, fetched before anything else. 'first-on-desk':
 * the largest paint on a larger screen, but in a part a phone does not show (a book's scroll mode): lazy, so
 * a phone never fetches it (an eager picture is fetched even where it is hidden), and preloaded for the
 * larger screen only, so it still comes first there. 'eager': needed whole (on paper), but after what the
 * screen shows first; low priority also keeps React from listing it as a preload ahead of the stylesheets.
 * 'lazy': as it scrolls near.
 */
export type PictureLoading = 'first' | 'first-on-desk' | 'eager' | 'lazy';

/** The screens that are not phones, as the layout's `md:` breakpoint draws them. */
const DESK_QUERY = '(min-width: 768px)';

/**
 * A story picture (a cover or a panel). Width, height and aspect ratio are fixed (every scene is
 * 800 × 500), so the page never shifts while pictures load.
 */
export function ScenePicture({ src, alt, load = 'lazy' }: { src: string; alt: string; load?: PictureLoading }) {
  if (load === 'first-on-desk') preload(src, { as: 'image', fetchPriority: 'high', media: DESK_QUERY });
  return (
    <img
      src={src}
      alt={alt}
      width={800}
      height={500}
      loading={load === 'lazy' || load === 'first-on-desk' ? 'lazy' : 'eager'}
      fetchPriority={load === 'first' || load === 'first-on-desk' ? 'high' : load === 'eager' ? 'low' : 'auto'}
      decoding="async"
      className="block aspect-[8/5] h-auto w-full bg-amber-50 object-cover"
    />
  );
}

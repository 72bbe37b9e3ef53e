/**
 * How a picture loads. 'first': the likely largest paint, fetched before anything else. 'eager': needed
 * whole (on paper), but after what the screen shows first; low priority also keeps React from listing it
 * as a preload ahead of the stylesheets. 'lazy': as it scrolls near.
 */
export type PictureLoading = 'first' | 'eager' | 'lazy';

/**
 * A story picture (a cover or a panel). Width, height and aspect ratio are fixed (every scene is
 * 800 × 500), so the page never shifts while pictures load.
 */
export function ScenePicture({ src, alt, load = 'lazy' }: { src: string; alt: string; load?: PictureLoading }) {
  return (
    <img
      src={src}
      alt={alt}
      width={800}
      height={500}
      loading={load === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={load === 'first' ? 'high' : load === 'eager' ? 'low' : 'auto'}
      decoding="async"
      className="block aspect-[8/5] h-auto w-full bg-amber-50 object-cover"
    />
  );
}

/**
 * A story picture (a cover or a panel). Width, height and aspect ratio are fixed (every scene is
 * 800 × 500), so the page never shifts while pictures load. An eager picture is fetched first, as the
 * likely largest paint; the rest load as they scroll near.
 */
export function ScenePicture({ src, alt, eager = false }: { src: string; alt: string; eager?: boolean }) {
  return (
    <img
      src={src}
      alt={alt}
      width={800}
      height={500}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      className="block aspect-[8/5] h-auto w-full bg-amber-50 object-cover"
    />
  );
}

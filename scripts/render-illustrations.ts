/**
 * Draws every book's cover and panel pictures from their scene data into public/illustrations/ (drawn once
 * per change of the engine or the books: scripts/lib/drawn-pictures.ts keeps them in .tmp).
 * Run: npx tsx scripts/render-illustrations.ts
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeIllustrations } from '@/content/stories/write-illustrations';
import { drawnPictures, drawnSvg } from './lib/drawn-pictures';

const root = fileURLToPath(new URL('..', import.meta.url));

try {
  const { dir, records } = await drawnPictures();
  const { files, bytes } = writeIllustrations(
    records.map(({ url }) => ({ url, svg: drawnSvg(dir, url) })),
    path.join(root, 'public'),
  );
  console.log(`Wrote ${files} illustrations (${(bytes / 1024).toFixed(1)} KB).`);
} catch (error: unknown) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}

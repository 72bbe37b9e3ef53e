/**
 * Draws every book's cover and panel pictures from their scene data into
 * public/illustrations/. Run: npx tsx scripts/render-illustrations.ts
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { planIllustrations } from '@/content/illustrations';
import { booksFromModule } from '@/content/illustrations/load-books';
import { writeIllustrations } from '@/content/illustrations/write-illustrations';
import type { Book } from '@/shared/story';

const root = fileURLToPath(new URL('..', import.meta.url));
const storiesDir = path.join(root, 'src/content/stories');

async function main(): Promise<void> {
  const storyFiles = readdirSync(storiesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(storiesDir, entry.name, 'story.ts'))
    .filter((file) => existsSync(file))
    .sort();
  const books: Book[] = [];
  for (const file of storyFiles) {
    const exports = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    books.push(...booksFromModule(exports, path.relative(root, file)));
  }
  const { files, bytes } = writeIllustrations(planIllustrations(books), path.join(root, 'public'));
  console.log(`Wrote ${files} illustrations (${(bytes / 1024).toFixed(1)} KB) for ${books.length} books.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

/**
 * Draws every book's cover and panel pictures from their scene data into public/illustrations/.
 * The books are the shelf's (src/content/stories/shelf.ts), each checked against the schema first.
 * Run: npx tsx scripts/render-illustrations.ts
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { planIllustrations } from '@/content/stories/book-pictures';
import { writeIllustrations } from '@/content/stories/write-illustrations';
import { books } from '@/content/stories/shelf-books';
import { BookSchema } from '@/content/stories/pictured-book';

const root = fileURLToPath(new URL('..', import.meta.url));

try {
  const checked = books.map((book) => {
    const parsed = BookSchema.safeParse(book);
    if (parsed.success) return parsed.data;
    const issues = parsed.error.issues.slice(0, 10).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`${book.story.id} is not a valid book:\n- ${issues.join('\n- ')}`);
  });
  const { files, bytes } = writeIllustrations(planIllustrations(checked), path.join(root, 'public'));
  console.log(`Wrote ${files} illustrations (${(bytes / 1024).toFixed(1)} KB) for ${checked.length} books.`);
} catch (error: unknown) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}

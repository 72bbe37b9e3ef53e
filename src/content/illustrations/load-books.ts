import { BookSchema, type Book } from '@/shared/story';

/**
 * The books a story module exports. An export shaped like a book (it has `story` and
 * `chapters`) that fails the schema is an error, so a typo never silently drops pictures.
 */
export function booksFromModule(exports: Record<string, unknown>, file: string): Book[] {
  const books: Book[] = [];
  for (const [name, value] of Object.entries(exports)) {
    const parsed = BookSchema.safeParse(value);
    if (parsed.success) {
      books.push(parsed.data);
    } else if (typeof value === 'object' && value !== null && 'story' in value && 'chapters' in value) {
      const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
      throw new Error(`${file} export "${name}" is not a valid book:\n- ${issues.slice(0, 10).join('\n- ')}`);
    }
  }
  return books;
}

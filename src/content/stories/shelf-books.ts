import type { Book } from '@/content/stories/pictured-book';
import { shelf } from './shelf';

/**
 * Every whole book in library order. Heavy: pages that only list books use `shelf-stories.ts`, and a
 * reader page loads its own book through the shelf.
 */
export const books: readonly Book[] = await Promise.all(shelf.map((book) => book.load()));

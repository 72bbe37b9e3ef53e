import type { ReactNode } from 'react';
import type { Book } from '@/shared/story';
import { BookChapters } from './book-chapters';
import { chapterLinks } from './chapter-links';
import { ReaderLayout } from './reader-layout';

/** A whole book, with the navigation its route gives it. */
export function BookReader({ book, actions, end }: { book: Book; actions: ReactNode; end: ReactNode }) {
  return (
    <ReaderLayout story={book.story} actions={actions} chapters={chapterLinks(book)} end={end}>
      <BookChapters book={book} />
    </ReaderLayout>
  );
}

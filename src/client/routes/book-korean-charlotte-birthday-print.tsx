import { koreanCharlotteBirthdayBook } from '@/content/stories/korean-charlotte-birthday/story';
import { pageMeta } from '../app/seo';
import { PrintBook } from '../features/reader/print-book';

export const meta = () => pageMeta('/book/korean-charlotte-birthday/print');

export default function Page() {
  return <PrintBook story={koreanCharlotteBirthdayBook.story} chapters={koreanCharlotteBirthdayBook.chapters} />;
}

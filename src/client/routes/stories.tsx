import { shelfStories } from '@/content/stories/shelf-stories';
import { pageMeta } from '../app/seo';
import { LibraryPage } from '../features/library/library-page';

export const meta = () => pageMeta('/stories');

export default function Page() {
  return <LibraryPage stories={shelfStories} />;
}

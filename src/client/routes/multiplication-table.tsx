import type { PageHandle } from '../app/page-lang';
import { pageMeta } from '../app/seo';
import { MultiplicationPage } from '../features/multiplication/multiplication-page';

export const handle: PageHandle = { marksFamilyDevice: true };

export const meta = () => pageMeta('/multiplication-table');

export default function Page() {
  return <MultiplicationPage />;
}

import type { SitePath } from '../app/site-routes';
import { siteRoute } from '../app/site-routes';
import { PageContainer, PageTitle } from './page-container';

/** Temporary body for a route whose feature has not landed yet. */
export function UnderConstruction({ path }: { path: SitePath }) {
  return (
    <PageContainer>
      <PageTitle>{siteRoute(path).title.split(' — ')[0]}</PageTitle>
      <p className="text-lg">{siteRoute(path).description}</p>
    </PageContainer>
  );
}

import { GamesHubPage } from '../features/games-hub/games-hub-page';
import { pageMeta } from '../app/seo';

export const meta = () => pageMeta('/games');

export default function Games() {
  return <GamesHubPage />;
}

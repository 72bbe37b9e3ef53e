import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './src/client/app/site-routes';

export default {
  appDirectory: 'src/client',
  buildDirectory: 'build',
  // A static site with per-route HTML: every page's <title>, description and
  // Open Graph tags are in the HTML the server sends, without JavaScript.
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;

import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './src/client/app/site-routes';

export default {
  appDirectory: 'src/client',
  // BUILD_DIR lets several builds live side by side (the server reads the same variable).
  buildDirectory: process.env.BUILD_DIR || 'build',
  // A static site with per-route HTML: every page's <title>, description and
  // Open Graph tags are in the HTML the server sends, without JavaScript.
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;

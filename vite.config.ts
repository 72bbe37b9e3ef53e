import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// Every page needs React, React Router and the site's frame. Left to itself the bundler cut them into about
// fifteen files of a few hundred bytes, each compressed on its own; as one file a first visit to any page
// downloads 2.4 KiB less (and ten fewer requests).
const frameworkModules = /node_modules\/(react|react-dom|react-router|scheduler)\//;
const siteFrameModules =
  /src\/client\/(app\/(app-shell|site-header|site-footer|mobile-menu|nav|toast|page-lang|paths|seo|page-routes|use-scroll-to-top-on-route-change|offline\/(offline-note|use-online|install-prompt))|ui\/(page-container|button-link))\.tsx?$/;
// What the frame loads once the page is drawn: the service worker's registration and the saves queue.
const offlineSupportModules = /src\/client\/app\/(offline\/register-service-worker|outbox\/outbox(-store|-rules)?)\.ts$/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'app-shell', test: (id) => frameworkModules.test(id) || siteFrameModules.test(id) },
            { name: 'offline-support', test: offlineSupportModules },
          ],
        },
      },
    },
  },
  // `npm run dev` serves the client; the API comes from `npm start` (or `npm run serve`) on port 3000.
  server: { proxy: { '/api': 'http://localhost:3000' } },
});

import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

// Every page needs React, React Router and the site's frame. Left to itself the bundler cut them into about
// fifteen files of a few hundred bytes, each compressed on its own; as one file a first visit to any page
// downloads 2.4 KiB less (and ten fewer requests).
const frameworkModules = /node_modules\/(react|react-dom|react-router|scheduler)\//;
// The frame is every module under src/client/app/, lib/ and ui/ that root.tsx, or at least half of the
// pages, load up front (static imports, followed through the app's own source), so a renamed or new frame
// file joins the chunk by itself. What the frame loads later (import()) and what fewer pages need stay out,
// with the pages that need them. Today that is the shell, header, footer, menu button, nav, toasts, SEO,
// offline bar, page container and button link.
const clientDir = fileURLToPath(new URL('./src/client/', import.meta.url));
const frameFolders = /\/src\/client\/(app|lib|ui)\//;
const frames = new WeakMap<object, Set<string>>();
function staticallyLoaded(ctx: Rolldown.ChunkingContext, from: string): Set<string> {
  const seen = new Set<string>();
  const queue = [from];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id) || id.includes('/node_modules/')) continue;
    seen.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}
function frameModules(ctx: Rolldown.ChunkingContext): Set<string> {
  const root = ctx.getModuleInfo(path.join(clientDir, 'root.tsx'));
  if (!root) return new Set();
  let frame = frames.get(root);
  if (frame) return frame;
  const pages = fs.readdirSync(path.join(clientDir, 'routes')).map((file) => staticallyLoaded(ctx, path.join(clientDir, 'routes', file)));
  const shell = staticallyLoaded(ctx, root.id);
  const usedByHalf = (id: string) => pages.filter((page) => page.has(id)).length * 2 >= pages.length;
  frame = new Set([...shell, ...pages.flatMap((page) => [...page])].filter((id) => frameFolders.test(id) && (shell.has(id) || usedByHalf(id))));
  frames.set(root, frame);
  return frame;
}
// What the frame loads once the page is drawn: the service worker's registration and the saves queue.
const offlineSupportModules = /src\/client\/(app\/offline\/register-service-worker|lib\/outbox\/outbox(-store|-rules)?)\.ts$/;

// Pictures are drawn at build time; a page shows them as files. A picture module in a browser chunk means an import
// reached the engine or a book's scenes (through a book's loader: the pages read `shelf-entries.ts`), and every
// device would download it with the offline install. The server's build holds the same line (build-server.mjs).
const pictureModule = /\/src\/pictures\/|\/src\/content\/stories\/[^/]+\/pictures\//;
function noPicturesInTheBrowser(): Plugin {
  return {
    name: 'no-pictures-in-the-browser',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_, bundle) {
      const drawn = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? Object.keys(file.modules) : []));
      const pictures = [...new Set(drawn.filter((id) => pictureModule.test(id)))];
      if (pictures.length > 0) this.error(`The browser's bundle holds picture modules no page uses:\n- ${pictures.slice(0, 10).join('\n- ')}`);
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), noPicturesInTheBrowser()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { debugName: 'app-shell', name: (id, ctx) => (frameworkModules.test(id) || frameModules(ctx).has(id) ? 'app-shell' : null) },
            { name: 'offline-support', test: offlineSupportModules },
          ],
        },
      },
    },
  },
  // `npm run dev` serves the client; the API comes from `npm start` (or `npm run serve`) on port 3000.
  server: { proxy: { '/api': 'http://localhost:3000' } },
});

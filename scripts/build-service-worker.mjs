// `npm run build:sw`: the offline service worker (decision 013). esbuild bundles src/client/service-worker/sw.ts
// with its Workbox modules; workbox-build then writes the precache list into it: every prerendered page (by
// the route the server answers), the app's scripts and styles, the books' pictures and the icons. Fonts
// and the PDF maker are left to be cached when first used, so installing stays light.
import { build } from 'esbuild';
import { rmSync, statSync } from 'node:fs';
import { injectManifest } from 'workbox-build';

const clientDir = `${process.env.BUILD_DIR || 'build'}/client`;
const swSrc = `${process.env.BUILD_DIR || 'build'}/sw-unprecached.js`;

await build({
  entryPoints: ['src/client/service-worker/sw.ts'],
  outfile: swSrc,
  bundle: true,
  format: 'iife',
  target: 'es2022',
  minify: true,
  alias: { '@': './src' },
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});

const pageUrl = (file) => `/${file.replace(/(^|\/)index\.html$/, '')}`;
const { count, size, warnings } = await injectManifest({
  swSrc,
  swDest: `${clientDir}/sw.js`,
  globDirectory: clientDir,
  globPatterns: ['**/index.html', 'assets/*.{js,css,svg}', 'illustrations/**/*.svg', '*.{svg,png,webmanifest}'],
  // The 404 page answers with status 404, which precaching refuses; sw.ts keeps it its own way.
  globIgnores: ['404/index.html', 'assets/react-pdf*', 'assets/korean-web-font*', 'og-image.png'],
  // Pages are answered at their routes (/stories), never as .html files.
  manifestTransforms: [(entries) => ({ manifest: entries.map((e) => (e.url.endsWith('index.html') ? { ...e, url: pageUrl(e.url) } : e)), warnings: [] })],
  // Hashed asset names already change with their content.
  dontCacheBustURLsMatching: /^assets\//,
});
rmSync(swSrc);
for (const warning of warnings) console.warn(warning);
console.log(
  `Service worker: ${count} files precached, ${(size / 1024 / 1024).toFixed(2)} MB before compression; sw.js ${(statSync(`${clientDir}/sw.js`).size / 1024).toFixed(1)} KB`,
);

// `npm run build` step after `react-router build`: every prerendered page loads its scripts after its first paint.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hydrateAfterPaint } from './lib/hydrate-after-paint';

const clientDir = path.join(process.env.BUILD_DIR || 'build', 'client');
const pages = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
for (const page of pages) {
  const file = path.join(clientDir, page);
  try {
    writeFileSync(file, hydrateAfterPaint(readFileSync(file, 'utf8')));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
}
console.log(`${pages.length} pages load their scripts after the first paint`);

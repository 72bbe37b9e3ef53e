// What each book's pictures weigh as the build wrote them (build/client/illustrations/<book>/*.svg: the cover,
// then each panel's wide and tall composition), after gzip -9 with a KB of 1,000 bytes as the README quotes.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { section, type Section } from './lib/section';

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

export function pictureWeights(clientDir: string): Section {
  const s = section("Pictures: each book's SVG files, after gzip -9 (KB = 1,000 bytes)", ['book', 'pictures', 'all', 'mean', 'largest']);
  const root = path.join(clientDir, 'illustrations');
  for (const book of fs.readdirSync(root).sort()) {
    const dir = path.join(root, book);
    if (!fs.statSync(dir).isDirectory()) continue;
    const sizes = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.svg'))
      .map((f) => gzipSync(fs.readFileSync(path.join(dir, f)), { level: 9 }).length);
    if (sizes.length === 0) continue;
    const all = sizes.reduce((a, b) => a + b, 0);
    s.rows.push([book, String(sizes.length), `${Math.round(all / 1000)} KB`, kb(all / sizes.length), kb(Math.max(...sizes))]);
  }
  s.notes.push('tests/content/picture-weight.test.ts holds each picture at most 40 KB; the offline install above includes them.');
  return s;
}

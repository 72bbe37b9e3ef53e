/**
 * Records the pictures as they are now drawn (tests/pictures/picture-hashes.txt) and writes the contact sheets of
 * every panel that changed, so the change is looked at before it is committed.
 * Run: npm run pictures:accept [-- --no-sheets]   (--no-sheets: only the record, for a change already looked at)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { drawnPictures } from './lib/drawn-pictures';
import { HASHES_FILE, hashLines } from './lib/picture-hashes';

const { records } = await drawnPictures();
const before = new Set(existsSync(HASHES_FILE) ? readFileSync(HASHES_FILE, 'utf8').trim().split('\n') : []);
const lines = hashLines(records);
const changed = lines.filter((line) => !before.has(line)).map((line) => line.split('  ')[1]!);
writeFileSync(HASHES_FILE, `${lines.join('\n')}\n`);
console.log(changed.length === 0 ? 'No picture changed.' : `${changed.length} pictures changed:\n  ${changed.join('\n  ')}`);

// /illustrations/<book>/<panel>[-tall].svg → the contact sheet of each changed panel, both compositions beside its words.
const panels = new Map<string, Set<string>>();
for (const url of changed) {
  const [, book, file] = /^\/illustrations\/([^/]+)\/(.+)\.svg$/.exec(url) ?? [];
  if (!book || !file) continue;
  const key = file === 'cover' ? 'cover' : file.replace(/-tall$/, '');
  panels.set(book, (panels.get(book) ?? new Set()).add(key));
}
// The first record of every picture has no change to look at.
for (const [book, keys] of before.size === 0 || process.argv.includes('--no-sheets') ? [] : panels) {
  spawnSync('npx', ['tsx', 'scripts/contact-sheet.ts', book, `--panels=${[...keys].join(',')}`, '--png'], { stdio: 'inherit' });
  console.log(`Look at .tmp/contact-sheet/${book}/ before committing.`);
}

import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { drawnRecords } from '../support/drawn';
import { HASHES_FILE, hashLines } from '../../scripts/lib/picture-hashes';

/**
 * Every picture's SVG is held by its hash, checked in: a change to the engine or a book that changes a picture
 * fails here until `npm run pictures:accept` records it, which writes the contact sheets of what changed, so every
 * picture change is a reviewed diff of this file with its sheets beside it.
 */
test('every picture is the one checked in (after a picture change: npm run pictures:accept, then look at its contact sheets)', () => {
  const checkedIn = new Map(
    readFileSync(HASHES_FILE, 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.split('  ').reverse() as [string, string]),
  );
  const now = new Map(hashLines(drawnRecords()).map((line) => line.split('  ').reverse() as [string, string]));
  const changed = [...now].filter(([url, hash]) => checkedIn.get(url) !== hash).map(([url]) => (checkedIn.has(url) ? `changed ${url}` : `new ${url}`));
  const gone = [...checkedIn.keys()].filter((url) => !now.has(url)).map((url) => `gone ${url}`);
  expect([...changed, ...gone]).toEqual([]);
});

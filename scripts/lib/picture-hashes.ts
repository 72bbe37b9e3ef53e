import { fileURLToPath } from 'node:url';
import type { DrawnRecord } from './drawn-pictures';

/** The checked-in hash of every picture's SVG, one `sha256  url` line each, sorted by url. */
export const HASHES_FILE = fileURLToPath(new URL('../../tests/pictures/picture-hashes.txt', import.meta.url));

export const hashLines = (records: readonly DrawnRecord[]): string[] =>
  records.map((record) => `${record.sha256}  ${record.url}`).sort((a, b) => (a.split('  ')[1]! < b.split('  ')[1]! ? -1 : 1));

import { gzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { bookPictures } from '@/content/stories/book-pictures';
import { renderSceneSvg } from '@/pictures/render-scene';
import { books } from '@/content/stories/shelf-books';

/** What one picture may weigh on the wire: a book page loads several on a phone's slow connection. */
const MAX_GZIP_BYTES = 40 * 1024;
/** It draws every picture (about 200): 10–25 s alone, more beside the gate's other files on two cores. */
const DRAW_ALL_MS = 120_000;

test(
  'every picture of every book, in both compositions, is at most 40 KB gzipped',
  () => {
    const heavy = books
      .flatMap(bookPictures)
      .map((picture) => ({ url: picture.url, bytes: gzipSync(renderSceneSvg(picture.scene, { title: picture.title, frame: picture.frame })).length }))
      .filter((picture) => picture.bytes > MAX_GZIP_BYTES)
      .map((picture) => `${picture.url}: ${(picture.bytes / 1024).toFixed(1)} KB`);
    expect(heavy).toEqual([]);
  },
  DRAW_ALL_MS,
);

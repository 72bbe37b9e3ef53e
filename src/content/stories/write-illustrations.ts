import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Picture } from './book-pictures';
import { renderSceneSvg } from '@/pictures';

/**
 * Draws each picture into publicDir (its url without the leading slash). Each book's folder
 * is emptied first so pictures removed from a story do not linger.
 */
export function writeIllustrations(pictures: readonly Picture[], publicDir: string): { files: number; bytes: number } {
  const files = pictures.map((picture) => ({
    file: path.join(publicDir, picture.url.replace(/^\//, '')),
    svg: renderSceneSvg(picture.scene, { title: picture.title, frame: picture.frame }),
  }));
  for (const folder of new Set(files.map(({ file }) => path.dirname(file)))) {
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
  }
  let bytes = 0;
  for (const { file, svg } of files) {
    writeFileSync(file, svg);
    bytes += Buffer.byteLength(svg);
  }
  return { files: files.length, bytes };
}

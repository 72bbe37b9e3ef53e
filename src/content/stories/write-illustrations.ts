import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderPicture, type PictureLayout } from '@/pictures';
import type { Picture } from './book-pictures';

/** One picture as drawn: where it goes, its composition, its SVG and its geometry (what the picture checks read). */
export interface DrawnPicture {
  url: string;
  frame: Picture['frame'];
  svg: string;
  layout: PictureLayout;
}

/** Draws each planned picture once. */
export function drawPictures(pictures: readonly Picture[]): DrawnPicture[] {
  return pictures.map((picture) => ({
    url: picture.url,
    frame: picture.frame,
    ...renderPicture(picture.scene, { title: picture.title, frame: picture.frame }),
  }));
}

/**
 * Writes each drawn picture into publicDir (its url without the leading slash). Each book's folder
 * is emptied first so pictures removed from a story do not linger.
 */
export function writeIllustrations(pictures: readonly Pick<DrawnPicture, 'url' | 'svg'>[], publicDir: string): { files: number; bytes: number } {
  const files = pictures.map(({ url, svg }) => ({ file: path.join(publicDir, url.replace(/^\//, '')), svg }));
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

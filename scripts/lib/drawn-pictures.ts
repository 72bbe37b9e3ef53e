import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { PictureLayout } from '@/pictures';
import { makeDirOnce } from './make-dir-once.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** What decides every picture: the engine, the books, the shared schemas, and the packages (icons) in the lock. */
const INPUTS = ['src/pictures', 'src/content/stories', 'src/shared', 'package-lock.json'];

/** One drawn picture as the checks read it: its address, composition, the SHA-256 of its SVG, its weight and its geometry. */
export interface DrawnRecord {
  url: string;
  frame: 'wide' | 'tall';
  sha256: string;
  bytes: number;
  gzipBytes: number;
  layout: PictureLayout;
}

function inputsHash(): string {
  const hash = createHash('sha256');
  for (const entry of INPUTS) {
    const full = path.join(ROOT, entry);
    const files = statSync(full).isDirectory()
      ? readdirSync(full, { recursive: true, withFileTypes: true })
          .filter((f) => f.isFile() && !/\.test\.tsx?$/.test(f.name))
          .map((f) => path.join(f.parentPath, f.name))
      : [full];
    for (const file of files.sort()) hash.update(path.relative(ROOT, file)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Every picture of every book drawn once, kept in .tmp under a name that changes with what decides them: the
 * build copies its SVGs and every picture check reads its records, so a test run and the build it comes with draw
 * each picture once (about 15 s for all of them), and a run with no picture change draws none.
 */
export async function drawnPictures(): Promise<{ dir: string; records: DrawnRecord[] }> {
  const dir = path.join(ROOT, '.tmp', `drawn-pictures-${inputsHash()}`);
  await makeDirOnce(dir, async (partial) => {
    // Loaded only to draw: the books' modules take seconds to load, which a run with every picture kept skips.
    const [{ BookSchema }, { planIllustrations }, { books }, { drawPictures }] = await Promise.all([
      import('@/content/stories/pictured-book'),
      import('@/content/stories/book-pictures'),
      import('@/content/stories/shelf-books'),
      import('@/content/stories/write-illustrations'),
    ]);
    const checked = books.map((book) => {
      const parsed = BookSchema.safeParse(book);
      if (parsed.success) return parsed.data;
      const issues = parsed.error.issues.slice(0, 10).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
      throw new Error(`${book.story.id} is not a valid book:\n- ${issues.join('\n- ')}`);
    });
    const drawn = drawPictures(planIllustrations(checked));
    const records: DrawnRecord[] = drawn.map(({ url, frame, svg, layout }) => {
      const file = path.join(partial, 'svg', url.replace(/^\//, ''));
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, svg);
      const bytes = Buffer.from(svg);
      return {
        url,
        frame,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        bytes: bytes.length,
        gzipBytes: gzipSync(bytes, { level: 9 }).length,
        layout,
      };
    });
    writeFileSync(path.join(partial, 'pictures.json'), JSON.stringify(records));
    // Drawings of earlier states of the books are never read again.
    for (const old of readdirSync(path.dirname(dir)).filter((name) => name.startsWith('drawn-pictures-') && !name.includes('.partial-')))
      rmSync(path.join(path.dirname(dir), old), { recursive: true, force: true });
  });
  return { dir, records: JSON.parse(readFileSync(path.join(dir, 'pictures.json'), 'utf8')) as DrawnRecord[] };
}

/** A drawn picture's SVG document. */
export function drawnSvg(dir: string, url: string): string {
  const file = path.join(dir, 'svg', url.replace(/^\//, ''));
  if (!existsSync(file)) throw new Error(`${url} was not drawn`);
  return readFileSync(file, 'utf8');
}

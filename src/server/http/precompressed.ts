import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** Files worth compressing: text, scripts, styles, pictures drawn as SVG, fonts without their own compression. */
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|webmanifest|txt|xml|map|ttf|otf|ico)$/i;
/** Below this a compressed answer saves less than its headers cost. */
const SMALLEST_WORTH_COMPRESSING = 1024;

export interface Compressed {
  br: Buffer;
  gzip: Buffer;
}

/** Brotli's strongest setting costs about a second per megabyte; bigger files (fonts, the PDF maker) get 9. */
const STRONGEST_BROTLI_UP_TO = 256 * 1024;

const brotliOptions = (size: number) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: size <= STRONGEST_BROTLI_UP_TO ? zlib.constants.BROTLI_MAX_QUALITY : 9,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

/** Strong brotli and gzip of `data`: run once per file, never per request. */
function compressOnce(data: Buffer): Compressed {
  return { br: zlib.brotliCompressSync(data, brotliOptions(data.length)), gzip: zlib.gzipSync(data, { level: zlib.constants.Z_BEST_COMPRESSION }) };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const isCompressible = (file: string, size: number) => COMPRESSIBLE.test(file) && size >= SMALLEST_WORTH_COMPRESSING;

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file under `dir` (each only when smaller
 * than the file), so the server sends a ready answer and never runs a compressor for a static file.
 * Returns how many files got siblings.
 */
export async function precompressDirectory(dir: string): Promise<number> {
  const files: string[] = [];
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (isCompressible(entry.name, fs.statSync(full).size)) files.push(full);
    }
  };
  walk(dir);
  // On the thread pool, so every core works on it.
  await Promise.all(
    files.map(async (file) => {
      const data = fs.readFileSync(file);
      const [br, gz] = await Promise.all([brotli(data, brotliOptions(data.length)), gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION })]);
      if (br.length < data.length) fs.writeFileSync(`${file}.br`, br);
      if (gz.length < data.length) fs.writeFileSync(`${file}.gz`, gz);
    }),
  );
  return files.length;
}

/** A file's build-time siblings, or the same compressed once now (a build made before siblings existed). */
export function readCompressed(file: string, data: Buffer): Compressed {
  const sibling = (suffix: string) => (fs.existsSync(`${file}.${suffix}`) ? fs.readFileSync(`${file}.${suffix}`) : null);
  const br = sibling('br');
  const gzip = sibling('gz');
  return br && gzip ? { br, gzip } : compressOnce(data);
}

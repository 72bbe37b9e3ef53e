// `npm run build:server`: compiles the server to plain JavaScript in BUILD_DIR/server-app/ (decision 011),
// so production runs `node build/server-app/main.js` with no TypeScript loader. Packages stay in
// node_modules; our own code, the books and the catalogues are bundled. The speech worker is its own
// file beside main.js, and the SQL migrations are copied next to them.
import { PGlite } from '@electric-sql/pglite';
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { makeDirOnce } from './lib/make-dir-once.mjs';

const outdir = `${process.env.BUILD_DIR || 'build'}/server-app`;
rmSync(outdir, { recursive: true, force: true });
const { metafile } = await build({
  metafile: true,
  entryPoints: { main: 'src/server/main.ts', 'espeak-worker': 'src/server/services/speech/espeak-worker.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  alias: { '@': './src' },
  sourcemap: true,
  logLevel: 'warning',
});
// The server reads each book's words and never draws a picture: a picture module in its bundle means an
// import reached the engine or a book's pictures (docs/decisions/081-an-engine-apart-from-its-books.md).
const drawn = Object.keys(metafile.inputs).filter((input) => /^src\/pictures\/|^src\/content\/stories\/[^/]+\/pictures\//.test(input));
if (drawn.length > 0) throw new Error(`The server bundles picture modules it never uses:\n- ${drawn.slice(0, 10).join('\n- ')}`);
cpSync('src/server/db/migrations', `${outdir}/migrations`, { recursive: true });

// A new embedded database starts as a copy of this freshly initialised one: PGlite's own initdb peaks at
// ~930 MB and leaves the process holding most of it; a copy opens like any existing database (~350 MB).
// One PGlite release always initialises the same cluster, so it is made once per release and kept in .tmp
// (made beside its place and renamed when whole, so an interrupted build never leaves half of one).
const pgliteVersion = JSON.parse(readFileSync('node_modules/@electric-sql/pglite/package.json', 'utf8')).version;
const cachedCluster = await makeDirOnce(`.tmp/pglite-initdb-${pgliteVersion}`, async (partial) => {
  const initialised = await PGlite.create(partial);
  await initialised.close();
});
cpSync(cachedCluster, `${outdir}/pglite-initdb`, { recursive: true });
console.log(`Compiled the server to ${outdir}/main.js`);

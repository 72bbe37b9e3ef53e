import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

const require = createRequire(import.meta.url);

/** file: URL of tsx's ESM register API, read from its package exports rather than guessed. */
function tsxRegisterUrl(): string {
  const manifestPath = require.resolve('tsx/package.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as {
    exports: Record<string, { import?: { default?: string } }>;
  };
  const entry = manifest.exports['./esm/api']?.import?.default;
  if (!entry) throw new Error('tsx/package.json has no ./esm/api import entry');
  return pathToFileURL(path.join(path.dirname(manifestPath), entry)).href;
}

/**
 * Starts a worker thread from a module file. A .ts module needs a TypeScript loader, and a new thread
 * starts without one whether the server runs under tsx or the tests under Vitest, so the thread
 * registers tsx before importing the module. A compiled .js module starts directly.
 */
export function startModuleWorker(moduleUrl: URL, options: WorkerOptions = {}): Worker {
  if (path.extname(fileURLToPath(moduleUrl)) !== '.ts') return new Worker(moduleUrl, options);
  const bootstrap = `import(${JSON.stringify(tsxRegisterUrl())})
    .then((tsx) => { tsx.register(); return import(${JSON.stringify(moduleUrl.href)}); })`;
  return new Worker(bootstrap, { ...options, eval: true });
}

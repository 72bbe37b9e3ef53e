import { spawnSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    drawnPicturesDir: string;
  }
}

/**
 * Every picture is drawn once per run (or kept from the last run when nothing that draws them changed), before any
 * test reads it. In a process of its own, as the build draws them: the runner's setup loads packages differently.
 */
export default function setup(project: TestProject) {
  // The server's tests alone (npm run test:server) read no picture.
  if (process.env.IYAGI_SERVER_TESTS_ONLY === '1') return project.provide('drawnPicturesDir', '');
  const drawn = spawnSync('npx', ['tsx', 'scripts/draw-pictures.ts'], { encoding: 'utf8' });
  if (drawn.status !== 0) throw new Error(`Drawing the pictures failed:\n${drawn.stderr}`);
  project.provide('drawnPicturesDir', drawn.stdout.trim().split('\n').at(-1)!);
}

import { configDefaults, defineConfig } from 'vitest/config';
import { systemTests, tier } from './vitest.config';

/**
 * The files that assert what happens, not how fast (a copy of the repository built, pictures in Chromium, restarts,
 * crashes, data kept): they run two at a time, on the machine's two cores. Every other file, and any new one,
 * measures how a server holds up (a normal client's longest wait, deadlines, timeouts, CPU or memory spent) and
 * runs alone after them, so nothing else on the machine is in its figures.
 */
const sideBySide = [
  'src/server/main.system.test.ts',
  'src/server/db/churn-maintenance.system.test.ts',
  'src/server/db/data-dir-lock-processes.system.test.ts',
  'src/server/http/client-limits.system.test.ts',
  'src/server/http/log-safety-outage.system.test.ts',
  'src/server/services/speech/espeak-worker-lifecycle.system.test.ts',
  'src/server/services/speech/speech-service.system.test.ts',
  'tests/content/pictures-show-shot-lists.system.test.ts',
  'tests/support/resilience/concurrency.system.test.ts',
  'tests/support/resilience/crash.system.test.ts',
  'tests/system/book-from-a-copy.system.test.ts',
];

const exclude = [...configDefaults.exclude];

/** One group of files: fresh modules for each (these tests break things on purpose), this many at a time, in this turn. */
function group(name: string, files: { include: string[]; exclude: string[] }, maxWorkers: number, groupOrder: number) {
  const config = tier({ ...files, isolate: true });
  return { ...config, test: { ...config.test, name, maxWorkers, sequence: { groupOrder } } };
}

/** The system tier: the tests that start processes, soak, crash or cut databases (see vitest.config.ts). */
export default defineConfig({
  test: {
    projects: [
      group('side by side', { include: sideBySide, exclude }, 2, 0),
      group('one at a time', { include: systemTests, exclude: [...exclude, ...sideBySide] }, 1, 1),
    ],
  },
});

import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Two tiers. The gate (`npm test`) runs every *.test.ts a developer needs before a commit; the
 * system tier (`npm run test:system`, vitest.system.config.ts) runs *.system.test.ts: soaks,
 * spawned server processes, crashes, faults and PostgreSQL-only tests. CI runs both.
 */
export const systemTests = ['**/*.system.test.ts'];

/**
 * A test that reaches its end without an assertion fails (a loop that skipped every case, or a check behind
 * an `if` that never held, would otherwise pass while proving nothing), and so does an `expect(x)` with no
 * matcher. `requireAssertions` also counts a test's own `expect` from its context; the setup file adds the
 * matcher check.
 */
export const everyTestAsserts = { expect: { requireAssertions: true }, setupFiles: ['tests/support/every-test-asserts.ts'] };

/** What both tiers share: the `@` alias, timeouts, the template database, and every test asserting. */
export function tier(files: { include: string[]; exclude: string[]; isolate: boolean }) {
  return defineConfig({
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    test: {
      ...files,
      // A stubbed global or environment variable never outlives its test, isolated or not.
      unstubGlobals: true,
      unstubEnvs: true,
      environment: 'node',
      testTimeout: 30_000,
      hookTimeout: 60_000,
      globalSetup: ['tests/support/pglite-template.global-setup.ts', 'tests/support/drawn-pictures.global-setup.ts'],
      ...everyTestAsserts,
    },
  });
}

/**
 * The gate's files share each worker's loaded modules (decision 020): importing the app, the books and
 * the kit once per worker instead of once per file takes the run from about 430 to about 170 seconds of
 * wall time on 2 busy cores. No gate test replaces a module, and each restores the timers it fakes.
 */
const gate = tier({
  include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'],
  // The WebKit and Firefox journeys have their own config (vitest.engines.config.ts) and run in the system tier.
  exclude: [...configDefaults.exclude, ...systemTests, 'tests/engines/*.engine.test.ts'],
  isolate: false,
});

// Two workers at least: Vitest's default of one fewer than the cores left one core idle on two once the lints beside
// the tests ended (on two busy cores the tests took 121 s with two workers, 189 s with one).
export default { ...gate, test: { ...gate.test, maxWorkers: Math.max(2, availableParallelism() - 1) } };

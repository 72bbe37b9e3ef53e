import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Two tiers. The gate (`npm test`) runs every *.test.ts a developer needs before a commit; the
 * system tier (`npm run test:system`, vitest.system.config.ts) runs *.system.test.ts: soaks,
 * spawned server processes, crashes, faults and PostgreSQL-only tests. CI runs both.
 */
export const systemTests = ['**/*.system.test.ts'];

/** What both tiers share: the `@` alias, timeouts, the template database, and every test asserting. */
export function tier(files: { include: string[]; exclude: string[] }) {
  return defineConfig({
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    test: {
      ...files,
      environment: 'node',
      testTimeout: 30_000,
      hookTimeout: 60_000,
      globalSetup: ['tests/support/pglite-template.global-setup.ts'],
      setupFiles: ['tests/support/every-test-asserts.ts'],
    },
  });
}

export default tier({
  include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'],
  exclude: [...configDefaults.exclude, ...systemTests],
});

import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { everyTestAsserts } from './vitest.config';

/**
 * The journeys in WebKit and Firefox (tests/engines/, over WebDriver): one file per engine, the two side by
 * side, each journey after the other in its engine's windows. They need the production build.
 */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['tests/engines/*.engine.test.ts'],
    exclude: [...configDefaults.exclude],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: true,
    maxWorkers: 2,
    ...everyTestAsserts,
  },
});

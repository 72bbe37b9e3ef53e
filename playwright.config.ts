import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/e2e/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  // One folder per port, so parallel runs on one machine never delete each other's artifacts.
  outputDir: `test-results/${PORT}`,
  fullyParallel: true,
  // At least two: the tests mostly wait on the server and the browser, so even a 2-core machine runs two well. A third
  // gave no speed on a fresh clone (decision 092).
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 60_000,
  // A page paints before its scripts run (decision 015); on a busy 2-core machine they can take over 5 s.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromiumLaunchOptions,
    // A trace records the page on every step (snapshots and a screencast): on two cores it doubled the CPU of the
    // picture-heavy specs, to keep files that a passing run deletes. Record one with `--trace on` when a test fails.
    trace: 'off',
    screenshot: 'only-on-failure',
    // The offline worker would hide requests from page.route(); offline.spec.ts turns it on for itself.
    serviceWorkers: 'block',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } }],
  webServer: {
    // A fresh embedded database per run; the client must already be built (npm run test:system does it).
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${PORT}/api/health`,
    env: { PORT: String(PORT), HOST: '127.0.0.1' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

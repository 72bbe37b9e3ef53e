// `npm test`, the gate before every commit: typecheck and lint's parts side by side, then the unit and API tests; about
// two minutes on two cores. `npm run test:system` (this script with --system): a production build, then a journey
// per feature in WebKit and Firefox beside the system files that assert what happens (server processes, crashes,
// faults, a copy of the repository built, every picture in Chromium); then the soaks and budgets one at a time; then
// every browser test in Debian's Chromium (a journey per feature, and the ones tagged @system: samples of every book,
// route and world; offline). `npm run test:server` (--server): the server's tests of both tiers. Each ends with one
// line 'N passed, N failed' counting every test it ran.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

// Debian's headless Chromium, as tests/e2e/chromium.ts names it.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const reports = '.tmp/test-reports';
mkdirSync(reports, { recursive: true });

const seconds = (since) => `${Math.round((performance.now() - since) / 1000)} s`;

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`◀ ${label}: ${seconds(started)}`);
  return result.status === 0;
}

/** A step whose output is printed whole when it ends (so steps side by side don't interleave); true if it passed. */
function runBuffered([label, command, args, env = {}]) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, args, { env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      console.log(`\n▶ ${label}\n${output.trimEnd()}\n◀ ${label}: ${seconds(started)}`);
      resolve(code === 0);
    });
  });
}

/**
 * Steps that each use one core (tsc, eslint, prettier then knip, the pictures), run side by side; a step's
 * `then` starts as soon as it ends. Resolves with the number of steps that failed.
 */
async function runSideBySide(steps) {
  const results = await Promise.all(steps.map(async ({ step, then }) => [await runBuffered(step), ...(then ? [await runBuffered(then)] : [])]));
  return results.flat().filter((ok) => !ok).length;
}

function ensureChromium() {
  if (existsSync(chromium)) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  if (!isRoot || !hasApt) {
    console.error(
      `Browser tests need Chromium at ${chromium}. Install Debian's package: sudo apt-get install -y chromium-headless-shell (or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
  console.log("Chromium is missing: installing Debian's chromium-headless-shell package…");
  const ok = run('apt-get install chromium-headless-shell', 'sh', [
    '-c',
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium-headless-shell',
  ]);
  if (!ok) process.exit(1);
}

// The system tier's journeys in Safari's engine and Firefox (tests/engines/, over WebDriver) need Debian's
// packages: WebKitGTK's WebDriver, Firefox ESR, an X server and a sound server to play into.
const enginePackages = [
  ['/usr/bin/WebKitWebDriver', 'webkit2gtk-driver'],
  ['/usr/bin/firefox-esr', 'firefox-esr'],
  ['/usr/bin/Xvfb', 'xvfb'],
  ['/usr/bin/pulseaudio', 'pulseaudio'],
  ['/usr/bin/parec', 'pulseaudio-utils'],
];

function ensureEngines() {
  const missing = enginePackages.filter(([path]) => !existsSync(path)).map(([, name]) => name);
  if (missing.length === 0) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  if (!isRoot || !hasApt) {
    console.error(`The WebKit and Firefox journeys need Debian's ${missing.join(', ')}: sudo apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
  console.log(`Installing Debian's ${missing.join(', ')} for the WebKit and Firefox journeys…`);
  const ok = run(`apt-get install ${missing.join(' ')}`, 'sh', [
    '-c',
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${missing.join(' ')}`,
  ]);
  if (!ok) process.exit(1);
}

const system = process.argv.includes('--system');
// `--server` (npm run test:server): the server's unit and API tests (src/server, tests/system), and of the system
// tier the files where the Node line shows (a spawned server starting, crashing and holding its data directory,
// connections and slow clients, PostgreSQL faults, the speech worker thread), which CI runs on the second Node
// line. The soaks and floods measure the machine more than Node: they run once, on the first line.
const serverOnly = process.argv.includes('--server');
const vitestRun = (label, config, output = 'vitest', only = [], project) => [
  label,
  'npx',
  [
    'vitest',
    'run',
    `--config=${config}`,
    ...(project ? [`--project=${project}`] : []),
    ...only,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reports}/${output}.json`,
  ],
  only.length > 0 ? { IYAGI_SERVER_TESTS_ONLY: '1' } : {},
];
const build = ['production build', 'npm', ['run', '--silent', 'build']];
// Two runs, each against a server of its own as the journeys and the samples always had, so neither's traffic
// spends the other's per-address budgets.
const browser = (label, tagged, output) => [
  label,
  'npx',
  ['playwright', 'test', tagged ? '--grep=@system' : '--grep-invert=@system'],
  { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/${output}.json` },
];
const unitTests = vitestRun('unit and API tests (Vitest)', 'vitest.config.ts');
const sideBySide = serverOnly
  ? []
  : system
    ? // The system tier: after the one build, the WebKit and Firefox journeys (they wait on real time, sound and
      // polls: about 0.4 of a core) beside the system files that assert what happens, not how fast (two at a
      // time); the files that measure then run alone, and the Chromium runs after them.
      [
        {
          step: build,
          then: vitestRun('journeys in WebKit and Firefox (WebDriver)', 'vitest.engines.config.ts', 'engines'),
        },
        {
          step: vitestRun(
            'system tests that assert what happens (Vitest): processes, crashes, faults, a copy built, pictures in Chromium',
            'vitest.system.config.ts',
            'vitest',
            [],
            'side by side',
          ),
        },
      ]
    : [
        { step: ['typecheck', 'npm', ['run', '--silent', 'typecheck']] },
        { step: ['lint: ESLint', 'npm', ['run', '--silent', 'lint:eslint']] },
        { step: ['lint: Prettier and knip', 'npm', ['run', '--silent', 'lint:format-and-unused']] },
        // Drawn first, the unit tests' setup finds them kept (else it draws them on one core while the other waits);
        // the tests start once they are, beside the lints still running, so no core waits for the slowest lint.
        { step: ['every picture drawn, for the picture checks', 'npx', ['tsx', 'scripts/draw-pictures.ts']], then: unitTests },
      ];
const serverFiles = ['src/server', 'tests/system'];
const nodeLineSystemFiles = [
  'src/server/main.system.test.ts',
  'src/server/db/data-dir-lock-processes.system.test.ts',
  'src/server/db/postgres-faults.system.test.ts',
  'src/server/http/limit-connections.system.test.ts',
  'src/server/http/slow-clients.system.test.ts',
  'src/server/services/speech/espeak-worker-lifecycle.system.test.ts',
  'tests/support/resilience/crash.system.test.ts',
];
const steps = serverOnly
  ? [
      vitestRun('the server’s unit and API tests (Vitest)', 'vitest.config.ts', 'vitest', serverFiles),
      vitestRun('the server’s system tests where the Node line shows (Vitest)', 'vitest.system.config.ts', 'server-system', nodeLineSystemFiles),
    ]
  : system
    ? [
        vitestRun('system tests that measure (Vitest): soaks and budgets, one at a time', 'vitest.system.config.ts', 'system-alone', [], 'one at a time'),
        browser('browser journeys, one per feature, and every route’s served HTML (Playwright, Chromium)', false, 'playwright'),
        browser('browser tests over samples of every book, route and world (Playwright, Chromium)', true, 'playwright-samples'),
      ]
    : [];
if (system) {
  ensureChromium();
  ensureEngines();
}
for (const name of ['vitest', 'system-alone', 'server-system', 'engines', 'playwright', 'playwright-samples'])
  rmSync(`${reports}/${name}.json`, { force: true });

const gateStarted = performance.now();
let failedSteps = await runSideBySide(sideBySide);
for (const [label, command, args, env] of steps) {
  const isPlaywright = label.startsWith('browser');
  const ok = run(label, command, isPlaywright ? [...args, '--reporter=list,json'] : args, env);
  if (!ok) failedSteps++;
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
/** Every Vitest run's report (the tier's own, the server's system tests on their own, the WebKit and Firefox journeys). */
const vitests = ['vitest', 'system-alone', 'server-system', 'engines'].map((name) => readJson(`${reports}/${name}.json`)).filter((report) => report !== null);
/** Both browser runs' reports (the journeys, the samples). */
const playwrights = ['playwright', 'playwright-samples'].map((name) => readJson(`${reports}/${name}.json`)).filter((report) => report !== null);
const sum = (key) => vitests.reduce((total, report) => total + (report[key] ?? 0), 0);
const browserSum = (key) => playwrights.reduce((total, report) => total + (report.stats?.[key] ?? 0), 0);
const passed = sum('numPassedTests') + browserSum('expected');
const failed = sum('numFailedTests') + browserSum('unexpected') + browserSum('flaky');
const skipped = sum('numPendingTests') + browserSum('skipped');

/** The first lines of a failure's message, without colour codes: the tail of a long log must say why, not only what. */
function firstLines(message, count = 6) {
  const lines = String(message ?? '')
    // eslint-disable-next-line no-control-regex -- the escape that starts a terminal colour code
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => line.trim() !== '');
  return lines.slice(0, count).map((line) => `      ${line.slice(0, 300)}`);
}

/** The failed tests by name, each with why it failed, so the last lines of a long log say what broke. */
function failedTests() {
  const failures = [];
  for (const file of vitests.flatMap((report) => report.testResults ?? [])) {
    for (const test of file.assertionResults ?? [])
      if (test.status === 'failed')
        failures.push({ name: `${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}`, why: firstLines(test.failureMessages?.[0]) });
  }
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected' || test.status === 'flaky')
          failures.push({
            name: `${spec.file} › ${spec.title} (${test.status})`,
            why: firstLines(test.results?.find((result) => result.error)?.error?.message),
          });
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of playwrights.flatMap((report) => report.suites ?? [])) walk(suite);
  return failures;
}

const failures = failedTests();
if (failures.length > 0) console.log(`\nFailed:\n${failures.map(({ name, why }) => [`  ✗ ${name}`, ...why].join('\n')).join('\n')}`);
console.log(`\n${failedSteps === 0 ? 'All checks passed.' : `${failedSteps} step(s) failed.`}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped in ${seconds(gateStarted)}`);
process.exit(failedSteps === 0 && failed === 0 && passed > 0 ? 0 : 1);

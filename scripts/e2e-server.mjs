// The server the browser tests drive: the production build (compiled server, plain node) on a fresh
// embedded database. No speech pre-render: it would synthesise every quiz phrase while the browsers run,
// on the same cores; a clip the tests ask for is synthesised when asked, as on a server that just started.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const env = {
  ...process.env,
  DATA_DIR: mkdtempSync(join(tmpdir(), 'iyagi-e2e-')),
  LOG_LEVEL: 'warn',
  RATE_LIMIT_WRITES_PER_MINUTE: '100000',
  RATE_LIMIT_READS_PER_MINUTE: '100000',
  SPEECH_PRERENDER: 'false',
};
const server = spawn(process.execPath, [join(process.env.BUILD_DIR || 'build', 'server-app', 'main.js')], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

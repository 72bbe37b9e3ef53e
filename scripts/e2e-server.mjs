// The server the browser tests drive: the production build (compiled server, plain node) on a fresh
// embedded database.
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
};
const server = spawn(process.execPath, [join(process.env.BUILD_DIR || 'build', 'server-app', 'main.js')], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

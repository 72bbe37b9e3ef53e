// `npm start`: build the site when no build is there yet, then run the compiled server with plain node.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const buildDir = process.env.BUILD_DIR || 'build';

const serverMain = join(buildDir, 'server-app', 'main.js');

if (!existsSync(join(buildDir, 'client', 'index.html')) || !existsSync(serverMain)) {
  console.log('No build yet: building the site first (about a minute)…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Each open connection is a file descriptor: the server runs with the soft limit raised to the hard one
// (often 1,024 → 524,288 on Linux) and keeps its connection caps below whatever it gets.
const server =
  process.platform === 'win32'
    ? spawn(process.execPath, [serverMain], { stdio: 'inherit' })
    : spawn('/bin/sh', ['-c', 'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "$0" "$@"', process.execPath, serverMain], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

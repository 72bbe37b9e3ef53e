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

const server = spawn(process.execPath, [serverMain], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

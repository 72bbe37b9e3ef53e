import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { waitFor } from './driver';

/** A port nothing listens on now, from the system's own pick. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Stops a child process and waits for it to be gone. */
export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

/** An X server of its own (Debian's xvfb) with one screen of `width` × `height`; answers its DISPLAY. */
export async function startXvfb(width: number, height: number): Promise<{ display: string; stop(): Promise<void> }> {
  // -displayfd: Xvfb picks a free display number and writes it to stdout once it is ready.
  const xvfb = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', `${width}x${height}x24`, '-nolisten', 'tcp'], { stdio: ['ignore', 'pipe', 'ignore'] });
  const number = await new Promise<string>((resolve, reject) => {
    let out = '';
    xvfb.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(out.trim());
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
  });
  return { display: `:${number}`, stop: () => stop(xvfb) };
}

/**
 * A sound server of its own (Debian's pulseaudio) whose only outputs are null sinks, one per engine: the
 * browsers really play their sound, into nothing, and `parec` can record what each one played.
 */
export async function startSoundServer(sinks: readonly string[]): Promise<{ server: string; stop(): Promise<void> }> {
  const home = mkdtempSync(join(tmpdir(), 'iyagi-sound-'));
  const socket = join(home, 'native');
  const modules = sinks.flatMap((sink) => ['-L', `module-null-sink sink_name=${sink} rate=16000 channels=1`]);
  const pulse = spawn(
    'pulseaudio',
    [
      '-n',
      '--daemonize=no',
      '--exit-idle-time=-1',
      '--use-pid-file=no',
      '--log-target=stderr',
      '--log-level=error',
      ...modules,
      '-L',
      `module-native-protocol-unix socket=${socket} auth-anonymous=1`,
    ],
    { env: { ...process.env, HOME: home, XDG_RUNTIME_DIR: home, XDG_CONFIG_HOME: home }, stdio: 'ignore' },
  );
  const server = `unix:${socket}`;
  await waitFor(
    'pulseaudio to answer',
    () =>
      new Promise<boolean>((resolve) =>
        spawn('pactl', ['info'], { env: { ...process.env, PULSE_SERVER: server }, stdio: 'ignore' }).on('exit', (code) => resolve(code === 0)),
      ),
    10_000,
  );
  return {
    server,
    async stop() {
      await stop(pulse);
      rmSync(home, { recursive: true, force: true });
    },
  };
}

/**
 * The site as CI serves it: the compiled server from the build on a fresh embedded database, without the
 * speech pre-render (clips are made when asked, as on a server that just started). Stopped and started again
 * on the same port and data, it is the network going away and coming back.
 */
export async function startSite(): Promise<{ baseUrl: string; stop(): Promise<void>; start(): Promise<void>; close(): Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'iyagi-engines-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_WRITES_PER_MINUTE: '100000',
    RATE_LIMIT_READS_PER_MINUTE: '100000',
    SPEECH_PRERENDER: 'false',
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  let server: ChildProcess | null = null;
  const main = join(process.env.BUILD_DIR || 'build', 'server-app', 'main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: run npm run build first`);
  const start = async () => {
    const child = spawn(process.execPath, [main], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    server = child;
    try {
      await waitFor(
        'the site to answer',
        async () => {
          if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
          return fetch(`${baseUrl}/api/health`).then((r) => r.ok);
        },
        60_000,
      );
    } catch (error) {
      // A site that never answered is stopped, not left serving (and holding its data) after the run.
      await stopSite();
      throw error;
    }
  };
  const stopSite = async () => {
    if (server) await stop(server);
    server = null;
  };
  try {
    await start();
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl,
    start,
    stop: stopSite,
    async close() {
      await stopSite();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

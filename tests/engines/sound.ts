import { spawn } from 'node:child_process';

const RATE = 16_000;
const WINDOW = RATE / 50; // 20 ms

export interface HeardSound {
  /** How long something was heard, in seconds (20 ms windows above a quiet floor). */
  seconds: number;
}

/**
 * Records what an engine plays into its null sink (Debian's pulseaudio-utils `parec` on the sink's monitor),
 * from now until stop() is called.
 */
export function listenTo(server: string, sink: string): { stop(): Promise<HeardSound> } {
  const parec = spawn('parec', [`--device=${sink}.monitor`, '--raw', '--format=s16le', `--rate=${RATE}`, '--channels=1', '--latency-msec=20'], {
    env: { ...process.env, PULSE_SERVER: server },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const chunks: Buffer[] = [];
  parec.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  return {
    async stop() {
      await new Promise((resolve) => {
        parec.once('exit', resolve);
        parec.kill('SIGTERM');
      });
      return heard(Buffer.concat(chunks));
    },
  };
}

function heard(pcm: Buffer): HeardSound {
  const samples = new Int16Array(pcm.buffer, pcm.byteOffset, Math.floor(pcm.length / 2));
  let loudWindows = 0;
  for (let start = 0; start + WINDOW <= samples.length; start += WINDOW) {
    let sum = 0;
    for (let i = start; i < start + WINDOW; i++) sum += samples[i]! * samples[i]!;
    if (Math.sqrt(sum / WINDOW) > 200) loudWindows++;
  }
  return { seconds: loudWindows / 50 };
}

import os from 'node:os';

/** The date and machine a set of figures belongs to, and how busy the machine already was. */
export function machineLine(): string {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const memory = `${(os.totalmem() / 1024 ** 3).toFixed(0)} GiB`;
  return `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · ${os.availableParallelism()} cores (nproc), ${cpu} · ${memory} memory · Node ${process.version} · ${os.type()} ${os.release()} · load average ${os.loadavg()[0]!.toFixed(1)} at the start`;
}

/**
 * Waits, up to `limitMs`, until the machine has settled after the steps before (a load step leaves the load average
 * at 3 to 7 on two cores): the one-minute load average below half the cores. Returns the load average the audits start at
 * and the seconds it waited, for the section's notes.
 */
export async function settledMachine(limitMs = 180_000): Promise<{ load: number; waitedS: number }> {
  const quiet = os.availableParallelism() / 2;
  const started = performance.now();
  while (os.loadavg()[0]! >= quiet && performance.now() - started < limitMs) await new Promise((resolve) => setTimeout(resolve, 5_000));
  return { load: os.loadavg()[0]!, waitedS: Math.round((performance.now() - started) / 1000) };
}

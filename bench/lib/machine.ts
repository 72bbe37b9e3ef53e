import os from 'node:os';

/** The date and machine a set of figures belongs to, and how busy the machine already was. */
export function machineLine(): string {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const memory = `${(os.totalmem() / 1024 ** 3).toFixed(0)} GiB`;
  return `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · ${os.availableParallelism()} cores (nproc), ${cpu} · ${memory} memory · Node ${process.version} · ${os.type()} ${os.release()} · load average ${os.loadavg()[0]!.toFixed(1)} at the start`;
}

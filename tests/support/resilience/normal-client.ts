import http from 'node:http';

/** One request of the normal client: when it went, when it ended, whether it was answered 200, and what came. */
export interface Asked {
  sentAt: number;
  answeredAt: number;
  ok: boolean;
  what: string;
}

/** One request on a new connection (a new visitor each time), from `localAddress`. */
export function ask(port: number, localAddress: string, path = '/api/health'): Promise<Asked> {
  const sentAt = Date.now();
  return new Promise((resolve) => {
    const done = (ok: boolean, what: string) => resolve({ sentAt, answeredAt: Date.now(), ok, what });
    const request = http.get({ host: '127.0.0.1', port, path, localAddress, agent: false, timeout: 5000 }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode === 200, String(res.statusCode)));
      res.on('error', (error: NodeJS.ErrnoException) => done(false, error.code ?? error.message));
    });
    request.on('timeout', () => request.destroy(Object.assign(new Error('no answer in 5 s'), { code: 'TIMEOUT' })));
    request.on('error', (error: NodeJS.ErrnoException) => done(false, error.code ?? error.message));
  });
}

/** The longest time the client went without an answer (a slow answer, or from a failed request until the next success), and when it began. */
export function longestWait(asked: Asked[]): { ms: number; from: number } {
  let longest = { ms: 0, from: asked[0]?.sentAt ?? 0 };
  let failingSince: number | null = null;
  const note = (from: number, to: number) => {
    if (to - from > longest.ms) longest = { ms: to - from, from };
  };
  for (const a of asked) {
    if (a.ok) {
      note(failingSince ?? a.sentAt, a.answeredAt);
      failingSince = null;
    } else failingSince ??= a.sentAt;
  }
  if (failingSince !== null) note(failingSince, asked.at(-1)!.answeredAt);
  return longest;
}

/** The longest time the client went without an answer: a slow answer, or from a failed request until the next success. */
export const longestOutage = (asked: Asked[]): number => longestWait(asked).ms;

/** A normal client asking every `everyMs` from `from` until stopped: stop() resolves with what it asked, in order. */
export function normalClient(port: number, from: string, everyMs: number) {
  const asked: Asked[] = [];
  const pending: Array<Promise<void>> = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      pending.push(ask(port, from).then((a) => void asked.push(a)));
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop(): Promise<Asked[]> {
      stopped = true;
      await loop;
      await Promise.all(pending);
      return asked.sort((a, b) => a.sentAt - b.sentAt);
    },
  };
}

/** What the normal client saw, and the problems when it failed more than `maxFailedShare` or went without an answer longer than `maxOutageMs`. */
export function clientVerdict(asked: Asked[], { maxFailedShare, maxOutageMs }: { maxFailedShare: number; maxOutageMs: number }, everyMs: number) {
  const failed = asked.filter((a) => !a.ok);
  const { ms: outage, from } = longestWait(asked);
  const failures = [...new Set(failed.map((a) => a.what))].join(', ');
  const problems: string[] = [];
  if (failed.length > maxFailedShare * asked.length)
    problems.push(`${failed.length} of ${asked.length} requests failed (${failures}), over ${maxFailedShare * 100} %`);
  if (outage > maxOutageMs) problems.push(`the client went ${outage} ms without an answer, over ${maxOutageMs} ms`);
  const at = asked.length > 0 ? ` (from ${((from - asked[0]!.sentAt) / 1000).toFixed(1)} s in)` : '';
  const said = `a client asking every ${everyMs} ms: ${asked.length - failed.length} of ${asked.length} answered${failed.length ? ` (failed: ${failures})` : ''}, longest wait ${outage} ms${at}`;
  return { said, problems };
}

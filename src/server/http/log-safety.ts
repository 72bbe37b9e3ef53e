import type { FastifyRequest } from 'fastify';

/**
 * What the logs may say. Children's names travel in URLs (/api/quiz-scores/<name>) and bodies, and
 * database errors quote the values of the failed query; none of that is written down.
 */

/** The route's pattern for API calls (/api/quiz-scores/:playerName), else the path without its query. */
export function loggedPath(request: Pick<FastifyRequest, 'url'> & { routeOptions?: { url?: string } }): string {
  const path = (request.url ?? '').split('?')[0]!.slice(0, 200);
  if (!path.startsWith('/api/')) return path;
  const pattern = request.routeOptions?.url;
  return pattern && pattern !== '*' && pattern !== '/*' ? pattern : '/api/(no such endpoint)';
}

/** An error message without the parameters a failed query quotes, cut to one short line. */
export function loggedMessage(message: string): string {
  return message
    .split(/\nparams:/)[0]!
    .split('\n')[0]!
    .slice(0, 300);
}

export const logSerializers = {
  req(request: FastifyRequest) {
    return { method: request.method, path: loggedPath(request), remoteAddress: request.ip };
  },
  err(error: Error & { code?: string; statusCode?: number }) {
    const message = loggedMessage(error.message ?? String(error));
    // Only the frames: the stack's first lines repeat the message, parameters included.
    const stack = (error.stack ?? '')
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .slice(0, 8)
      .join('\n');
    return { type: error.name, code: error.code, message, stack };
  },
};

/**
 * Logs the first of a run of identical errors and then one line per window saying how many
 * followed, so an outage at 1,000 requests a second writes a few lines, not megabytes.
 */
export class RepeatedErrorFilter {
  private readonly seen = new Map<string, { since: number; repeats: number }>();

  constructor(
    private readonly windowMs = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** 'log' for a new error, 'skip' for a repeat inside the window, or the number of repeats to report. */
  check(key: string): 'log' | 'skip' | number {
    const at = this.now();
    const entry = this.seen.get(key);
    if (!entry || at - entry.since >= this.windowMs) {
      const repeats = entry?.repeats ?? 0;
      this.seen.set(key, { since: at, repeats: 0 });
      if (this.seen.size > 1000) this.seen.clear();
      return repeats > 0 ? repeats : 'log';
    }
    entry.repeats++;
    return 'skip';
  }
}

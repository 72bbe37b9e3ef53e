import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../env';
import { budgetAddress } from './budget-address';

/**
 * Every route belongs to one budget, shared by all routes of that kind: the API's writes, the API's
 * reads, and files (pages, scripts, pictures, everything else), which a route spends unless it names
 * another. Files have their own, larger budget: one device's first visit and offline install fetch about
 * 200 of them, and a class behind one address must fit (docs/decisions/040-pipelining-and-connection-room.md).
 */
type LimitKind = 'write' | 'read' | 'file';

export interface LimitConfig {
  limit: LimitKind;
}

const WINDOW_MS = 60_000;

interface Window {
  start: number;
  count: number;
}

/** The address a budget is charged to; an aborted request may have lost its socket's address. */
function clientKey(request: FastifyRequest): string {
  return budgetAddress(request.ip ?? request.socket?.remoteAddress ?? 'unknown');
}

/**
 * Fixed one-minute windows per client and kind, so one address gets one write budget across
 * every write route (not one per route). Counters live in this process: with several instances
 * behind a load balancer each keeps its own (the README says how to size them).
 */
export function registerClientLimits(app: FastifyInstance, env: Env, now: () => number = Date.now): void {
  const max: Record<LimitKind, number> = {
    write: env.RATE_LIMIT_WRITES_PER_MINUTE,
    read: env.RATE_LIMIT_READS_PER_MINUTE,
    file: env.RATE_LIMIT_FILES_PER_MINUTE,
  };
  const windows = new Map<string, Window>();
  let sweptAt = now();

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const kind = (request.routeOptions.config as Partial<LimitConfig> | undefined)?.limit ?? 'file';
    const at = now();
    if (at - sweptAt >= WINDOW_MS) {
      // Forget finished windows so idle clients cost no memory.
      for (const [key, w] of windows) if (at - w.start >= WINDOW_MS) windows.delete(key);
      sweptAt = at;
    }
    const key = `${kind} ${clientKey(request)}`;
    let w = windows.get(key);
    if (!w || at - w.start >= WINDOW_MS) {
      w = { start: at, count: 0 };
      windows.set(key, w);
    }
    w.count++;
    const resetSeconds = Math.ceil((w.start + WINDOW_MS - at) / 1000);
    reply.header('x-ratelimit-limit', max[kind]);
    reply.header('x-ratelimit-remaining', Math.max(0, max[kind] - w.count));
    reply.header('x-ratelimit-reset', resetSeconds);
    if (w.count > max[kind]) {
      // Closed after the answer: an address past its budget keeps no connection open by asking more.
      reply.header('retry-after', resetSeconds).header('connection', 'close');
      return reply.code(429).send({
        error: `Rate limit reached: too many ${kind === 'write' ? 'saves' : 'requests'} from this address. Please wait ${resetSeconds} s and try again.`,
      });
    }
  });
}

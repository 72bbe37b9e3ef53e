import { familyHeaders, newFamilyCode, quizScoreBody } from '../fixtures';

export interface WriteOptions {
  url: string;
  clients: number;
  /** Player names are `${prefix}-${n}`: one unique name per post, so a lost or doubled write shows. */
  prefix: string;
  /** Stop after this many posts in total. */
  total?: number;
  /** Called after every answered post; return true to stop that client. */
  shouldStop?: () => boolean;
  /** A post unanswered after this long counts as hung. */
  timeoutMs?: number;
}

export interface WriteOutcome {
  /** Names the server answered 2xx for: each one must be stored exactly once. */
  acked: string[];
  /** Answered with another status: status → count. */
  statuses: Map<number, number>;
  /** Posts that got no answer (connection refused or reset, or timed out): stored or not, either is fine. */
  unanswered: string[];
  /** The first few error messages of unanswered posts, for the report. */
  errors: string[];
  elapsedMs: number;
}

export const emptyOutcome = (): WriteOutcome => ({ acked: [], statuses: new Map(), unanswered: [], errors: [], elapsedMs: 0 });

/**
 * `clients` concurrent clients posting valid, uniquely named scores; a client stops at its first unanswered post.
 * Pass `outcome` to watch it fill while the clients run.
 */
export async function postScores(options: WriteOptions, outcome = emptyOutcome()): Promise<WriteOutcome> {
  const started = performance.now();
  let next = 0;
  const client = async () => {
    while (options.total === undefined || next < options.total) {
      if (options.shouldStop?.()) return;
      const name = `${options.prefix}-${next++}`;
      try {
        const res = await fetch(`${options.url}/api/quiz-scores`, {
          method: 'POST',
          headers: { ...familyHeaders(newFamilyCode()), 'content-type': 'application/json' },
          body: JSON.stringify(quizScoreBody(name, next % 11, 30 + (next % 60))),
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
        await res.arrayBuffer();
        if (res.ok) outcome.acked.push(name);
        else outcome.statuses.set(res.status, (outcome.statuses.get(res.status) ?? 0) + 1);
      } catch (error) {
        outcome.unanswered.push(name);
        if (outcome.errors.length < 3) outcome.errors.push(describeError(error));
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: options.clients }, client));
  outcome.elapsedMs = performance.now() - started;
  return outcome;
}

function describeError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

export interface StoredComparison {
  /** Acknowledged but not stored: must be empty. */
  lost: string[];
  /** Stored more than once: must be empty. */
  duplicated: string[];
  /** Stored without having been posted by this run's clients: must be empty. */
  unexpected: string[];
  /** Unanswered posts that were stored all the same. */
  storedUnanswered: number;
}

/** Compares what clients were told with what the database holds, for names with the run's prefix. */
export function compareStored(outcome: WriteOutcome, storedNames: string[], prefix: string): StoredComparison {
  const counts = new Map<string, number>();
  for (const name of storedNames) if (name.startsWith(`${prefix}-`)) counts.set(name, (counts.get(name) ?? 0) + 1);
  const unanswered = new Set(outcome.unanswered);
  const acked = new Set(outcome.acked);
  return {
    lost: outcome.acked.filter((name) => !counts.has(name)),
    duplicated: [...counts].filter(([, n]) => n > 1).map(([name]) => name),
    unexpected: [...counts.keys()].filter((name) => !acked.has(name) && !unanswered.has(name)),
    storedUnanswered: outcome.unanswered.filter((name) => counts.has(name)).length,
  };
}

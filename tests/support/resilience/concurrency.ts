import { count, list, report, type ResilienceReport } from './report';
import { compareStored, postScores } from './score-writers';
import { startServer } from './server-process';
import { storedPlayerNames, type Storage } from './storage';

export interface ConcurrencyOptions {
  storage: Storage;
  buildDir: string;
  /** Run this production build's compiled server instead of the source (the bench does). */
  compiledBuildDir?: string;
  clients: number;
  total: number;
}

/** `total` score posts from `clients` concurrent clients: every one answered 201 and stored exactly once. */
export async function concurrentPostsCheck({ storage, buildDir, compiledBuildDir, clients, total }: ConcurrencyOptions): Promise<ResilienceReport> {
  const prefix = 'cc';
  const server = await startServer({ storage, buildDir, compiledBuildDir });
  let outcome;
  try {
    outcome = await postScores({ url: server.url, clients, total, prefix });
  } finally {
    // A PGlite directory has one owner, so the server goes before we read its data.
    await server.stop();
  }
  const stored = await storedPlayerNames(storage);
  const compared = compareStored(outcome, stored, prefix);
  const storedOurs = stored.filter((n) => n.startsWith(`${prefix}-`)).length;

  const problems: string[] = [];
  if (outcome.acked.length !== total) {
    const statuses = [...outcome.statuses].map(([s, n]) => `${n}× ${s}`).join(', ');
    problems.push(
      `${total - outcome.acked.length} posts not answered 2xx (${statuses || 'no answer'}${outcome.errors.length ? `: ${outcome.errors.join('; ')}` : ''})`,
    );
  }
  if (storedOurs !== total) problems.push(`${storedOurs} stored, expected exactly ${total}`);
  if (compared.lost.length) problems.push(`answered 2xx but not stored: ${list(compared.lost)}`);
  if (compared.duplicated.length) problems.push(`stored twice: ${list(compared.duplicated)}`);
  if (compared.unexpected.length) problems.push(`stored but not acknowledged: ${list(compared.unexpected)}`);

  const rate = Math.round((outcome.acked.length / outcome.elapsedMs) * 1000);
  return report(
    `concurrency (${storage.kind})`,
    `${count(total)} score posts from ${clients} concurrent clients`,
    `${count(outcome.acked.length)} answered 201 in ${(outcome.elapsedMs / 1000).toFixed(1)} s (${count(rate)}/s); ${count(storedOurs)} stored, ${compared.duplicated.length} duplicated`,
    problems,
  );
}

import { familyHeaders, newFamilyCode, quizScoreBody } from '../fixtures';
import { count, list, report, type ResilienceReport } from './report';
import { compareStored, emptyOutcome, postScores } from './score-writers';
import { startServer } from './server-process';
import { storedPlayerNames, type Storage } from './storage';

export interface CrashOptions {
  storage: Storage;
  buildDir: string;
  /** Run this production build's compiled server instead of the source (the bench does). */
  compiledBuildDir?: string;
  clients: number;
  /** SIGKILL the server once this many writes were acknowledged, with the clients still posting. */
  killAfterAcks: number;
  /** Kill anyway after this long, so a server that never acknowledges cannot stall the check. */
  maxLoadMs?: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** kill -9 in the middle of a write load, restart on the same data: every write answered 2xx must be there. */
export async function crashDuringWritesCheck({
  storage,
  buildDir,
  compiledBuildDir,
  clients,
  killAfterAcks,
  maxLoadMs = 60_000,
}: CrashOptions): Promise<ResilienceReport> {
  const prefix = 'crash';
  const problems: string[] = [];
  const server = await startServer({ storage, buildDir, compiledBuildDir });
  const outcome = emptyOutcome();
  const writers = postScores({ url: server.url, clients, prefix }, outcome);
  const deadline = Date.now() + maxLoadMs;
  while (outcome.acked.length < killAfterAcks && Date.now() < deadline && outcome.unanswered.length === 0) await sleep(5);
  if (outcome.acked.length < killAfterAcks) problems.push(`only ${outcome.acked.length} writes acknowledged before the kill (wanted ${killAfterAcks})`);
  await server.stop('SIGKILL');
  await writers;

  const restartStarted = performance.now();
  let restartMs = 0;
  try {
    const again = await startServer({ storage, buildDir, compiledBuildDir });
    restartMs = performance.now() - restartStarted;
    const res = await fetch(`${again.url}/api/quiz-scores`, {
      method: 'POST',
      headers: { ...familyHeaders(newFamilyCode()), 'content-type': 'application/json' },
      body: JSON.stringify(quizScoreBody('after-crash', 9)),
    });
    if (res.status !== 201) problems.push(`after the restart a new score was answered ${res.status}: ${await res.text()}`);
    await again.stop();
  } catch (error) {
    problems.push(`the server did not come back after kill -9: ${(error as Error).message.slice(0, 600)}`);
  }

  const stored = await storedPlayerNames(storage);
  const compared = compareStored(outcome, stored, prefix);
  if (compared.lost.length) problems.push(`${compared.lost.length} writes answered 2xx were lost: ${list(compared.lost)}`);
  if (compared.duplicated.length) problems.push(`stored twice: ${list(compared.duplicated)}`);
  if (compared.unexpected.length) problems.push(`stored although answered with an error: ${list(compared.unexpected)}`);
  if (!stored.includes('after-crash')) problems.push('the score posted after the restart was not stored');

  const inFlight = outcome.unanswered.length;
  return report(
    `crash (${storage.kind})`,
    `kill -9 after ${count(outcome.acked.length)} acknowledged writes from ${clients} clients (${inFlight} in flight), then restart`,
    `restarted in ${(restartMs / 1000).toFixed(1)} s; ${count(outcome.acked.length - compared.lost.length)} of ${count(outcome.acked.length)} acknowledged writes stored, ` +
      `${compared.storedUnanswered} of ${inFlight} in-flight writes stored, ${compared.duplicated.length} duplicated`,
    problems,
  );
}

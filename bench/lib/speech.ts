import type { ServerProcess } from '../../tests/support/resilience/server-process';

export const TTS_PROBE = { path: '/api/tts/question', body: JSON.stringify({ table: 3, multiplier: 4 }) };

/** True when the server has the speech endpoint (it may not exist yet in an early checkout). */
export async function hasSpeech(server: ServerProcess): Promise<boolean> {
  const res = await fetch(server.url + TTS_PROBE.path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: TTS_PROBE.body });
  await res.arrayBuffer();
  return res.status !== 404;
}

/**
 * The server renders every phrase in the background after start-up, then every book's parts (Korean, then
 * English), which would compete with a load test: wait until its log says all of it is done. Returns false when
 * there is no speech endpoint or the wait timed out.
 */
export async function speechPrerendered(server: ServerProcess, timeoutMs = 240_000): Promise<boolean> {
  if (!(await hasSpeech(server))) return false;
  const deadline = Date.now() + timeoutMs;
  let quizDoneAt: number | null = null;
  while (Date.now() < deadline) {
    const log = server.log();
    if (/speech pre-render stopped/.test(log)) return true;
    if (/speech clips ready/.test(log)) quizDoneAt ??= Date.now();
    // A checkout from before the books were rendered at start-up ends with the quiz's phrases.
    const storyRender = /story clips rendering/.test(log);
    if (quizDoneAt !== null && !storyRender && Date.now() - quizDoneAt > 3000) return true;
    if (storyRender && (log.match(/story clips ready/g) ?? []).length >= 2) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

import { z } from 'zod';
import { sendAudio } from '../http/send-audio';
import { readLimit, type AppInstance, type RouteDeps } from '../http/types';
import { PHRASE_RANGES, type PhraseKind } from '../services/speech/phrases';

function bodySchema(kind: PhraseKind) {
  const { tables, multipliers } = PHRASE_RANGES[kind];
  const factor = (name: string, range: { min: number; max: number }) =>
    z
      .number({ error: `${name} must be a whole number from ${range.min} to ${range.max}` })
      .int(`${name} must be a whole number from ${range.min} to ${range.max}`)
      .min(range.min, `${name} must be at least ${range.min}`)
      .max(range.max, `${name} must be at most ${range.max}`);
  return z.object({ table: factor('table', tables), multiplier: factor('multiplier', multipliers) }).strict();
}

/** Spoken multiplication: POST /api/tts/multiplication (a table cell) and /api/tts/question, as MP3. */
export async function ttsRoutes(app: AppInstance, { speech }: RouteDeps) {
  for (const kind of ['multiplication', 'question'] as const) {
    app.post(`/api/tts/${kind}`, { schema: { body: bodySchema(kind) }, config: readLimit() }, async (request, reply) => {
      const { table, multiplier } = request.body;
      // A clip's bytes change only with the voice, and the ETag changes with them.
      return sendAudio(request, reply, await speech.clip(kind, table, multiplier));
    });
  }
}

/** Thrown for a non-OK answer; `message` is the one the spec names for that call. */
export class ApiResponseError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The shared zod schema that checks an answer (anything with zod's `parse`). */
export interface AnswerSchema<T> {
  parse(data: unknown): T;
}

/**
 * How long a read may take before the page gives up and offers to try again: on a connection that
 * neither answers nor fails (a weak signal, a portal page), and with nothing saved offline to show, a
 * family sees "could not load" and a retry button instead of a spinner that never ends.
 */
const READ_TIMEOUT_MS = 15_000;

/** GET JSON from our API, checked against its shared schema; a non-OK status throws `errorMessage` (docs/product.md §8 wording). */
export async function getJson<T>(
  path: string,
  schema: AnswerSchema<T>,
  errorMessage: string | ((status: number) => string),
  headers: Record<string, string> = {},
  timeoutMs = READ_TIMEOUT_MS,
): Promise<T> {
  const res = await fetch(path, { headers: { ...headers, accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
  if (!res.ok) throw new ApiResponseError(typeof errorMessage === 'string' ? errorMessage : errorMessage(res.status), res.status);
  return schema.parse(await res.json());
}

/** POST a JSON body to our API and hand back the raw response; callers decide what a status means. */
export function postJson(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(path, { method: 'POST', headers: { ...headers, 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) });
}

/** DELETE on our API, its answer checked against its shared schema; a non-OK status throws `errorMessage`. */
export async function deleteJson<T>(path: string, schema: AnswerSchema<T>, errorMessage: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(path, { method: 'DELETE', headers: { ...headers, accept: 'application/json' } });
  if (!res.ok) throw new ApiResponseError(errorMessage, res.status);
  return schema.parse(await res.json());
}

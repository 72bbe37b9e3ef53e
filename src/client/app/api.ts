/** Thrown for a non-OK answer; `message` is the one the spec names for that call. */
export class ApiResponseError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** GET JSON from our API; a non-OK status throws `errorMessage` (SPEC §8 wording). */
export async function getJson<T>(path: string, errorMessage: string): Promise<T> {
  const res = await fetch(path, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new ApiResponseError(errorMessage, res.status);
  return (await res.json()) as T;
}

/** POST a JSON body to our API and hand back the raw response; callers decide what a status means. */
export function postJson(path: string, body: unknown, init: RequestInit = {}): Promise<Response> {
  return fetch(path, { ...init, method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) });
}

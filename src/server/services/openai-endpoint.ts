/**
 * An endpoint of an OpenAI-compatible service under the base URL an operator gives, with or without its
 * /v1 and trailing slashes (as the OpenAI SDK takes it): both the LLM and the voice client use this.
 */
export function openAiEndpoint(baseUrl: string, path: `/${string}`): string {
  const base = baseUrl.replace(/\/+$/, '');
  return `${base.endsWith('/v1') ? base : `${base}/v1`}${path}`;
}

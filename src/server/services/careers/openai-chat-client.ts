import { openAiEndpoint } from '../openai-endpoint';

/** Settings for any server that speaks the OpenAI-compatible chat-completions protocol. */
export interface ChatClientConfig {
  /** e.g. https://api.openai.com/v1, with or without the /v1 (see openai-endpoint.ts). */
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

const DEFAULT_TIMEOUT_MS = 20_000;

/** Strips a ```json fence some models wrap around their answer even when asked for bare JSON. */
function unfence(text: string): string {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(text);
  return fenced?.[1] ?? text;
}

/**
 * Sends one chat-completions request asking for a JSON object of at most `maxTokens` tokens and returns the
 * parsed object; throws on any failure (an answer cut at `maxTokens` is not JSON).
 */
export async function requestChatJson(config: ChatClientConfig, messages: ChatMessage[], maxTokens: number): Promise<unknown> {
  const url = openAiEndpoint(config.baseUrl, '/chat/completions');
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
    },
    body: JSON.stringify({ model: config.model, messages, temperature: 0.7, max_tokens: maxTokens, response_format: { type: 'json_object' } }),
    signal: AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`chat completions answered HTTP ${response.status}`);
  const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== 'string') throw new Error('chat completions answer has no message content');
  return JSON.parse(unfence(content)) as unknown;
}

import { createHash } from 'node:crypto';
import { createBoundedLru, stringBytes } from '../memory/bounded-lru';
import { requestChatJson, type ChatClientConfig, type ChatMessage } from './openai-chat-client';

/** Every upstream call allowed is in flight already: the caller answers without the LLM. */
export class ChatBusyError extends Error {
  constructor(maxInFlight: number) {
    super(`${maxInFlight} LLM calls are in flight already`);
  }
}

export interface ChatCallLimits {
  /** Upstream calls in flight at once, from the whole process. */
  maxInFlight: number;
  /** Answers kept for identical requests: how many, and about how much memory. */
  cache: { maxEntries: number; maxBytes: number };
}

/**
 * The LLM as this process may use it: an identical request (the same model, messages and token limit) is
 * answered from the last answer, or joins the same call while it is in flight; past `maxInFlight` calls a new
 * one is refused (ChatBusyError) rather than queued, so a flood of requests never becomes a flood of paid calls.
 */
export function createChatCalls(config: ChatClientConfig, { maxInFlight, cache }: ChatCallLimits) {
  const answers = createBoundedLru<string>({ ...cache, bytesOf: (key, text) => stringBytes(key) + stringBytes(text) });
  const inFlight = new Map<string, Promise<string>>();

  return {
    async ask(messages: ChatMessage[], maxTokens: number): Promise<unknown> {
      const key = createHash('sha256')
        .update(JSON.stringify([config.model, maxTokens, messages]))
        .digest('hex');
      const kept = answers.get(key);
      if (kept !== undefined) return JSON.parse(kept) as unknown;
      let call = inFlight.get(key);
      if (!call) {
        if (inFlight.size >= maxInFlight) throw new ChatBusyError(maxInFlight);
        call = requestChatJson(config, messages, maxTokens).then((answer) => JSON.stringify(answer));
        inFlight.set(key, call);
        void call.then(
          (text) => {
            answers.set(key, text);
            inFlight.delete(key);
          },
          () => inFlight.delete(key),
        );
      }
      return JSON.parse(await call) as unknown;
    },
    get inFlight() {
      return inFlight.size;
    },
  };
}

import { createChatCalls, type ChatCallLimits } from './chat-calls';
import { parseCareersAnswer, parseNextStepsAnswer } from './llm-answer';
import { nextStepsMessages, recommendMessages } from './llm-prompts';
import type { ChatClientConfig } from './openai-chat-client';
import type { CareerRecommender, WarnLogger } from './recommender';

/**
 * The most an answer may run to: three careers, each with five stages of a few Korean phrases, come to about
 * 1,500 tokens; four or five next steps to about 200. A longer answer is cut, fails to parse, and falls back.
 */
export const ANSWER_TOKENS = { careers: 3000, nextSteps: 600 };

/** Calls to the LLM in flight from one process, and the answers kept for identical requests. */
export const CHAT_LIMITS: ChatCallLimits = { maxInFlight: 8, cache: { maxEntries: 500, maxBytes: 4 * 1024 * 1024 } };

export interface LlmRecommenderOptions {
  chat: ChatClientConfig;
  limits?: ChatCallLimits;
  /** Used for any failure or invalid answer, so the child always gets careers. */
  fallback: CareerRecommender;
  logger?: WarnLogger;
}

/**
 * Asks an OpenAI-compatible model for careers and next steps, a bounded number of calls at a time and each
 * identical request once; every failure, and every call past the bound, falls back to the embedded engine.
 */
export function createLlmRecommender({ chat, limits = CHAT_LIMITS, fallback, logger }: LlmRecommenderOptions): CareerRecommender {
  const calls = createChatCalls(chat, limits);
  const fellBack = (what: string, error: unknown) =>
    logger?.warn({ err: error instanceof Error ? error.message : String(error), model: chat.model }, `LLM ${what} failed; using ${fallback.name}`);

  return {
    name: `llm:${chat.model}`,
    async recommend(input) {
      try {
        const answer = await calls.ask(recommendMessages(input), ANSWER_TOKENS.careers);
        return parseCareersAnswer(answer, input.board, input.previousSets[0] ?? []);
      } catch (error) {
        fellBack('recommendation', error);
        return fallback.recommend(input);
      }
    },
    async nextSteps(input) {
      try {
        return parseNextStepsAnswer(await calls.ask(nextStepsMessages(input), ANSWER_TOKENS.nextSteps));
      } catch (error) {
        fellBack('next steps', error);
        return fallback.nextSteps(input);
      }
    },
  };
}

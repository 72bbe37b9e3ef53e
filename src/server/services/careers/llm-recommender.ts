import { parseCareersAnswer, parseNextStepsAnswer } from './llm-answer';
import { nextStepsMessages, recommendMessages } from './llm-prompts';
import { requestChatJson, type ChatClientConfig } from './openai-chat-client';
import type { CareerRecommender, WarnLogger } from './recommender';

export interface LlmRecommenderOptions {
  chat: ChatClientConfig;
  /** Used for any failure or invalid answer, so the child always gets careers. */
  fallback: CareerRecommender;
  logger?: WarnLogger;
}

/** Asks an OpenAI-compatible model for careers and next steps; every failure falls back to the embedded engine. */
export function createLlmRecommender({ chat, fallback, logger }: LlmRecommenderOptions): CareerRecommender {
  const fellBack = (what: string, error: unknown) =>
    logger?.warn({ err: error instanceof Error ? error.message : String(error), model: chat.model }, `LLM ${what} failed; using ${fallback.name}`);

  return {
    name: `llm:${chat.model}`,
    async recommend(input) {
      try {
        const answer = await requestChatJson(chat, recommendMessages(input));
        return parseCareersAnswer(answer, input.board, input.previousSets[0] ?? []);
      } catch (error) {
        fellBack('recommendation', error);
        return fallback.recommend(input);
      }
    },
    async nextSteps(input) {
      try {
        return parseNextStepsAnswer(await requestChatJson(chat, nextStepsMessages(input)));
      } catch (error) {
        fellBack('next steps', error);
        return fallback.nextSteps(input);
      }
    },
  };
}

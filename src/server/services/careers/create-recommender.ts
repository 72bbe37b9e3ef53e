import { createCatalogueRecommender } from './catalogue-recommender';
import { createLlmRecommender } from './llm-recommender';
import type { ChatClientConfig } from './openai-chat-client';
import type { CareerRecommender, WarnLogger } from './recommender';

export interface CareerRecommenderConfig {
  /** Present only when an LLM is configured (base URL and model); otherwise the catalogue engine answers alone. */
  llm?: ChatClientConfig;
  logger?: WarnLogger;
}

export function createCareerRecommender(config: CareerRecommenderConfig = {}): CareerRecommender {
  const catalogue = createCatalogueRecommender();
  return config.llm ? createLlmRecommender({ chat: config.llm, fallback: catalogue, logger: config.logger }) : catalogue;
}

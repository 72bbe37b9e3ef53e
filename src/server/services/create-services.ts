import type { FastifyBaseLogger } from 'fastify';
import type { ChurnMaintenance } from '../db/churn-maintenance';
import { pingDatabase, type Db } from '../db/database';
import type { Env } from '../env';
import { createBoardStore } from './boards/board-store';
import { createCareerStore } from './careers/career-store';
import { createCareerRecommender } from './careers/create-recommender';
import { createProgressStore } from './progress/progress-store';
import { createScoreStore } from './scores/score-store';
import { createDbClipStore } from './speech/db-clip-store';
import { createSpeechProvider, createSpeechService } from './speech/speech-service';
import { createStorySpeech } from './speech/story-speech';

/** Everything the routes use, built once by createApp(): routes → these services and stores → the database. */
export function createServices({ db, env, log, churn }: { db: Db; env: Env; log: FastifyBaseLogger; churn: ChurnMaintenance }) {
  const clips = createDbClipStore(db);
  return {
    ping: () => pingDatabase(db),
    scores: createScoreStore(db),
    progress: createProgressStore(db),
    boards: createBoardStore(db),
    careers: createCareerStore(db),
    recommender: createCareerRecommender({
      llm: env.LLM_BASE_URL ? { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL } : undefined,
      logger: log,
    }),
    speech: createSpeechService({ provider: createSpeechProvider(env, log), store: clips, log }),
    storySpeech: createStorySpeech(clips, log),
    /** Told of every write that may leave dead rows, so the embedded database vacuums as it goes. */
    churn,
  };
}

export type Services = ReturnType<typeof createServices>;

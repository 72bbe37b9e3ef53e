import type { AppInstance, RouteDeps } from '../http/types';
import { careerRecommendationRoutes } from './career-recommendations';
import { familyProgressRoutes } from './family-progress';
import { healthRoutes } from './health';
import { quadrantBoardRoutes } from './quadrant-board';
import { quizScoreRoutes } from './quiz-scores';
import { storySpeechRoutes } from './story-speech';
import { ttsRoutes } from './tts';

/** Every /api route plugin, in one list so a new feature registers itself with one line. */
export const apiRoutes: Array<(app: AppInstance, deps: RouteDeps) => Promise<void>> = [
  healthRoutes,
  quizScoreRoutes,
  familyProgressRoutes,
  quadrantBoardRoutes,
  careerRecommendationRoutes,
  ttsRoutes,
  storySpeechRoutes,
];

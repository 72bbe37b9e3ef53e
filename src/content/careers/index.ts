import { artsMediaCareers } from './arts-media';
import type { CareerEntry } from './career-entry';
import { foodBusinessCareers } from './food-business';
import { healthSportsCareers } from './health-sports';
import { scienceNatureCareers } from './science-nature';
import { technologyCareers } from './technology';
import { wordsPeopleCareers } from './words-people';

export type { CareerEntry } from './career-entry';
export { cardActivities } from './card-activities';
export { dayToDay } from './day-to-day';

/** The built-in career catalogue the offline recommender draws from. */
export const careerCatalogue: readonly CareerEntry[] = [
  ...technologyCareers,
  ...scienceNatureCareers,
  ...healthSportsCareers,
  ...artsMediaCareers,
  ...wordsPeopleCareers,
  ...foodBusinessCareers,
];

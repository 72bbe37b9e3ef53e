import { artsMediaCareers } from './arts-media';
import type { CareerEntry, CareerKind, CatalogueCareer } from './career-entry';
import { foodBusinessCareers } from './food-business';
import { healthSportsCareers } from './health-sports';
import { scienceNatureCareers } from './science-nature';
import { technologyCareers } from './technology';
import { wordsPeopleCareers } from './words-people';

export { CAREER_KINDS, type CareerEntry, type CareerKind, type CatalogueCareer } from './career-entry';
export { cardActivities } from './card-activities';
export { dayToDay } from './day-to-day';

const ofKind = (kind: CareerKind, careers: readonly CareerEntry[]): CatalogueCareer[] => careers.map((career) => ({ ...career, kind }));

/** The built-in career catalogue the offline recommender draws from, each career with its kind of work. */
export const careerCatalogue: readonly CatalogueCareer[] = [
  ...ofKind('technology', technologyCareers),
  ...ofKind('science-nature', scienceNatureCareers),
  ...ofKind('health-sports', healthSportsCareers),
  ...ofKind('arts-media', artsMediaCareers),
  ...ofKind('words-people', wordsPeopleCareers),
  ...ofKind('food-business', foodBusinessCareers),
];

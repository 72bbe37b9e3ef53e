import { describe, expect, it } from 'vitest';
import { cardActivities, careerCatalogue } from '@/content/careers';
import type { CareerRecommendation } from '@/shared/career';
import { emptyQuadrantLists } from '@/shared/quadrant';
import { catalogueNextSteps } from './catalogue-next-steps';

const stranger: CareerRecommendation = {
  title: '우주 정원사',
  description: '우주 정거장에서 식물을 기르는 사람이에요.',
  matchScore: 80,
  reasons: ['과학'],
  roadmap: { elementary: [], middle: [], high: [], university: [], career: [] },
};

describe('catalogue next steps', () => {
  it('gives a known career its own fun activities plus one for each card that led to it', () => {
    const entry = careerCatalogue.find((c) => c.id === 'chef');
    if (!entry) throw new Error('chef missing');
    const career = { ...stranger, title: entry.title, reasons: ['요리'] };
    const steps = catalogueNextSteps({ board: { ...emptyQuadrantLists(), likes: ['요리'] }, career });
    expect(steps.slice(0, entry.activities.length)).toEqual(entry.activities);
    expect(steps).toContain(cardActivities['요리']);
  });

  it('builds steps for a career it does not know from the career’s cards and the board', () => {
    const steps = catalogueNextSteps({ board: { ...emptyQuadrantLists(), strengths: ['독서'] }, career: stranger });
    expect(steps[0]).toBe(cardActivities['과학']);
    expect(steps).toContain(cardActivities['독서']);
    expect(steps.length).toBeGreaterThanOrEqual(3);
  });

  it('still gives three steps when nothing on the board helps', () => {
    const steps = catalogueNextSteps({ board: emptyQuadrantLists(), career: { ...stranger, reasons: [] } });
    expect(steps).toHaveLength(3);
    expect(steps[0]).toContain('우주 정원사');
  });
});

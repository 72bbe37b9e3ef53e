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
  it('gives a known career its own fun activities plus one for each further card that led to it', () => {
    const entry = careerCatalogue.find((c) => c.id === 'chef');
    if (!entry) throw new Error('chef missing');
    const extra = entry.extraCards[0]!;
    const career = { ...stranger, title: entry.title, reasons: [entry.mainCards[0]!, extra] };
    const steps = catalogueNextSteps({ board: { ...emptyQuadrantLists(), likes: [entry.mainCards[0]!, extra] }, career });
    expect(steps.slice(0, entry.activities.length)).toEqual(entry.activities);
    expect(steps).toContain(cardActivities[extra]);
  });

  it('never repeats an activity: a career’s own plan already does its main cards, and no two steps do the same thing', () => {
    const doing = (step: string) => step.split(/\s+/).slice(-2).join(' ');
    for (const entry of careerCatalogue) {
      const cards = [...entry.mainCards, ...entry.extraCards];
      const career = { ...stranger, title: entry.title, reasons: cards };
      const steps = catalogueNextSteps({ board: { ...emptyQuadrantLists(), likes: cards }, career });
      expect(new Set(steps.map(doing)).size, `${entry.title}: ${steps.join(' / ')}`).toBe(steps.length);
      for (const card of entry.mainCards) expect(steps, entry.title).not.toContain(cardActivities[card]);
      expect(steps.length, entry.title).toBeGreaterThanOrEqual(3);
    }
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

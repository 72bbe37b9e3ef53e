import { describe, expect, it } from 'vitest';
import { CareerRecommendationSchema, careerStages } from '@/shared/career';
import { quadrantCards } from '@/shared/quadrant';
import { CAREER_KINDS, CareerEntrySchema } from './career-entry';
import { cardActivities, careerCatalogue, dayToDay } from './index';

// Emoji print as empty boxes in the PDF font, so career text must not hold any.
const EMOJI = /\p{Extended_Pictographic}/u;

describe('career catalogue', () => {
  it('holds at least 40 careers that all parse with the catalogue schema', () => {
    expect(careerCatalogue.length).toBeGreaterThanOrEqual(40);
    for (const { kind, ...career } of careerCatalogue) {
      expect(CAREER_KINDS, career.id).toContain(kind);
      expect(() => CareerEntrySchema.parse(career), career.id).not.toThrow();
    }
  });

  it('says in one line what every career is like day to day, and names no career that is not in the catalogue', () => {
    for (const career of careerCatalogue) expect(dayToDay[career.id], career.id).toMatch(/^[가-힣].{10,80}[요다]\.$/);
    expect(Object.keys(dayToDay).sort()).toEqual(careerCatalogue.map((c) => c.id).sort());
  });

  it('gives every career a unique id and a unique Korean title', () => {
    expect(new Set(careerCatalogue.map((c) => c.id)).size).toBe(careerCatalogue.length);
    expect(new Set(careerCatalogue.map((c) => c.title)).size).toBe(careerCatalogue.length);
    for (const career of careerCatalogue) expect(career.title, career.id).toMatch(/[가-힣]/);
  });

  it('fills all five stages with three to five items each, in natural spacing', () => {
    for (const career of careerCatalogue) {
      for (const stage of careerStages) {
        const items = career.roadmap[stage];
        expect(items.length, `${career.id}.${stage}`).toBeGreaterThanOrEqual(3);
        expect(items.length, `${career.id}.${stage}`).toBeLessThanOrEqual(5);
        for (const item of items) expect(item, career.id).not.toMatch(/ {2}|^\s|\s$/);
      }
    }
  });

  it('uses no emoji anywhere in career text or card activities', () => {
    const texts = careerCatalogue.flatMap((c) => [c.title, c.description, ...c.activities, ...careerStages.flatMap((s) => c.roadmap[s])]);
    for (const text of [...texts, ...Object.values(cardActivities)]) expect(text).not.toMatch(EMOJI);
  });

  it('leads every one of the 20 board cards to at least two careers', () => {
    for (const card of quadrantCards) {
      const leading = careerCatalogue.filter((c) => c.mainCards.includes(card) || c.extraCards.includes(card));
      expect(leading.length, card).toBeGreaterThanOrEqual(2);
    }
  });

  it('keeps every career small enough to be a valid recommendation', () => {
    for (const c of careerCatalogue) {
      const recommendation = { title: c.title, description: c.description, matchScore: 80, reasons: [...c.mainCards], roadmap: c.roadmap };
      expect(() => CareerRecommendationSchema.parse(recommendation), c.id).not.toThrow();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFamilyCode } from '@/shared/family-code';
import { familyKeyOfCode } from '../http/family-key';
import { familyHeaders, newFamilyCode, quizScoreBody } from '../../../tests/support/fixtures';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { assignOldScores } from './assign-old-scores';
import { quizScores } from './schema';

describe('scores from before family codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  const list = async (code: string) =>
    (await t.app.inject({ url: '/api/quiz-scores', headers: familyHeaders(code) })).json().map((r: { playerName: string }) => r.playerName);

  it('are shown to no one until an operator gives them to a family, one player or all, never taking another family’s', async () => {
    const other = newFamilyCode();
    const otherKey = familyKeyOfCode(parseFamilyCode(other)!);
    await t.database.db
      .insert(quizScores)
      .values([quizScoreBody('옛날 지우'), quizScoreBody('옛날 지우'), quizScoreBody('옛날 민수'), { ...quizScoreBody('남의 집'), familyKey: otherKey }]);
    const family = newFamilyCode();
    expect(await list(family)).toEqual([]);

    expect(await assignOldScores(t.database.db, parseFamilyCode(family)!, '옛날 지우')).toBe(2);
    expect(await list(family)).toEqual(['옛날 지우', '옛날 지우']);
    expect(await assignOldScores(t.database.db, parseFamilyCode(family)!)).toBe(1);
    expect(await list(family)).toEqual(['옛날 민수', '옛날 지우', '옛날 지우']);
    expect(await list(other)).toEqual(['남의 집']);
  });
});

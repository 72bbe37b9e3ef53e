import { describe, expect, it } from 'vitest';
import { familyHeaders, newFamilyCode, quizScoreBody } from '../../../tests/support/fixtures';
import { createTestApp } from '../../../tests/support/test-app';

describe('what the logs say through a database outage', () => {
  it('never writes a child’s name, answers, family code or a failed query’s values, even during an outage', async () => {
    const code = newFamilyCode();
    const headers = familyHeaders(code);
    const lines: string[] = [];
    const t = await createTestApp('pglite', { LOG_LEVEL: 'info' }, { write: (line) => void lines.push(line) });
    try {
      await t.app.inject({ method: 'POST', url: '/api/quiz-scores', headers, payload: quizScoreBody('Seoyeonie', 6) });
      await t.app.inject({ url: '/api/quiz-scores/Seoyeonie', headers });
      await t.app.inject({ url: `/api/quiz-scores/${encodeURIComponent('서연이')}?limit=3`, headers });
      await t.database.close();
      for (let i = 0; i < 200; i++) await t.app.inject({ method: 'POST', url: '/api/quiz-scores', headers, payload: quizScoreBody('Seoyeonie', 6) });
    } finally {
      await t.app.close();
    }
    const log = lines.join('');
    expect(log).not.toMatch(/Seoyeonie|서연이|%EC%84%9C/);
    expect(log).not.toContain(code);
    expect(log).not.toContain(code.replace(/-/g, ''));
    expect(log).toContain('/api/quiz-scores/:playerName');
    const errors = lines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.length).toBeLessThanOrEqual(3);
  });
});

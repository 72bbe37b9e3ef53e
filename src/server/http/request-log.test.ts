import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { familyHeaders, newFamilyCode } from '../../../tests/support/fixtures';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp('pglite', { LOG_LEVEL: 'info' }, { write: (line) => void lines.push(line) });
});
afterAll(() => t.close());

interface Entry {
  msg: string;
  req?: { method: string; path: string };
  res?: { statusCode: number };
  responseTime?: number;
}

test('each answered request writes one line: its method, route, status and time, and no family code', async () => {
  const code = newFamilyCode();
  lines.length = 0;
  const answer = await t.app.inject({ method: 'GET', url: '/api/quiz-scores/Mina?limit=5', headers: familyHeaders(code) });
  expect(answer.statusCode).toBe(200);
  const entries = lines.map((line) => JSON.parse(line) as Entry);
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({ msg: 'request completed', req: { method: 'GET', path: '/api/quiz-scores/:playerName' }, res: { statusCode: 200 } });
  expect(entries[0]!.responseTime).toBeGreaterThan(0);
  expect(lines.join('\n')).not.toContain(code);
  expect(lines.join('\n')).not.toContain('Mina');
});

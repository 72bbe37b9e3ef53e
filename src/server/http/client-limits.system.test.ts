import { afterEach, describe, expect, it } from 'vitest';
import { familyHeaders, newFamilyCode, quizScoreBody, sampleSessionId } from '../../../tests/support/fixtures';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

const family = familyHeaders(newFamilyCode());
const board = (n: number) => ({ sessionId: sampleSessionId(n), strengths: ['수학'], weaknesses: [], likes: [], dislikes: [] });

describe('rate limits', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('give one client one write budget across every write route', async () => {
    t = await createTestApp('pglite', { RATE_LIMIT_WRITES_PER_MINUTE: '5' });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await t.app.inject({ method: 'POST', url: '/api/quiz-scores', headers: family, payload: quizScoreBody(`W${i}`) })).statusCode);
    for (let i = 0; i < 3; i++) statuses.push((await t.app.inject({ method: 'POST', url: '/api/quadrant-board', payload: board(i) })).statusCode);
    const generate = await t.app.inject({ method: 'POST', url: '/api/career-recommendations/generate', payload: { sessionId: sampleSessionId(1) } });
    expect(statuses).toEqual([201, 201, 201, 200, 200, 429]);
    expect(generate.statusCode).toBe(429);
    expect(generate.json().error).toMatch(/Rate limit reached/);
    expect(generate.headers['retry-after']).toBeDefined();
    // Reads keep their own budget.
    expect((await t.app.inject(`/api/quadrant-board/${sampleSessionId(1)}`)).statusCode).toBe(200);
  });

  it('give one client one read budget across every read route', async () => {
    t = await createTestApp('pglite', { RATE_LIMIT_READS_PER_MINUTE: '4' });
    const urls = [
      `/api/career-recommendations/${sampleSessionId(2)}`,
      `/api/quadrant-board/${sampleSessionId(2)}`,
      `/api/career-recommendations/${sampleSessionId(3)}`,
      `/api/quadrant-board?sessionId=${sampleSessionId(2)}`,
      `/api/quadrant-board/${sampleSessionId(3)}`,
    ];
    const statuses = [];
    for (const url of urls) statuses.push((await t.app.inject(url)).statusCode);
    expect(statuses.slice(-1)).toEqual([429]);
    expect(statuses.slice(0, 4).every((s) => s < 429)).toBe(true);
  });

  it('give pages and every other file a budget of their own, and close the connection of an answer past a budget', async () => {
    t = await createTestApp('pglite', { RATE_LIMIT_FILES_PER_MINUTE: '3', RATE_LIMIT_READS_PER_MINUTE: '100' });
    const statuses = [];
    for (const url of ['/', '/no-such-page', '/api/health', '/']) statuses.push((await t.app.inject(url)).statusCode);
    expect(statuses.slice(0, 3).every((s) => s < 429)).toBe(true);
    const over = await t.app.inject('/stories');
    expect(over.statusCode).toBe(429);
    expect(over.headers.connection).toBe('close');
    expect((await t.app.inject(`/api/quadrant-board/${sampleSessionId(4)}`)).statusCode).toBe(200);
  });

  it('charge every address of one IPv6 /64 to one budget', async () => {
    t = await createTestApp('pglite', { RATE_LIMIT_WRITES_PER_MINUTE: '10', TRUST_PROXY: '1' });
    let accepted = 0;
    for (let i = 0; i < 30; i++) {
      // One client, a new address of its /64 for every request (our proxy appended each).
      const headers = { ...family, 'x-forwarded-for': `2001:db8:1:2::${(i + 1).toString(16)}` };
      const res = await t.app.inject({ method: 'POST', url: '/api/quiz-scores', payload: quizScoreBody(`V${i}`), headers });
      if (res.statusCode === 201) accepted++;
    }
    expect(accepted).toBe(10);
  });

  it.each([
    ['a hop count', '1'],
    ['true, read as one hop', 'true'],
    ["the proxy's address range", '127.0.0.0/8'],
  ])('behind a proxy trusted by %s, a spoofed X-Forwarded-For does not move the budget', async (_name, trust) => {
    t = await createTestApp('pglite', { RATE_LIMIT_WRITES_PER_MINUTE: '10', TRUST_PROXY: trust });
    let accepted = 0;
    for (let i = 0; i < 100; i++) {
      // The client wrote the left entry; our proxy (127.0.0.1, the socket peer) appended the real client.
      const headers = { ...family, 'x-forwarded-for': `203.0.113.${i}, 198.51.100.7` };
      const res = await t.app.inject({ method: 'POST', url: '/api/quiz-scores', payload: quizScoreBody(`P${i}`), headers });
      if (res.statusCode === 201) accepted++;
    }
    expect(accepted).toBe(10);
  });

  it('refuses a TRUST_PROXY that is not a hop count or address list', async () => {
    await expect(createTestApp('pglite', { TRUST_PROXY: 'everyone' })).rejects.toThrow(/TRUST_PROXY/);
    t = undefined;
  });
});

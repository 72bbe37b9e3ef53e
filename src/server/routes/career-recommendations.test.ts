import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careerCatalogue } from '@/content/careers';
import { CareerRecommendationListSchema, careerStages, type CareerRecommendation } from '@/shared/career';
import { careerRecommendationSets } from '../db/schema';
import { chatAnswer, startFakeChatServer } from '../../../tests/support/fake-chat-server';
import { sampleSessionId } from '../../../tests/support/fixtures';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/test-database';

const catalogueTitles = new Set(careerCatalogue.map((c) => c.title));
const board = (n: number) => ({ sessionId: sampleSessionId(n), strengths: ['컴퓨터', '수학'], weaknesses: ['글쓰기'], likes: ['게임'], dislikes: ['요리'] });

describe.each(testDatabaseKinds())('career recommendations API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });
  const saveBoard = (n: number) => post('/api/quadrant-board', board(n));
  const generate = (n: number) => post('/api/career-recommendations/generate', { sessionId: sampleSessionId(n) });
  const read = async (n: number) => CareerRecommendationListSchema.parse((await t.app.inject(`/api/career-recommendations/${sampleSessionId(n)}`)).json());

  it('reads a session without recommendations as an empty list', async () => {
    const res = await t.app.inject(`/api/career-recommendations/${sampleSessionId(40)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('generates, stores and reads back careers with five-stage roadmaps and reasons', async () => {
    await saveBoard(41);
    const res = await generate(41);
    expect(res.statusCode).toBe(201);
    const stored = await read(41);
    expect(stored).toEqual(res.json());
    expect(stored.length).toBeGreaterThanOrEqual(3);
    for (const career of stored) {
      for (const stage of careerStages) expect(career.roadmap[stage].length).toBeGreaterThanOrEqual(3);
      expect(career.reasons.length).toBeGreaterThan(0);
      expect(career.matchScore).toBeGreaterThan(0);
    }
  });

  it('gives an unchanged board the same careers on every visit, and other careers for the next page; the GET shows the newest set', async () => {
    await saveBoard(42);
    const first = (await generate(42)).json() as CareerRecommendation[];
    const again = (await generate(42)).json() as CareerRecommendation[];
    expect(again.map((c) => c.title)).toEqual(first.map((c) => c.title));
    const next = await post('/api/career-recommendations/generate', { sessionId: sampleSessionId(42), page: 1 });
    expect(next.statusCode).toBe(201);
    const second = next.json() as CareerRecommendation[];
    const firstTitles = new Set(first.map((c) => c.title));
    for (const c of second) expect(firstTitles.has(c.title), c.title).toBe(false);
    expect((await read(42)).map((c) => c.title)).toEqual(second.map((c) => c.title));
  });

  it('says what each career is like day to day', async () => {
    await saveBoard(49);
    for (const career of (await generate(49)).json() as CareerRecommendation[]) expect(career.dayToDay, career.title).toMatch(/[가-힣]/);
  });

  it('keeps only the ten newest sets of a session', async () => {
    await saveBoard(48);
    for (let i = 0; i < 12; i += 1) expect((await generate(48)).statusCode).toBe(201);
    const rows = await t.database.db
      .select()
      .from(careerRecommendationSets)
      .where(eq(careerRecommendationSets.sessionId, sampleSessionId(48)));
    expect(rows).toHaveLength(10);
  });

  it('keeps each session to itself', async () => {
    await saveBoard(43);
    await generate(43);
    expect(await read(44)).toEqual([]);
  });

  it('refuses to generate for a session whose board is empty', async () => {
    const res = await generate(45);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/board/);
    expect(await read(45)).toEqual([]);
  });

  it('returns next steps for a chosen career and the same list the second time', async () => {
    await saveBoard(46);
    const [career] = (await generate(46)).json() as CareerRecommendation[];
    const first = await post('/api/career-recommendations/next-steps', { sessionId: sampleSessionId(46), career });
    expect(first.statusCode).toBe(200);
    const { nextSteps } = first.json() as { nextSteps: string[] };
    expect(nextSteps.length).toBeGreaterThanOrEqual(3);
    const again = await post('/api/career-recommendations/next-steps', { sessionId: sampleSessionId(46), career });
    expect(again.json()).toEqual({ nextSteps });
  });

  it('answers bad input with a 4xx JSON error, never a 500', async () => {
    await saveBoard(47);
    const [career] = (await generate(47)).json() as CareerRecommendation[];
    const cases: [string, unknown][] = [
      ['/api/career-recommendations/generate', {}],
      ['/api/career-recommendations/generate', { sessionId: 'session-x' }],
      ['/api/career-recommendations/generate', { sessionId: sampleSessionId(47), extra: 1 }],
      ['/api/career-recommendations/generate', { sessionId: sampleSessionId(47), page: -1 }],
      ['/api/career-recommendations/generate', { sessionId: sampleSessionId(47), page: 1.5 }],
      ['/api/career-recommendations/generate', { sessionId: sampleSessionId(47), page: '2' }],
      ['/api/career-recommendations/generate', { sessionId: sampleSessionId(47), page: 100 }],
      ['/api/career-recommendations/next-steps', { sessionId: sampleSessionId(47) }],
      ['/api/career-recommendations/next-steps', { sessionId: sampleSessionId(47), career: { title: 'x' } }],
      ['/api/career-recommendations/next-steps', { sessionId: sampleSessionId(47), career: { ...career, title: '' } }],
      ['/api/career-recommendations/next-steps', { sessionId: sampleSessionId(47), career: { ...career, matchScore: 400 } }],
      ['/api/career-recommendations/next-steps', { sessionId: sampleSessionId(47), career: { ...career, title: 'a'.repeat(500) } }],
    ];
    for (const [url, payload] of cases) {
      const res = await post(url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toBeTruthy();
    }
    expect((await t.app.inject('/api/career-recommendations/not-a-session')).statusCode).toBe(400);
  });
});

describe('career recommendations API with an LLM configured', () => {
  let t: TestApp;
  let server: Awaited<ReturnType<typeof startFakeChatServer>>;
  let healthy = true;
  const llmCareer = (title: string) => ({
    title,
    description: `${title}는 새로운 것을 만드는 사람이에요.`,
    matchScore: 88,
    reasons: ['컴퓨터'],
    roadmap: { elementary: ['코딩 교실'], middle: ['코딩 동아리'], high: ['AP 컴퓨터 과학'], university: ['컴퓨터 과학 전공'], career: ['회사 취업'] },
  });

  beforeAll(async () => {
    server = await startFakeChatServer((req) => {
      if (!healthy) return { status: 503, body: '{"error":"overloaded"}' };
      const asksForSteps = req.body.messages?.some((m) => m.content.includes('nextSteps'));
      return asksForSteps
        ? chatAnswer({ nextSteps: ['코딩 일기 쓰기', '앱 하나 그려 보기', '친구와 게임 만들기'] })
        : chatAnswer({ careers: [llmCareer('앱 개발자'), llmCareer('메타버스 디자이너'), llmCareer('보안 전문가')] });
    });
    t = await createTestApp('pglite', { LLM_BASE_URL: server.baseUrl, LLM_API_KEY: 'k', LLM_MODEL: 'test-model' });
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  it('stores the model’s careers and next steps', async () => {
    await t.app.inject({ method: 'POST', url: '/api/quadrant-board', payload: board(50) });
    const res = await t.app.inject({ method: 'POST', url: '/api/career-recommendations/generate', payload: { sessionId: sampleSessionId(50) } });
    expect((res.json() as CareerRecommendation[]).map((c) => c.title)).toEqual(['앱 개발자', '메타버스 디자이너', '보안 전문가']);
    const [career] = res.json() as CareerRecommendation[];
    const steps = await t.app.inject({ method: 'POST', url: '/api/career-recommendations/next-steps', payload: { sessionId: sampleSessionId(50), career } });
    expect(steps.json()).toEqual({ nextSteps: ['코딩 일기 쓰기', '앱 하나 그려 보기', '친구와 게임 만들기'] });
    expect(server.seen.every((r) => r.headers.authorization === 'Bearer k' && r.body.model === 'test-model')).toBe(true);
  });

  it('falls back to the catalogue when the model fails', async () => {
    healthy = false;
    // Another board: the same board's careers would be answered from the model's last answer.
    await t.app.inject({ method: 'POST', url: '/api/quadrant-board', payload: { ...board(51), likes: ['미술'] } });
    const res = await t.app.inject({ method: 'POST', url: '/api/career-recommendations/generate', payload: { sessionId: sampleSessionId(51) } });
    expect(res.statusCode).toBe(201);
    for (const c of res.json() as CareerRecommendation[]) expect(catalogueTitles.has(c.title), c.title).toBe(true);
    healthy = true;
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { careerCatalogue } from '@/content/careers';
import { EXPLORE_REASON, type CareerRecommendation } from '@/shared/career';
import { emptyQuadrantLists, type QuadrantLists } from '@/shared/quadrant';
import { createCatalogueRecommender } from './catalogue-recommender';
import { chatAnswer, startFakeChatServer, type Reply } from '../../../../tests/support/fake-chat-server';
import type { ChatCallLimits } from './chat-calls';
import { ANSWER_TOKENS, createLlmRecommender } from './llm-recommender';

const board: QuadrantLists = { ...emptyQuadrantLists(), strengths: ['과학', '수학'], likes: ['요리'], dislikes: ['축구'] };
const seed = 'session-1700000000000-abc123';
const catalogueTitles = new Set(careerCatalogue.map((c) => c.title));

const modelCareer = (title: string, overrides: Partial<CareerRecommendation> = {}) => ({
  title,
  description: `${title}는 멋진 일을 하는 사람이에요.`,
  matchScore: 91.6,
  reasons: ['과학', '축구', '없는 카드'],
  roadmap: {
    elementary: ['과학책 읽기 📚', '실험 교실 가기'],
    middle: ['과학 동아리'],
    high: ['AP 화학'],
    university: ['화학 전공'],
    career: ['연구소 취업'],
  },
  ...overrides,
});

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

async function recommenderAnswering(reply: (body: unknown) => Reply, timeoutMs = 2_000, limits?: ChatCallLimits) {
  const server = await startFakeChatServer((req) => reply(req.body));
  stop = server.close;
  const warnings: string[] = [];
  const recommender = createLlmRecommender({
    chat: { baseUrl: server.baseUrl, apiKey: 'test-key', model: 'kid-career-1', timeoutMs },
    limits,
    fallback: createCatalogueRecommender(),
    logger: { warn: (_details, message) => warnings.push(message) },
  });
  return { recommender, server, warnings };
}

describe('LLM career recommender over the chat-completions protocol', () => {
  it('sends the model, the key and a JSON request to /chat/completions', async () => {
    const { recommender, server } = await recommenderAnswering(() =>
      chatAnswer({ careers: [modelCareer('화학자'), modelCareer('약사'), modelCareer('제빵 연구원')] }),
    );
    await recommender.recommend({ board, page: 1, previousSets: [['요리사']], seed });
    const [request] = server.seen;
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer test-key');
    expect(request?.body.model).toBe('kid-career-1');
    expect(request?.body.response_format).toEqual({ type: 'json_object' });
    expect(request?.body.max_tokens).toBe(ANSWER_TOKENS.careers);
    expect(request?.body.messages?.at(-1)?.content).toContain('요리사');
  });

  it('returns the model’s careers, tidied: whole scores, reasons from the board only, no emoji', async () => {
    const { recommender, warnings } = await recommenderAnswering(() =>
      chatAnswer({ careers: [modelCareer('화학자'), modelCareer('약사', { reasons: ['축구'] }), modelCareer('제빵 연구원')] }),
    );
    const careers = await recommender.recommend({ board, page: 0, previousSets: [], seed });
    expect(careers.map((c) => c.title)).toEqual(['화학자', '약사', '제빵 연구원']);
    expect(careers[0]?.matchScore).toBe(92);
    expect(careers[0]?.reasons).toEqual(['과학']);
    expect(careers[1]?.reasons).toEqual([EXPLORE_REASON]);
    expect(careers[0]?.roadmap.elementary[0]).toBe('과학책 읽기');
    expect(warnings).toEqual([]);
  });

  it('accepts an answer wrapped in a ```json fence', async () => {
    const fenced = '```json\n' + JSON.stringify({ careers: [modelCareer('화학자'), modelCareer('약사'), modelCareer('교수')] }) + '\n```';
    const { recommender } = await recommenderAnswering(() => chatAnswer(fenced));
    expect((await recommender.recommend({ board, page: 0, previousSets: [], seed })).map((c) => c.title)).toContain('교수');
  });

  const failures: [string, () => Reply][] = [
    ['an HTTP 500', () => ({ status: 500, body: '{"error":"boom"}' })],
    ['an HTTP 401', () => ({ status: 401, body: '{"error":"bad key"}' })],
    ['text that is not JSON', () => chatAnswer('Here are some jobs: doctor, chef')],
    ['JSON of the wrong shape', () => chatAnswer({ jobs: ['의사'] })],
    ['too few careers', () => chatAnswer({ careers: [modelCareer('화학자'), modelCareer('약사')] })],
    [
      'careers with an empty stage',
      () => chatAnswer({ careers: ['가', '나', '다'].map((t) => modelCareer(t, { roadmap: { ...modelCareer(t).roadmap, high: [] } })) }),
    ],
    ['only the careers shown last time', () => chatAnswer({ careers: [modelCareer('화학자'), modelCareer('약사'), modelCareer('교수')] })],
    ['a body without choices', () => ({ status: 200, body: '{}' })],
  ];
  for (const [what, reply] of failures) {
    it(`falls back to the catalogue on ${what}`, async () => {
      const { recommender, warnings } = await recommenderAnswering(reply);
      const careers = await recommender.recommend({ board, page: 1, previousSets: [['화학자', '약사', '교수']], seed });
      expect(careers.length).toBeGreaterThanOrEqual(3);
      for (const c of careers) expect(catalogueTitles.has(c.title), c.title).toBe(true);
      expect(warnings).toHaveLength(1);
    });
  }

  it('falls back when the model does not answer in time', async () => {
    const { recommender, warnings } = await recommenderAnswering(() => 'hang', 300);
    const careers = await recommender.recommend({ board, page: 0, previousSets: [], seed });
    expect(careers.every((c) => catalogueTitles.has(c.title))).toBe(true);
    expect(warnings).toHaveLength(1);
  });

  it('falls back when nothing listens at the base URL', async () => {
    const recommender = createLlmRecommender({
      chat: { baseUrl: 'http://127.0.0.1:9/v1', model: 'none', timeoutMs: 1_000 },
      fallback: createCatalogueRecommender(),
    });
    expect((await recommender.recommend({ board, page: 0, previousSets: [], seed })).length).toBeGreaterThanOrEqual(3);
  });

  it('asks the model once for identical requests, whether they come together or one after another', async () => {
    const { recommender, server } = await recommenderAnswering(() =>
      chatAnswer({ careers: [modelCareer('화학자'), modelCareer('약사'), modelCareer('교수')] }),
    );
    const input = { board, page: 0, previousSets: [], seed };
    const together = await Promise.all(Array.from({ length: 5 }, () => recommender.recommend(input)));
    const later = await recommender.recommend(input);
    for (const careers of [...together, later]) expect(careers.map((c) => c.title)).toEqual(['화학자', '약사', '교수']);
    expect(server.seen).toHaveLength(1);
    await recommender.recommend({ ...input, board: { ...board, likes: ['미술'] } });
    expect(server.seen).toHaveLength(2);
  });

  it('keeps at most its bound of calls in flight: the rest answer from the catalogue at once', async () => {
    const { recommender, server, warnings } = await recommenderAnswering(() => 'hang', 1_000, { maxInFlight: 2, cache: { maxEntries: 10, maxBytes: 100_000 } });
    const boards = (['요리', '미술', '음악', '체육', '과학'] as const).map((like): QuadrantLists => ({ ...board, likes: [like] }));
    const started = Date.now();
    const answers = boards.map((b) =>
      recommender.recommend({ board: b, page: 0, previousSets: [], seed }).then((careers) => ({ careers, ms: Date.now() - started })),
    );
    const settled = await Promise.all(answers);
    expect(server.seen).toHaveLength(2);
    for (const { careers } of settled) expect(careers.every((c) => catalogueTitles.has(c.title))).toBe(true);
    // The three past the bound did not wait for the two that hang.
    expect(settled.filter(({ ms }) => ms < 500)).toHaveLength(3);
    expect(warnings).toHaveLength(5);
  });

  it('returns the model’s next steps, and the catalogue’s when the answer is unusable', async () => {
    const career = (await createCatalogueRecommender().recommend({ board, page: 0, previousSets: [], seed }))[0];
    if (!career) throw new Error('no career');
    const good = await recommenderAnswering(() => chatAnswer({ nextSteps: ['실험 일기 쓰기', '과학관 가기', '요리 실험 해 보기 🍳'] }));
    expect(await good.recommender.nextSteps({ board, career })).toEqual(['실험 일기 쓰기', '과학관 가기', '요리 실험 해 보기']);
    await stop?.();
    const bad = await recommenderAnswering(() => chatAnswer({ nextSteps: ['하나뿐'] }));
    const entry = careerCatalogue.find((c) => c.title === career.title);
    expect(await bad.recommender.nextSteps({ board, career })).toEqual(expect.arrayContaining([...(entry?.activities ?? ['missing'])]));
  });
});

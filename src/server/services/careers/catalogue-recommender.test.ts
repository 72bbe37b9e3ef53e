import { describe, expect, it } from 'vitest';
import { careerCatalogue } from '@/content/careers';
import { CAREER_SET_SIZE, CareerRecommendationSchema, careerStages, EXPLORE_REASON } from '@/shared/career';
import { emptyQuadrantLists, quadrantCards, quadrantZones, type QuadrantLists } from '@/shared/quadrant';
import { createCatalogueRecommender, pageOf, rankCareers } from './catalogue-recommender';

/** A small seeded generator, so a failing board can be reproduced from its seed. */
function randomBoard(seed: number): QuadrantLists {
  let state = seed;
  const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const board = emptyQuadrantLists();
  for (const card of quadrantCards) {
    const pick = Math.floor(next() * 8);
    const zone = quadrantZones[pick];
    if (zone) board[zone].push(card);
  }
  return board;
}

const recommender = createCatalogueRecommender();
const seed = 'session-1700000000000-abc123';

describe('catalogue recommender', () => {
  it('puts the game developer on the first page for a child who likes drawing, games and football, and weighs likes as strengths', () => {
    const likes: QuadrantLists = { ...emptyQuadrantLists(), likes: ['그림그리기', '게임', '축구'] };
    const strengths: QuadrantLists = { ...emptyQuadrantLists(), strengths: ['그림그리기', '게임', '축구'] };
    const firstPage = (board: QuadrantLists) => pageOf(rankCareers({ board, seed }), 0, CAREER_SET_SIZE).map((c) => c.entry.title);
    expect(firstPage(likes)).toContain('게임 개발자');
    expect(firstPage(likes)).toEqual(firstPage(strengths));
  });

  it('returns at least three careers with all five stages filled and a reason, for 300 random boards', async () => {
    for (let i = 1; i <= 300; i += 1) {
      const careers = await recommender.recommend({ board: randomBoard(i), page: 0, previousSets: [], seed });
      expect(careers.length, `board ${i}`).toBeGreaterThanOrEqual(3);
      for (const career of careers) {
        expect(() => CareerRecommendationSchema.parse(career)).not.toThrow();
        for (const stage of careerStages) expect(career.roadmap[stage].length, `${career.title} ${stage}`).toBeGreaterThanOrEqual(3);
        expect(career.reasons.length, career.title).toBeGreaterThan(0);
      }
    }
  });

  it('names only the child’s strengths and likes as reasons', async () => {
    for (let i = 1; i <= 100; i += 1) {
      const board = randomBoard(i);
      const positive = new Set<string>([...board.strengths, ...board.likes, EXPLORE_REASON]);
      for (const career of await recommender.recommend({ board, page: 0, previousSets: [], seed })) {
        for (const reason of career.reasons) expect(positive.has(reason), `${reason} on board ${i}`).toBe(true);
      }
    }
  });

  it('puts careers built on the child’s strengths first and avoids ones built on dislikes', async () => {
    const board: QuadrantLists = { strengths: ['발레', '음악'], likes: ['피아노'], weaknesses: [], dislikes: ['컴퓨터', '수학'] };
    const careers = await recommender.recommend({ board, page: 0, previousSets: [], seed });
    expect(careers.map((c) => c.title)).toContain('발레 무용수');
    expect(careers.map((c) => c.title)).toContain('피아니스트');
    expect(careers.map((c) => c.title)).not.toContain('소프트웨어 개발자');
    expect(careers[0]?.matchScore).toBeGreaterThan(85);
  });

  it('scores a career lower when the child dislikes what it needs', async () => {
    const liked: QuadrantLists = { ...emptyQuadrantLists(), strengths: ['축구', '체육'] };
    const mixed: QuadrantLists = { ...emptyQuadrantLists(), strengths: ['축구'], dislikes: ['체육'] };
    const score = async (board: QuadrantLists) => {
      const careers = await recommender.recommend({ board, page: 0, previousSets: [], seed });
      return careers.find((c) => c.title === '축구 선수')?.matchScore ?? 0;
    };
    expect(await score(liked)).toBeGreaterThan(await score(mixed));
  });

  it('gives an unchanged board the same careers every time, and each next page the next careers down the list', async () => {
    const board: QuadrantLists = { ...emptyQuadrantLists(), strengths: ['컴퓨터'], likes: ['게임'] };
    const titles = async (page: number, previousSets: string[][] = []) =>
      (await recommender.recommend({ board, page, previousSets, seed })).map((c) => c.title);
    const first = await titles(0);
    // Whatever was shown before, a visit (page 0) answers the same list.
    expect(await titles(0, [first, ['요리사']])).toEqual(first);
    const seenSoFar = new Set(first);
    for (let page = 1; page < 3; page += 1) {
      const next = await titles(page, [first]);
      expect(next).toHaveLength(CAREER_SET_SIZE);
      for (const title of next) expect(seenSoFar.has(title), `${title} on page ${page}`).toBe(false);
      next.forEach((t) => seenSoFar.add(t));
    }
  });

  it('starts again from the top once every career has been shown', async () => {
    const board: QuadrantLists = { ...emptyQuadrantLists(), likes: ['요리'] };
    const all = rankCareers({ board, seed }).map((c) => c.entry.title);
    const last = Math.ceil(all.length / CAREER_SET_SIZE);
    const wrapped = (await recommender.recommend({ board, page: last, previousSets: [], seed })).map((c) => c.title);
    expect(wrapped).toHaveLength(CAREER_SET_SIZE);
    for (const title of wrapped) expect(all).toContain(title);
    expect(pageOf([1, 2, 3, 4, 5], 1, 4)).toEqual([5, 1, 2, 3]);
  });

  it('still suggests careers to explore for a board with only dislikes', async () => {
    const board: QuadrantLists = { ...emptyQuadrantLists(), dislikes: ['수학', '요리'] };
    const careers = await recommender.recommend({ board, page: 0, previousSets: [], seed });
    expect(careers.length).toBe(CAREER_SET_SIZE);
    for (const c of careers) expect(c.reasons).toEqual([EXPLORE_REASON]);
  });

  it('draws its careers from the catalogue with their five-stage plans', async () => {
    const [first] = await recommender.recommend({ board: { ...emptyQuadrantLists(), likes: ['요리'] }, page: 0, previousSets: [], seed });
    const entry = careerCatalogue.find((c) => c.title === first?.title);
    expect(entry?.roadmap.university).toEqual(first?.roadmap.university);
  });
});

it('spreads a set across the kinds of work the child’s cards lead to, with match scores that separate', async () => {
  // Strong at numbers and science, and likes drawing, games and football: not four jobs at a computer, all 80 to 90 %.
  const board: QuadrantLists = {
    strengths: ['수학', '과학', '컴퓨터', '집중력'],
    weaknesses: ['글쓰기'],
    likes: ['그림그리기', '게임', '축구'],
    dislikes: ['요리'],
  };
  const careers = await createCatalogueRecommender().recommend({ board, page: 0, previousSets: [], seed });
  const kindOf = (title: string) => careerCatalogue.find((c) => c.title === title)?.kind;
  expect(new Set(careers.map((c) => kindOf(c.title))).size).toBeGreaterThanOrEqual(3);
  const scores = careers.map((c) => c.matchScore ?? 0);
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
  expect(scores[0]! - scores.at(-1)!).toBeGreaterThanOrEqual(10);
  // Only the drawing, games and football liked: each met on one card, so none reads as a near-perfect match.
  const likesOnly = await createCatalogueRecommender().recommend({
    board: { ...emptyQuadrantLists(), likes: ['그림그리기', '게임', '축구'] },
    page: 0,
    previousSets: [],
    seed,
  });
  expect(new Set(likesOnly.map((c) => kindOf(c.title))).size).toBeGreaterThanOrEqual(3);
  for (const career of likesOnly) expect(career.matchScore ?? 0).toBeLessThan(75);
});

it('gives different careers different match scores from one board, each explained by its cards', async () => {
  const board: QuadrantLists = { strengths: ['수학', '과학', '컴퓨터'], weaknesses: ['수영'], likes: ['게임', '독서', '요리'], dislikes: ['발레'] };
  const careers = await createCatalogueRecommender().recommend({ board, page: 0, previousSets: [], seed: 'session-1' });
  expect(new Set(careers.map((c) => c.matchScore)).size).toBeGreaterThan(1);
  for (const career of careers) expect(career.reasons.length).toBeGreaterThan(0);
});

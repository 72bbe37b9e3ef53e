import { describe, expect, it } from 'vitest';
import { loggedMessage, loggedPath, RepeatedErrorFilter } from './log-safety';

describe('what the logs say', () => {
  it('logs an API call by its route pattern and a page by its path, never the query', () => {
    expect(loggedPath({ url: '/api/quiz-scores/Mina?limit=5', routeOptions: { url: '/api/quiz-scores/:playerName' } })).toBe('/api/quiz-scores/:playerName');
    expect(loggedPath({ url: '/api/nothing/Mina', routeOptions: { url: undefined } })).toBe('/api/(no such endpoint)');
    expect(loggedPath({ url: '/stories?from=Mina' })).toBe('/stories');
  });

  it('cuts the parameters out of a failed query’s message', () => {
    expect(loggedMessage('Failed query: insert into "quiz_scores" values ($1)\nparams: Mina,7')).toBe('Failed query: insert into "quiz_scores" values ($1)');
  });

  it('reports a run of identical errors once per window, then how many followed', () => {
    let now = 0;
    const filter = new RepeatedErrorFilter(10_000, () => now);
    expect(filter.check('db down')).toBe('log');
    expect(filter.check('db down')).toBe('skip');
    expect(filter.check('db down')).toBe('skip');
    expect(filter.check('other')).toBe('log');
    now = 10_000;
    expect(filter.check('db down')).toBe(2);
    now = 20_000;
    expect(filter.check('db down')).toBe('log');
  });
});

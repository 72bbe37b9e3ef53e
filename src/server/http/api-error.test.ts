import { expect, test } from 'vitest';
import { isDatabaseUnavailable, isDiskFull } from './api-error';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

test('a refused or reset connection, an admin shutdown or a statement timeout means the database is unavailable', () => {
  for (const code of ['ECONNREFUSED', 'ECONNRESET', '57P01', '57014', '08006']) expect(isDatabaseUnavailable(withCode(code))).toBe(true);
});

test('the driver’s own words for a dead connection count too, however deep in the cause chain', () => {
  expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  expect(isDatabaseUnavailable(new Error('PGlite is closed'))).toBe(true);
  const wrapped = new Error('Failed query: select 1', { cause: new Error('outer', { cause: withCode('ECONNREFUSED') }) });
  expect(isDatabaseUnavailable(wrapped)).toBe(true);
});

test('a bad query or a broken constraint is our problem, not an outage', () => {
  expect(isDatabaseUnavailable(withCode('23505', 'duplicate key value violates unique constraint'))).toBe(false);
  expect(isDatabaseUnavailable(withCode('42P01', 'relation "quiz_scores" does not exist'))).toBe(false);
  expect(isDatabaseUnavailable(new TypeError('Cannot read properties of undefined'))).toBe(false);
  expect(isDatabaseUnavailable(undefined)).toBe(false);
});

test('a full disk is told apart from an outage', () => {
  expect(isDiskFull(withCode('53100'))).toBe(true);
  expect(isDiskFull(new Error('write failed', { cause: new Error('ENOSPC: No space left on device') }))).toBe(true);
  expect(isDiskFull(withCode('ECONNREFUSED'))).toBe(false);
});

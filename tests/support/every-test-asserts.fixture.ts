/* eslint-disable vitest/valid-expect, vitest/expect-expect -- tests the guard in every-test-asserts.ts must fail, on purpose */
// Run only by every-test-asserts.test.ts, which checks which of these the guard fails and which it passes.
import { expect, test } from 'vitest';

test('fails: asserts nothing', () => {
  void (1 + 1);
});

test('fails: a bare expect(x)', () => {
  expect(1 + 1);
});

test('fails: a bare expect(x) beside a real one', () => {
  expect(1 + 1).toBe(2);
  expect(2 + 2);
});

test('fails: takes expect from its context and asserts nothing', ({ expect: own }) => {
  void own;
});

test('fails: a bare expect(x) from its context', ({ expect: own }) => {
  own(1 + 1);
});

test('passes: a matcher', () => {
  expect(1 + 1).toBe(2);
});

test('passes: a negated matcher and a chai-style one', () => {
  expect(1 + 1).not.toBe(3);
  expect(1 + 1).to.equal(2);
});

test('passes: a matcher on its context expect', ({ expect: own }) => {
  own(1 + 1).toBe(2);
});

test('passes: awaited resolves, rejects and poll', async () => {
  await expect(Promise.resolve(2)).resolves.toBe(2);
  await expect(Promise.reject(new Error('no'))).rejects.toThrow('no');
  await expect.poll(() => 2).toBe(2);
});

test('passes: a snapshot matcher', () => {
  expect({ sum: 2 }).toMatchInlineSnapshot(`
    {
      "sum": 2,
    }
  `);
});

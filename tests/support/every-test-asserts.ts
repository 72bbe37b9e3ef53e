import { beforeEach, expect } from 'vitest';

// A test that reaches its end without one assertion fails: a loop that skipped every case, or a
// check behind an `if` that never held, would otherwise pass while proving nothing.
beforeEach(() => {
  expect.hasAssertions();
});

import { afterEach, beforeEach, chai } from 'vitest';

// A test must check something. That a test made at least one assertion is vitest.config.ts's
// `requireAssertions` (it counts the test's own `expect` from its context too); this file adds that every
// `expect(x)` went on to a matcher, since `expect(x)` alone counts as an assertion and checks nothing.

type Assertion = object;
const ledgerKey = Symbol.for('iyagi.every-test-asserts');
/** A flag holding one shared object: chai copies flags into the new assertion `.not`, `.to` and the like return. */
const MARK = 'iyagi-mark';
type Mark = { checked: boolean };

/**
 * Notes each expect(x) a test makes (Vitest tags every one with its test through `withTest`), and marks
 * it checked when a matcher runs: chai's and most of Vitest's call `assert`; the rest (snapshots, custom
 * matchers) name themselves in the `_name` flag. Installed once per worker: the gate's files share modules
 * (decision 020), so this file runs again for each of them on the same chai.
 */
function install(): { made: Assertion[] } {
  const ledger = { made: [] as Assertion[] };
  const { util, Assertion } = chai;
  util.overwriteMethod(
    Assertion.prototype,
    'withTest',
    (original: (...args: unknown[]) => unknown) =>
      function (this: Assertion, ...args: unknown[]) {
        util.flag(this, MARK, { checked: false } satisfies Mark);
        ledger.made.push(this);
        return original.apply(this, args);
      },
  );
  const assert = Assertion.prototype.assert;
  Assertion.prototype.assert = function (this: Assertion, ...args: Parameters<typeof assert>) {
    const mark = util.flag(this, MARK) as Mark | undefined;
    if (mark) mark.checked = true;
    return assert.apply(this, args);
  };
  return ledger;
}

const ledger: { made: Assertion[] } = ((globalThis as Record<symbol, unknown>)[ledgerKey] ??= install()) as { made: Assertion[] };

/** `withContext` is how expect.soft and expect.poll begin, not a matcher. */
const checked = (assertion: Assertion) => {
  const name = chai.util.flag(assertion, '_name') as string | undefined;
  return (chai.util.flag(assertion, MARK) as Mark).checked || (name !== undefined && name !== 'withContext');
};

beforeEach(() => {
  ledger.made = [];
});

afterEach(() => {
  const bare = ledger.made.filter((assertion) => !checked(assertion)).length;
  ledger.made = [];
  if (bare > 0) throw new Error(`${bare} expect(…) with no matcher after it: expect(x) alone checks nothing`);
});

import { describe, expect, it } from 'vitest';
import { factKey, factOf, type Fact } from './fact';
import { FAST_RUN_TO_KNOW, factStandings, nextReviewFact, type FactAttempt } from './spaced-review';

/** The facts of the 6 and 7 tables × 2–9, each once. */
const facts: Fact[] = [...new Map([6, 7].flatMap((t) => [2, 3, 4, 5, 6, 7, 8, 9].map((m) => factOf(t, m))).map((f) => [factKey(f), f])).values()];
const missed = factOf(6, 8);
const slow = factOf(7, 6);
const fastAnswer = (fact: Fact): FactAttempt => ({ fact, correct: true, seconds: 2 });
const slowAnswer = (fact: Fact): FactAttempt => ({ fact, correct: true, seconds: 7 });
const wrongAnswer = (fact: Fact): FactAttempt => ({ fact, correct: false, seconds: 6 });

/** A seeded random source, so a failing run can be repeated. */
function seeded(seed: number) {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

/** Runs a practice of `count` questions, the child answering as `answer` says; answers the facts asked. */
function practise(history: FactAttempt[], count: number, answer: (fact: Fact) => FactAttempt, seed = 1): Fact[] {
  const random = seeded(seed);
  const session: FactAttempt[] = [];
  const asked: Fact[] = [];
  for (let i = 0; i < count; i++) {
    const fact = nextReviewFact(facts, history, session, random);
    if (!fact) break;
    asked.push(fact);
    session.push(answer(fact));
  }
  return asked;
}

/** One fact missed three times, one slow, every other fact answered fast once. */
const seededHistory: FactAttempt[] = [
  ...facts.filter((f) => factKey(f) !== factKey(missed) && factKey(f) !== factKey(slow)).map(fastAnswer),
  wrongAnswer(missed),
  slowAnswer(slow),
  wrongAnswer(missed),
  wrongAnswer(missed),
];

const count = (asked: Fact[], fact: Fact) => asked.filter((f) => factKey(f) === factKey(fact)).length;

describe('spaced review of times-table facts', () => {
  it('asks the missed fact first, then the slow one, and both most often while the child still struggles', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      // The child keeps missing 6 × 8 and keeps being slow on 6 × 7; the rest come quickly.
      const asked = practise(
        seededHistory,
        10,
        (f) => (factKey(f) === factKey(missed) ? wrongAnswer(f) : factKey(f) === factKey(slow) ? slowAnswer(f) : fastAnswer(f)),
        seed,
      );
      expect(asked.slice(0, 2).map(factKey), `seed ${seed}`).toEqual([factKey(missed), factKey(slow)]);
      const others = facts.filter((f) => factKey(f) !== factKey(missed) && factKey(f) !== factKey(slow)).map((f) => count(asked, f));
      expect(count(asked, missed)).toBeGreaterThanOrEqual(3);
      expect(count(asked, slow)).toBeGreaterThanOrEqual(2);
      expect(count(asked, missed)).toBeGreaterThan(Math.max(...others));
      expect(count(asked, slow)).toBeGreaterThan(Math.max(...others));
      // Never the same fact twice in a row.
      for (let i = 1; i < asked.length; i++) expect(factKey(asked[i]!)).not.toBe(factKey(asked[i - 1]!));
    }
  });

  it('brings a missed fact back sooner than a slow one, and a slow one sooner than a fast one', () => {
    const asked = practise(seededHistory, 12, (f) =>
      factKey(f) === factKey(missed) ? wrongAnswer(f) : factKey(f) === factKey(slow) ? slowAnswer(f) : fastAnswer(f),
    );
    const positions = (fact: Fact) => asked.flatMap((f, i) => (factKey(f) === factKey(fact) ? [i] : []));
    const gaps = (list: number[]) => list.slice(1).map((p, i) => p - list[i]!);
    expect(Math.max(...gaps(positions(missed)))).toBeLessThanOrEqual(3);
    expect(Math.max(...gaps(positions(slow)))).toBeLessThanOrEqual(5);
    const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;
    expect(mean(gaps(positions(missed)))).toBeLessThan(mean(gaps(positions(slow))));
    // A missed fact still waits two other questions, so the child is not asked it again while the answer echoes.
    expect(Math.min(...gaps(positions(missed)))).toBeGreaterThanOrEqual(3);
  });

  it('stops asking a fact once it has been fast three times running', () => {
    // The child now answers everything fast: each fact comes back until its third fast answer in a row, then never.
    const asked = practise(seededHistory, 60, fastAnswer);
    const all = [...seededHistory];
    for (const fact of asked) {
      const run = factStandings([fact], all)[0]!.fastRun;
      expect(run, `${factKey(fact)} asked after ${run} fast answers running`).toBeLessThan(FAST_RUN_TO_KNOW);
      all.push(fastAnswer(fact));
    }
    // The missed fact needs three fast answers after its misses; facts fast once need two more.
    expect(count(asked, missed)).toBe(3);
    expect(count(asked, slow)).toBe(3);
    for (const f of facts.filter((f) => factKey(f) !== factKey(missed) && factKey(f) !== factKey(slow))) expect(count(asked, f)).toBe(2);
    // Then every fact is known, and the practice has nothing left to ask.
    expect(nextReviewFact(facts, all, [], seeded(9))).toBeNull();
  });

  it('never asks a fact that was already fast three times running', () => {
    const known = factOf(6, 2);
    const history = [fastAnswer(known), fastAnswer(known), fastAnswer(known), ...seededHistory.filter((a) => factKey(a.fact) !== factKey(known))];
    const asked = practise(history, 40, (f) => (factKey(f) === factKey(missed) ? wrongAnswer(f) : fastAnswer(f)));
    expect(count(asked, known)).toBe(0);
    // A miss breaks the run: the fact is asked again.
    const broken = [...history, wrongAnswer(known)];
    expect(practise(broken, 3, fastAnswer).map(factKey)).toContain(factKey(known));
  });

  it('asks every fact of a new child once before any comes back', () => {
    const asked = practise([], facts.length, fastAnswer);
    expect(new Set(asked.map(factKey)).size).toBe(facts.length);
  });
});

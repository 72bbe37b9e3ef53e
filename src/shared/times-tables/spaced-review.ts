import { factKey, type Fact } from './fact';

/** An answer this slow (of the 10 s the timed quiz allows) means the child still works the fact out instead of knowing it. */
export const SLOW_ANSWER_SECONDS = 5;
/** Fast and right this many times running, a fact is known: the practice stops asking it. */
export const FAST_RUN_TO_KNOW = 3;

/** One answer to a fact, oldest first in a history. */
export interface FactAttempt {
  fact: Fact;
  correct: boolean;
  seconds: number;
}

/**
 * Where a fact stands after its latest answer: 'new' (never asked), 'missed' (the latest answer was wrong or
 * none), 'slow' (right, slowly), 'learning' (fast and right once or twice running), 'known' (fast and right
 * FAST_RUN_TO_KNOW times running).
 */
type FactStatus = 'new' | 'missed' | 'slow' | 'learning' | 'known';

export interface FactStanding {
  fact: Fact;
  status: FactStatus;
  /** Fast right answers in a row, counted back from the latest. */
  fastRun: number;
  /** Position of the latest answer in the history; -1 when never asked. */
  lastAsked: number;
}

const isFast = (a: Pick<FactAttempt, 'correct' | 'seconds'>) => a.correct && a.seconds < SLOW_ANSWER_SECONDS;

/** Each fact's standing after the history (facts not in the history are 'new'). */
export function factStandings(facts: readonly Fact[], history: readonly FactAttempt[]): FactStanding[] {
  const byKey = new Map(facts.map((fact): [string, FactStanding] => [factKey(fact), { fact, status: 'new', fastRun: 0, lastAsked: -1 }]));
  history.forEach((attempt, position) => {
    const standing = byKey.get(factKey(attempt.fact));
    if (!standing) return;
    standing.lastAsked = position;
    standing.fastRun = isFast(attempt) ? standing.fastRun + 1 : 0;
    if (!attempt.correct) standing.status = 'missed';
    else if (!isFast(attempt)) standing.status = 'slow';
    else standing.status = standing.fastRun >= FAST_RUN_TO_KNOW ? 'known' : 'learning';
  });
  return [...byKey.values()];
}

/**
 * How many other questions must come between two askings of a fact: a missed fact comes back soonest, a slow
 * one a little later, a fact answered fast once or twice later still (the further, the longer its run). A new
 * fact may come at once, after the ones the child is struggling with.
 */
function gapOf({ status, fastRun }: FactStanding): number {
  switch (status) {
    case 'missed':
      return 2;
    case 'slow':
      return 3;
    case 'new':
      return 0;
    case 'learning':
      return fastRun === 1 ? 5 : 10;
    case 'known':
      return Infinity;
  }
}

/** Which of two due facts goes first: the one the child struggles with most. */
const urgency: Record<FactStatus, number> = { missed: 0, slow: 1, new: 2, learning: 3, known: 4 };

/**
 * The next fact to ask in a spaced review, from the facts being practised, the child's past answers (earlier
 * quizzes, oldest first) and this session's. Facts missed or answered slowly come back soonest and most often,
 * facts answered fast come back rarely, and a fact fast FAST_RUN_TO_KNOW times running is not asked again. A
 * fact from an earlier session is due again now; within a session a fact waits its gap, and the fact just asked
 * is never asked again at once while another is left. Null when every fact is known: the practice is done.
 */
export function nextReviewFact(facts: readonly Fact[], past: readonly FactAttempt[], session: readonly FactAttempt[], random: () => number): Fact | null {
  const history = [...past, ...session];
  const now = history.length;
  const justAsked = session.length > 0 ? factKey(session[session.length - 1]!.fact) : null;
  const open = factStandings(facts, history).filter((s) => s.status !== 'known');
  if (open.length === 0) return null;
  const choices = open.length > 1 ? open.filter((s) => factKey(s.fact) !== justAsked) : open;
  // How long past its gap each fact is: questions since it was last asked this session, less its gap.
  const overdue = (s: FactStanding) => (s.lastAsked < past.length ? Infinity : now - 1 - s.lastAsked - gapOf(s));
  const ranked = choices
    .map((s) => ({ s, overdue: overdue(s), tie: random() }))
    .sort((a, b) => {
      const aDue = a.overdue >= 0;
      const bDue = b.overdue >= 0;
      if (aDue !== bDue) return aDue ? -1 : 1;
      // Due facts by urgency; facts not yet due by how soon they will be.
      if (aDue) return urgency[a.s.status] - urgency[b.s.status] || b.overdue - a.overdue || a.tie - b.tie;
      return b.overdue - a.overdue || urgency[a.s.status] - urgency[b.s.status] || a.tie - b.tie;
    });
  return ranked[0]!.s.fact;
}

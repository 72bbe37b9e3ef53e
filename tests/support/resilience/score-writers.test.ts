import { describe, expect, it } from 'vitest';
import { compareStored, emptyOutcome } from './score-writers';

describe('comparing what clients were told with what is stored', () => {
  it('finds writes answered 2xx but lost, writes stored twice and writes stored after an error answer', () => {
    const outcome = { ...emptyOutcome(), acked: ['w-0', 'w-1', 'w-2'], unanswered: ['w-3', 'w-4'] };
    const stored = ['w-0', 'w-2', 'w-2', 'w-3', 'w-5', 'other-1'];
    expect(compareStored(outcome, stored, 'w')).toEqual({ lost: ['w-1'], duplicated: ['w-2'], unexpected: ['w-5'], storedUnanswered: 1 });
  });

  it('finds nothing wrong when every acknowledged write is stored once', () => {
    const outcome = { ...emptyOutcome(), acked: ['w-0', 'w-1'], unanswered: ['w-2'] };
    expect(compareStored(outcome, ['w-1', 'w-0'], 'w')).toEqual({ lost: [], duplicated: [], unexpected: [], storedUnanswered: 0 });
  });
});

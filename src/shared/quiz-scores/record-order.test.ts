import { describe, expect, it } from 'vitest';
import { makeRecord } from '../../../tests/support/test-records';
import { newestFirst, oldestFirst } from './record-order';

const at = (id: number, minute: number) => makeRecord({ id, playerName: '민지', completedAt: new Date(Date.UTC(2025, 2, 3, 10, minute)).toISOString() });
const idsOf = (records: readonly { id: string }[]) => records.map((r) => r.id);

describe('record order', () => {
  it('lists the latest record first without changing the input', () => {
    const records = [at(1, 5), at(2, 20), at(3, 10)];
    expect(idsOf(newestFirst(records))).toEqual(['2', '3', '1']);
    expect(idsOf(records)).toEqual(['1', '2', '3']);
  });

  it('never looks at the ids (they are random): records of the same moment keep the server’s newest-first order', () => {
    const listed = [at(9, 30), at(4, 10), at(8, 10), at(1, 10), at(7, 0)];
    expect(idsOf(newestFirst(listed))).toEqual(['9', '4', '8', '1', '7']);
    expect(idsOf(oldestFirst(listed))).toEqual(['7', '1', '8', '4', '9']);
  });
});

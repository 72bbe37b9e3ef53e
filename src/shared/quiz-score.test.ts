import { describe, expect, it } from 'vitest';
import { makeRecord } from '../../tests/support/test-records';
import { KeptQuizScoreRecordListSchema, QuizScoreRecordListSchema } from './quiz-score';

describe('quiz score records as a device reads them', () => {
  const record = makeRecord({ id: 1, playerName: '민지' });

  it('reads an answer the offline worker kept from before ids were random: its numbered ids become text', () => {
    const kept = [
      { ...record, id: 13 },
      { ...record, id: 12 },
    ];
    expect(KeptQuizScoreRecordListSchema.parse(kept).map((r) => r.id)).toEqual(['13', '12']);
    expect(KeptQuizScoreRecordListSchema.parse([{ ...record, id: '1b4e28ba-2fa1-41d2-883f-0016d3cca427' }])[0]!.id).toBe(
      '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
    );
  });

  it('refuses ids that are neither, and the API’s own answers are text ids only', () => {
    expect(() => KeptQuizScoreRecordListSchema.parse([{ ...record, id: 1.5 }])).toThrow();
    expect(() => KeptQuizScoreRecordListSchema.parse([{ ...record, id: null }])).toThrow();
    expect(() => QuizScoreRecordListSchema.parse([{ ...record, id: 13 }])).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { distinctPlayers } from './players';

describe('distinctPlayers', () => {
  it('lists each name once, Korean names in dictionary order before Latin ones', () => {
    const records = ['하윤', '민지', 'Alex', '민지', '서준', '하윤'].map((playerName) => ({ playerName }));
    expect(distinctPlayers(records)).toEqual(['민지', '서준', '하윤', 'Alex']);
  });

  it('has no players without records', () => {
    expect(distinctPlayers([])).toEqual([]);
  });
});

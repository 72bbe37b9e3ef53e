import { describe, expect, it } from 'vitest';
import { GameSchema } from '@/shared/game';
import { gameHubGroups, games } from './games';

describe('games catalogue', () => {
  it('holds the four games of the spec, each valid, with its category and difficulty', () => {
    for (const game of games) GameSchema.parse(game);
    expect(games.map((g) => [g.id, g.category, g.difficulty, g.route])).toEqual([
      ['programming-adventure', 'Coding & Logic', 'Beginner', '/adventure-game'],
      ['multiplication-practice', 'Math & Language', 'Elementary', '/multiplication-table'],
      ['learning-progress', 'Progress Tracking', 'All Levels', '/quiz-scores'],
      ['career-planner', 'Career & Future', 'All Ages', '/career-planner'],
    ]);
  });

  it('puts every game in exactly one of the three hub groups', () => {
    expect(gameHubGroups.map((g) => g.title)).toEqual(['Coding & Logic', 'Math & Language', 'Progress & Planning']);
    for (const game of games) {
      expect(gameHubGroups.filter((g) => (g.categories as readonly string[]).includes(game.category))).toHaveLength(1);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { GameSchema } from '@/shared/game';
import { categoryKo, difficultyKo, gameHubGroups, games } from './games';

describe('games catalogue', () => {
  it('holds four valid games, each with its own id and its own page', () => {
    expect(games).toHaveLength(4);
    for (const game of games) GameSchema.parse(game);
    expect(new Set(games.map((g) => g.id)).size).toBe(games.length);
    expect(new Set(games.map((g) => g.route)).size).toBe(games.length);
    for (const game of games) expect(game.route, game.id).toMatch(/^\/[a-z]+(-[a-z]+)*$/);
  });

  it('a few games, checked by hand', () => {
    const byId = (id: string) => games.find((g) => g.id === id);
    expect(byId('programming-adventure')).toMatchObject({ route: '/adventure-game', category: 'Coding & Logic' });
    expect(byId('multiplication-practice')).toMatchObject({ route: '/multiplication-table', category: 'Math & Language' });
    expect(byId('learning-progress')?.route).toBe('/quiz-scores');
  });

  it('says every game’s category and difficulty in Korean', () => {
    for (const game of games) {
      expect(categoryKo[game.category], game.id).toMatch(/[\uac00-\ud7a3]/);
      expect(difficultyKo[game.difficulty], game.id).toMatch(/[\uac00-\ud7a3]/);
      expect(game.titleKo, game.id).toMatch(/[\uac00-\ud7a3]/);
    }
  });

  it('puts every game in exactly one of the three hub groups, and leaves no group empty', () => {
    expect(gameHubGroups).toHaveLength(3);
    for (const game of games) {
      expect(
        gameHubGroups.filter((g) => (g.categories as readonly string[]).includes(game.category)),
        game.id,
      ).toHaveLength(1);
    }
    for (const group of gameHubGroups) {
      expect(games.filter((g) => (group.categories as readonly string[]).includes(g.category)).length, group.title).toBeGreaterThan(0);
    }
  });
});

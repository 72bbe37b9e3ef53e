import { describe, expect, it } from 'vitest';
import { DROP_DEBOUNCE_MS, emptyQuadrantLists, quadrantCards } from '@/shared/quadrant';
import { boardFromSaved, moveCard, placeCard, placedCount, removeCard, shufflePool } from './board-logic';

const fresh = () => boardFromSaved(emptyQuadrantLists());

describe('rebuilding the board from saved lists', () => {
  it('an empty save gives four empty zones and all 20 cards in pool order', () => {
    const board = fresh();
    expect(board.pool).toEqual(quadrantCards);
    expect(placedCount(board.lists)).toBe(0);
    expect(board.lastDropAt).toBeNull();
  });

  it('saved cards fill their zones and the pool holds only the cards used nowhere', () => {
    const board = boardFromSaved({ strengths: ['수학', '축구'], weaknesses: ['영어'], likes: ['게임'], dislikes: [] });
    expect(board.lists).toEqual({ strengths: ['수학', '축구'], weaknesses: ['영어'], likes: ['게임'], dislikes: [] });
    expect(board.pool).toHaveLength(16);
    expect(board.pool).not.toContain('수학');
    expect(board.pool[0]).toBe('과학');
  });

  it('unknown cards and a card saved twice are left out, the first place it appears wins', () => {
    const board = boardFromSaved({ strengths: ['수학', '외계어'], weaknesses: ['수학', '요리'], likes: ['요리'], dislikes: [] });
    expect(board.lists).toEqual({ strengths: ['수학'], weaknesses: ['요리'], likes: [], dislikes: [] });
    expect(board.pool).toHaveLength(18);
  });
});

describe('dropping a card on a zone', () => {
  it('moves the card from the pool to the end of that zone', () => {
    const once = placeCard(fresh(), '수학', 'strengths', 1_000);
    const twice = placeCard(once, '과학', 'strengths', 2_000);
    expect(twice.lists.strengths).toEqual(['수학', '과학']);
    expect(twice.pool).not.toContain('수학');
    expect(twice.pool).not.toContain('과학');
    expect(twice.pool).toHaveLength(18);
    expect(twice.lastDropAt).toBe(2_000);
  });

  it('a card that is no longer in the pool is ignored, so the same state comes back', () => {
    const placed = placeCard(fresh(), '수학', 'strengths', 1_000);
    expect(placeCard(placed, '수학', 'strengths', 5_000)).toBe(placed);
    expect(placeCard(placed, '수학', 'likes', 5_000)).toBe(placed);
  });

  it('a card already in the target zone is ignored even if the pool somehow holds it too', () => {
    const odd = { ...fresh(), lists: { ...emptyQuadrantLists(), likes: ['수학' as const] } };
    expect(placeCard(odd, '수학', 'likes', 1_000)).toBe(odd);
  });

  it(`a drop less than ${DROP_DEBOUNCE_MS} ms after the previous one is ignored, and one at ${DROP_DEBOUNCE_MS} ms is not`, () => {
    const first = placeCard(fresh(), '수학', 'strengths', 1_000);
    expect(placeCard(first, '영어', 'likes', 1_000 + DROP_DEBOUNCE_MS - 1)).toBe(first);
    expect(placeCard(first, '영어', 'likes', 1_000 + DROP_DEBOUNCE_MS).lists.likes).toEqual(['영어']);
  });

  it('an ignored drop does not restart the debounce window', () => {
    const first = placeCard(fresh(), '수학', 'strengths', 1_000);
    const ignored = placeCard(first, '영어', 'likes', 1_050);
    expect(placeCard(ignored, '영어', 'likes', 1_100).lists.likes).toEqual(['영어']);
  });
});

describe('removing a card', () => {
  it('takes it out of its zone and puts the pool back in pool order', () => {
    let board = placeCard(fresh(), '집중력', 'dislikes', 1_000);
    board = placeCard(board, '수학', 'dislikes', 2_000);
    board = shufflePool(board, () => 0);
    board = removeCard(board, '집중력', 'dislikes');
    expect(board.lists.dislikes).toEqual(['수학']);
    expect(board.pool).toEqual(quadrantCards.filter((c) => c !== '수학'));
  });

  it('a card that is not in that zone changes nothing', () => {
    const placed = placeCard(fresh(), '수학', 'strengths', 1_000);
    expect(removeCard(placed, '수학', 'likes')).toBe(placed);
  });

  it('a removed card can be dropped again', () => {
    const removed = removeCard(placeCard(fresh(), '수학', 'strengths', 1_000), '수학', 'strengths');
    expect(placeCard(removed, '수학', 'likes', 2_000).lists.likes).toEqual(['수학']);
  });
});

describe('shuffling the pool', () => {
  it('uses the given random source, so the order is predictable in a test', () => {
    const random = () => 0;
    const shuffled = shufflePool(fresh(), random).pool;
    expect(shuffled).not.toEqual(quadrantCards);
    expect(shuffled[0]).toBe('영어');
    expect(shufflePool(fresh(), random).pool).toEqual(shuffled);
  });

  it('keeps exactly the same cards and leaves the zones alone', () => {
    const placed = placeCard(fresh(), '수학', 'strengths', 1_000);
    const shuffled = shufflePool(placed, Math.random);
    expect([...shuffled.pool].sort()).toEqual([...placed.pool].sort());
    expect(shuffled.lists).toBe(placed.lists);
  });

  it('with random near 1 every card stays where it is', () => {
    expect(shufflePool(fresh(), () => 0.999999).pool).toEqual(quadrantCards);
  });
});

describe('moving a placed card', () => {
  const placed = placeCard(boardFromSaved({ strengths: [], weaknesses: [], likes: [], dislikes: [] }), '수학', 'likes', 1000);

  it('takes it out of one zone and puts it at the end of another', () => {
    const moved = moveCard(placed, '수학', 'likes', 'strengths', 2000);
    expect(moved.lists).toEqual({ strengths: ['수학'], weaknesses: [], likes: [], dislikes: [] });
    expect(moved.pool).toBe(placed.pool);
  });

  it('ignores a move to the same zone, of a card not there, or within 100 ms of the last drop', () => {
    expect(moveCard(placed, '수학', 'likes', 'likes', 2000)).toBe(placed);
    expect(moveCard(placed, '영어', 'likes', 'strengths', 2000)).toBe(placed);
    expect(moveCard(placed, '수학', 'likes', 'strengths', 1050)).toBe(placed);
  });
});

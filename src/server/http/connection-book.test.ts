import { describe, expect, it } from 'vitest';
import { createConnectionBook } from './connection-book';

describe('the connection book', () => {
  it("at an address's cap, closes that address's oldest connection without a complete request, and counts no other", () => {
    const book = createConnectionBook<string>(2);
    const a1 = book.open('a1', 'a');
    book.open('a2', 'a');
    book.completed(a1);
    // a1 is being answered, so it is not counted: a3 fits.
    expect(book.makeRoom('a', 100)).toEqual({ admitted: true, close: [] });
    book.open('a3', 'a');
    expect(book.pendingFor('a')).toBe(2);
    expect(book.makeRoom('a', 100)).toEqual({ admitted: true, close: ['a2'] });
    expect(book.makeRoom('b', 100)).toEqual({ admitted: true, close: [] });
  });

  it('serves a school behind one address: answered and idle connections never count against its cap', () => {
    const book = createConnectionBook<number>(4);
    for (let n = 0; n < 1200; n++) {
      expect(book.makeRoom('school', 10_000)).toEqual({ admitted: true, close: [] });
      const connection = book.open(n, 'school');
      book.completed(connection);
      if (n % 2 === 0) book.idle(connection);
    }
    expect(book.size).toBe(1200);
    expect([book.count('pending'), book.count('busy'), book.count('idle')]).toEqual([0, 600, 600]);
  });

  it('counts an idle connection whose next request is under way as pending again, until it is complete', () => {
    const book = createConnectionBook<string>(1);
    const c = book.open('c', 'a');
    book.completed(c);
    book.idle(c);
    book.started(c);
    expect(book.pendingFor('a')).toBe(1);
    book.completed(c);
    expect(book.pendingFor('a')).toBe(0);
  });

  it('at the total, closes the oldest pending connection of all, then the oldest idle one, and refuses only when all are answered', () => {
    const book = createConnectionBook<string>(10);
    const x = book.open('x', 'a');
    book.open('y', 'b');
    const z = book.open('z', 'c');
    book.completed(x);
    book.idle(x);
    book.completed(z);
    expect(book.makeRoom('d', 3)).toEqual({ admitted: true, close: ['y'] });
    expect(book.size).toBe(2);
    book.open('w', 'd');
    book.completed(book.open('v', 'e'));
    expect(book.makeRoom('f', 4)).toEqual({ admitted: true, close: ['w'] });
    expect(book.makeRoom('f', 3)).toEqual({ admitted: true, close: ['x'] });
    expect(book.makeRoom('f', 2)).toEqual({ admitted: false, close: [] });
    expect(book.count('busy')).toBe(2);
  });

  it("exempts a trusted proxy's connections from the address cap but not from the total", () => {
    const book = createConnectionBook<number>(1);
    for (let n = 0; n < 5; n++) {
      expect(book.makeRoom(null, 5).close).toEqual([]);
      book.open(n, null);
    }
    expect(book.makeRoom(null, 5)).toEqual({ admitted: true, close: [0] });
  });

  it('forgets an address once its connections are closed', () => {
    const book = createConnectionBook<string>(2);
    const c = book.open('c', 'a');
    book.close(c);
    book.close(c);
    expect([book.size, book.keys, book.pendingFor('a')]).toEqual([0, 0, 0]);
  });
});

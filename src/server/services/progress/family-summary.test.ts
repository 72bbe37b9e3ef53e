import { describe, expect, it } from 'vitest';
import { familySummary, foldStretches, type ReadingStretch } from './family-summary';

const stretch = (order: number, over: Partial<ReadingStretch> = {}): ReadingStretch => ({
  order,
  childName: '지우',
  bookId: 'forest-adventure',
  day: '2026-11-20',
  pageCount: 20,
  pagesSeen: [order],
  lastPage: order,
  finished: false,
  seconds: 60,
  readAloud: false,
  ...over,
});

describe('folding stretches of reading', () => {
  it('adds the seconds, joins the pages, keeps the newest last page and any finish or read-aloud, whatever order they come in', () => {
    const folded = foldStretches([stretch(5, { finished: true }), stretch(2, { readAloud: true }), stretch(3)]);
    expect(folded).toMatchObject({ order: 5, pagesSeen: [2, 3, 5], lastPage: 5, seconds: 180, finished: true, readAloud: true });
  });
});

describe('a family’s summary', () => {
  it('keeps each child apart, books newest first, days newest first with their seconds summed', () => {
    const { children } = familySummary(
      {
        books: [],
        days: [],
        events: [
          stretch(1, { day: '2026-11-19' }),
          stretch(2, { bookId: 'charlotte-birthday', day: '2026-11-20' }),
          stretch(3, { day: '2026-11-20', seconds: 30 }),
          stretch(4, { childName: 'Mina', seconds: 600 }),
        ],
      },
      [{ childName: 'Mina', game: 'adventure', bestLevel: 3, bestScore: 800 }],
      ['두리', '지우', 'Mina'],
      '2026-11-01',
    );
    expect(children.map((c) => c.name)).toEqual(['두리', '지우', 'Mina']);
    const jiwoo = children[1]!;
    expect(jiwoo.books.map((b) => [b.bookId, b.seconds, b.lastPage, b.lastDay])).toEqual([
      ['forest-adventure', 90, 3, '2026-11-20'],
      ['charlotte-birthday', 60, 2, '2026-11-20'],
    ]);
    expect(jiwoo.days).toEqual([
      { day: '2026-11-20', seconds: 90 },
      { day: '2026-11-19', seconds: 60 },
    ]);
    expect(children[0]).toEqual({ name: '두리', books: [], days: [], games: [] });
    expect(children[2]!.games).toEqual([{ game: 'adventure', level: 3, score: 800 }]);
  });
});

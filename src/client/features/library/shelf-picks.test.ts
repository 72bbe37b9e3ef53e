import { describe, expect, it } from 'vitest';
import type { BookProgress, ChildProgress } from '@/shared/family-progress';
import type { Story } from '@/shared/story';
import { continuePick, finishedIds, nextPick } from './shelf-picks';

const story = (id: string, language: 'English' | 'Korean', level: number) => ({ id, language, levels: { en: level, ko: level } }) as unknown as Story;
const stories = [story('a', 'English', 2), story('b', 'English', 3), story('c', 'English', 2), story('d', 'Korean', 2), story('e', 'English', 4)];
const book = (bookId: string, over: Partial<BookProgress> = {}): BookProgress => ({
  bookId,
  pageCount: 20,
  pagesSeen: [],
  lastPage: 5,
  finished: false,
  seconds: 60,
  readAloud: false,
  lastDay: '2026-11-20',
  ...over,
});
const child = (books: BookProgress[]): ChildProgress => ({ name: '지우', books, days: [], games: [] });

describe('the child’s shelf', () => {
  it('continues the most recent unfinished book at its last page, skipping finished ones and unknown books', () => {
    const picked = continuePick(child([book('zzz'), book('a', { finished: true, lastPage: 20 }), book('b', { lastPage: 11 }), book('c')]), stories);
    expect(picked).toEqual({ story: stories[1], page: 11, pageCount: 20 });
    expect(continuePick(child([book('a', { finished: true })]), stories)).toBeNull();
  });

  it('marks finished books', () => {
    expect([...finishedIds(child([book('a', { finished: true }), book('b')]))]).toEqual(['a']);
  });

  it('suggests an unopened book at the level of the last one finished, in its language first', () => {
    expect(nextPick(child([book('a', { finished: true })]), stories)?.id).toBe('c');
    expect(nextPick(child([book('a', { finished: true }), book('c')]), stories)?.id).toBe('d');
    expect(nextPick(child([book('e', { finished: true })]), stories)?.id).toBe('b');
    expect(nextPick(child([book('a')]), stories)).toBeNull();
  });
});

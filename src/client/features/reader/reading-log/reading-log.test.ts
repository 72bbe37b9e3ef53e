import { describe, expect, it } from 'vitest';
import { closeStretch, IDLE_CAP_MS, notePage, noteReadAloud, readDrafts, startStretch, withDraft, withoutDraft, worthSending } from './reading-log';

const start = (page = 3) =>
  startStretch({ id: 'k1', code: 'C', childName: '지우', bookId: 'forest-adventure', day: '2026-11-25', pageCount: 10, page, now: 0 });

describe('a stretch of reading', () => {
  it('counts the pages shown, the last page, the seconds and read-aloud', () => {
    let s = start();
    s = notePage(s, 4, 20_000);
    s = noteReadAloud(s, 30_000);
    s = notePage(s, 5, 45_000);
    s = closeStretch(s, 50_000);
    expect(s.event).toMatchObject({ pagesSeen: [3, 4, 5], lastPage: 5, finished: false, seconds: 50, readAloud: true });
    expect(worthSending(s)).toBe(true);
  });

  it('counts a page left open as a few minutes, not hours', () => {
    expect(closeStretch(start(), 5 * 60 * 60 * 1000).event.seconds).toBe(IDLE_CAP_MS / 1000);
  });

  it('is finished on reaching the end page, which is not a page seen', () => {
    const s = notePage(start(9), 10, 1000);
    expect(s.event).toMatchObject({ pagesSeen: [9], lastPage: 10, finished: true });
  });

  it('sends nothing for a glance', () => {
    expect(worthSending(closeStretch(start(), 500))).toBe(false);
  });

  it('keeps drafts by id, reading storage defensively', () => {
    const a = start();
    const b = { ...start(), id: 'k2' };
    expect(withDraft(withDraft([a], b), { ...a, activeAt: 9 }).map((d) => [d.id, d.activeAt])).toEqual([
      ['k2', 0],
      ['k1', 9],
    ]);
    expect(withoutDraft([a, b], 'k1')).toEqual([b]);
    expect(readDrafts('not json')).toEqual([]);
    expect(readDrafts('[{"id":1},null]')).toEqual([]);
    expect(readDrafts(JSON.stringify([a]))).toEqual([a]);
  });
});

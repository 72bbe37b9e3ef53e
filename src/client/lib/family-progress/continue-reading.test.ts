import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTINUE_KEY, forgetContinueOf, parseContinue, rememberReading } from './continue-reading';
import { forgetDeviceCopies, TIMES_TABLES_HISTORY_KEY } from './device-copies';

function memoryStorage(start: Record<string, string> = {}) {
  const map = new Map(Object.entries(start));
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    key: (i: number) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

const read = (storage: ReturnType<typeof memoryStorage>) => parseContinue(storage.getItem(CONTINUE_KEY));

describe('the book to continue', () => {
  it('is the book left before its end, cleared when that child reaches its end, and forgotten with the child or the code', () => {
    const storage = memoryStorage();
    vi.stubGlobal('window', { localStorage: storage });
    rememberReading('CODE', { childName: '지우', bookId: 'forest-adventure', lastPage: 4, pageCount: 12, finished: false });
    expect(read(storage)).toEqual({ code: 'CODE', childName: '지우', bookId: 'forest-adventure', page: 4, pageCount: 12 });
    // Another child finishing the same book leaves it; 지우 finishing it clears it.
    rememberReading('CODE', { childName: '서준', bookId: 'forest-adventure', lastPage: 12, pageCount: 12, finished: true });
    expect(read(storage)?.childName).toBe('지우');
    rememberReading('CODE', { childName: '지우', bookId: 'forest-adventure', lastPage: 12, pageCount: 12, finished: true });
    expect(read(storage)).toBeNull();

    rememberReading('CODE', { childName: '지우', bookId: 'charlotte-birthday', lastPage: 2, pageCount: 27, finished: false });
    forgetContinueOf('CODE', ['서준']);
    expect(read(storage)).not.toBeNull();
    forgetContinueOf('OTHER');
    expect(read(storage)).not.toBeNull();
    forgetContinueOf('CODE', ['지우']);
    expect(read(storage)).toBeNull();
  });

  it('reads anything broken as no book', () => {
    for (const stored of [null, '{', '[]', '{"code":"C","childName":"a","bookId":"b","page":5,"pageCount":5}']) expect(parseContinue(stored)).toBeNull();
  });
});

describe('what a device forgets of deleted children', () => {
  it('drops their practice answers, and with the whole family the bests and the pages books were left at', () => {
    const storage = memoryStorage({
      [TIMES_TABLES_HISTORY_KEY]: JSON.stringify({ 지우: [[]], 서준: [[]] }),
      'iyagi.progress': '{"multiplication":{"bestScore":9,"quizzes":2}}',
      'iyagi:reader:page:forest-adventure': '3',
      'iyagi:reader:prefs': '{"mode":"page"}',
    });
    vi.stubGlobal('window', { localStorage: storage });
    forgetDeviceCopies(['지우'], false);
    expect(JSON.parse(storage.getItem(TIMES_TABLES_HISTORY_KEY)!)).toEqual({ 서준: [[]] });
    expect(storage.getItem('iyagi.progress')).not.toBeNull();
    forgetDeviceCopies(['서준'], true);
    expect([...storage.map.keys()]).toEqual([TIMES_TABLES_HISTORY_KEY, 'iyagi:reader:prefs']);
  });
});

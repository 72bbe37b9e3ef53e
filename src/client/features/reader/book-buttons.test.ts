import { describe, expect, it } from 'vitest';
import { shelf } from '@/content/stories/shelf';
import { langOf } from '@/shared/book-words';
import { bookButtonsIn } from './book-buttons';

describe.each(shelf.map((book) => [book.story.id, book] as const))('%s: its buttons and closing words', (_, book) => {
  it('stay as written in the book’s language, and all change, to the same places, in the other', async () => {
    const words = await book.loadReader();
    const own = langOf(book.story.language);
    const other = own === 'en' ? 'ko' : 'en';
    expect(bookButtonsIn(words, own, own)).toBe(words);
    const shown = bookButtonsIn(words, other, own);
    expect(words.translated.end.links).toHaveLength(words.end.links.length);
    expect(shown.back).toEqual({ ...words.back, label: words.translated.back });
    expect(shown.printLabel).toBe(words.translated.printLabel);
    expect(shown.end.title).toBe(words.translated.end.title);
    expect(shown.end.message).toBe(words.translated.end.message);
    expect(shown.end.links.map((link) => link.to)).toEqual(words.end.links.map((link) => link.to));
    // Written in the other language: Hangul in Korean, none in English.
    const hangul = /[\uac00-\ud7a3]/;
    for (const text of [shown.back.label, shown.printLabel, shown.end.title, shown.end.message, ...shown.end.links.map((link) => link.label)]) {
      expect(hangul.test(text), text).toBe(other === 'ko');
    }
    expect(shown.talkTogether).toBe(words.talkTogether);
  });
});

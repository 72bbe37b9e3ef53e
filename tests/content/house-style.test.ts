import { describe, expect, test } from 'vitest';
import { shelf } from '@/content/stories/shelf';
import { books } from '@/content/stories/shelf-books';
import { chapterWords, langOf, panelWords } from '@/shared/book-words';
import { panelsOf } from '../support/book-panels';

/**
 * The house style an editor holds every book to, read from the words a child reads and hears: English typed as
 * the Korean editions are (curly quotes and apostrophes, one ellipsis character), the talk-together questions in
 * one register (해요체) on the whole shelf, songs sung with the words families sing, and the sound of a thing
 * (a whoosh, a crash) told in the narration, never said in a speech bubble.
 */

/** The songs the books sing, public domain or traditional, as families sing them; a name goes where the name is sung. */
const songs = [
  /^♪ Happy birthday to you, happy birthday to you, happy birthday, dear \p{L}+, happy birthday to you! ♪$/u,
  /^♪ 생일 축하합니다, 생일 축하합니다, 사랑하는 \p{L}+의 생일 축하합니다! ♪$/u,
  /^♪ We wish you a merry Christmas, we wish you a merry Christmas, we wish you a merry Christmas and a happy New Year! ♪$/,
  /^♪ 즐거운 성탄 보내세요, 즐거운 성탄 보내세요, 즐거운 성탄 보내시고 새해 복 많이 받으세요! ♪$/,
];

/** Sounds of things, not of a speaker: they belong in the narration ("Whoosh! Biscuit zoomed past"). */
const soundsOfThings = new Set([
  'whoosh',
  'crash',
  'splat',
  'splash',
  'crack',
  'thud',
  'bang',
  'ding',
  'dong',
  '후우',
  '쿵',
  '철퍼덕',
  '첨벙',
  '쌩',
  '우지끈',
  '딩동',
]);

const words = (text: string) => text.toLowerCase().match(/[\p{L}]+/gu) ?? [];

describe.each(books.map((book) => [book.story.id, book] as const))('%s', (id, book) => {
  const englishLines = () => [
    ...book.chapters.flatMap((chapter) => {
      const said = chapterWords(book, chapter, 'en');
      return [said.title, said.activity?.title ?? '', said.activity?.description ?? ''];
    }),
    ...panelsOf(book).flatMap((panel) => {
      const said = panelWords(book, panel, 'en');
      return [said.text, ...said.bubbles.flatMap((bubble) => [bubble.speaker, bubble.text])];
    }),
  ];

  test('writes its English with curly quotes, apostrophes and one ellipsis character, as its Korean edition does', async () => {
    const reader = await shelf.find((entry) => entry.story.id === id)!.loadReader();
    const end = langOf(book.story.language) === 'en' ? reader.end.message : reader.translated.end.message;
    const talk = Object.values(reader.talkTogether).map((question) => question.en);
    const straight = [...englishLines(), end, ...talk].filter((line) => /['"]|\.\.\./.test(line));
    expect(straight).toEqual([]);
  });

  test('asks its Korean talk-together questions in 해요체, as every book on the shelf does', async () => {
    const reader = await shelf.find((entry) => entry.story.id === id)!.loadReader();
    const sentences = Object.values(reader.talkTogether).flatMap((question) => question.ko.split(/(?<=[.?!])\s+/));
    expect(sentences.filter((sentence) => !/요[.?!]$/.test(sentence))).toEqual([]);
  });

  test('sings its songs with the words families sing, and says no sound of a thing in a speech bubble', () => {
    const bubbles = panelsOf(book).flatMap((panel) => (['en', 'ko'] as const).flatMap((lang) => panelWords(book, panel, lang).bubbles));
    const sung = bubbles.filter((bubble) => bubble.text.includes('♪'));
    expect(sung.filter((bubble) => !songs.some((song) => song.test(bubble.text))).map((bubble) => bubble.text)).toEqual([]);
    const sounds = bubbles.filter((bubble) => words(bubble.text).length > 0 && words(bubble.text).every((word) => soundsOfThings.has(word)));
    expect(sounds.map((bubble) => bubble.text)).toEqual([]);
  });
});

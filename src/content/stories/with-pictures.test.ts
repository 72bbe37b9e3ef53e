import { expect, test } from 'vitest';
import type { Scene } from '@/pictures';
import { koreanCharlotteBirthdayStory } from './korean-charlotte-birthday/story';
import { withPictures, type PointBubbleChapterWords } from './with-pictures';

const scene: Scene = { background: 'hanok-yard', time: 'day', items: [{ prop: 'dotjari', x: 400, y: 440, size: 300 }] };
const picture = { scene, alt: { en: 'A picnic mat in the yard.', ko: '마당에 돗자리가 깔려 있어요.' } };

const chapter = (n: number): PointBubbleChapterWords => ({
  id: n,
  title: `${n}장`,
  chapterTitle: '소풍',
  translation: { title: `Chapter ${n}`, chapterTitle: 'Picnic' },
  panels: [
    {
      id: `c${n}-p1`,
      text: '돗자리를 펼쳤어요.',
      speechBubbles: [],
      shot: { size: 'wide', who: [], objects: [{ id: 'picnic-mat' }], place: 'the yard', indoors: false, time: 'day', weather: 'clear' },
      translation: { text: 'They spread the mat.', speechBubbles: [] },
    },
  ],
});
const wardrobe = { mina: { kind: 'top-skirt', top: '#ffd25a', bottom: '#e8574f', shoes: '#5aa9ea' } } as const;
const question = { en: 'What did they eat?', ko: '무엇을 먹었나요?' };
const talkTogether = { happened: question, feeling: question, myLife: question };
const words = { format: 'point-bubbles' as const, story: koreanCharlotteBirthdayStory, characters: {}, talkTogether, chapters: [chapter(1), chapter(2)] };

test('puts each picture in place, dressed from the book’s wardrobe, with its alt text in the book’s language and the other in the translation', () => {
  const book = withPictures(words, { coverScene: scene, pictures: { 'c1-p1': picture, 'c2-p1': picture }, wardrobe });
  const panel = book.chapters[0]!.panels[0]!;
  expect(panel.scene).toEqual({ ...scene, wardrobe, book: 'korean-charlotte-birthday' });
  expect(panel.imageUrl).toBe('/illustrations/korean-charlotte-birthday/c1-p1.svg');
  expect(book.chapters[1]!.panels[0]!.imageUrl).toBe('/illustrations/korean-charlotte-birthday/c2-p1.svg');
  expect(book.coverScene.wardrobe).toBe(wardrobe);
  expect(panel.imageAlt).toBe('마당에 돗자리가 깔려 있어요.');
  expect(panel.translation?.imageAlt).toBe('A picnic mat in the yard.');
  expect(book.story).toBe(koreanCharlotteBirthdayStory);
});

test('a panel without a picture, or a picture without a panel, stops the build', () => {
  expect(() => withPictures(words, { coverScene: scene, pictures: { 'c1-p1': picture }, wardrobe })).toThrow(/no picture for panel c2-p1/);
  expect(() => withPictures(words, { coverScene: scene, pictures: { 'c1-p1': picture, 'c2-p1': picture, 'c9-p9': picture }, wardrobe })).toThrow(
    /pictures without a panel: c9-p9/,
  );
});

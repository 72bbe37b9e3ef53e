import { expect, it } from 'vitest';
import type { KitScene } from '@/shared/scene';
import { koreanCharlotteBirthdayBook } from './korean-charlotte-birthday/story';
import { withPictures } from './with-pictures';

const scene: KitScene = { kit: 2, background: 'hanok-yard', time: 'day', items: [{ prop: 'dotjari', x: 400, y: 440, size: 300 }] };

it('puts a drawn picture in place with its alt text in both languages, keyed by the picture file', () => {
  const book = koreanCharlotteBirthdayBook;
  const first = book.chapters[0]!.panels[0]!;
  const key = first.imageUrl.slice(first.imageUrl.lastIndexOf('/') + 1, -'.svg'.length);
  const drawn = withPictures(book, { [key]: { scene, alt: { en: 'A picnic mat in the yard.', ko: '마당에 돗자리가 깔려 있어요.' } } });
  const panel = drawn.chapters[0]!.panels[0]!;
  expect(panel.scene).toBe(scene);
  // A Korean book's own alt text is Korean; the English edition carries the English one.
  expect(panel.imageAlt).toBe('마당에 돗자리가 깔려 있어요.');
  expect(panel.translation?.imageAlt).toBe('A picnic mat in the yard.');
  expect(drawn.chapters[1]!.panels[0]).toBe(book.chapters[1]!.panels[0]);
  expect(drawn.story).toBe(book.story);
});

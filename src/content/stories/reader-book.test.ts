import { describe, expect, it } from 'vitest';
import { readerBookOf } from './reader-book';
import { shelf } from './shelf';

describe('the book a reader page sends', () => {
  it.each(shelf.map((shelved) => [shelved.story.id, shelved] as const))('%s: every word and picture address, no scene or shot list', async (_id, shelved) => {
    const book = await shelved.load();
    const sent = readerBookOf(book);
    const { characters: _cast, coverScene: _cover, ...rest } = book;
    const withoutDrawing = {
      ...rest,
      chapters: rest.chapters.map((chapter) => ({ ...chapter, panels: chapter.panels.map(({ scene: _scene, shot: _shot, ...panel }) => panel) })),
    };
    expect(sent).toEqual(withoutDrawing);
    expect(JSON.stringify(sent)).not.toMatch(/"(scene|shot|coverScene|characters)":/);
    expect(JSON.stringify(sent).length).toBeLessThan(JSON.stringify(book).length / 2);
  });
});

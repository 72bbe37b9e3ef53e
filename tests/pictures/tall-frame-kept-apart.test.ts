import { describe, expect, it } from 'vitest';
import './book-cast';
import { books } from '@/content/stories/shelf-books';
import { inBook } from '@/pictures/registry';
import { shotFrames, tallShot } from '@/pictures/shot-framing';
import { apartShortfall } from '@/pictures/tall-frame';
import { panelsOf, panelKey } from '../support/book-panels';

/**
 * Where the wide picture keeps an animal clear of the figure beside it by a body's width or more, the phone keeps
 * them apart too: the fox sitting a step from Charlotte's hand at the clue is not drawn into her lap.
 */
describe('an animal the wide picture keeps apart stays apart on the phone', () => {
  it('forest-adventure c2-p1: Pip a step from Charlotte, not in her lap', () => {
    const book = books.find((one) => one.story.id === 'forest-adventure')!;
    const panel = panelsOf(book).find((one) => panelKey(book, one) === 'forest-adventure c2-p1')!;
    inBook(panel.scene.book, () => {
      const frames = shotFrames(panel.scene)!;
      expect(frames).toBeTruthy();
      const { scene, view } = tallShot(panel.scene, frames);
      expect(apartShortfall(panel.scene, scene)).toBeLessThanOrEqual(4);
      // Pip whole in the frame, not cut at its edge to keep him apart.
      const pip = scene.items.find((item) => 'animal' in item && item.animal === 'pip') as { x: number };
      expect(pip.x).toBeGreaterThan(view.x);
      expect(pip.x).toBeLessThan(view.x + view.width);
    });
  });
});

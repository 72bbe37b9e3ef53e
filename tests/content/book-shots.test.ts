import { describe, expect, it } from 'vitest';
import { books } from '@/content/stories/shelf-books';
import { groundOf } from '@/pictures/backgrounds';
import { headOf, type PersonPlaced } from '@/pictures/draw-scene';
import { inBook } from '@/pictures/registry';
import { shotFrames } from '@/pictures/shot-framing';
import { handPlacingAllowance, panelsOf, placedByHand } from '../support/book-panels';

describe.each(books.map((book) => [book.story.id, book] as const))('%s', (_, book) => {
  const panels = panelsOf(book);

  it('tells at least a third of its panels in close or medium shots, each cut from its scene as it stands', () => {
    const framed = panels.filter((panel) => panel.shot.size !== 'wide');
    expect(framed.length).toBeGreaterThanOrEqual(Math.ceil(panels.length / 3));
    // A framed shot ignores the scene's cameras and every phone placement, so none is left as dead data.
    const leftOver = framed.filter(({ scene }) => scene.camera || scene.tallCamera || scene.items.some((item) => 'tall' in item && item.tall));
    expect(leftOver.map((panel) => panel.imageUrl)).toEqual([]);
  });

  it('frames the main person of every close or medium shot with a face a fifth of the picture’s height or more, whole in both compositions', () => {
    const problems: string[] = [];
    for (const panel of panels.filter((p) => p.shot.size !== 'wide')) {
      inBook(panel.scene.book, () => {
        const frames = shotFrames(panel.scene);
        const main = panel.scene.items.find((item): item is PersonPlaced => 'person' in item && item.person === panel.scene.shot?.on);
        if (!frames) return problems.push(`${panel.imageUrl}: not framed`);
        // An animal leading the shot is framed by its size; the face rule is measured on people.
        if (!main) return;
        const head = headOf(main, groundOf(panel.scene), panel.scene.wardrobe);
        for (const [frame, view] of Object.entries(frames)) {
          const share = (2 * head.r) / view.height;
          if (share < 0.2) problems.push(`${panel.imageUrl} ${frame}: face ${share.toFixed(2)} of the height`);
          const inside =
            head.x - head.r >= view.x && head.x + head.r <= view.x + view.width && head.y - head.r >= view.y && head.y + head.r <= view.y + view.height;
          if (!inside) problems.push(`${panel.imageUrl} ${frame}: the main face is cut by the frame`);
        }
      });
    }
    expect(problems).toEqual([]);
  });
});

it('derives the phone composition from the scene: the shelf places things by hand for it on at most a fifth of each book’s panels, rounded up', () => {
  // Each book brings its own fifth to the shelf's allowance, so a book added, or copied as CONTRIBUTING.md says, adds
  // to it as much as it may spend (a fifth of the shelf rounded down held a copied nine-page book to less than its own).
  const allowance = books.reduce((sum, book) => sum + handPlacingAllowance(book), 0);
  const placed = books.reduce((sum, book) => sum + placedByHand(book), 0);
  expect(placed).toBeLessThanOrEqual(allowance);
});

import { describe, expect, it } from 'vitest';
import { books } from '@/content/stories/shelf-books';
import { groundTop } from '@/pictures/backgrounds';
import { facesIn, FLAKE } from '@/pictures/draw-scene';
import { inBook } from '@/pictures/registry';
import { renderSceneSvg } from '@/pictures/render-scene';
import { shotFrames } from '@/pictures/shot-framing';
import { tallComposition } from '@/pictures/tall-frame';
import type { Scene } from '@/pictures/vocabulary/scene';

/**
 * Snow falls round faces, not on them: at phone size a flake on a face reads as a spot on the skin. Every
 * snowy panel of the books, in both compositions: no flake's dot touches a head (its circle, with the hair
 * and hat round it).
 */

/** The snowflakes' centres: the overlay's round dots (a move and a tiny line each). */
function flakes(svg: string): { x: number; y: number }[] {
  const overlay = svg.slice(svg.indexOf('<g data-overlay="">'));
  const d = /<path d="([^"]*)" stroke="#fff" stroke-width="7"/.exec(overlay)?.[1] ?? '';
  return [...d.matchAll(/M([-\d.]+) ([-\d.]+)h\.1/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]) }));
}

const snowy = books.flatMap((book) =>
  book.chapters.flatMap((chapter) =>
    chapter.panels
      .filter((panel) => panel.scene.weather === 'snow')
      .map((panel) => ({ where: `${book.story.id} ${panel.imageUrl.slice(panel.imageUrl.lastIndexOf('/') + 1, -4)}`, scene: panel.scene })),
  ),
);

/** The scene as each composition draws it: a wide shot's phone picture is staged again. */
const staged = (scene: Scene, frame: 'wide' | 'tall') => (frame === 'tall' && !shotFrames(scene) ? tallComposition(scene).scene : scene);

describe('snow', () => {
  it('falls in the books’ snowy panels', () => {
    expect(snowy.length).toBeGreaterThanOrEqual(3);
  });

  for (const { where, scene } of snowy)
    for (const frame of ['wide', 'tall'] as const)
      it(`keeps off every face in ${where} (${frame})`, () => {
        const svg = renderSceneSvg(scene, { frame });
        const dots = flakes(svg);
        expect(dots.length).toBeGreaterThan(20);
        const heads = inBook(scene.book, () => {
          const drawn = staged(scene, frame);
          return facesIn(drawn, groundTop(drawn.background));
        });
        expect(heads.length).toBeGreaterThan(0);
        for (const head of heads)
          for (const dot of dots) expect(Math.hypot(dot.x - head.x, dot.y - head.y), `${dot.x} ${dot.y}`).toBeGreaterThan(head.r + FLAKE);
      });
});

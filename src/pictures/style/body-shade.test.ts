import { describe, expect, it } from 'vitest';
import { shadedAnimal, shadedBody } from './body-shade';

describe('one shade down a figure (decision 148)', () => {
  const head = { x: 100, y: 50, r: 20 };

  it('lays one glaze over the figure, cut to its alpha with no filter, from under the chin', () => {
    const { svg, defs } = shadedBody('<path d="M0 0h10v10Z" fill="#fff"/>', 'kit-b0', head, { x: 100, y: 200 }, false);
    expect(svg).toContain('<g id="kit-b0">');
    expect(defs).toContain('<mask id="kit-b0m" style="mask-type:alpha"><use href="#kit-b0"/></mask>');
    expect(svg + defs).not.toContain('filter');
    // The shade's box starts under the chin, so the face keeps its own light.
    expect(Number(/<rect x="[-\d.]+" y="([-\d.]+)"/.exec(svg)![1])).toBeGreaterThan(head.y + head.r);
  });

  it('falls on the side away from the light', () => {
    const x = (fromRight: boolean) =>
      /x1="([-\d.]+)" x2="([-\d.]+)"/
        .exec(shadedBody('', 'b', head, { x: 100, y: 200 }, fromRight).defs)!
        .slice(1)
        .map(Number);
    const [fromLeft1, fromLeft2] = x(false);
    const [fromRight1, fromRight2] = x(true);
    expect(fromLeft2!).toBeGreaterThan(fromLeft1!);
    expect(fromRight2!).toBeLessThan(fromRight1!);
  });

  it('fades out again just past the body, so a hand reaching out on the far side keeps its light', () => {
    const { defs } = shadedBody('', 'b', head, { x: 100, y: 200 }, false);
    const gradient = /<linearGradient id="bs"[^>]*x2="([-\d.]+)"[^>]*>(.*?)<\/linearGradient>/.exec(defs)!;
    // A hand at arm's length (three head radii out) lies past the gradient's end, where it is white again.
    expect(Number(gradient[1])).toBeLessThan(head.x + head.r * 3);
    expect(gradient[2]!.match(/stop-color="([^"]+)"/g)!.at(-1)).toBe('stop-color="#fff"');
  });

  it("shades an animal's belly, under its lit back", () => {
    const { defs } = shadedAnimal('', 'a', { x: 100, y: 200 }, 80, false);
    const [, y1, , y2] = /x1="([-\d.]+)" y1="([-\d.]+)" x2="([-\d.]+)" y2="([-\d.]+)"/.exec(defs)!.slice(1).map(Number);
    expect(y2!).toBeGreaterThan(y1!);
  });
});

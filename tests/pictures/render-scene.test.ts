import { kitSceneProblems } from '@/pictures/check-kit-scene';
import './book-cast';
import { describe, expect, it } from 'vitest';
import { backgroundIds, type Scene } from '@/pictures/vocabulary/scene';
import { drawBackground } from '@/pictures/backgrounds';
import { renderSceneSvg } from '@/pictures/render-scene';

const scene = (items: Scene['items'], background: Scene['background'] = 'park'): Scene => ({ background, time: 'day', items });
const girl = { person: 'charlotte', x: 400, y: 460, pose: 'stand', facing: 'front', expression: 'happy' } as const;

/** Tag balance check: enough to catch an unclosed or stray tag in hand-written markup. */
function assertBalancedTags(svg: string): void {
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!closing) stack.push(name!);
    else expect(stack.pop(), `</${name}> closes the wrong tag`).toBe(name);
  }
  expect(stack).toEqual([]);
}

function ids(svg: string): string[] {
  return [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
}

describe('renderSceneSvg', () => {
  it.each(backgroundIds)('draws the %s background as well-formed, text-free, small SVG', (background) => {
    const svg = renderSceneSvg(scene([girl], background), { title: 'A girl' });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500" role="img">')).toBe(true);
    assertBalancedTags(svg);
    expect(svg).not.toMatch(/<text|undefined|NaN/);
    expect(new Set(ids(svg)).size).toBe(ids(svg).length);
    // 6 KB of shapes, and room for a sign's lettering drawn as outlines (the road sign's is 1.8 KB).
    expect(drawBackground(background).length).toBeLessThan(8 * 1024);
  });

  it('places a small icon with its centre at x, y', () => {
    expect(renderSceneSvg(scene([{ icon: 'sparkles', x: 300, y: 200, size: 40 }]))).toContain(
      '<svg x="280" y="180" width="40" height="40" viewBox="0 0 32 32">',
    );
  });

  it('mirrors a flipped icon around its own centre line', () => {
    expect(renderSceneSvg(scene([{ icon: 'butterfly', x: 300, y: 200, size: 40, flip: true }]))).toContain(
      '<g transform="matrix(-1 0 0 1 600 0)"><svg x="280"',
    );
  });

  it('keeps ids unique when the same icon appears twice', () => {
    const svg = renderSceneSvg(
      scene([
        { icon: 'christmas-tree', x: 200, y: 300, size: 60 },
        { icon: 'christmas-tree', x: 600, y: 300, size: 60 },
      ]),
    );
    expect(ids(svg).length).toBeGreaterThan(0);
    expect(new Set(ids(svg)).size).toBe(ids(svg).length);
  });

  it('throws an error naming an unknown icon', () => {
    expect(() => renderSceneSvg(scene([{ icon: 'not-a-real-icon', x: 400, y: 360, size: 40 }]))).toThrow(/"not-a-real-icon"/);
  });

  it('returns the same string for the same scene every time', () => {
    const input: Scene = { ...scene([girl, { prop: 'christmas-tree', x: 600, y: 420, size: 200, lit: true }], 'christmas-living-room'), time: 'night' };
    const first = renderSceneSvg(input, { title: 'Night' });
    renderSceneSvg(scene([{ icon: 'sparkles', x: 100, y: 100, size: 30 }]));
    expect(renderSceneSvg(input, { title: 'Night' })).toBe(first);
  });

  it('adds an escaped title only when one is given', () => {
    expect(renderSceneSvg(scene([girl]), { title: 'Tom & "Bo" <3' })).toContain('<title>Tom &amp; &quot;Bo&quot; &lt;3</title>');
    expect(renderSceneSvg(scene([girl]))).not.toContain('<title>');
  });

  it('shows a moon instead of the sun, and stars in windows, at night', () => {
    expect(renderSceneSvg({ ...scene([girl]), time: 'day' })).not.toContain('bg-moonglow');
    expect(renderSceneSvg({ ...scene([girl]), time: 'night' })).toContain('bg-moonglow');
    expect(renderSceneSvg({ ...scene([girl], 'bedroom'), time: 'day' })).not.toContain('#2d3f7c');
    expect(renderSceneSvg({ ...scene([girl], 'bedroom'), time: 'night' })).toContain('#2d3f7c');
  });

  it('draws an animal held in the arms as its own named part, over the hands, inside the person', () => {
    const holding = { ...girl, pose: 'hold-chest', holdingAnimal: { animal: 'bori', pose: 'sit', facing: 'right', expression: 'happy' } } as const;
    const svg = renderSceneSvg(scene([holding]));
    const person = svg.indexOf('data-part="charlotte"');
    const cat = svg.indexOf('data-part="bori"');
    expect(person).toBeGreaterThan(-1);
    expect(cat).toBeGreaterThan(person);
    expect(svg.match(/data-part="bori"/g)).toHaveLength(1);
    expect(kitSceneProblems(scene([{ ...holding, holdingAnimal: { ...holding.holdingAnimal, animal: 'dragon' } }]))).toEqual([
      'unknown animal "dragon" in charlotte\'s arms',
    ]);
  });

  it('holds a thing up high by its bottom edge, so a bigger one rises above the hands instead of sinking past them', () => {
    const heldY = (pose: 'hold-up' | 'hold-both', size: number) => {
      const svg = renderSceneSvg(scene([{ ...girl, pose, holding: { prop: 'snow-boots', size, part: 'boots' } }]));
      return Number(svg.match(/translate\([-\d.]+ ([-\d.]+)\)"><g data-part="boots"/)![1]);
    };
    // Its bottom edge in the fists: a bigger one sinks only by that edge's share of its size, not by its height.
    expect(heldY('hold-up', 120)).toBeGreaterThan(heldY('hold-up', 60));
    expect(heldY('hold-up', 120) - heldY('hold-up', 60)).toBeLessThan(60 * 0.15);
    expect(heldY('hold-both', 120)).toBeGreaterThan(heldY('hold-both', 60) + 10);
  });
});

import { describe, expect, it } from 'vitest';
import { backgroundIds, type EmojiScene as Scene } from '@/shared/scene';
import { drawBackground } from './backgrounds';
import { renderSceneSvg } from './render-scene';

const scene = (actors: Scene['actors'], background: Scene['background'] = 'park'): Scene => ({ background, actors });

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
    const svg = renderSceneSvg(scene([{ icon: 'girl-light', x: 400, y: 360 }], background), { title: 'A girl' });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500" role="img">')).toBe(true);
    assertBalancedTags(svg);
    expect(svg).not.toMatch(/<text|undefined|NaN/);
    expect(new Set(ids(svg)).size).toBe(ids(svg).length);
    expect(drawBackground(background).length).toBeLessThan(6 * 1024);
  });

  it('places an actor with its centre at x, y and draws a shadow under its feet', () => {
    const svg = renderSceneSvg(scene([{ icon: 'dog', x: 300, y: 380, size: 100 }]));
    expect(svg).toContain('<svg x="250" y="330" width="100" height="100" viewBox="0 0 32 32">');
    expect(svg).toMatch(/<ellipse cx="300" cy="427" rx="36" ry="7"/);
  });

  it('gives floating actors such as a sun in the sky no ground shadow', () => {
    const svg = renderSceneSvg(scene([{ icon: 'sun', x: 600, y: 90, size: 80 }], 'bedroom'));
    expect(svg).not.toContain('fill="#1d1a2e"');
  });

  it('mirrors a flipped actor around its own centre line', () => {
    const plain = renderSceneSvg(scene([{ icon: 'dog', x: 300, y: 380 }]));
    const flipped = renderSceneSvg(scene([{ icon: 'dog', x: 300, y: 380, flip: true }]));
    expect(plain).not.toContain('matrix(-1 0 0 1');
    expect(flipped).toContain('<g transform="matrix(-1 0 0 1 600 0)"><svg x="240"');
  });

  it('keeps ids unique when the same icon appears twice', () => {
    const svg = renderSceneSvg(scene([
      { icon: 'christmas-tree', x: 200, y: 360 },
      { icon: 'christmas-tree', x: 600, y: 360 },
    ]));
    expect(ids(svg).length).toBeGreaterThan(0);
    expect(new Set(ids(svg)).size).toBe(ids(svg).length);
  });

  it('throws an error naming an unknown icon', () => {
    expect(() => renderSceneSvg(scene([{ icon: 'not-a-real-icon', x: 400, y: 360 }]))).toThrow(/"not-a-real-icon"/);
  });

  it('returns the same string for the same scene every time', () => {
    const input = scene([
      { icon: 'girl-light', x: 300, y: 360, flip: true },
      { icon: 'christmas-tree', x: 600, y: 330, size: 200 },
    ], 'christmas-living-room');
    const first = renderSceneSvg({ ...input, time: 'night' }, { title: 'Night' });
    renderSceneSvg(scene([{ icon: 'dog', x: 100, y: 100 }]));
    expect(renderSceneSvg({ ...input, time: 'night' }, { title: 'Night' })).toBe(first);
  });

  it('adds an escaped title only when one is given', () => {
    expect(renderSceneSvg(scene([{ icon: 'dog', x: 400, y: 400 }]), { title: 'Tom & "Bo" <3' })).toContain(
      '<title>Tom &amp; &quot;Bo&quot; &lt;3</title>',
    );
    expect(renderSceneSvg(scene([{ icon: 'dog', x: 400, y: 400 }]))).not.toContain('<title>');
  });

  it('shows a moon instead of the sun, and stars in windows, at night', () => {
    const actors = [{ icon: 'dog', x: 400, y: 400 }];
    expect(renderSceneSvg({ background: 'park', time: 'day', actors })).not.toContain('bg-moonglow');
    expect(renderSceneSvg({ background: 'park', time: 'night', actors })).toContain('bg-moonglow');
    expect(renderSceneSvg({ background: 'bedroom', time: 'day', actors })).not.toContain('#2d3f7c');
    expect(renderSceneSvg({ background: 'bedroom', time: 'night', actors })).toContain('#2d3f7c');
  });

  it('tints the picture for evening and night but not for day', () => {
    const actors = [{ icon: 'dog', x: 400, y: 400 }];
    expect(renderSceneSvg({ background: 'park', time: 'day', actors })).not.toContain('bg-tint');
    expect(renderSceneSvg({ background: 'park', time: 'evening', actors })).toContain('#ffc8a4');
    expect(renderSceneSvg({ background: 'park', time: 'night', actors })).toContain('#3a4785');
  });
});

import { describe, expect, it } from 'vitest';
import './book-cast';
import { SceneSchema, type Scene } from '@/pictures/vocabulary/scene';
import { renderSceneSvg } from '@/pictures/render-scene';
import { tallComposition, TALL_WIDTH } from '@/pictures/tall-frame';
import { groundTop } from '@/pictures/backgrounds';
import { headOf } from '@/pictures/draw-scene';

const person = (id: string, x: number) => ({ person: id, x, y: 460, pose: 'stand', facing: 'front', expression: 'happy' }) as const;
const scene = (items: Scene['items'], camera?: Scene['camera']): Scene => ({ background: 'park', time: 'day', items, ...(camera ? { camera } : {}) });

describe('the tall composition for phones', () => {
  it('brings figures spread across the wide picture close enough to stand inside a frame half as wide', () => {
    const { scene: staged, view } = tallComposition(scene([person('mom', 120), person('charlotte', 400), person('dad', 690)]));
    expect(view.width).toBe(TALL_WIDTH);
    const xs = staged.items.map((item) => ('x' in item ? item.x : 0));
    for (const x of xs) {
      expect(x).toBeGreaterThan(view.x + 40);
      expect(x).toBeLessThan(view.x + view.width - 40);
    }
    expect(xs[0]).toBeLessThan(xs[1]!);
    expect(xs[1]).toBeLessThan(xs[2]!);
  });

  it('frames the phone picture closer when the scene asks, centred on the height it names, inside the canvas', () => {
    const close = tallComposition({ ...scene([person('charlotte', 400)]), tallCamera: { y: 300, zoom: 1.5 } }).view;
    expect(close.width).toBeCloseTo(TALL_WIDTH / 1.5);
    expect(close.y + close.height / 2).toBeCloseTo(300);
    const low = tallComposition({ ...scene([person('charlotte', 400)]), tallCamera: { y: 490, zoom: 1.5 } }).view;
    expect(low.y + low.height).toBeCloseTo(500);
  });

  it('keeps a group that already fits as it stands, and centres the frame on it', () => {
    const { scene: staged, view } = tallComposition(scene([person('charlotte', 600), person('leo', 680)]));
    const xs = staged.items.map((item) => ('x' in item ? item.x : 0));
    expect(xs).toHaveLength(2);
    xs.forEach((x, i) => expect(x).toBeCloseTo([600, 680][i]!, 6));
    const centre = view.x + view.width / 2;
    expect(centre).toBeGreaterThan(600);
    expect(centre).toBeLessThan(680);
    expect(view.x + view.width).toBeLessThanOrEqual(800);
  });

  it('comes down to the ground and closer where everyone stands low, but never squeezes a group harder for it', () => {
    const low = tallComposition(scene([person('charlotte', 400)])).view;
    expect(low.height).toBeLessThan(500 / 1.1);
    expect(low.y + low.height).toBeCloseTo(500, 5);
    expect(low.width / low.height).toBeCloseTo(TALL_WIDTH / 500, 5);
    const spread = tallComposition(scene([person('mom', 120), person('charlotte', 400), person('dad', 690)])).view;
    expect(spread.height).toBe(500);
  });

  it('stages an item where the scene places it for the phone, and leaves the wide picture as it was', () => {
    const cake = { prop: 'birthday-cake', x: 300, y: 470, size: 80, tall: { x: 640, y: 490, size: 120 } } as const;
    const given = scene([person('charlotte', 600), person('leo', 680), cake]);
    const staged = tallComposition(given).scene.items[2]!;
    expect(staged).toMatchObject({ y: 490, size: 120 });
    expect('x' in staged && staged.x).toBeCloseTo(640, 6);
    expect(staged).not.toHaveProperty('tall');
    expect(given.items[2]).toMatchObject({ x: 300, y: 470, size: 80 });
  });

  it('turns a prop and lays out its things another way for the phone where the scene asks', () => {
    const berries = { prop: 'wild-blueberries', variant: 'bush', x: 520, y: 482, size: 170, rotate: 12, tall: { size: 115, rotate: -31, variant: 'spread' } };
    const given = SceneSchema.parse(scene([person('charlotte', 600), berries]));
    expect(tallComposition(given).scene.items[1]).toMatchObject({ variant: 'spread', rotate: -31, size: 115 });
    expect(given.items[1]).toMatchObject({ variant: 'bush', rotate: 12, size: 170 });
    expect(renderSceneSvg(given, { frame: 'tall' })).not.toBe(
      renderSceneSvg({ ...given, items: [given.items[0]!, { ...berries, tall: { size: 115 } }] }, { frame: 'tall' }),
    );
  });

  it('comes as close as the desk’s camera, at its height, where everyone stays whole', () => {
    const { view } = tallComposition(scene([person('charlotte', 400)], { x: 400, y: 320, zoom: 1.4 }));
    expect(view.width).toBeCloseTo(TALL_WIDTH / 1.4, 5);
    expect(view.y + view.height / 2).toBeCloseTo(320, 5);
  });

  it('steps out from a desk camera too close for the phone, so a head the 16:10 crop keeps is not cut', () => {
    const child = person('charlotte', 400);
    const head = headOf(child, groundTop('park'), undefined);
    const { view } = tallComposition(scene([child], { x: 400, y: 420, zoom: 2.4 }));
    expect(view.height).toBeGreaterThan(500 / 2.4);
    expect(view.y).toBeLessThan(head.y - head.r * 1.3);
  });

  it('draws a 4:5 picture whose view box is the staged frame', () => {
    const svg = renderSceneSvg(scene([person('charlotte', 400)]), { frame: 'tall' });
    const { view } = tallComposition(scene([person('charlotte', 400)]));
    const box = [view.x, view.y, view.width, view.height].map((v) => Math.round(v * 10) / 10).join(' ');
    expect(svg).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500" viewBox="${box}"`));
    expect(svg).toContain('data-part="charlotte"');
  });
});

describe('a tall place that turns a figure', () => {
  it('draws the person turned as the phone asks, and the wide picture as the scene does', () => {
    const turned = { ...person('charlotte', 400), tall: { facing: 'three-quarter-left', gaze: 'left' } } as const;
    const { scene: staged } = tallComposition(scene([person('mom', 200), turned]));
    const phone = staged.items.find((item) => 'person' in item && item.person === 'charlotte');
    expect(phone).toMatchObject({ facing: 'three-quarter-left', gaze: 'left' });
    expect(SceneSchema.safeParse(scene([turned])).success).toBe(true);
    expect(renderSceneSvg(scene([turned]))).toBe(renderSceneSvg(scene([person('charlotte', 400)])));
  });

  it('leaves the rest to the engine: turned only, a figure is not placed by hand', () => {
    const crowd = [person('mom', 120), person('charlotte', 400), person('dad', 690)];
    const plain = tallComposition(scene(crowd));
    const turned = tallComposition(scene([crowd[0]!, { ...crowd[1]!, tall: { facing: 'side-left' } }, crowd[2]!]));
    expect(turned.view).toEqual(plain.view);
    const xs = (staged: Scene) => staged.items.map((item) => ('x' in item ? item.x : 0));
    expect(xs(turned.scene)).toEqual(xs(plain.scene));
  });
});

import { describe, expect, it } from 'vitest';
import { drawAnimal } from '@/pictures/figures/animals';
import { animals } from './book-cast';

interface Round {
  x: number;
  y: number;
  rx: number;
  ry: number;
}

/** Every circle and ellipse in some markup, as centre and radii. */
const rounds = (svg: string): Round[] => [
  ...[...svg.matchAll(/<circle cx="([-\d.]+)" cy="([-\d.]+)" r="([\d.]+)"/g)].map(([, x, y, r]) => ({ x: +x!, y: +y!, rx: +r!, ry: +r! })),
  ...[...svg.matchAll(/<ellipse cx="([-\d.]+)" cy="([-\d.]+)" rx="([\d.]+)" ry="([\d.]+)"/g)].map(([, x, y, rx, ry]) => ({
    x: +x!,
    y: +y!,
    rx: +rx!,
    ry: +ry!,
  })),
];

/** The markup of each group marked with `attribute`, up to the group's end (the groups hold no nested group). */
const groups = (svg: string, attribute: string) => [...svg.matchAll(new RegExp(`<g ${attribute}="">(.*?)</g>`, 'g'))].map((m) => m[1]!);

describe('a storybook hedgehog stands up on its hind feet', () => {
  const bramble = animals.bramble;
  const draw = (pose: 'stand-up' | 'hug') => drawAnimal(bramble, { pose, facing: 'right', expression: 'happy', scale: 1 });

  it('upright, its head is above its feet by more than its body is wide', () => {
    const svg = draw('stand-up');
    const [head] = groups(svg, 'data-head');
    expect(head).toBeDefined();
    const body = rounds(svg.slice(0, svg.indexOf('data-head')));
    const width = Math.max(...body.map((r) => r.x + r.rx)) - Math.min(...body.map((r) => r.x - r.rx));
    const eye = Math.min(...rounds(head!).map((r) => r.y));
    // The feet stand on y = 0; the face is high above them, the body taller than it is wide.
    expect(-eye).toBeGreaterThan(width);
  });

  it('has two short arms; hugging, they reach forward past its front, round the other', () => {
    for (const pose of ['stand-up', 'hug'] as const) expect(groups(draw(pose), 'data-arm')).toHaveLength(2);
    const svg = draw('hug');
    const armless = svg.replace(/<g data-arm="">.*?<\/g>/g, '');
    const body = rounds(armless.slice(0, armless.indexOf('data-head')));
    const front = Math.max(...body.map((r) => r.x + r.rx));
    // The far arm (drawn first, behind the body) reaches past its front; the near one, over the other's body, round its back.
    const [far, near] = groups(svg, 'data-arm').map((arm) => Math.max(...rounds(arm).map((r) => r.x)) - front);
    expect(far).toBeGreaterThan(bramble.size * 0.1);
    expect(near).toBeGreaterThan(bramble.size * 0.4);
    // Standing, the paws stay at its sides, within a short reach of its belly.
    for (const arm of groups(draw('stand-up'), 'data-arm')) expect(Math.max(...rounds(arm).map((r) => r.x))).toBeLessThan(front + bramble.size * 0.1);
  });
});

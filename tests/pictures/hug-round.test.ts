import { describe, expect, it } from 'vitest';
import type { Scene } from '@/pictures/vocabulary/scene';
import './book-cast';
import { headOf, personOptions, type PersonPlaced } from '@/pictures/draw-scene';
import { groundTop } from '@/pictures/backgrounds';
import { lookInBook, skeletonOf } from '@/pictures/figures';
import { fistOf } from '@/pictures/figures/draw-person';
import { proportionsByAge } from '@/pictures/figures/proportions';
import { renderSceneSvg } from '@/pictures/render-scene';

/** A hug as a book asks for it (decision 063): who hugs whom, and the engine puts the arms round and the heads together. */
const kneelingHug: Scene = {
  background: 'party-room',
  time: 'day',
  items: [
    { person: 'charlotte', x: 442, y: 494, pose: 'kneel', facing: 'three-quarter-right', expression: 'happy', hugs: 'leo' },
    { person: 'leo', x: 494, y: 486, pose: 'hug', facing: 'three-quarter-left', expression: 'happy-tears', hugs: 'charlotte' },
  ],
};
const sideBySide: Scene = {
  ...kneelingHug,
  items: [
    { person: 'charlotte', x: 410, y: 490, pose: 'stand', facing: 'three-quarter-right', expression: 'happy', hugs: 'mina' },
    { person: 'mina', x: 462, y: 490, pose: 'hug', facing: 'three-quarter-left', expression: 'happy', hugs: 'charlotte' },
  ],
};
const roundTwo: Scene = {
  ...kneelingHug,
  items: [
    { person: 'dad', x: 400, y: 470, pose: 'kneel', facing: 'front', expression: 'happy', hugs: ['leo', 'charlotte'] },
    { person: 'charlotte', x: 350, y: 492, pose: 'stand', facing: 'three-quarter-right', expression: 'happy' },
    { person: 'leo', x: 452, y: 492, pose: 'stand', facing: 'three-quarter-left', expression: 'happy' },
  ],
};

const ground = groundTop('party-room');
const person = (scene: Scene, id: string) => scene.items.find((item): item is PersonPlaced => 'person' in item && item.person === id)!;
const look = (item: PersonPlaced) => lookInBook(item.person, undefined)!;

/** The hands of a hugger, in the scene, where the palms are drawn. */
function hands(scene: Scene, id: string) {
  const item = person(scene, id);
  const options = personOptions(item, ground, undefined, scene.items);
  const sk = skeletonOf(look(item), options);
  const armW = proportionsByAge[look(item).age].armW * options.height * look(item).height;
  const at = (limb: typeof sk.nearArm) => {
    const p = fistOf(limb, armW);
    return { x: item.x + p.x, y: item.y + p.y };
  };
  return { near: at(sk.nearArm), far: at(sk.farArm) };
}

/** The other's body: from shoulder to hip, as wide as the shoulders, with an arm's width of give. */
function bodyBox(scene: Scene, id: string) {
  const item = person(scene, id);
  const options = personOptions(item, ground, undefined, scene.items);
  const sk = skeletonOf(look(item), options);
  const give = proportionsByAge[look(item).age].armW * options.height * look(item).height;
  const xs = [sk.shoulder.x, sk.hip.x];
  return {
    left: item.x + Math.min(...xs) - sk.shoulderW / 2 - give,
    right: item.x + Math.max(...xs) + sk.shoulderW / 2 + give,
    top: item.y + sk.shoulder.y - give,
    bottom: item.y + sk.hip.y + give,
  };
}
const inside = (p: { x: number; y: number }, box: ReturnType<typeof bodyBox>) => p.x >= box.left && p.x <= box.right && p.y >= box.top && p.y <= box.bottom;

describe('a hug: arms round the other, heads together', () => {
  for (const [name, scene, a, b] of [
    ['kneeling to a smaller child', kneelingHug, 'charlotte', 'leo'],
    ['standing side by side', sideBySide, 'charlotte', 'mina'],
  ] as const) {
    it(`${name}: both of each hugger's hands lie on the other's body, on its far half`, () => {
      for (const [hugger, held] of [
        [a, b],
        [b, a],
      ] as const) {
        const box = bodyBox(scene, held);
        // The near edge of their body, an arm's width in: a hand short of it would be a pat at arm's length.
        const away = Math.sign(person(scene, held).x - person(scene, hugger).x);
        const nearEdge = away > 0 ? box.left : box.right;
        for (const hand of Object.values(hands(scene, hugger))) {
          expect(inside(hand, box), `${hugger}'s hand on ${held}`).toBe(true);
          expect((hand.x - nearEdge) * away, `${hugger}'s hand well onto ${held}`).toBeGreaterThan((box.right - box.left) * 0.35);
        }
      }
    });

    it(`${name}: the two heads are closer than a head's width`, () => {
      const first = headOf(person(scene, a), ground, undefined, false, scene.items);
      const second = headOf(person(scene, b), ground, undefined, false, scene.items);
      expect(Math.hypot(first.x - second.x, first.y - second.y)).toBeLessThan(2 * Math.max(first.r, second.r));
    });
  }

  it('draws the far arm behind the one held (before them) and the near arm over them (after them)', () => {
    const svg = renderSceneSvg(kneelingHug);
    // Each person's groups in drawing order; the one with the head is the body, the others its arms drawn apart.
    const groups = [...svg.matchAll(/<g data-part="(charlotte|leo)"/g)].map((m, i, all) => ({
      id: m[1],
      body: svg.slice(m.index, all[i + 1]?.index ?? svg.length).includes('data-head'),
    }));
    const order = groups.map((g) => `${g.id}${g.body ? '' : '-arm'}`);
    // Her far arm goes behind him, so before his body; her near arm over him, after it, and both hands after it.
    const leo = order.indexOf('leo');
    expect(order.indexOf('charlotte-arm')).toBeLessThan(leo);
    expect(order.lastIndexOf('charlotte-arm')).toBeGreaterThan(leo);
    // Two arms and their two hands, each hand drawn after him, so it shows on his back.
    expect(order.filter((id) => id === 'charlotte-arm')).toHaveLength(4);
    expect(order.slice(leo + 1).filter((id) => id === 'charlotte-arm')).toHaveLength(3);
  });

  it('takes the forearms and hands round behind the body they hold: cut where its torso is, not laid across its chest', () => {
    const svg = renderSceneSvg(kneelingHug);
    // His body is his group with the head; his arms round her are groups of their own.
    const leoAt = [...svg.matchAll(/<g data-part="leo"/g)]
      .map((m) => m.index)
      .find((at) => /^.*?data-head/.test(svg.slice(at, svg.indexOf('<g data-part=', at + 1))))!;
    // Everything of hers drawn over him (her near arm, her two hands) is inside the clip of his torso.
    const over = [...svg.slice(leoAt + 1).matchAll(/(<g clip-path="url\(#hug-charlotte-leo\)">)?<g data-part="charlotte"/g)];
    expect(over.length).toBe(3);
    for (const m of over) expect(m[1], 'her arm drawn over him is clipped').toBeDefined();
    // The clip is the whole picture with his torso cut out of it: his chest's middle is in the hole.
    const d = /<clipPath id="hug-charlotte-leo"[^>]*><path clip-rule="evenodd" d="([^"]+)"/.exec(svg)![1]!;
    const hole = d
      .split('M')[2]!
      .replace('Z', '')
      .split('L')
      .map((p) => p.trim().split(/\s+/).map(Number) as [number, number]);
    const leo = person(kneelingHug, 'leo');
    const sk = skeletonOf(look(leo), personOptions(leo, ground, undefined, kneelingHug.items));
    const chest = { x: leo.x + (sk.shoulder.x + sk.hip.x) / 2, y: leo.y + (sk.shoulder.y + sk.hip.y) / 2 };
    const crossings = hole.filter(([x1, y1], i) => {
      const [x2, y2] = hole[(i + 1) % hole.length]!;
      return y1 > chest.y !== y2 > chest.y && chest.x < x1 + ((chest.y - y1) * (x2 - x1)) / (y2 - y1);
    }).length;
    expect(crossings % 2).toBe(1);
    // Above the shoulders (tipped with the body's lean) nothing is cut: an arm up round the neck still shows.
    expect(Math.min(...hole.map(([, y]) => y))).toBeGreaterThanOrEqual(leo.y + sk.shoulder.y - sk.shoulderW * 0.3);
  });

  it('a grown-up round two at once lays a hand over each one’s outer shoulder, drawn over them', () => {
    const { near, far } = hands(roundTwo, 'dad');
    expect(inside(near, bodyBox(roundTwo, 'leo'))).toBe(true);
    expect(inside(far, bodyBox(roundTwo, 'charlotte'))).toBe(true);
    const svg = renderSceneSvg(roundTwo);
    const dad = [...svg.matchAll(/<g data-part="dad"/g)].map((m) => m.index);
    const leo = svg.indexOf('<g data-part="leo"');
    expect(dad.length).toBe(5);
    expect(Math.max(...dad)).toBeGreaterThan(leo);
  });
});

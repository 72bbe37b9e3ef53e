import { describe, expect, it } from 'vitest';
import { cutThatMustShow } from '@/pictures/close-shot';
import type { LaidOut, PictureLayout } from '@/pictures';
import { drawnPairs } from '../support/drawn';

const person = (part: string, x: number, extra: Partial<LaidOut> = {}): LaidOut => ({
  part,
  kind: 'person',
  order: 1,
  box: { left: x - 40, right: x + 40, top: 100, bottom: 400 },
  parts: [],
  keep: [],
  base: { x, y: 400 },
  head: { x, y: 140, r: 30 },
  named: true,
  ...extra,
});
const layout = (x: number, things: LaidOut[]): PictureLayout => ({ setting: 'park', view: { x, y: 0, width: 400, height: 500 }, ground: 300, things });

describe("what a wide shot's phone picture must show (decision 091)", () => {
  const desk = (things: LaidOut[]): PictureLayout => ({ ...layout(0, things), view: { x: 0, y: 0, width: 800, height: 500 } });

  it('lets the frame cut a body but never the face of someone the picture is about', () => {
    const things = [person('a', 100), person('b', 370)];
    // The frame's side at 400 cuts b's body at x 410 but not the face (340 to 400).
    expect(cutThatMustShow(desk(things), layout(0, things), ['a', 'b'])).toEqual([]);
    const moved = [person('a', 100), person('b', 390)];
    expect(cutThatMustShow(desk(moved), layout(0, moved), ['a', 'b']).map((cut) => `${cut.what} ${cut.part}`)).toEqual(['face b']);
  });

  it('lets a bystander, beyond the faces the picture is about, show the face or take the whole head out, never a sliver', () => {
    const out = [person('a', 200), person('b', 450)];
    expect(cutThatMustShow(desk(out), layout(0, out), ['a'])).toEqual([]);
    const through = [person('a', 200), person('b', 420)];
    expect(cutThatMustShow(desk(through), layout(0, through), ['a']).map((cut) => `${cut.what} ${cut.part}`)).toEqual(['bystander b']);
  });

  it('keeps a hand on what it touches inside the frame', () => {
    const reaching = [person('a', 330, { reaches: [{ hand: 'near', to: { x: 410, y: 250 }, wrist: { x: 410, y: 250 }, on: 'cake' }] })];
    expect(cutThatMustShow(desk(reaching), layout(0, reaching), ['a']).map((cut) => `${cut.what} ${cut.part}`)).toEqual(['hand a']);
  });
});

it("every wide shot's phone picture shows the faces it is about, the hands on what they touch, its animals and named things", () => {
  const cut = drawnPairs().flatMap(({ wide, tall }) =>
    wide.panel.scene.shot
      ? []
      : cutThatMustShow(wide.layout, tall.layout, wide.panel.scene.faces).map(
          (shown) => `${wide.name} ${shown.what} ${shown.part}: ${Math.round(shown.cut * 100)} %`,
        ),
  );
  expect(cut).toEqual([]);
});

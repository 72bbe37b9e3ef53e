import { describe, expect, it } from 'vitest';
import { CATCH_LIGHT, drawFace, eyeBoxes, PROFILE_EYE_IN } from '@/pictures/figures/face';

const frame = { cx: 0, cy: 0, r: 50, direction: 0 as const, turn: 0, skin: '#f0c8a0' };

/** The dark ovals of open eyes and the white circles on them. */
function eyesOf(svg: string) {
  const ovals = [...svg.matchAll(/<ellipse cx="([-\d.]+)" cy="([-\d.]+)" rx="([\d.]+)" ry="([\d.]+)" fill="#3d2630"\/>/g)].map((m) => ({
    cx: Number(m[1]),
    cy: Number(m[2]),
    rx: Number(m[3]),
    ry: Number(m[4]),
  }));
  const lights = [...svg.matchAll(/<circle cx="([-\d.]+)" cy="([-\d.]+)" r="([\d.]+)" fill="#fff"\/>/g)].map((m) => ({
    x: Number(m[1]),
    y: Number(m[2]),
    r: Number(m[3]),
  }));
  return { ovals, lights };
}

describe('faces that read on a phone', () => {
  it('gives each open eye a white catch-light inside it, up toward the light', () => {
    for (const expression of ['neutral', 'happy', 'sad', 'worried', 'calling', 'teary'] as const) {
      const { ovals, lights } = eyesOf(drawFace(expression, frame));
      expect(ovals).toHaveLength(2);
      for (const eye of ovals) {
        const inside = lights.filter((l) => ((l.x - eye.cx) / eye.rx) ** 2 + ((l.y - eye.cy) / eye.ry) ** 2 < 1);
        expect(inside.length).toBeGreaterThanOrEqual(1);
        // The biggest light sits in the upper half, on the lit (left) side, and wholly inside the eye.
        const main = inside.reduce((a, b) => (b.r > a.r ? b : a));
        expect(main.y).toBeLessThan(eye.cy);
        expect(main.x).toBeLessThan(eye.cx);
        expect(Math.hypot((main.x - eye.cx) / eye.rx, (main.y - eye.cy) / eye.ry) + main.r / eye.rx).toBeLessThan(1);
      }
    }
    expect(CATCH_LIGHT.r).toBeGreaterThan(0.3);
  });

  it('draws eyes big enough to read: an open eye is at least a fifth of the head wide', () => {
    const { ovals } = eyesOf(drawFace('neutral', frame));
    for (const eye of ovals) expect(eye.ry * 2).toBeGreaterThan(frame.r * 0.3);
  });

  it('tells happy tears from sad ones: beads by smiling eyes, streams under sad brows and a wailing mouth', () => {
    const happy = drawFace('happy-tears', frame);
    const sad = drawFace('crying', frame);
    const streams = (svg: string) => (svg.match(/stroke="#6ec3f4"/g) ?? []).length;
    const drops = (svg: string) => (svg.match(/fill="#6ec3f4"/g) ?? []).length;
    expect(streams(happy)).toBe(0);
    expect(drops(happy)).toBe(2);
    expect(streams(sad)).toBe(2);
    // Happy tears come with an open smile (its tongue) and no chevron-squeezed eyes; sad ones with a wail.
    expect(happy).toContain('fill="#f2727f"');
    expect(happy).not.toMatch(/stroke-linejoin="round" fill="none"\/><g transform="matrix\(-1/);
  });

  it('opens the mouth to sing and to call, and wobbles it about to cry', () => {
    const mouthFill = (svg: string) => (svg.match(/fill="#5a1f2b"/g) ?? []).length;
    expect(mouthFill(drawFace('singing', frame))).toBe(1);
    expect(mouthFill(drawFace('calling', frame))).toBe(1);
    expect(mouthFill(drawFace('neutral', frame))).toBe(0);
    expect(drawFace('teary', frame)).toMatch(/T[-\d. ]+T/);
  });

  it('lifts sad brows in the middle and lowers cross ones there', () => {
    // A brow starts at its inner end (near the nose); compare its height with its outer end.
    const innerMinusOuter = (expression: 'sad' | 'cross') => {
      const m = /<path d="M([-\d.]+) ([-\d.]+)Q[-\d.]+ [-\d.]+ ([-\d.]+) ([-\d.]+)Q[^"]*Z" fill="#3d2630"/.exec(drawFace(expression, frame));
      return Number(m?.[2]) - Number(m?.[4]);
    };
    expect(innerMinusOuter('sad')).toBeLessThan(-5);
    expect(innerMinusOuter('cross')).toBeGreaterThan(5);
  });

  it('softens a blush into the cheek: nested faint ellipses, none opaque', () => {
    const blushes = [...drawFace('happy', frame).matchAll(/<ellipse [^>]*fill="#ff9eae" opacity="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(blushes).toHaveLength(6);
    for (const opacity of blushes) expect(opacity).toBeLessThanOrEqual(0.25);
  });
});

describe('animals drawn like people', () => {
  it('marks every animal’s head, with its eyes inside it, and outlines its forms with the brush contour', async () => {
    const { drawAnimal } = await import('@/pictures/figures/animals');
    const { animals } = await import('./book-cast');
    for (const look of Object.values(animals))
      for (const facing of ['right', 'left'] as const) {
        const svg = drawAnimal(look, { pose: 'stand', facing, expression: 'happy', scale: 1 });
        const head = /<g data-head=""[^>]*>/.exec(svg);
        expect(head, look.name).not.toBeNull();
        // The eye (a dark dot, or a closed or happy arc) is drawn inside the head's group.
        expect(svg.slice(head!.index)).toMatch(/fill="#3d2630"|stroke="#3d2630"/);
        // A contour: unfilled copies of the forms, stroked in a deepened tone of their fill.
        expect(
          (svg.match(/fill="none" stroke="#[0-9a-f]{6}" stroke-width="[\d.]+" stroke-linejoin="round" transform="translate/g) ?? []).length,
        ).toBeGreaterThan(2);
      }
  });
});

describe('a face in profile', () => {
  it('keeps its eye back from the head’s rim, so the profile reads as a face and not a bump on the outline', () => {
    for (const direction of [-1, 1] as const) {
      const frame = { cx: 0, cy: 0, r: 50, direction, turn: 1, skin: '#f1c7a5' };
      const [eye, ...others] = eyeBoxes(frame);
      expect(others).toEqual([]);
      const outer = direction === 1 ? eye!.x + eye!.width : -eye!.x;
      expect(outer).toBeLessThanOrEqual(frame.r * (1 - PROFILE_EYE_IN) + 1e-9);
      // Still on the face's side of the head.
      expect((eye!.x + eye!.width / 2) * direction).toBeGreaterThan(frame.r * 0.25);
    }
  });
});

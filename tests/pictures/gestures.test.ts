import { describe, expect, it } from 'vitest';
import { people } from './book-cast';
import { handsOf } from './drawn-parts';
import { drawPerson, skeletonOf } from '@/pictures/figures/draw-person';
import { FINGERS_FROM_WIDTH, handParts, pointingFinger } from '@/pictures/figures/hands';
import { proportionsByAge } from '@/pictures/figures/proportions';

describe('gestures that read', () => {
  it('stands a finger held across the hand (up at the lips) clear of the fist, not lying across it', () => {
    const w = 10;
    for (const up of [
      { x: 0, y: 1 },
      { x: -0.35, y: 0.94 },
      { x: 0.2, y: -0.98 },
    ]) {
      const { tip } = pointingFinger(w, up);
      // The palm is a round of about half the arm's width round (0.3 w, 0): the tip stands well beyond it.
      expect(Math.hypot(tip.x - w * 0.3, tip.y)).toBeGreaterThan(w * 0.9);
    }
  });

  it('puts a finger up at the lips of someone lying down, however small they are drawn', () => {
    const small = FINGERS_FROM_WIDTH / proportionsByAge.child.armW - 20;
    for (const height of [200, small])
      for (const facing of ['side-left', 'side-right'] as const) {
        const svg = drawPerson(people.charlotte, { height, pose: 'lie', arms: 'shush', facing, expression: 'happy' });
        expect(
          handsOf(svg).flatMap((hand) => hand.out),
          `${height} ${facing}`,
        ).toHaveLength(1);
      }
  });

  it('counts on the fingers of a small hand, up to three', () => {
    const small = FINGERS_FROM_WIDTH / proportionsByAge.child.armW - 20;
    const counted = (fingers: number) =>
      handsOf(drawPerson(people.charlotte, { height: small, pose: 'finger-up', facing: 'front', expression: 'happy', fingers })).flatMap((hand) => hand.out)
        .length;
    expect(counted(2)).toBe(2);
    expect(counted(3)).toBe(3);
  });

  it('sits on a bed’s edge: thighs level over the edge at about knee height, shins down to the floor, hands beside the hips', () => {
    for (const facing of ['side-right', 'three-quarter-left'] as const) {
      const sk = skeletonOf(people.grandpa, { height: 200, pose: 'sit-edge', facing, expression: 'happy' });
      const thigh = sk.nearLeg;
      // The thigh runs out level; the shin hangs down from the knee to a foot on the floor (y = 0).
      expect(Math.abs(thigh.mid.y - thigh.root.y)).toBeLessThan(Math.abs(thigh.mid.x - thigh.root.x) * 0.3);
      expect(thigh.end.y - thigh.mid.y).toBeGreaterThan(40);
      expect(Math.abs(thigh.end.y)).toBeLessThan(30);
      // The hands rest down at the hips, not in the lap or the air.
      expect(Math.abs(sk.nearArm.end.y - sk.hip.y)).toBeLessThan(25);
    }
  });
});

describe('a hand at a phone’s size', () => {
  /** The hand's ellipses in its own frame: the palm (the first unturned one) and the thumb (the turned one), in drawing order. */
  const parts = (markup: string) => {
    const shapes = [
      ...markup.matchAll(/<ellipse cx="([-\d.]+)" cy="([-\d.]+)" rx="([\d.]+)" ry="([\d.]+)" fill="#[0-9a-f]{6}"( transform="rotate\(([-\d.]+))?/g),
    ];
    const palm = shapes.find((s) => !s[5])!;
    const thumb = shapes.find((s) => s[5])!;
    return { palm: palm.slice(1, 5).map(Number), thumb: [...thumb.slice(1, 5).map(Number), Number(thumb[6])], thumbAfterPalm: thumb.index > palm.index };
  };

  it('draws the thumb over the palm and standing off its side, so its own line splits it from the palm', () => {
    // A large fist (FOLDS_FROM_WIDTH) brings its thumb over the fingers' front instead (hands-that-grip.test.ts).
    for (const width of [5, 8, 11]) {
      const { back } = handParts({ x: 0, y: 0 }, { x: 30, y: 0 }, width, '#e0b090');
      const { palm, thumb, thumbAfterPalm } = parts(back);
      expect(thumbAfterPalm, `width ${width}`).toBe(true);
      const [pcx, pcy, prx, pry] = palm as [number, number, number, number];
      const [tcx, tcy, trx, , spin] = thumb as [number, number, number, number, number];
      // The thumb's tip, out along its length on the side away from the wrist, lies outside the palm.
      const a = (spin * Math.PI) / 180;
      const tips = [1, -1].map((s) => ({ x: tcx + s * trx * Math.cos(a), y: tcy + s * trx * Math.sin(a) }));
      const outside = tips.map((tip) => ((tip.x - pcx) / prx) ** 2 + ((tip.y - pcy) / pry) ** 2);
      expect(Math.max(...outside), `width ${width}`).toBeGreaterThan(1.1);
    }
  });
});

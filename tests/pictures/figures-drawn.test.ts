import { describe, expect, it } from 'vitest';
import { people, personIds } from './book-cast';
import { handsOf, pathPoints, shoesOf } from './drawn-parts';
import {
  ARM,
  drawPerson,
  figureOf,
  footShape,
  HEM,
  LEG,
  SLEEVE_CUFF,
  SLEEVE_SWELL,
  skeletonOf,
  TOE_OUT,
  TROUSER_LEG,
  TROUSER_SWELL,
  type PersonOptions,
} from '@/pictures/figures/draw-person';
import { drawFace, faceOf, type FaceFrame } from '@/pictures/figures/face';
import { limbWidthAt } from '@/pictures/figures/limb-shape';
import type { PersonLook } from '@/pictures/figures/types';

/** Round 18: figures drawn, not peg dolls (decision 064). */
const standing: PersonOptions = { height: 300, pose: 'stand', facing: 'front', expression: 'happy' };

describe('clothes on a body', () => {
  it('hangs a trouser leg from a full thigh, in a little at the knee and nearly straight to its hem', () => {
    const at = (u: number) => limbWidthAt(TROUSER_LEG, u, TROUSER_SWELL);
    const [thigh, knee, calf, hem] = [at(0.4), at(1), at(1.38), at(2)];
    expect(thigh / knee).toBeGreaterThan(1.3);
    expect(hem / calf).toBeGreaterThan(0.88);
    // Wider at the hem than a bare ankle, which tapers to half its calf.
    expect(hem).toBeGreaterThan(limbWidthAt(LEG, 2) * 1.4);
    expect(knee).toBeLessThan(calf * 1.05);
  });

  it('rounds a sleeve over the shoulder and ends it in a cuff wider than the forearm', () => {
    const bare = { upper: SLEEVE_SWELL.upper, lower: SLEEVE_SWELL.lower };
    expect(limbWidthAt(ARM, 0.12, SLEEVE_SWELL)).toBeGreaterThan(limbWidthAt(ARM, 0.12, bare) * 1.05);
    expect(limbWidthAt(ARM, 0.12, SLEEVE_SWELL)).toBeGreaterThan(limbWidthAt(ARM, 0, SLEEVE_SWELL));
    expect(SLEEVE_CUFF.width).toBeGreaterThan(1.05);
    expect(SLEEVE_CUFF.from).toBeGreaterThan(1.7);
  });

  it('lays a top’s hem over the waistband, flaring out from the waist', () => {
    for (const id of ['dad', 'theo', 'seojun'] as const) {
      const svg = drawPerson(people[id], standing);
      const hem = /<path data-part="hem" d="([^"]+)"/.exec(svg);
      expect(hem, id).not.toBeNull();
      const [topLeft, topRight, hemRight, , hemLeft] = pathPoints(hem![1]!);
      expect(Math.abs(hemRight!.x - hemLeft!.x), id).toBeGreaterThan(Math.abs(topRight!.x - topLeft!.x) * (1 + HEM.flare * 0.8));
      expect(hemRight!.y, id).toBeGreaterThan(topRight!.y);
    }
  });
});

describe('a body’s own figure', () => {
  it('draws a grown woman’s waist in and hips out, a man’s chest wider than his waist, a child’s belly round', () => {
    const [mom, dad, charlotte] = [people.mom, people.dad, people.charlotte].map(figureOf);
    expect(mom!.pinch).toBeLessThan(dad!.pinch);
    expect(dad!.pinch).toBeLessThan(1);
    expect(mom!.hips).toBeGreaterThan(dad!.hips);
    expect(charlotte!.belly).toBeGreaterThan(0);
    expect(dad!.belly).toBe(0);
    // The hips a grown woman's figure widens are drawn: her drawn hip line is wider, for her shoulders, than his.
    const hipsOver = (look: PersonLook) => {
      const sk = skeletonOf(look, standing);
      return sk.hipW / sk.shoulderW;
    };
    expect(hipsOver(people.mom) * mom!.hips).toBeGreaterThan(hipsOver(people.dad) * dad!.hips);
  });
});

describe('feet and hands that read on a phone', () => {
  it('turns each foot seen face-on out from the body, a shoe with a heel and a toe', () => {
    const limb = { root: { x: 10, y: -100 }, mid: { x: 10, y: -50 }, end: { x: 10, y: 0 } };
    const right = footShape(limb, 12, 1, false, false, 1);
    const left = footShape(limb, 12, 1, false, false, -1);
    expect(right.shoe && left.shoe).toBe(true);
    expect(right.angle).toBe(TOE_OUT);
    expect(left.angle).toBe(180 - TOE_OUT);
    expect(right.cx).toBeGreaterThan(limb.end.x);
    expect(left.cx).toBeLessThan(limb.end.x);
    // Drawn on a figure: two shoes, the picture's left one mirrored, each centred out past its ankle.
    for (const id of personIds) {
      const sk = skeletonOf(people[id], standing);
      const shoes = shoesOf(drawPerson(people[id], standing)).filter((shoe) => shoe.at.y > -10);
      expect(shoes, id).toHaveLength(2);
      const [l, r] = [...shoes].sort((a, b) => a.at.x - b.at.x);
      expect(l!.mirrored && !r!.mirrored, id).toBe(true);
      expect(l!.at.x, id).toBeLessThan(Math.min(sk.nearLeg.end.x, sk.farLeg.end.x));
      expect(r!.at.x, id).toBeGreaterThan(Math.max(sk.nearLeg.end.x, sk.farLeg.end.x));
    }
  });

  it('draws a free hand at the same share of the head for a child as for a grown-up, big enough to read', () => {
    const shares = personIds.map((id) => {
      const sk = skeletonOf(people[id], standing);
      const hands = handsOf(drawPerson(people[id], standing));
      return Math.min(...hands.map((hand) => hand.width)) / (2 * sk.headR);
    });
    // A hand's length is about one and a half of its width: 0.55 to 0.65 of the head's height.
    for (const share of shares) expect(share).toBeGreaterThan(0.34);
    expect(Math.max(...shares) - Math.min(...shares)).toBeLessThan(0.04);
  });
});

describe('a grown woman’s face is warm, not sly', () => {
  const frame = (look: PersonLook): FaceFrame => ({ cx: 0, cy: 0, r: 50, direction: 0, turn: 0, skin: look.skin, features: faceOf(look) });
  const ink = '#3d2630';

  it('arches every grown-up’s brow round its middle, not peaked toward its outer end', () => {
    for (const look of [people.mom, people.dad, people.grandma]) {
      const brows = [...drawFace('neutral', frame(look)).matchAll(new RegExp(`<path d="(M[^"]+Z)" fill="${ink}"`, 'g'))]
        .map((m) => pathPoints(m[1]!))
        .filter((points) => points.length === 7);
      expect(brows.length, look.age).toBe(2);
      for (const [inner, top, outer] of brows) {
        const span = outer!.x - inner!.x;
        expect(Math.abs(top!.x - (inner!.x + outer!.x) / 2)).toBeLessThan(Math.abs(span) * 0.05);
      }
    }
  });

  it('rounds the lash line evenly over an open eye', () => {
    const svg = drawFace('neutral', frame(people.mom));
    const lines = [...svg.matchAll(new RegExp(`<path d="(M[^"]+Q[^"]+)l[^"M]+" stroke="${ink}"`, 'g'))].map((m) => pathPoints(m[1]!));
    expect(lines).toHaveLength(2);
    for (const [start, control, end] of lines) expect(Math.abs(control!.x - (start!.x + end!.x) / 2)).toBeLessThan(Math.abs(end!.x - start!.x) * 0.08);
  });
});

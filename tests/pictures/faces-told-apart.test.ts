import { describe, expect, it } from 'vitest';
import { people } from '@/content/stories/charlotte-family';
import { drawFace, faceOf, featureScale, headOutline, type FaceFrame } from '@/pictures/figures/face';
import type { PersonLook } from '@/pictures/figures/types';
import { expressions } from '@/pictures/vocabulary/figure-vocabulary';

const ink = '#3d2630';
const frameOf = (look: PersonLook, r = 50): FaceFrame => ({ cx: 0, cy: 0, r, direction: 0, turn: 0, skin: look.skin, features: faceOf(look) });

/** The chin's depth below the head's centre and the widest the cheek curve's handle reaches, from the outline. */
function outline(frame: FaceFrame) {
  const [first] = [...headOutline(frame).matchAll(/C([-\d.]+) ([-\d.]+) ([-\d.]+) ([-\d.]+) ([-\d.]+) ([-\d.]+)/g)].map((m) => m.slice(1).map(Number));
  return { cheek: first![0]!, full: first![1]!, chin: first![5]! };
}

/** The open eyes' dark ovals' heights. */
const eyeHeights = (svg: string) => [...svg.matchAll(new RegExp(`<ellipse [^>]*ry="([\\d.]+)" fill="${ink}"/>`, 'g'))].map((m) => Number(m[1]));

describe('faces a phone tells apart (decision 059, round 2)', () => {
  it('draws a grown-up’s face longer than a child’s of the same shape, and a child’s cheeks fuller', () => {
    const child = outline(frameOf({ ...people.charlotte, face: { shape: 'oval' } }));
    const mom = outline(frameOf(people.mom));
    // The chin a little lower and the sides full much further down, to a jaw.
    expect(mom.chin).toBeGreaterThan(child.chin + 1.5);
    expect(mom.full).toBeGreaterThan(child.full + 5);
    expect(child.cheek).toBeGreaterThan(mom.cheek);
  });

  it('gives a grown-up smaller eyes for the head than a child, and lips under a closed mouth', () => {
    const [dad] = eyeHeights(drawFace('neutral', frameOf(people.dad)));
    const [charlotte] = eyeHeights(drawFace('neutral', frameOf({ ...people.charlotte, face: { eyes: 'round' } })));
    expect(dad!).toBeLessThan(charlotte! * 0.85);
    const lips = /<path d="[^"]+Z" fill="#[0-9a-f]{6}" opacity=".75"\/>/;
    expect(drawFace('neutral', frameOf(people.mom))).toMatch(lips);
    expect(drawFace('neutral', frameOf(people.charlotte))).not.toMatch(lips);
  });

  it('grows the features on a small head, so a back-row face keeps its eyes', () => {
    expect(featureScale(50)).toBe(1);
    expect(featureScale(12)).toBeGreaterThan(1.3);
    const big = eyeHeights(drawFace('neutral', frameOf(people.charlotte, 50)))[0]! / 50;
    const small = eyeHeights(drawFace('neutral', frameOf(people.charlotte, 12)))[0]! / 12;
    expect(small).toBeGreaterThan(big * 1.3);
  });

  it('keeps a small head’s tears on its cheek: only the eyes, brows and mouth grow', () => {
    for (const r of [12, 50]) {
      const frame = frameOf(people.charlotte, r);
      const drops = [...drawFace('crying', frame).matchAll(/<path d="M([-\d.]+) ([-\d.]+)Q[^"]*A[^"]*Z" fill="#6ec3f4"\/>/g)].map((m) => Number(m[2]));
      expect(drops).toHaveLength(2);
      // The drop's top is above the chin (a round face's chin is r below the centre).
      for (const y of drops) expect(y).toBeLessThan(r);
    }
  });

  it('draws determined: brows down at the nose, narrowed eyes under a lid, a closed mouth', () => {
    expect(expressions).toContain('determined');
    const svg = drawFace('determined', frameOf(people.charlotte));
    // Closed: no open mouth's dark inside.
    expect(svg).not.toMatch(/fill="#5a1f2b"/);
    // The eyes narrower than a neutral look's.
    const [set] = eyeHeights(svg);
    const [neutral] = eyeHeights(drawFace('neutral', frameOf(people.charlotte)));
    expect(set!).toBeLessThan(neutral! * 0.9);
    // A lid line over each eye.
    expect(svg.match(/<path d="M[-\d.]+ [-\d.]+L[-\d.]+ [-\d.]+" stroke="#3d2630"[^>]*stroke-linecap="round"\/>/g)).toHaveLength(2);
  });
});

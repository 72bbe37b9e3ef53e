import { describe, expect, it } from 'vitest';
import type { Scene } from '@/pictures/vocabulary/scene';
import { planIllustrations } from '@/content/stories/book-pictures';
import { OVERCAST, depthScale, seatOnShoulders, type PersonPlaced } from '@/pictures/draw-scene';
import { skeletonOf, standingHeight } from '@/pictures/figures';
import { people } from './book-cast';
import { handsOf } from './drawn-parts';
import { renderSceneSvg } from '@/pictures/render-scene';

const base: Scene = {
  background: 'dining-room',
  time: 'day',
  items: [
    { prop: 'birthday-cake', x: 400, y: 420, size: 120, count: 8, lit: true },
    { person: 'charlotte', x: 300, y: 470, pose: 'blow', facing: 'three-quarter-right', expression: 'blowing' },
  ],
};

describe('kit scenes', () => {
  it('draws the same file for the same scene', () => {
    expect(renderSceneSvg(base)).toBe(renderSceneSvg(base));
  });

  it('lays no tint over a day picture', () => {
    expect(renderSceneSvg(base)).not.toContain('kit-tint');
  });

  it('tints the whole picture at night, and a lit cake cuts a hole of light in the tint', () => {
    const svg = renderSceneSvg({ ...base, time: 'night' });
    expect(svg).toContain('fill="url(#kit-tint)" mask="url(#kit-lights)"');
    // The tint is drawn after the figures, so they are darkened with the room.
    expect(svg.indexOf('url(#kit-tint)"')).toBeGreaterThan(svg.indexOf('translate(300 470)'));
    expect(svg.match(/fill="url\(#kit-hole\)"/g)).toHaveLength(1);
  });

  it('a warm light tints what its hole reveals warm; a cool one (a star) does not', () => {
    const svg = renderSceneSvg({
      ...base,
      time: 'night',
      items: [...base.items, { light: 'cool', x: 100, y: 60, radius: 20 }],
    });
    expect(svg.match(/fill="url\(#kit-hole\)"/g)).toHaveLength(2);
    expect(svg.match(/fill="url\(#kit-warm-tint\)" style="mix-blend-mode:multiply"/g)).toHaveLength(1);
  });

  it('a lamp glow near a face does not fog it: most of the glow is cut from the head, fading out with no edge', () => {
    const svg = renderSceneSvg({ ...base, time: 'night', items: [...base.items, { light: 'warm', x: 300, y: 330, radius: 160 }] });
    const circles = (fill: string) =>
      [...svg.matchAll(new RegExp(`<circle cx="([\\d.-]+)" cy="([\\d.-]+)" r="([\\d.-]+)" fill="url\\(#${fill}\\)"`, 'g'))].map((m) => ({
        x: Number(m[1]),
        y: Number(m[2]),
        r: Number(m[3]),
      }));
    const faces = circles('kit-face');
    const cuts = circles('kit-face-cut');
    expect(faces).toHaveLength(1);
    expect(cuts).toHaveLength(1);
    // The face's lift reaches 1.7 head radii; the cut reaches past the head and fades all the way out, so no dark
    // ring marks where it ends.
    const face = faces[0]!;
    const cut = cuts[0]!;
    const headRadius = face.r / 1.7;
    expect([cut.x, cut.y]).toEqual([face.x, face.y]);
    expect(cut.r).toBeGreaterThanOrEqual(headRadius * 1.4);
    const gradient = /<radialGradient id="kit-face-cut">(.*?)<\/radialGradient>/.exec(svg)![1]!;
    const stops = [...gradient.matchAll(/offset="([\d.]+)%"[^>]*stop-opacity="([\d.]+)"/g)].map((m) => ({ at: Number(m[1]) / 100, cut: Number(m[2]) }));
    expect(stops[0]!.cut).toBeGreaterThanOrEqual(0.6);
    expect(stops.at(-1)).toEqual({ at: 1, cut: 0 });
    for (let i = 1; i < stops.length; i++) expect(stops[i]!.cut).toBeLessThan(stops[i - 1]!.cut);
    // Every screening glow lies inside the group the faces are cut from.
    const group = svg.slice(svg.indexOf('<g data-glow="" mask="url(#kit-glow-faces)"'));
    expect(group.length).toBeLessThan(svg.length);
    expect(svg.split('fill="url(#kit-glow-').length).toBe(group.split('fill="url(#kit-glow-').length);
  });

  it('blown-out candles give no light', () => {
    const svg = renderSceneSvg({ ...base, time: 'lamp', items: [{ prop: 'birthday-cake', x: 400, y: 420, size: 120, count: 8, lit: false }] });
    expect(svg).not.toContain('url(#kit-hole)"/>');
  });

  it('a close-up zooms in and never shows past the canvas edge', () => {
    const svg = renderSceneSvg({ ...base, camera: { x: 0, y: 0, zoom: 2 } });
    // Asked to centre on the corner, the camera stops where the canvas's corner meets the frame's.
    expect(svg).toContain('translate(400 250) scale(2) translate(-200 -125)');
  });

  // Drawn with the desk's camera, closer on Charlotte and the cake (decision 065), the rain is inside the camera's group.
  it('draws rain over everything', () => {
    expect(renderSceneSvg({ ...base, weather: 'rain' as const })).toMatch(
      /<g data-overlay=""><rect [^>]*fill="#8d98ad"[^>]*\/><path [^>]*stroke="#cfe3f5"[^>]*opacity=".75"\/><\/g>(<\/g>)?<rect data-overlay=""[^>]*look-paper[^>]*\/><\/svg>/,
    );
  });

  it('lays an overcast day under a cool grey wash, deepest at the sky, and a storm darker with rain through it', () => {
    const grey = renderSceneSvg({ ...base, weather: 'overcast' as const });
    expect(grey).toContain(`stop-color="${OVERCAST.overcast.top}"`);
    expect(grey).toMatch(/fill="url\(#kit-overcast\)" style="mix-blend-mode:multiply"/);
    expect(grey).not.toContain('stroke="#cfe3f5"');
    const storm = renderSceneSvg({ ...base, weather: 'storm' as const });
    expect(storm).toContain(`stop-color="${OVERCAST.storm.top}"`);
    expect(storm).toContain('stroke="#cfe3f5"');
    // Cooler than it is light: blue above red in every stop, and the storm darker than the overcast day.
    const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    for (const { top, bottom } of Object.values(OVERCAST)) for (const [r, , b] of [rgb(top), rgb(bottom)]) expect(b!).toBeGreaterThan(r!);
    const sum = (hex: string) => rgb(hex).reduce((a, c) => a + c, 0);
    expect(sum(OVERCAST.storm.top)).toBeLessThan(sum(OVERCAST.overcast.top));
  });

  it('makes figures farther up the ground smaller', () => {
    expect(depthScale(380, 380)).toBeCloseTo(0.7);
    expect(depthScale(380, 500)).toBeCloseTo(1.02);
    expect(depthScale(380, 440)).toBeGreaterThan(depthScale(380, 400));
  });

  it('seats a child riding on the shoulders of the person listed after it, legs over their shoulders, ankles in their hands', () => {
    const scene: Scene = {
      ...base,
      items: [
        { person: 'leo', x: 100, y: 100, pose: 'ride-shoulders', facing: 'front', expression: 'laughing' },
        { person: 'dad', x: 420, y: 480, pose: 'stand', facing: 'front', expression: 'happy' },
      ],
    };
    const ground = 380;
    const [rider, carrier] = scene.items as [PersonPlaced, PersonPlaced];
    const seated = seatOnShoulders(rider, carrier, ground, undefined);
    const dad = skeletonOf(people.dad, { height: standingHeight.adult * depthScale(ground, 480), pose: 'stand', facing: 'front', expression: 'happy' });
    const leo = skeletonOf(people.leo, {
      height: standingHeight[people.leo.age] * depthScale(ground, 480),
      pose: 'ride-shoulders',
      facing: 'front',
      expression: 'happy',
    });
    // Wherever the scene put the rider, its seat is on top of the carrier's shoulders, on his centre line,
    // high enough that the rider's shoulders show above his head.
    expect(seated.x).toBe(420);
    const seat = seated.y + leo.hip.y;
    expect(seat).toBeLessThan(480 + dad.shoulder.y);
    expect(seat).toBeGreaterThan(480 + dad.headCentre.y - dad.headR);
    expect(seated.y + leo.shoulder.y).toBeLessThan(480 + dad.headCentre.y - dad.headR);
    // Both knees clear the carrier's head, so the shins hang over his shoulders, not behind his face.
    expect(Math.abs(leo.nearLeg.mid.x)).toBeGreaterThan(dad.headR);
    // One shin each side of his head, clear of its hair, so the rider reads as sitting astride, not as a head out of his.
    for (const leg of [leo.nearLeg, leo.farLeg]) expect(Math.min(Math.abs(leg.mid.x), Math.abs(leg.end.x))).toBeGreaterThan(dad.headR * 1.3);
    expect(Math.sign(leo.nearLeg.end.x - dad.headCentre.x)).toBe(-Math.sign(leo.farLeg.end.x - dad.headCentre.x));
    // The rider's body is drawn first, behind the carrier; its legs over his body but under his head.
    const svg = renderSceneSvg(scene);
    const groups = [...svg.matchAll(/<g data-part="(leo|dad)"/g)].map((m) => m[1]);
    expect(groups).toEqual(['leo', 'dad', 'leo', 'dad']);
    const lastDad = svg.lastIndexOf('<g data-part="dad"');
    expect(svg.indexOf('data-head', lastDad)).toBeGreaterThan(lastDad);
    expect(svg.slice(svg.indexOf('<g data-part="dad"'), lastDad)).not.toContain('data-head');
  });

  it("lets a carrier turned three-quarters put the hands where its own reachTo says, on the rider's shin", () => {
    const carrier = { person: 'dad', x: 420, y: 480, pose: 'stand', facing: 'three-quarter-right', expression: 'happy', arms: 'hold-chest' } as const;
    const scene = (dad: Scene['items'][number]): Scene => ({
      ...base,
      items: [{ person: 'leo', x: 420, y: 480, pose: 'ride-shoulders', facing: 'three-quarter-right', expression: 'happy' }, dad],
    });
    const free = renderSceneSvg(scene(carrier));
    const holding = renderSceneSvg(scene({ ...carrier, reachTo: { near: { x: 450, y: 250 }, far: { x: 462, y: 254 } } }));
    const dadPart = (svg: string) => svg.slice(svg.lastIndexOf('<g data-part="dad"'));
    expect(dadPart(holding)).not.toBe(dadPart(free));
  });

  it("draws no ground shadow under an animal lifted in someone's arms", () => {
    const scene = (lifted?: true): Scene => ({
      ...base,
      items: [{ animal: 'bramble', x: 300, y: 360, floorY: 480, pose: 'stand', facing: 'left', expression: 'happy', lifted }],
    });
    const shadow = /<ellipse [^>]*fill="#1d1a2e" opacity=".16"\/><g data-part="bramble"/;
    expect(renderSceneSvg(scene())).toMatch(shadow);
    expect(renderSceneSvg(scene(true))).not.toMatch(shadow);
  });

  it('sends a hand to a point in the scene: a pointing fingertip or a palm lands on it, in both compositions', () => {
    // Within reach of a child's arm: ahead of her and at chest height.
    const target = { x: 425, y: 375 };
    const person = { person: 'charlotte', x: 400, y: 470, pose: 'stand', facing: 'three-quarter-right', expression: 'happy' } as const;
    /** The palms of the person at (px, 470), in scene units. */
    const hands = (svg: string, px: number) => handsOf(svg).map((hand) => ({ x: px + hand.palm.x, y: 470 + hand.palm.y }));
    const near = (points: { x: number; y: number }[], to: { x: number; y: number }) => Math.min(...points.map((p) => Math.hypot(p.x - to.x, p.y - to.y)));
    const palm = renderSceneSvg({ ...base, items: [{ ...person, reachTo: { near: target } }] });
    expect(near(hands(palm, 400), target)).toBeLessThan(6);
    expect(near(hands(renderSceneSvg({ ...base, items: [person] }), 400), target)).toBeGreaterThan(20);
    // Pointing, the fingertip lands there: the palm stops a finger's length short.
    const finger = renderSceneSvg({ ...base, items: [{ ...person, arms: 'point', reachTo: { near: target } }] });
    const gap = near(hands(finger, 400), target);
    expect(gap).toBeGreaterThan(6);
    expect(gap).toBeLessThan(20);
    // On the phone the point moves with the figure as the group is drawn together.
    const wide = {
      ...base,
      items: [
        { ...person, x: 100, reachTo: { near: { x: 125, y: 375 } } },
        { ...person, x: 700 },
      ],
    } satisfies Scene;
    const tall = renderSceneSvg(wide, { frame: 'tall' });
    const moved = Number(tall.match(/<g data-part="charlotte" transform="translate\(([-\d.]+) 470\)"/)![1]);
    expect(near(hands(tall, moved), { x: moved + 25 * ((moved - 400) / (100 - 400)), y: 375 })).toBeLessThan(6);
  });

  it('shows the legs of a figure wading only faintly below the water line, deeper to the knees than to the ankles', () => {
    const dad = { person: 'dad', x: 400, y: 470, pose: 'stand', facing: 'front', expression: 'happy' } as const;
    const line = (wading: 'ankles' | 'knees', rolledUp?: true) => {
      const svg = renderSceneSvg({ ...base, items: [{ ...dad, wading, rolledUp }] });
      expect(svg).toContain('clip-path="url(#wade-400-470)"');
      return Number(svg.match(/<clipPath id="wade-400-470"><rect x="-400" y="-1000" width="800" height="([\d.]+)"/)![1]) - 1000;
    };
    // The water line is above the ground (y < 0 in the figure's box), the knees' higher than the ankles'.
    expect(line('ankles')).toBeLessThan(0);
    expect(line('knees')).toBeLessThan(line('ankles'));
    // Trousers rolled up: the water stops below the knee, so the rolled cuff shows above it.
    expect(line('knees', true)).toBeGreaterThan(line('knees'));
    expect(line('knees', true)).toBeLessThan(line('ankles'));
    expect(renderSceneSvg({ ...base, items: [dad] })).not.toContain('wade-');
    // Below the line the same legs show through the water, faintly, so the ripple reads as the surface and not the ground.
    const knees = renderSceneSvg({ ...base, items: [{ ...dad, wading: 'knees' }] });
    const under = knees.match(/<clipPath id="wade-400-470-under"><rect x="-400" y="([-\d.]+)"/);
    expect(Number(under![1])).toBeCloseTo(line('knees'), 5);
    expect(knees).toMatch(/<g clip-path="url\(#wade-400-470-under\)" opacity="\.45">/);
  });

  it('draws the water line of a figure wading as a foam arc and broken ripples, never a closed ring round the legs', () => {
    const dad = { person: 'dad', x: 400, y: 470, pose: 'stand', facing: 'front', expression: 'happy' } as const;
    for (const wading of ['ankles', 'knees'] as const) {
      const svg = renderSceneSvg({ ...base, items: [{ ...dad, wading }] });
      const water = svg.slice(svg.indexOf('<g clip-path="url(#wade-400-470)">'));
      const white = [...water.matchAll(/<(path|ellipse|circle)\b[^>]*stroke="#fff"[^>]*>/g)].map((m) => m[0]);
      expect(white.length).toBeGreaterThanOrEqual(2);
      for (const mark of white) {
        // Only open paths: no ellipse or circle, and no path closed back on itself.
        expect(mark.startsWith('<path')).toBe(true);
        expect(mark).not.toMatch(/d="[^"]*[Zz]/);
      }
      // The foam arc is broken, and the ripples are several short strokes.
      expect(white.some((mark) => mark.includes('stroke-dasharray'))).toBe(true);
      expect(white.some((mark) => (mark.match(/M/g) ?? []).length >= 4)).toBe(true);
    }
  });

  it('refuses to draw a person, animal, prop or variant the kit does not have', () => {
    const scene: Scene = {
      ...base,
      items: [
        { person: 'nobody', x: 1, y: 400, pose: 'stand', facing: 'front', expression: 'happy' },
        { animal: 'unicorn', x: 1, y: 400, pose: 'stand', facing: 'left', expression: 'happy' },
        { prop: 'birthday-cake', variant: 'melted', x: 1, y: 400, size: 50 },
      ],
    };
    expect(() => planIllustrations([{ format: 'side-bubbles', story: storyWith(), characters: {}, coverScene: scene, chapters: [] }])).toThrow(
      /unknown person "nobody"[\s\S]*unknown animal "unicorn"[\s\S]*no variant "melted"/,
    );
  });
});

function storyWith() {
  return {
    id: 'test',
    title: 'Test',
    description: 'A test.',
    coverImage: '/illustrations/test/cover.svg',
    coverAlt: 'A test.',
    author: 'Test',
    readingLevel: 'Level 2',
    levels: { en: 2, ko: 2 },
    route: '/book/test',
    series: 'Charlotte Adventures' as const,
    themes: ['test'],
    language: 'English' as const,
    translation: { title: '시험', description: '시험이에요.', coverAlt: '시험이에요.', themes: ['시험'] },
  };
}

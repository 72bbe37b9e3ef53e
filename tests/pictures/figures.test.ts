import { describe, expect, it } from 'vitest';
import { animalPoses, expressions, facings, poses, type Gaze } from '@/pictures/vocabulary/figure-vocabulary';
import { drawAnimal } from '@/pictures/figures/animals';
import { animalIds, animals, people, personIds } from './book-cast';
import { drawPerson, fistOf, heldPropPoint, seatHeight, skeletonOf } from '@/pictures/figures/draw-person';
import { drawFace } from '@/pictures/figures/face';
import { armsFor, poseSpecs } from '@/pictures/figures/poses';
import { proportionsByAge, standingHeight } from '@/pictures/figures/proportions';
import { lyingHeadSpin, solveSkeleton, upAlongFace } from '@/pictures/figures/skeleton';
import { shadeOf } from '@/pictures/figures/svg';
import { inkOf } from '@/pictures/style/contour';
import { handsOf, limbShapes, shoesOf } from './drawn-parts';

/** Every number in the markup is finite, so no pose or face ever writes NaN into a picture. */
function expectFiniteNumbers(svg: string): void {
  expect(svg).not.toMatch(/NaN|Infinity|undefined/);
}

describe('people', () => {
  it.each(personIds)('%s is drawn in every pose, facing and expression', (id) => {
    const look = people[id];
    for (const pose of poses) {
      for (const facing of facings) {
        const svg = drawPerson(look, { height: 200, pose, facing, expression: 'happy' });
        expectFiniteNumbers(svg);
        expect(svg.length).toBeGreaterThan(500);
      }
    }
    for (const expression of expressions) expectFiniteNumbers(drawPerson(look, { height: 200, pose: 'stand', facing: 'front', expression }));
  });

  it('draws an arm raised above the eyes behind the head, and a hand at the face in front of it', () => {
    const afterHead = (pose: (typeof poses)[number]) => {
      const svg = drawPerson(people.charlotte, { height: 200, pose, facing: 'three-quarter-right', expression: 'happy' });
      const head = svg.indexOf('<g data-head');
      return limbShapes(svg.slice(svg.indexOf('</g>', head))).length;
    };
    expect(afterHead('cheer')).toBe(0);
    // The near arm: the bare arm and its short sleeve.
    expect(afterHead('hands-to-face')).toBe(2);
  });

  it('lets the other arm do a second pose: one hand holds while the far one points', () => {
    const spec = armsFor('hold', undefined, 'point');
    expect(spec.side.nearArm).toEqual(poseSpecs.hold.side.nearArm);
    expect(spec.side.farArm).toEqual(poseSpecs.point.side.nearArm);
    expect(spec.front.leftArm).toEqual(poseSpecs.point.front.rightArm);
    expect(spec.holds).toBe('near');
    expect(spec.farFinger).toBe(true);
    const sk = solveSkeleton(proportionsByAge.child, 200, poseSpecs.stand, 'side-right', spec);
    // Pointing: the far hand reaches forward, well ahead of the shoulder.
    expect(sk.farArm.end.x - sk.shoulder.x).toBeGreaterThan(40);
  });

  it('draws one finger for pointing and shushing, and none for a plain hand', () => {
    const fingers = (pose: (typeof poses)[number]) =>
      handsOf(drawPerson(people.mom, { height: 200, pose, facing: 'front', expression: 'happy' })).flatMap((hand) => hand.out).length;
    expect(fingers('stand')).toBe(0);
    expect(fingers('point')).toBe(1);
    expect(fingers('shush')).toBe(1);
  });

  it('holds up as many fingers as it counts, in a mitten too (a mitten cannot count)', () => {
    const counted = (fingers: number, clothes?: 'winter') =>
      handsOf(drawPerson(people.charlotte, { height: 200, pose: 'finger-up', facing: 'front', expression: 'happy', fingers, clothes })).flatMap(
        (hand) => hand.out,
      ).length;
    expect(counted(1)).toBe(1);
    expect(counted(3)).toBe(3);
    expect(counted(5)).toBe(5);
    expect(counted(3, 'winter')).toBe(3);
  });

  it('lays a flat hand on a wall with its fingers up, wherever the forearm points', () => {
    const fingerRises = (handFlat?: true) =>
      handsOf(drawPerson(people.seojun, { height: 200, pose: 'stand', facing: 'three-quarter-left', expression: 'surprised', fingers: 4, handFlat }))
        .flatMap((hand) => hand.out)
        .map((degrees) => Math.sin((degrees * Math.PI) / 180));
    // A hanging hand's fingers point down its arm; laid flat they all point up.
    expect(fingerRises()).toHaveLength(4);
    expect(fingerRises().every((dy) => dy > 0)).toBe(true);
    expect(fingerRises(true)).toHaveLength(4);
    expect(fingerRises(true).every((dy) => dy < 0)).toBe(true);
  });

  it('waves an open hand, near or far, and a mitten stays a mitten', () => {
    const spread = (options: { pose: (typeof poses)[number]; otherArm?: (typeof poses)[number]; clothes?: 'winter' }) =>
      handsOf(drawPerson(people.charlotte, { height: 200, facing: 'front', expression: 'happy', ...options })).flatMap((hand) => hand.out).length;
    expect(spread({ pose: 'wave' })).toBe(4);
    expect(spread({ pose: 'hold', otherArm: 'wave' })).toBe(4);
    expect(spread({ pose: 'wave', clothes: 'winter' })).toBe(0);
  });

  it('turns open eyes where the gaze says, and a tipped head looks up or down with it', () => {
    const frame = { cx: 0, cy: 0, r: 50, direction: 0 as const, turn: 0, skin: '#f0c8a0' };
    // The first eye's dark dot: its centre.
    const pupil = (gaze?: Gaze) => {
      const match = /<ellipse cx="([-\d.]+)" cy="([-\d.]+)"[^>]*fill="#3d2630"/.exec(drawFace('neutral', { ...frame, gaze }));
      return { x: Number(match?.[1]), y: Number(match?.[2]) };
    };
    expect(pupil('up').y).toBeLessThan(pupil().y);
    expect(pupil('down').y).toBeGreaterThan(pupil().y);
    expect(pupil('left').x).toBeLessThan(pupil().x);
    expect(pupil('right').x).toBeGreaterThan(pupil().x);
    // Up or down and across at once: a sign on a post beside someone, mittens held out to one side.
    expect(pupil('up-left')).toEqual({ x: pupil('left').x, y: pupil('up').y });
    expect(pupil('up-right')).toEqual({ x: pupil('right').x, y: pupil('up').y });
    expect(pupil('down-left')).toEqual({ x: pupil('left').x, y: pupil('down').y });
    expect(pupil('down-right')).toEqual({ x: pupil('right').x, y: pupil('down').y });
    const person = (head?: 'up', gaze?: 'down') =>
      drawPerson(people.dad, { height: 200, pose: 'stand', facing: 'three-quarter-left', expression: 'neutral', head, gaze });
    expect(person('up')).not.toBe(person());
    expect(person('up', 'down')).not.toBe(person('up'));
  });

  it('carries a tucked board under the near arm: its top in the armpit, over the body and under the arm and face', () => {
    const options = { height: 250, pose: 'stand', facing: 'side-right', expression: 'happy' } as const;
    const board = '<rect data-board="" width="10" height="10"/>';
    const svg = drawPerson(people.grandpa, { ...options, tucked: board, tuckedSize: 40 });
    const sk = skeletonOf(people.grandpa, options);
    const at = svg.match(new RegExp(`<g transform="translate\\(([-\\d.]+) ([-\\d.]+)\\)">${board}`));
    expect(Number(at![1])).toBeCloseTo((sk.hip.x + sk.shoulder.x) / 2, 0);
    // The board's top (its base less its height) just below the shoulder, within an arm's width.
    const top = Number(at![2]) - 40;
    expect(top).toBeGreaterThan(sk.shoulder.y);
    expect(top - sk.shoulder.y).toBeLessThan(proportionsByAge.elder.armW * 250 * people.grandpa.height);
    // Drawn before the head and the lowered near arm that comes down over it.
    expect(svg.indexOf(board)).toBeLessThan(svg.indexOf('#3d2630'));
  });

  it('turned three-quarter, lays a tucked board against the side under the near arm, narrowed, not across the chest', () => {
    const options = { height: 250, pose: 'stand', facing: 'three-quarter-right', expression: 'happy' } as const;
    const board = '<rect data-board="" width="10" height="10"/>';
    const svg = drawPerson(people.grandpa, { ...options, tucked: board, tuckedSize: 40 });
    const sk = skeletonOf(people.grandpa, options);
    const at = svg.match(new RegExp(`<g transform="translate\\(([-\\d.]+) ([-\\d.]+)\\) scale\\(([\\d.]+) 1\\)">${board}`));
    expect(Number(at![1])).toBeCloseTo(sk.nearArm.root.x, 0);
    // Off the chest's middle, toward the side the near arm hangs on, and narrower than seen flat.
    expect(Math.abs(Number(at![1]) - (sk.hip.x + sk.shoulder.x) / 2)).toBeGreaterThan(sk.shoulderW * 0.1);
    expect(Number(at![3])).toBeLessThan(0.8);
  });

  it('lifts an animal’s head further for something high above it (up-high) than for something up (up)', () => {
    // The head's group turns about the neck; the steepest turn in the drawing is the head's.
    const turn = (head?: 'up' | 'up-high') =>
      Math.min(
        0,
        ...[
          ...drawAnimal(animals.pip, { pose: 'stand', facing: 'right', expression: 'happy', scale: 1, head }).matchAll(
            /<g (?:data-head="" )?transform="rotate\((-?[\d.]+) /g,
          ),
        ].map((m) => Number(m[1])),
      );
    expect(turn('up')).toBeLessThan(0);
    expect(turn('up-high')).toBeLessThan(turn('up') - 20);
  });

  it('keeps a sad fox’s laid-back ears pointing up behind its head when the head is tipped far back (up-high)', () => {
    // Laid flat along a skull tipped 58° back, an ear would point down into the neck, hidden against the same coat.
    const svg = drawAnimal(animals.pip, { pose: 'stand', facing: 'right', expression: 'sad', scale: 1, head: 'up-high' });
    // The head's group is the last turned group (the sad brush before it is turned too).
    const head = [...svg.matchAll(/<g (?:data-head="" )?transform="rotate\((-?[\d.]+) ([-\d.]+) ([-\d.]+)\)">/g)].at(-1)!;
    const [angle, px, py] = [Number(head[1]), Number(head[2]), Number(head[3])];
    const inHead = svg.slice(head.index + head[0].length);
    const ears = [...inHead.matchAll(/<path d="M[-\d.]+ [-\d.]+L([-\d.]+) ([-\d.]+)L[-\d.]+ [-\d.]+Z" fill="#ea7a35"\/>/g)];
    expect(ears).toHaveLength(2);
    const r = (angle * Math.PI) / 180;
    const headRadius = Number(inHead.match(/<circle cx="[-\d.]+" cy="[-\d.]+" r="([\d.]+)" fill="#ea7a35"\/>/)![1]);
    for (const [, x, y] of ears) {
      // The tip's height once the head has turned about the neck: at least half a head above the neck.
      const tipY = py + (Number(x) - px) * Math.sin(r) + (Number(y) - py) * Math.cos(r);
      expect(py - tipY).toBeGreaterThan(headRadius / 2);
    }
  });

  it('draws an apron over the skirt, hanging down the front of the side the body faces', () => {
    // Charlotte's everyday outfit is a dress; her apron is white.
    const options = { height: 250, pose: 'push', facing: 'three-quarter-right', expression: 'happy', clothes: 'apron' } as const;
    const svg = drawPerson(people.charlotte, options);
    const sk = skeletonOf(people.charlotte, options);
    const skirt = [...svg.matchAll(/<path d="M[-\d. ]+H[-\d.]+L[^"]*Q[^"]*Z" fill="#f2706a"\/>/g)].at(-1)!.index;
    const apronPaths = [...svg.matchAll(/<path d="M([-\d.]+) ([-\d.]+)h([-\d.]+)[^"]*" fill="#fffaf0"\/>/g)];
    const lap = apronPaths.at(-1)!;
    // Drawn after the skirt, so it covers the lap, not hidden under it.
    expect(lap.index).toBeGreaterThan(skirt);
    // Its middle is toward the way she faces (right of the hip), below the waist.
    expect(Number(lap[1]) + Number(lap[3]) / 2).toBeGreaterThan(sk.hip.x);
    expect(Number(lap[2])).toBeGreaterThan(sk.hip.y - 20);
  });

  it('puffs the cheeks out past the edge of the face when blowing', () => {
    const frame = { cx: 0, cy: 0, r: 50, direction: 0 as const, turn: 0, skin: '#f0c8a0' };
    const reach = (expression: 'blowing' | 'happy') =>
      Math.max(
        0,
        ...[...drawFace(expression, frame).matchAll(/<circle cx="([-\d.]+)" cy="[-\d.]+" r="([\d.]+)" fill="#f0c8a0"/g)].map(
          (m) => Math.abs(Number(m[1])) + Number(m[2]),
        ),
      );
    expect(reach('blowing')).toBeGreaterThan(frame.r);
    expect(reach('happy')).toBe(0);
  });

  it('puts an oven mitt on the near hand, with no finger', () => {
    const mitt = handsOf(drawPerson(people.mom, { height: 200, pose: 'point', facing: 'front', expression: 'happy', ovenMitt: true }));
    const red = mitt.filter((hand) => hand.colour === '#d24b4b');
    expect(red).toHaveLength(1);
    expect(red[0]!.out).toHaveLength(0);
    expect(handsOf(drawPerson(people.mom, { height: 200, pose: 'point', facing: 'front', expression: 'happy' })).map((hand) => hand.colour)).not.toContain(
      '#d24b4b',
    );
  });

  it('draws a backpack seen from the front as two wide straps edged dark, in a colour unlike the clothes under it', () => {
    const redOveralls = { ...people.leo, outfit: { ...people.leo.outfit, kind: 'overalls', top: '#e8574f', bottom: '#3f6fb5' } } as const;
    const svg = drawPerson(redOveralls, { height: 200, pose: 'stand', facing: 'front', expression: 'happy', backpack: true });
    // Neither the red of the shirt nor the blue of the denim: the yellow pack, its straps edged in a darker yellow.
    const straps = [...svg.matchAll(/<path d="([^"]+)" stroke="(#[0-9a-f]{6})" stroke-width="[\d.]+" stroke-linecap="round" fill="none"\/>/g)].filter(
      (m) => m[2] === '#f2b134',
    );
    expect(straps).toHaveLength(1);
    expect(svg).toContain(`stroke="#85611d"`);
    // Turned three-quarters the straps still show, over the chest it faces with.
    const turned = drawPerson(redOveralls, { height: 200, pose: 'stand', facing: 'three-quarter-right', expression: 'happy', backpack: true });
    expect(turned).toMatch(/stroke="#f2b134" stroke-width="[\d.]+" stroke-linecap="round" fill="none"\/>/);
    const plain = drawPerson(people.leo, { height: 200, pose: 'stand', facing: 'front', expression: 'happy', backpack: true });
    expect(plain).not.toContain('#f2b134');
  });

  it('puts a short sleeve up along a raised arm, running on into the shirt, with square ends, not a round blob on the chest', () => {
    const tee = { ...people.charlotte, outfit: { ...people.charlotte.outfit, kind: 'top-trousers', top: '#ffd25a', sleeves: 'short' } } as const;
    const options = { height: 200, pose: 'cheer', facing: 'front', expression: 'happy' } as const;
    const sk = skeletonOf(tee, options);
    // The near sleeve in the shirt's colour (the far one is in its shade).
    const sleeves = limbShapes(drawPerson(tee, options)).filter((shape) => shape.fill === '#ffd25a');
    expect(sleeves).toHaveLength(1);
    for (const sleeve of sleeves) {
      const ys = sleeve.points.map((p) => p.y);
      // It runs well up the arm, above the shoulder, and hangs no further down the chest than the arm's own width.
      expect(Math.min(...ys)).toBeLessThan(sk.nearArm.root.y - 5);
      expect(Math.max(...ys)).toBeLessThan(sk.nearArm.root.y + 14);
    }
  });

  it("edges a long sleeve's forearm, so hands clapped in front of a sweater of the same colour stay joined to the arms", () => {
    const sweater = { ...people.dad, outfit: { ...people.dad.outfit, top: '#2f55b5', sleeves: undefined } };
    const svg = drawPerson(sweater, { height: 200, pose: 'stand', facing: 'front', expression: 'happy', arms: 'clap' });
    // The near arm, in the sweater's own colour, is one shape with a contour of that colour deepened under it.
    const arms = limbShapes(svg).filter((shape) => shape.fill === '#2f55b5');
    expect(arms).toHaveLength(1);
    expect(svg).toMatch(new RegExp(`fill="none" stroke="${inkOf('#2f55b5')}"[^>]*/><path d="M[^"]*A[^"]*Z" fill="#2f55b5"/>`));
  });

  it("draws socks in a tint of the wearer's top instead of shoes or rain boots when shoes are off indoors", () => {
    const theo = people.theo;
    const booted = { ...theo, outfit: { ...theo.outfit, top: '#4a7fc1', boots: true, shoes: '#2f6fb3' } };
    const shod = drawPerson(booted, { height: 200, pose: 'stand', facing: 'front', expression: 'happy' });
    const socked = drawPerson(booted, { height: 200, pose: 'stand', facing: 'front', expression: 'happy', socks: true });
    expect(shod).toContain('#2f6fb3');
    expect(socked).not.toContain('#2f6fb3');
    // A sock is a foot and a cuff above it in a soft tint of the top, so it does not read as a white sneaker.
    const tint = shadeOf('#4a7fc1', 0.45);
    expect(socked.match(new RegExp(tint, 'g'))).toHaveLength(2);
    // A foot in a sock is slimmer than the same foot in a shoe.
    const footWidth = (svg: string, colour: string) => shoesOf(svg).find((shoe) => shoe.fill === colour)!.rx;
    expect(footWidth(socked, tint)).toBeLessThan(footWidth(shod, '#2f6fb3'));
    // Striped socks: bands of the top's own colour across the cuff at each ankle.
    const striped = drawPerson(booted, { height: 200, pose: 'stand', facing: 'front', expression: 'happy', socks: 'striped' });
    expect(striped.match(/stroke="#4a7fc1" stroke-width="[\d.]+" stroke-dasharray/g)).toHaveLength(2);
    expect(socked).not.toContain('stroke-dasharray');
    // Someone in a white top gets heather socks with red bands, not white ones.
    const pale = { ...theo, outfit: { ...theo.outfit, top: '#f4f4f4' } };
    const inSocks = drawPerson(pale, { height: 200, pose: 'stand', facing: 'front', expression: 'happy', socks: 'striped' });
    expect(inSocks).toContain('#cdbfae');
    expect(inSocks.match(/stroke="#d9534f" stroke-width="[\d.]+" stroke-dasharray/g)).toHaveLength(2);
  });

  it("rounds a hedgehog's pale face mask off at the back, with no straight cut against the spines", () => {
    const svg = drawAnimal(animals.bramble, { pose: 'stand', facing: 'right', expression: 'happy', scale: 1 });
    const mask = /<path d="M([^"]+)Z" fill="#f3d7b0"\/>/.exec(svg)?.[1] ?? '';
    // Three curves: the brow, the snout, and the back edge closing the mask (a Z alone drew a straight line).
    expect(mask.match(/q/g)).toHaveLength(3);
  });

  it('draws a cat with a flat face, whiskers and tabby stripes, not a dog muzzle', () => {
    const cat = drawAnimal(animals.bori, { pose: 'stand', facing: 'right', expression: 'happy', scale: 1 });
    const dog = drawAnimal(animals.biscuit, { pose: 'stand', facing: 'right', expression: 'happy', scale: 1 });
    expect(cat).toContain('#e8879a');
    expect(cat).toContain(animals.bori.detail);
    expect(dog).not.toContain('#e8879a');
  });

  it('curls the brush of a sitting fox round its front paws, its white tip ahead of them', () => {
    // The brush's white tip: an ellipse in the fox's pale accent.
    const tips = (pose: 'sit' | 'stand', expression: 'happy' | 'sad') =>
      [...drawAnimal(animals.pip, { pose, facing: 'right', expression, scale: 1 }).matchAll(/<ellipse cx="([-\d.]+)" cy="([-\d.]+)"[^>]*fill="#fff4e6"/g)].map(
        (m) => ({
          x: Number(m[1]),
          y: Number(m[2]),
        }),
      );
    const L = animals.pip.size;
    expect(tips('sit', 'happy').some((tip) => tip.x > L * 0.25 && tip.y > -L * 0.08)).toBe(true);
    expect(tips('sit', 'sad').some((tip) => tip.x > L * 0.25 && tip.y > -L * 0.08)).toBe(true);
    expect(tips('stand', 'happy').some((tip) => tip.x > L * 0.25 && tip.y > -L * 0.08)).toBe(false);
  });

  it('points: an owl stretches one wing out, a four-legged animal lifts a front paw forward', () => {
    const owl = (pose: 'point' | 'stand') => drawAnimal(animals.hazel, { pose, facing: 'right', expression: 'happy', scale: 1 });
    // The stretched wing reaches well past the body's side.
    const reach = (svg: string) =>
      Math.max(...[...svg.matchAll(/<path d="M([-\d.]+) [-\d.]+q([-\d.]+) [-\d.]+ ([-\d.]+)/g)].map((m) => Number(m[1]) + Number(m[3])));
    expect(reach(owl('point'))).toBeGreaterThan(animals.hazel.size * 0.9);
    const paw = (pose: 'point' | 'stand') => drawAnimal(animals.bori, { pose, facing: 'right', expression: 'happy', scale: 1 });
    expect(paw('point')).not.toBe(paw('stand'));
  });

  it('gives a sad animal a brow that rises towards its nose, not a cross one', () => {
    const sad = drawAnimal(animals.pip, { pose: 'stand', facing: 'right', expression: 'sad', scale: 1 });
    const brow = sad.match(/<path d="M(-?[\d.]+) (-?[\d.]+)L(-?[\d.]+) (-?[\d.]+)" stroke="#3d2630" stroke-width="[\d.]+" stroke-linecap="round"\/>/);
    expect(brow).not.toBeNull();
    const [, x1, y1, x2, y2] = brow!.map(Number);
    expect(x2).toBeGreaterThan(x1!);
    expect(y2).toBeLessThan(y1!);
  });

  it('tips the head down or up apart from the body, or far back at something high above', () => {
    const draw = (head?: 'up' | 'down' | 'up-high') =>
      drawPerson(people.charlotte, { height: 200, pose: 'stand', facing: 'side-right', expression: 'sad', head });
    expect(draw('down')).toMatch(/<g data-head="" transform="rotate\(18 /);
    expect(draw('up')).toMatch(/<g data-head="" transform="rotate\(-18 /);
    expect(draw('up-high')).toMatch(/<g data-head="" transform="rotate\(-36 /);
    expect(draw()).toMatch(/<g data-head="">/);
    const front = (head?: 'up' | 'down') => drawPerson(people.charlotte, { height: 200, pose: 'stand', facing: 'front', expression: 'sad', head });
    expect(front('down')).not.toBe(front());
    // From three-quarters the head turns about the neck and the face slides down it: the eyes sit lower in the
    // head than a level look's, before the turn (a plain turn alone read as a level look).
    const eyeY = (head?: 'down') => {
      const svg = drawPerson(people.charlotte, { height: 200, pose: 'stand', facing: 'three-quarter-right', expression: 'sad', head, gaze: 'right' });
      return Number(/<ellipse cx="[-\d.]+" cy="([-\d.]+)"[^>]*fill="#3d2630"/.exec(svg.slice(svg.indexOf('data-head')))?.[1]);
    };
    expect(eyeY('down')).toBeGreaterThan(eyeY() + 1);
  });

  it('shows each feeling differently', () => {
    const faces = expressions.map((expression) => drawPerson(people.charlotte, { height: 200, pose: 'stand', facing: 'front', expression }));
    expect(new Set(faces).size).toBe(expressions.length);
  });

  it('turns: three-quarter and side views differ from the front and from each other', () => {
    const views = facings.map((facing) => drawPerson(people.mom, { height: 260, pose: 'walk', facing, expression: 'neutral' }));
    expect(new Set(views).size).toBe(facings.length);
  });

  it('stands on the ground: the lowest sole of a standing figure is at y = 0', () => {
    const body = proportionsByAge.child;
    const sk = solveSkeleton(body, 200, poseSpecs.stand, 'front');
    const soles = [sk.nearLeg.end.y, sk.farLeg.end.y].map((y) => y + body.ankle * 200);
    expect(Math.max(...soles)).toBeCloseTo(0, 5);
  });

  it('stands on two legs seen from three-quarters: the feet are more than a leg apart, so two shoes show', () => {
    for (const age of ['child', 'adult'] as const) {
      const body = proportionsByAge[age];
      const sk = solveSkeleton(body, 200, poseSpecs.stand, 'three-quarter-right');
      expect(Math.abs(sk.nearLeg.end.x - sk.farLeg.end.x)).toBeGreaterThan(body.legW * 200);
    }
  });

  it('jumps off the ground and kneels on it', () => {
    const body = proportionsByAge.child;
    const jump = solveSkeleton(body, 200, poseSpecs.jump, 'front');
    expect(Math.max(jump.nearLeg.end.y, jump.farLeg.end.y) + body.ankle * 200).toBeLessThan(-10);
    const kneel = solveSkeleton(body, 200, poseSpecs.kneel, 'side-right');
    // The lower knee rests on the floor (the far one, upright under the hip, a little lower than the near one out in front).
    expect(Math.max(kneel.nearLeg.mid.y, kneel.farLeg.mid.y) + (body.legW * 200) / 2).toBeCloseTo(0, 5);
  });

  it('brings both wrists up to the chin, the hands beside the cheeks, for hands-to-face', () => {
    const sk = solveSkeleton(proportionsByAge.child, 200, poseSpecs['hands-to-face'], 'front');
    const chin = sk.headCentre.y + sk.headR;
    for (const arm of [sk.nearArm, sk.farArm]) {
      expect(arm.end.y).toBeLessThan(chin);
      expect(Math.abs(arm.end.x)).toBeLessThan(sk.headR * 1.6);
    }
  });

  it('brings the hands to the face on every body: over the mouth, a finger at the lips, a fist at the eye, cupped beside the mouth', () => {
    for (const age of ['child', 'adult', 'elder'] as const) {
      for (const facing of ['front', 'three-quarter-right'] as const) {
        const cover = solveSkeleton(proportionsByAge[age], 200, poseSpecs.stand, facing, poseSpecs['hands-over-mouth']);
        const mouthY = cover.headCentre.y + cover.headR * 0.45;
        for (const arm of [cover.nearArm, cover.farArm]) {
          expect(Math.abs(arm.end.y - mouthY)).toBeLessThan(cover.headR * 0.6);
          expect(Math.abs(arm.end.x - cover.headCentre.x)).toBeLessThan(cover.headR * 1.1);
        }
        const shh = solveSkeleton(proportionsByAge[age], 200, poseSpecs.stand, facing, poseSpecs.shush);
        expect(Math.hypot(shh.nearArm.end.x - shh.headCentre.x, shh.nearArm.end.y - shh.headCentre.y)).toBeLessThan(shh.headR * 1.8);
        const wipe = solveSkeleton(proportionsByAge[age], 200, poseSpecs.stand, facing, poseSpecs['wipe-eyes']);
        // The wrist stays back from the eye by the fingers' length, which goes with the arm, not the (smaller) skull.
        expect(Math.hypot(wipe.nearArm.end.x - wipe.headCentre.x, wipe.nearArm.end.y - wipe.headCentre.y)).toBeLessThan(wipe.headR * 1.25);
        // Calling out: the cupped hand beside the mouth, at its height, to the side of (or ahead of) it.
        const call = solveSkeleton(proportionsByAge[age], 200, poseSpecs.stand, facing, poseSpecs.call);
        const palm = call.nearArm.end;
        expect(Math.abs(palm.y - (call.headCentre.y + call.headR * 0.55))).toBeLessThan(call.headR * 0.4);
        expect(palm.x - call.headCentre.x).toBeGreaterThan(call.headR * 0.3);
      }
    }
  });

  it('keeps a lying head nearly upright on the pillow, and the shushing hand at its mouth, its elbow on the chest', () => {
    const sk = solveSkeleton(proportionsByAge.child, 200, poseSpecs.lie, 'side-left', poseSpecs.shush);
    expect(Math.abs(sk.rotation + lyingHeadSpin(sk.rotation))).toBeLessThanOrEqual(30);
    expect(Math.hypot(sk.nearArm.end.x - sk.headCentre.x, sk.nearArm.end.y - sk.headCentre.y)).toBeLessThan(sk.headR * 1.6);
    // The elbow rests on the chest, inside the shoulder, so the arm does not stick up out of the bed.
    expect(sk.nearArm.mid.x).toBeLessThan(sk.nearArm.root.x);
  });

  it('stands a lying figure’s shushing finger up along the face, from a hand below the mouth, instead of laying it across the mouth', () => {
    const sk = solveSkeleton(proportionsByAge.child, 200, poseSpecs.lie, 'side-left', poseSpecs.shush);
    const up = upAlongFace(lyingHeadSpin(sk.rotation));
    // The wrist is below the head's centre along the face, so the fist sits under the mouth.
    const fromHead = { x: sk.nearArm.end.x - sk.headCentre.x, y: sk.nearArm.end.y - sk.headCentre.y };
    expect(-(fromHead.x * up.x + fromHead.y * up.y)).toBeGreaterThan(sk.headR * 0.6);
    // The finger is drawn along the face: it points the way `up` points, not along the forearm.
    const svg = drawPerson(people.charlotte, { height: 200, pose: 'lie', arms: 'shush', facing: 'side-left', expression: 'happy' });
    const finger = handsOf(svg)
      .flatMap((hand) => hand.out)
      .map((degrees) => ({ x: Math.cos((degrees * Math.PI) / 180), y: Math.sin((degrees * Math.PI) / 180) }));
    const alongFace = finger.filter((d) => d.x * up.x + d.y * up.y > 0.95);
    expect(alongFace.length).toBeGreaterThan(0);
  });

  it('sends a lying figure’s hand to a point of the picture it lies in (a blanket’s edge under the chin)', () => {
    const upright = solveSkeleton(proportionsByAge.child, 200, poseSpecs.lie, 'side-left');
    // draw-person lays the figure down: turned by its rotation about the hip, then raised.
    const laid = (p: { x: number; y: number }) => {
      const a = (upright.rotation * Math.PI) / 180;
      return { x: p.x * Math.cos(a) - p.y * Math.sin(a), y: p.x * Math.sin(a) + p.y * Math.cos(a) - upright.raise };
    };
    const target = { x: laid(upright.shoulder).x + 10, y: laid(upright.shoulder).y - 12 };
    const sk = solveSkeleton(proportionsByAge.child, 200, poseSpecs.lie, 'side-left', poseSpecs.lie, { near: target });
    const wrist = laid(sk.nearArm.end);
    expect(Math.hypot(wrist.x - target.x, wrist.y - target.y)).toBeLessThan(proportionsByAge.child.armW * 200);
  });

  it('spreads both arms wide at shoulder height, and looks down with a lowered head', () => {
    const wide = solveSkeleton(proportionsByAge.child, 200, poseSpecs['arms-wide'], 'front');
    for (const arm of [wide.nearArm, wide.farArm]) {
      expect(Math.abs(arm.end.y - wide.shoulder.y)).toBeLessThan(0.06 * 200);
      expect(Math.abs(arm.end.x)).toBeGreaterThan(0.25 * 200);
    }
    const options = { height: 200, pose: 'hug-knees', facing: 'side-right', expression: 'sad' } as const;
    expect(drawPerson(people.charlotte, { ...options, head: 'down' })).not.toBe(drawPerson(people.charlotte, options));
  });

  it("lifts and lowers a dog's head apart from its body", () => {
    const dog = (head?: 'up' | 'down') => drawAnimal(animals.biscuit, { pose: 'stand', facing: 'right', expression: 'happy', scale: 1, head });
    expect(dog('up')).toMatch(/rotate\(-28 /);
    expect(dog('down')).toMatch(/rotate\(22 /);
    expect(dog()).not.toMatch(/rotate\(-28 |rotate\(22 /);
  });

  it('lays a palm on the forehead with the elbow up and out, the hand drawn in front of the head', () => {
    for (const facing of ['front', 'three-quarter-right'] as const) {
      const sk = solveSkeleton(proportionsByAge.child, 200, poseSpecs.stand, facing, poseSpecs['hand-to-forehead']);
      expect(sk.nearArm.end.y).toBeLessThan(sk.headCentre.y);
      expect(sk.nearArm.mid.y).toBeLessThan(sk.shoulder.y + 0.06 * 200);
    }
    const options = { height: 200, facing: 'front', expression: 'worried' } as const;
    const forehead = drawPerson(people.theo, { ...options, pose: 'hand-to-forehead' });
    expect(forehead.indexOf('data-head')).toBeLessThan(forehead.lastIndexOf('<ellipse'));
  });

  it('holds a thing out in front below the eyes, seen from three-quarters', () => {
    const sk = solveSkeleton(proportionsByAge.child, 200, poseSpecs.stand, 'three-quarter-right', poseSpecs['hold-out']);
    expect(sk.nearArm.end.x).toBeGreaterThan(sk.shoulder.x + 0.12 * 200);
    expect(sk.nearArm.end.y).toBeGreaterThan(sk.headCentre.y);
    expect(sk.nearArm.end.y).toBeLessThan(sk.shoulder.y + 0.12 * 200);
  });

  it('has a fox running scared pant with its tongue out, and a cat not', () => {
    const run = (id: 'pip' | 'bori') => drawAnimal(animals[id], { pose: 'run', facing: 'right', expression: 'scared', scale: 1 });
    const walk = drawAnimal(animals.pip, { pose: 'walk', facing: 'right', expression: 'scared', scale: 1 });
    expect(run('pip')).toContain('#f2727f');
    expect(walk).not.toContain('#f2727f');
    expect(run('bori')).not.toContain('#f2727f');
  });

  it('hides its eyes behind a front paw, drawn over the eye, as well as cowering', () => {
    const draw = (pose: 'cower' | 'hide-eyes') => drawAnimal(animals.pip, { pose, facing: 'right', expression: 'scared', scale: 1, head: 'down' });
    const hiding = draw('hide-eyes');
    const paw = hiding.lastIndexOf('<ellipse');
    // An outlined paw: filled in the coat with an edge of its own (the brush contour's copies are unfilled).
    expect(draw('cower')).not.toMatch(/<ellipse[^>]*fill="#[0-9a-f]{6}"[^>]*stroke=/);
    // The outlined paw is the last thing drawn on the head, so it lies over the eye.
    expect(hiding.slice(paw)).toMatch(/^<ellipse[^>]*fill="#[0-9a-f]{6}"[^>]*stroke=/);
  });

  it('grips what it holds: the grip point lies in the hand, the palm drawn behind the thing and the fingers closed over it in front', () => {
    for (const facing of facings)
      for (const look of [people.charlotte, people.grandpa]) {
        const options = { height: 220, pose: 'hold', facing, expression: 'happy', held: '<rect id="basket"/>' } as const;
        const svg = drawPerson(look, options);
        const grip = heldPropPoint(look, options);
        const heldAt = svg.indexOf('id="basket"');
        const holding = handsOf(svg).find((hand) => Math.hypot(hand.palm.x - grip.x, hand.palm.y - grip.y) < hand.width * 0.9);
        expect(holding, `${look.name} ${facing}`).toBeDefined();
        expect(holding!.closed.length).toBe(4);
        expect(holding!.index).toBeLessThan(heldAt);
        expect(holding!.end).toBeGreaterThan(heldAt);
        // A mitten closes over it the same way, its one pouch in front.
        const mittened = drawPerson(look, { ...options, clothes: 'winter' });
        const mitten = handsOf(mittened).find((hand) => hand.end > mittened.indexOf('id="basket"') && hand.index < mittened.indexOf('id="basket"'));
        expect(mitten?.closed).toHaveLength(1);
      }
  });

  it('shows fingers only on a hand drawn large enough to read on a phone', () => {
    const closed = (height: number) =>
      handsOf(drawPerson(people.charlotte, { height, pose: 'stand', facing: 'front', expression: 'happy' })).flatMap((hand) => hand.closed);
    expect(closed(220).length).toBe(8);
    expect(closed(70)).toHaveLength(0);
  });

  it('draws a pointing finger on a bare hand and none on a mitten', () => {
    const out = (pose: 'point' | 'stand', clothes?: 'winter') =>
      handsOf(drawPerson(people.charlotte, { height: 200, pose, facing: 'front', expression: 'happy', clothes })).flatMap((hand) => hand.out).length;
    expect(out('point')).toBe(1);
    expect(out('stand')).toBe(0);
    expect(out('point', 'winter')).toBe(0);
  });

  it('stamps with one foot well off the ground and the other on it, from the front and the side', () => {
    const body = proportionsByAge.child;
    for (const facing of ['front', 'side-right'] as const) {
      const sk = solveSkeleton(body, 200, poseSpecs.stamp, facing);
      const soles = [sk.nearLeg.end.y, sk.farLeg.end.y].map((y) => y + body.ankle * 200);
      expect(Math.max(...soles)).toBeCloseTo(0, 5);
      expect(Math.min(...soles)).toBeLessThan(-0.08 * 200);
    }
  });

  it('lays a seated skirt over the lap instead of a flat band across it', () => {
    const mina = { ...people.mina, outfit: { ...people.mina.outfit, kind: 'top-skirt' as const, bottom: '#34508a' } };
    const seated = drawPerson(mina, { height: 200, pose: 'sit-chair', facing: 'side-right', expression: 'happy' });
    const skirt = seated.match(/<path d="([^"]+)" fill="#34508a"\/>/)![1]!;
    const ys = [...skirt.matchAll(/-?\d+(?:\.\d+)?/g)].map(Number).filter((_, i) => i % 2 === 1);
    // From the waist down past the knee: taller than a band across the thighs.
    expect(Math.max(...ys) - Math.min(...ys)).toBeGreaterThan(0.12 * 200);
  });

  it('hugs the knees: seen from the side the knees come up above the hips and the hands reach them', () => {
    const sk = solveSkeleton(proportionsByAge.child, 200, poseSpecs['hug-knees'], 'side-right');
    expect(sk.nearLeg.mid.y).toBeLessThan(sk.hip.y);
    expect(Math.hypot(sk.nearArm.end.x - sk.nearLeg.mid.x, sk.nearArm.end.y - sk.nearLeg.mid.y)).toBeLessThan(0.12 * 200);
  });

  it('points up above the shoulder and down below the waist, the finger out in both', () => {
    const up = solveSkeleton(proportionsByAge.child, 200, poseSpecs['point-up'], 'side-right');
    const down = solveSkeleton(proportionsByAge.child, 200, poseSpecs['point-down'], 'side-right');
    expect(up.nearArm.end.y).toBeLessThan(up.shoulder.y - 0.1 * 200);
    expect(down.nearArm.end.y).toBeGreaterThan(down.shoulder.y + 0.2 * 200);
    expect(down.nearArm.end.x).toBeGreaterThan(down.shoulder.x + 0.1 * 200);
    expect(poseSpecs['point-up'].finger && poseSpecs['point-down'].finger).toBe(true);
  });

  it('goes down on one knee: from the side one knee is on the ground and the other foot planted ahead of it', () => {
    const sk = solveSkeleton(proportionsByAge.adult, 260, poseSpecs['one-knee'], 'side-right');
    const legW = proportionsByAge.adult.legW * 260;
    // The kneeling knee rests on the ground; the other knee is up at about hip height, its foot down in front.
    expect(sk.nearLeg.mid.y + legW / 2).toBeGreaterThan(-legW * 0.6);
    expect(sk.farLeg.mid.y).toBeLessThan(sk.nearLeg.mid.y - legW * 2);
    expect(sk.farLeg.end.x).toBeGreaterThan(sk.nearLeg.mid.x + legW);
  });

  it('pulls leaning back with both hands out in front', () => {
    const sk = solveSkeleton(proportionsByAge.adult, 200, poseSpecs.pull, 'side-right');
    expect(sk.shoulder.x).toBeLessThan(sk.hip.x);
    expect(sk.nearArm.end.x).toBeGreaterThan(sk.shoulder.x + 0.2 * 200);
  });

  it('takes the cap off for one scene, and rolls trousers up to bare shins', () => {
    const capped = { ...people.grandpa, outfit: { ...people.grandpa.outfit, hat: { kind: 'flat-cap' as const, colour: '#123456' } } };
    const options = { height: 260, pose: 'stand', facing: 'three-quarter-right', expression: 'happy' } as const;
    expect(drawPerson(capped, options)).toContain('#123456');
    expect(drawPerson(capped, { ...options, hatOff: true })).not.toContain('#123456');
    const trousers = people.dad.outfit.bottom.toLowerCase();
    const uses = (svg: string, colour: string) => svg.toLowerCase().split(colour).length - 1;
    const down = drawPerson(people.dad, options);
    const rolled = drawPerson(people.dad, { ...options, rolledUp: true });
    expect(uses(rolled, trousers)).toBeLessThanOrEqual(uses(down, trousers));
    expect(uses(rolled, people.dad.skin.toLowerCase())).toBeGreaterThan(uses(down, people.dad.skin.toLowerCase()));
    // The turned-back cuff below the knee, lighter than the trousers, on each leg.
    expect(limbShapes(rolled).filter((shape) => shape.fill === shadeOf(people.dad.outfit.bottom, 0.3))).toHaveLength(1);
    expect(uses(down, shadeOf(people.dad.outfit.bottom, 0.3))).toBe(0);
  });

  it('yawns with the eyes shut and the mouth wide open, and cries for joy with a smile', () => {
    const face = (expression: 'yawn' | 'happy-tears' | 'sleepy' | 'happy') =>
      drawPerson(people.charlotte, { height: 200, pose: 'stand', facing: 'front', expression });
    expect(face('yawn')).not.toBe(face('sleepy'));
    expect(face('happy-tears')).toContain('#6ec3f4');
    expect(face('happy')).not.toContain('#6ec3f4');
    const hedgehog = (expression: 'happy-tears' | 'happy') => drawAnimal(animals.bramble, { pose: 'stand', facing: 'right', expression, scale: 1 });
    expect(hedgehog('happy-tears')).not.toBe(hedgehog('happy'));
    // A crying hedgehog's tear runs down at least a seventh of its size, so it reads on a phone (a dot-eye-sized tear did not).
    const tear = /<path d="M[-\d.]+ [-\d.]+q[-\d.]+ [-\d.]+ 0 ([-\d.]+)q[^"]*Z" fill="#6ec3f4"\/>/.exec(
      drawAnimal(animals.bramble, { pose: 'stand', facing: 'right', expression: 'crying', scale: 1 }),
    );
    expect(Number(tear?.[1])).toBeGreaterThanOrEqual(animals.bramble.size / 7);
  });

  it('sends the hands to given points: the palm lands there, from the front and the side, on a grown-up', () => {
    const palmAt = (limb: { mid: { x: number; y: number }; end: { x: number; y: number } }) => {
      const length = Math.hypot(limb.end.x - limb.mid.x, limb.end.y - limb.mid.y);
      const share = (proportionsByAge.adult.armW * 260 * 0.2) / length;
      return { x: limb.end.x + (limb.end.x - limb.mid.x) * share, y: limb.end.y + (limb.end.y - limb.mid.y) * share };
    };
    for (const facing of ['front', 'side-right'] as const) {
      // Just below the shoulders and in front of them: where a rider's ankles are held.
      const shoulder = solveSkeleton(proportionsByAge.adult, 260, poseSpecs.stand, facing).shoulder;
      const targets = { near: { x: 30, y: shoulder.y + 25 }, far: { x: -30, y: shoulder.y + 25 } };
      const sk = solveSkeleton(proportionsByAge.adult, 260, poseSpecs.stand, facing, poseSpecs.stand, facing === 'front' ? targets : { near: targets.near });
      // Within half an arm's width: the palm covers the point.
      const off = (palm: { x: number; y: number }, target: { x: number; y: number }) => Math.hypot(palm.x - target.x, palm.y - target.y);
      const armW = proportionsByAge.adult.armW * 260;
      expect(off(palmAt(sk.nearArm), targets.near)).toBeLessThan(armW / 2);
      // The elbow hangs below the shoulder, not out above it.
      expect(sk.nearArm.mid.y).toBeGreaterThan(sk.nearArm.root.y);
      if (facing === 'front') expect(off(palmAt(sk.farArm), targets.far)).toBeLessThan(armW / 2);
    }
  });

  it('from the front, points at something at shoulder height with the arm raised, not folded toward the viewer', () => {
    const body = proportionsByAge.child;
    const standing = solveSkeleton(body, 240, poseSpecs.stand, 'front');
    // A leaf on a map held up beside her, level with her shoulder.
    const target = { x: standing.shoulder.x - 42, y: standing.shoulder.y + 4 };
    const sk = solveSkeleton(body, 240, poseSpecs.stand, 'front', armsFor('stand', undefined, 'point'), { far: target });
    const forearm = Math.hypot(sk.farArm.end.x - sk.farArm.mid.x, sk.farArm.end.y - sk.farArm.mid.y);
    expect(forearm).toBeGreaterThan(0.8 * body.foreArm * 240);
    // Below the shoulder and close in, the forearm still comes toward the viewer (a hand at a rider's ankle).
    const low = solveSkeleton(body, 240, poseSpecs.stand, 'front', armsFor('stand', undefined, 'point'), {
      far: { x: standing.shoulder.x - 20, y: standing.shoulder.y + 30 },
    });
    expect(Math.hypot(low.farArm.end.x - low.farArm.mid.x, low.farArm.end.y - low.farArm.mid.y)).toBeLessThan(0.8 * body.foreArm * 240);
  });

  it('stands on tiptoe: the body lifted, the feet upright on their toes', () => {
    const options = { height: 200, pose: 'reach-up', facing: 'three-quarter-right', expression: 'happy' } as const;
    expect(skeletonOf(people.charlotte, { ...options, tiptoe: true }).headCentre.y).toBeLessThan(skeletonOf(people.charlotte, options).headCentre.y - 4);
    expect(drawPerson(people.charlotte, { ...options, tiptoe: true })).not.toBe(drawPerson(people.charlotte, options));
  });

  it('from three-quarters, hands on the cheeks frame the face instead of covering its middle', () => {
    const sk = skeletonOf(people.mom, { height: 250, pose: 'hands-to-face', facing: 'three-quarter-left', expression: 'surprised' });
    // Facing left: the near hand on the cheek behind the near eye (right of the head's centre), the far one past the mouth.
    expect(sk.nearArm.end.x).toBeGreaterThan(sk.headCentre.x);
    expect(sk.farArm.end.x).toBeLessThan(sk.headCentre.x - sk.headR * 0.3);
  });

  it('from three-quarters, two calling hands cup the mouth from either side instead of piling up ahead of it', () => {
    const sk = skeletonOf(people.leo, { height: 250, pose: 'stand', arms: 'call', otherArm: 'call', facing: 'three-quarter-right', expression: 'laughing' });
    // Facing right: the near hand at the near corner of the mouth (left of the head's centre), the far one ahead of the mouth.
    expect(sk.nearArm.end.x).toBeLessThan(sk.headCentre.x);
    expect(sk.farArm.end.x - sk.nearArm.end.x).toBeGreaterThan(sk.headR * 0.8);
    // One calling hand still goes ahead of the mouth.
    const one = skeletonOf(people.leo, { height: 250, pose: 'stand', arms: 'call', facing: 'three-quarter-right', expression: 'laughing' });
    expect(one.nearArm.end.x).toBeGreaterThan(one.headCentre.x + one.headR * 0.3);
  });

  it('leans in from the hips to look closer, less than a bow', () => {
    const lean = (pose: 'stand' | 'lean-in' | 'bow') => skeletonOf(people.mom, { height: 250, pose, facing: 'side-right', expression: 'happy' }).lean;
    expect(lean('lean-in')).toBeGreaterThan(lean('stand'));
    expect(lean('lean-in')).toBeLessThan(lean('bow'));
  });

  it('leans toward a point ahead that the arm alone cannot reach, and not toward one it can', () => {
    const options = { height: 200, pose: 'kneel', facing: 'side-right', expression: 'happy', arms: 'point' } as const;
    const upright = skeletonOf(people.grandpa, options);
    const far = { x: upright.shoulder.x + 150, y: upright.hip.y };
    const leaning = skeletonOf(people.grandpa, { ...options, handsTo: { near: far } });
    expect(leaning.lean).toBeGreaterThan(upright.lean);
    expect(Math.hypot(leaning.nearArm.end.x - far.x, leaning.nearArm.end.y - far.y)).toBeLessThan(
      Math.hypot(upright.nearArm.end.x - far.x, upright.nearArm.end.y - far.y),
    );
    const near = { x: upright.shoulder.x + 30, y: upright.shoulder.y + 30 };
    expect(skeletonOf(people.grandpa, { ...options, handsTo: { near } }).lean).toBe(upright.lean);
  });

  it('holds a flat thing by its two side edges from the front: hands at its edges and drawn over it, forearms under it', () => {
    const options = { height: 200, pose: 'hold-sides', facing: 'front', expression: 'sad', held: '<rect id="map"/>', heldHalfWidth: 40 } as const;
    const sk = skeletonOf(people.seojun, options);
    const wrists = [sk.nearArm.end.x, sk.farArm.end.x];
    // The palms land on the edges, so the wrists are a little inside them, on either side.
    expect(wrists[0]).toBeGreaterThan(30);
    expect(wrists[1]).toBeLessThan(-30);
    const svg = drawPerson(people.seojun, options);
    const map = svg.indexOf('id="map"');
    // After the held thing: the two hands, and no forearm.
    const after = svg.slice(map);
    expect(handsOf(after)).toHaveLength(2);
    expect(limbShapes(after)).toHaveLength(0);
    // Held out without the edges, the hands grip it: forearms and palms behind it, the fingers closed over it in front.
    const heldOut = drawPerson(people.seojun, { ...options, pose: 'hold-out' });
    const mapAt = heldOut.indexOf('id="map"');
    expect(limbShapes(heldOut.slice(mapAt))).toHaveLength(0);
    expect(handsOf(heldOut.slice(mapAt)).length).toBe(0);
    const gripping = handsOf(heldOut).filter((hand) => hand.end > mapAt);
    expect(gripping).toHaveLength(2);
    for (const hand of gripping) expect(hand.index).toBeLessThan(mapAt);
  });

  it('puts a second held thing in the far hand', () => {
    const options = { height: 200, pose: 'stand', facing: 'three-quarter-left', expression: 'happy', heldFar: '<rect id="stick"/>' } as const;
    const sk = skeletonOf(people.grandpa, options);
    const svg = drawPerson(people.grandpa, options);
    const at = svg.match(/translate\(([-\d.]+) ([-\d.]+)\) translate\(0 [-\d.]+\)"><rect id="stick"/)!;
    // In the fist, just past the wrist along the forearm (which hangs bent in toward the thigh).
    const armW = proportionsByAge[people.grandpa.age].armW * 200 * people.grandpa.height;
    expect(Number(at[1])).toBeCloseTo(fistOf(sk.farArm, armW).x, 0);
    // Seen from three-quarters, the far hand and what it holds are behind the body.
    expect(svg.indexOf('id="stick"')).toBeLessThan(svg.indexOf('<g data-head'));
  });

  it('holds a thing in the hand: the held markup is drawn inside the figure', () => {
    const svg = drawPerson(people.leo, { height: 150, pose: 'hold', facing: 'three-quarter-right', expression: 'happy', held: '<rect id="held"/>' });
    expect(svg).toContain('<rect id="held"/>');
  });

  it('lies down: a sleeping figure is turned on its side', () => {
    expect(drawPerson(people.grandpa, { height: 260, pose: 'sleep', facing: 'side-left', expression: 'asleep' })).toMatch(/rotate\(-90\)/);
  });

  it('children are shorter than grown-ups, and a chair seat fits under a sitting child', () => {
    expect(standingHeight.child).toBeLessThan(standingHeight.adult);
    const seat = seatHeight(people.charlotte, standingHeight.child);
    expect(seat).toBeGreaterThan(25);
    expect(seat).toBeLessThan(70);
  });
});

describe('animals', () => {
  it.each(animalIds)('%s is drawn in every pose and feeling, facing both ways', (id) => {
    const look = animals[id];
    for (const pose of animalPoses) {
      for (const facing of ['left', 'right'] as const) {
        expectFiniteNumbers(drawAnimal(look, { pose, facing, expression: 'happy', scale: 1 }));
      }
    }
    const moods = (['happy', 'sad', 'surprised', 'asleep'] as const).map((expression) =>
      drawAnimal(look, { pose: 'stand', facing: 'right', expression, scale: 1 }),
    );
    expect(new Set(moods).size).toBe(moods.length);
  });

  it('a puppy is about as long as a child’s arm, a hedgehog smaller', () => {
    const arm = (proportionsByAge.child.upperArm + proportionsByAge.child.foreArm) * standingHeight.child;
    expect(animals.biscuit.size / arm).toBeGreaterThan(0.9);
    expect(animals.biscuit.size / arm).toBeLessThan(1.8);
    expect(animals.bramble.size).toBeLessThan(animals.biscuit.size);
  });
});

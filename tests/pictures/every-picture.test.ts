import { describe, expect, it } from 'vitest';
import type { Box, LaidOut, PictureLayout } from '@/pictures';
import { SKY_FILL, topThirdCovered } from '@/pictures/tall-frame';
import { throughEachOther } from '@/pictures/bodies-apart';
import { heldByNothing } from '@/pictures/held-in-hand';
import { handsKnotted } from '@/pictures/hands-apart';
import { thingCovered } from '@/pictures/tall-solved';
import { drawnPairs, drawnPicture, drawnRecords, type DrawnPanel } from '../support/drawn';

/**
 * What a reader sees in every picture of every book, read from the run's one drawing of them (the engine's own
 * geometry of each picture: tests/support/drawn.ts). The SVGs themselves are held by their checked-in hashes
 * (picture-hashes.test.ts); these are the rules every picture keeps whatever it draws.
 */

/** What one picture may weigh on the wire: a book page loads several on a phone's slow connection. */
const MAX_GZIP_BYTES = 40 * 1024;
/** A face may be covered by this much more of its box in the phone's picture than in the wide one: a hair's width. */
const FACE_TOLERANCE = 0.04;
/** More than a tenth of a face's box under another's head (its hair, a hat, a ponytail) reads as two heads fused. */
const HEAD_OVER_FACE = 0.1;
/** A small named thing (a slice of toast, a card) keeps in the phone's picture its uncovered share of the wide one, to a tenth. */
const SMALL = 130;
const THING_TOLERANCE = 0.1;

/** Both compositions of every panel, wide first. */
const pairs = drawnPairs();
/** The panels the phone draws again (a wide shot); a close or medium one is cut from the scene as it stands. */
const restaged = pairs.filter(({ wide }) => wide.panel.scene.shot === undefined);

const people = (layout: PictureLayout) => new Map(layout.things.filter((t) => t.kind === 'person').map((t) => [t.part, t]));

const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

/** A listed panel may clear; one not listed that fails does (the books change while the engine does). */
const unlisted = (failures: string[], listed: readonly string[]) => failures.filter((line) => !listed.includes(line.split(' ').slice(0, 2).join(' ')));

it('every picture of every book, in both compositions, is at most 40 KB gzipped', () => {
  const heavy = drawnRecords()
    .filter((record) => record.gzipBytes > MAX_GZIP_BYTES)
    .map((record) => `${record.url}: ${(record.gzipBytes / 1024).toFixed(1)} KB`);
  expect(heavy).toEqual([]);
});

/** Words between a picture's elements outside its lettering: markup a drawing function returned as text by mistake. */
const strayText = (svg: string) =>
  svg
    .replace(/<(text|style|title|desc)\b[\s\S]*?<\/\1>/g, '')
    .match(/>[^<]*[^<\s][^<]*</g)
    ?.map((t) => t.slice(1, 40)) ?? [];

it('no picture carries text between its shapes', () => {
  const stray = drawnRecords().flatMap((record) => strayText(drawnPicture(record.url)).map((text) => `${record.url}: ${text}`));
  expect(stray).toEqual([]);
});

describe("the phone's picture keeps faces as clear as the wide one does", () => {
  /**
   * Wide shots whose group is too wide for the phone's frame with every face clear, where a step back up the ground
   * cannot clear a face pressed against a head beside it; they wait for a closer frame on fewer people.
   */
  const STILL_PRESSED = [
    // The thought cloud's smallest bubble at the baker's cheek (a twentieth of her face), her skull a little bigger.
    'pyeongchang-story c6-p2',
  ];
  /** Theo's hair at the edge of Charlotte's face on the flood bank, set apart by hand; Grandpa's face at Mom's hair in the last hug, clear as drawn. */
  const HEADS_MEET = [
    'forest-adventure c2-p2',
    'charlotte-birthday c9-p3',
    // A crowd round the cake the phone stages in depth: Mom a step back, the brim of Grandpa's cap at her chin.
    'charlotte-birthday c9-p1',
  ];

  it('no figure comes over a face the wide picture leaves clear', () => {
    const pressed = restaged.flatMap(({ wide, tall }) => {
      const before = people(wide.layout);
      const focus = new Set(wide.panel.scene.faces ?? before.keys());
      return [...people(tall.layout)]
        .filter(([who, person]) => focus.has(who) && person.faceCovered! > before.get(who)!.faceCovered! + FACE_TOLERANCE)
        .map(([who, person]) => `${wide.name} ${who}: ${before.get(who)!.faceCovered!.toFixed(2)} -> ${person.faceCovered!.toFixed(2)}`);
    });
    expect(unlisted(pressed, STILL_PRESSED)).toEqual([]);
  });

  it('no head comes over a face behind it', () => {
    const fused = restaged.flatMap(({ wide, tall }) => {
      const before = people(wide.layout);
      return [...people(tall.layout)]
        .filter(([who, person]) => person.faceUnderHead! > HEAD_OVER_FACE && person.faceUnderHead! > before.get(who)!.faceUnderHead! + FACE_TOLERANCE)
        .map(([who, person]) => `${wide.name} ${who}: ${before.get(who)!.faceUnderHead!.toFixed(2)} -> ${person.faceUnderHead!.toFixed(2)}`);
    });
    expect(unlisted(fused, HEADS_MEET)).toEqual([]);
  });
});

describe("the phone's picture keeps small named things where the wide one has them", () => {
  const smallNamed = (layout: PictureLayout) => layout.things.filter((t) => t.kind === 'thing' && t.named && !t.landmark && t.box.right - t.box.left <= SMALL);
  /**
   * Wide shots whose group is too wide for the phone's frame with every small named thing clear (only counted things
   * and things in a hand are kept clear as faces are), or placed by hand; they wait for a figure that steps behind
   * the thing, or a closer frame on fewer people.
   */
  const STILL_COVERED = [
    ...['c2-p1', 'c3-p1', 'c4-p3', 'c5-p1', 'c5-p3', 'c6-p1', 'c6-p2', 'c9-p3'].map((key) => `charlotte-birthday ${key}`),
    ...['c1-p1', 'c8-p2', 'c9-p1'].map((key) => `charlotte-christmas ${key}`),
    ...['c3-p2', 'c4-p2'].map((key) => `forest-adventure ${key}`),
    ...['c1-p1', 'c7-p1'].map((key) => `korean-charlotte-birthday ${key}`),
    ...['c3-p2', 'c4-p3', 'c6-p2', 'c7-p4'].map((key) => `pyeongchang-story ${key}`),
  ];

  it('no figure comes over a small named thing more than in the wide picture', () => {
    const hidden = restaged.flatMap(({ wide, tall }) => {
      const before = new Map(smallNamed(wide.layout).map((thing) => [`${thing.part}#${thing.order}`, thingCovered(wide.layout, thing)]));
      return smallNamed(tall.layout)
        .filter((thing) => thingCovered(tall.layout, thing) > (before.get(`${thing.part}#${thing.order}`) ?? 0) + THING_TOLERANCE)
        .map((thing) => `${wide.name} ${thing.part}`);
    });
    expect(unlisted(hidden, STILL_COVERED)).toEqual([]);
  });

  it('a named thing resting on or in another (a cake on a table, a star in a window) stays there, on the same spot of a named one', () => {
    const moved = restaged.flatMap(({ wide, tall }) => {
      const after = new Map(tall.layout.things.filter((t) => t.kind === 'thing').map((thing) => [thing.order, thing]));
      return wide.layout.things
        .filter((thing) => thing.kind === 'thing' && thing.named && thing.restsOn)
        .filter((thing) => {
          const [was, now] = [thing.restsOn!, after.get(thing.order)?.restsOn];
          return now?.part !== was.part || (was.named && Math.abs(now.dx - was.dx) > 1);
        })
        .map((thing) => `${wide.name} ${thing.part}`);
    });
    expect(moved).toEqual([]);
  });

  it("a small named thing on an animal's head (cream on a nose) stays on the same spot of it", () => {
    const middle = (box: Box) => ({ x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2 });
    const inside = (point: { x: number; y: number }, box: Box) => point.x >= box.left && point.x <= box.right && point.y >= box.top && point.y <= box.bottom;
    const moved = restaged.flatMap(({ wide, tall }) => {
      const after = new Map(tall.layout.things.map((thing) => [thing.order, thing]));
      return wide.layout.things.flatMap((animal) => {
        const head = animal.kind === 'animal' ? animal.keep[0] : undefined;
        const [headNow] = after.get(animal.order)?.keep ?? [];
        if (!head || !headNow) return [];
        return wide.layout.things
          .filter((thing) => thing.kind === 'thing' && thing.named && thing.order > animal.order && inside(thing.base, head))
          .filter((thing) => thing.box.right - thing.box.left <= head.right - head.left)
          .filter((thing) => {
            const now = after.get(thing.order);
            const [was, is] = [middle(head), middle(headNow)];
            return !now || Math.abs(now.base.x - is.x - (thing.base.x - was.x)) > 1 || Math.abs(now.base.y - is.y - (thing.base.y - was.y)) > 1;
          })
          .map((thing) => `${wide.name} ${thing.part}`);
      });
    });
    expect(moved).toEqual([]);
  });
});

it('no phone picture leaves its top third as empty sky, but for the listed groups still waiting to stand in depth', () => {
  /**
   * Many of these show a wall, a roof or trees there, which the setting draws and this measure does not see. The
   * list is exact, so a picture that turns empty fails, and one that fills must leave it.
   */
  const STILL_EMPTY = [
    ...['c3-p3', 'c5-p2', 'c7-p3', 'c8-p2', 'c9-p3'].map((key) => `charlotte-birthday ${key}`),
    // c7-p1: the big window's night panes, the streetlamp outside and the tree's star (no flung blanket hangs there now).
    ...['c1-p1', 'c7-p1', 'c7-p2'].map((key) => `charlotte-christmas ${key}`),
    // The pavilion's whole tiled roof and the picnic tree's crown fill it, the shelter the children run for.
    'korean-charlotte-birthday c4-p1',
    ...['c5-p1', 'c5-p2', 'c7-p4'].map((key) => `pyeongchang-story ${key}`),
  ];
  const empty = pairs
    .filter(
      ({ tall }) =>
        topThirdCovered(
          tall.layout.view,
          tall.layout.things.flatMap((thing) => thing.parts),
        ) < SKY_FILL,
    )
    .map(({ tall }) => tall.name);
  expect(empty).toEqual(STILL_EMPTY);
});

describe('people act on what they touch, on a phone as on a desk', () => {
  /** A hand sent to a point reaches it when its wrist is this many of its head's radii from it, or nearer (a pointing hand's finger and palm). */
  const REACH = 1.5;
  const head = (layout: PictureLayout, who: string) => layout.things.find((t) => t.kind === 'person' && t.part === who)!.head!;
  const contacts = (drawn: DrawnPanel) =>
    drawn.layout.things.flatMap((person) => (person.reaches ?? []).map((reach) => ({ person, reach, r: head(drawn.layout, person.part).r })));

  it('a hand the scene puts on someone or something stays on it, in both compositions', () => {
    const off = pairs.flatMap(({ wide, tall }) =>
      [wide, tall].flatMap((drawn) =>
        contacts(drawn)
          .filter(({ reach }) => reach.declared && !reach.touches)
          .map(({ person, reach }) => `${drawn.name} ${drawn.frame}: ${person.part}'s ${reach.hand} hand is off ${reach.on}`),
      ),
    );
    expect(off).toEqual([]);
  });

  it('a hand reaches the point it is sent to', () => {
    /** Arms too short for where the scene sends them (a finger poking out over a head, a hand that stops in the air): to be restaged. */
    const STILL_SHORT: string[] = [];
    const short = pairs.flatMap(({ wide, tall }) =>
      [wide, tall].flatMap((drawn) =>
        contacts(drawn)
          .filter(({ reach, r }) => Math.hypot(reach.wrist.x - reach.to.x, reach.wrist.y - reach.to.y) > REACH * r)
          .map(
            ({ person, reach, r }) =>
              `${drawn.name} ${drawn.frame} ${person.part} ${reach.hand}: ${(Math.hypot(reach.wrist.x - reach.to.x, reach.wrist.y - reach.to.y) / r).toFixed(1)} radii short`,
          ),
      ),
    );
    expect(unlisted(short, STILL_SHORT)).toEqual([]);
  });

  it('the phone never puts a hand on someone the desk does not', () => {
    /** Hands the phone's drawing-together lands on a neighbour (a stick out of a chin, a hand on someone's head): to be restaged. */
    // Christmas c7-p2: Charlotte, turned in profile to the sled she walks beside, has her hand on the presents by Mom.
    const STILL_MOVED = ['korean-charlotte-birthday c4-p1', 'charlotte-christmas c7-p2'];
    const moved = restaged.flatMap(({ wide, tall }) => {
      const before = new Map(contacts(wide).map(({ person, reach }) => [`${person.part} ${reach.hand}`, reach.on]));
      const living = new Set(tall.layout.things.filter((t) => t.kind === 'person' || t.kind === 'animal').map((t) => t.part));
      return contacts(tall)
        .filter(({ person, reach }) => reach.on !== undefined && living.has(reach.on) && before.get(`${person.part} ${reach.hand}`) !== reach.on)
        .map(
          ({ person, reach }) =>
            `${wide.name} ${person.part}'s ${reach.hand} hand: on ${before.get(`${person.part} ${reach.hand}`) ?? 'nothing'} -> on ${reach.on}`,
        );
    });
    expect(unlisted(moved, STILL_MOVED)).toEqual([]);
  });

  it('bodies the desk draws apart do not pass through each other on the phone', () => {
    /** How much more of the smaller of two bodies (shoulders to hips) the other may come over on the phone. */
    const MERGE = 0.25;
    const STILL_MERGED: string[] = [];
    const area = (box: Box) => Math.max(0, box.right - box.left) * Math.max(0, box.bottom - box.top);
    const shared = (a: LaidOut, b: LaidOut) => {
      const both = a.trunk!.reduce((sum, box) => sum + b.trunk!.reduce((s, other) => s + overlap(box, other), 0), 0);
      const smaller = Math.min(
        a.trunk!.reduce((s, box) => s + area(box), 0),
        b.trunk!.reduce((s, box) => s + area(box), 0),
      );
      return smaller === 0 ? 0 : both / smaller;
    };
    const merged = restaged.flatMap(({ wide, tall }) => {
      const before = people(wide.layout);
      const now = [...people(tall.layout).values()].filter((p) => p.trunk);
      return now.flatMap((a, i) =>
        now
          .slice(i + 1)
          .filter((b) => shared(a, b) > shared(before.get(a.part)!, before.get(b.part)!) + MERGE)
          .map((b) => `${wide.name} ${a.part} and ${b.part}: ${shared(before.get(a.part)!, before.get(b.part)!).toFixed(2)} -> ${shared(a, b).toFixed(2)}`),
      );
    });
    expect(unlisted(merged, STILL_MERGED)).toEqual([]);
  });
});

it("the phone's picture passes no body through another, lands no hand on a head and covers no thing acted on, more than the wide one", () => {
  /**
   * Read from each figure's body as drawn (a person's head with its hair, torso and legs; an animal's body), its hands
   * and what they hold, and the named things someone turns to or reaches for (src/pictures/bodies-apart.ts). Panels
   * whose phone picture still does, waiting for a staging in depth the engine does not yet find. Christmas c2-p2 (Dad
   * kneeling to her) and forest c4-p1 (Bramble smaller in the hug), restaged for the desk the day this check came, came
   * in with it: the phone draws them together whatever their places (tried). Christmas c3-p1, birthday (Korean) c3-p1
   * and pyeongchang c5-p1 and c7-p4 came in with bodies turned in profile to whom they deal with (decision 089): a
   * stride or an arm out in profile reaches a neighbour the narrow frame brings close (Leo's arm over the drawing, Mina's
   * card hand at Charlotte's bent chin, Seojun before Grandpa's back leg).
   */
  const STILL_THROUGH = [
    ...['c1-p3', 'c4-p3', 'c5-p2', 'c6-p1', 'c6-p2', 'c9-p1', 'c9-p2'].map((key) => `charlotte-birthday ${key}`),
    ...['c1-p2', 'c2-p2', 'c3-p1', 'c3-p2', 'c5-p1', 'c7-p1', 'c7-p2', 'c8-p1', 'c8-p2', 'c9-p1'].map((key) => `charlotte-christmas ${key}`),
    ...['c2-p1', 'c2-p2', 'c3-p1', 'c4-p1', 'c4-p2', 'c4-p3'].map((key) => `forest-adventure ${key}`),
    ...['c3-p1', 'c4-p1', 'c5-p1', 'c7-p1'].map((key) => `korean-charlotte-birthday ${key}`),
    ...['c2-p2', 'c5-p1', 'c6-p2', 'c6-p3', 'c7-p4', 'c8-p2', 'c8-p3'].map((key) => `pyeongchang-story ${key}`),
  ];
  const through = pairs.flatMap(({ wide, tall }) =>
    throughEachOther(wide.layout, tall.layout).map((t) => `${wide.name} ${t.kind}: ${t.over} / ${t.under} ${t.was.toFixed(2)} -> ${t.now.toFixed(2)}`),
  );
  expect(unlisted(through, STILL_THROUGH)).toEqual([]);
});

it('every held thing shows a hand on it, in both compositions', () => {
  /**
   * A far hand the scene sends to a point (a `reachTo`) is not brought out from behind the body (decision 087): Dad's
   * tin on the phone, his fingers at the edge of his side, waits for the scene to send that hand clear of him.
   */
  const STILL_UNHELD = ['charlotte-christmas c8-p2'];
  const floating = pairs.flatMap(({ wide, tall }) =>
    [wide, tall].flatMap((drawn) => heldByNothing(drawn.layout).map((line) => `${drawn.name} ${drawn.frame} ${line}`)),
  );
  expect(unlisted(floating, STILL_UNHELD)).toEqual([]);
});

it("no two people's hands are drawn through each other, in both compositions", () => {
  const knotted = pairs.flatMap(({ wide, tall }) =>
    [wide, tall].flatMap((drawn) => handsKnotted(drawn.layout).map((line) => `${drawn.name} ${drawn.frame} ${line}`)),
  );
  expect(knotted).toEqual([]);
});

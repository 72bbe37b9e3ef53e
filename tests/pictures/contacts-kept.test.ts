import { expect, it } from 'vitest';
import { contactsBroken } from '@/pictures/contacts-kept';
import type { Box } from '@/pictures/figure-extent';
import type { LaidOut, PictureLayout } from '@/pictures/picture-layout';
import { drawnPairs } from '../support/drawn';

/** Both compositions of every panel, wide first. */
const pairs = drawnPairs();

it("the phone's picture keeps every contact the desk's has: hands on what they touch and hold, things on their supports, seats on their seats, nothing over a body it is not on", () => {
  /**
   * Phone pictures still waiting for a staging that keeps them (decision 090): crowds and scenes placed by hand, which
   * the solver leaves as drawn, and groups too wide to stand apart in the frame's width, where no staging it tries
   * keeps every contact without passing a body through another. One not listed that fails, fails; a listed one that
   * clears leaves the list, so it cannot break again unseen.
   */
  const STILL_APART = [
    ...['c4-p3', 'c6-p1', 'c6-p3', 'c9-p1'].map((key) => `charlotte-birthday ${key}`),
    'charlotte-christmas c8-p2',
    ...['c4-p1', 'c4-p3'].map((key) => `forest-adventure ${key}`),
    ...['c4-p1', 'c5-p1', 'c7-p1'].map((key) => `korean-charlotte-birthday ${key}`),
    ...['c5-p2', 'c6-p1', 'c6-p3'].map((key) => `pyeongchang-story ${key}`),
  ];
  const broken = pairs.flatMap(({ wide, tall }) =>
    contactsBroken(wide.layout, tall.layout).map((contact) => `${wide.name} ${contact.kind}: ${contact.who} / ${contact.what}`),
  );
  const panelOf = (line: string) => line.split(' ').slice(0, 2).join(' ');
  expect(broken.filter((line) => !STILL_APART.includes(panelOf(line)))).toEqual([]);
  expect(STILL_APART.filter((panel) => !broken.some((line) => panelOf(line) === panel))).toEqual([]);
});

it('a thing on a table before someone seated behind it stands in front of them, as the table does, not on their body', () => {
  const box = (left: number, top: number, size: number) => ({ left, top, right: left + size, bottom: top + size });
  const laid = (part: string, kind: LaidOut['kind'], order: number, at: Box, more: Partial<LaidOut> = {}): LaidOut => ({
    part,
    kind,
    order,
    box: at,
    parts: [at],
    keep: [],
    base: { x: at.left, y: at.bottom },
    named: true,
    ...more,
  });
  const picture = (crayons: Box, tableOrder: number): PictureLayout => ({
    setting: 'room',
    view: { x: 0, y: 0, width: 800, height: 600 },
    ground: 400,
    things: [
      laid('grandpa', 'person', 1, box(380, 250, 100), { body: [box(380, 250, 100)] }),
      laid('table', 'thing', tableOrder, box(260, 300, 200)),
      laid('crayons', 'thing', 3, crayons, { restsOn: { part: 'table', named: true, dx: 40 } }),
    ].sort((a, b) => a.order - b.order),
  });
  const deskClear = box(340, 380, 30);
  const phoneOnHim = box(400, 320, 30);
  expect(contactsBroken(picture(deskClear, 2), picture(phoneOnHim, 2))).toEqual([]);
  // Drawn before him, the table is behind him: crayons on it drawn over him lie on his body.
  expect(contactsBroken(picture(deskClear, 0), picture(phoneOnHim, 0))).toEqual([{ kind: 'over a body', who: 'crayons', what: 'grandpa' }]);
});

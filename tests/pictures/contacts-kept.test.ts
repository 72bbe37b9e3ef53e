import { expect, it } from 'vitest';
import { contactsBroken } from '@/pictures/contacts-kept';
import { drawnPairs } from '../support/drawn';

/** Both compositions of every panel, wide first. */
const pairs = drawnPairs();

it("the phone's picture keeps every contact the desk's has: hands on what they touch and hold, things on their supports, seats on their seats, nothing over a body it is not on", () => {
  /**
   * Phone pictures still waiting for a staging that keeps them (decision 090): crowds and scenes placed by hand, which
   * the solver leaves as drawn, and groups too wide to stand apart in the frame's width, where no staging it tries
   * keeps every contact without passing a body through another. A listed panel may clear; one not listed that fails,
   * fails.
   */
  const STILL_APART = [
    ...['c4-p2', 'c4-p3', 'c6-p1', 'c6-p3', 'c9-p1', 'c9-p2'].map((key) => `charlotte-birthday ${key}`),
    ...['c2-p2', 'c8-p1', 'c8-p2', 'c9-p1'].map((key) => `charlotte-christmas ${key}`),
    ...['c3-p2', 'c4-p1', 'c4-p3'].map((key) => `forest-adventure ${key}`),
    ...['c4-p1', 'c5-p1', 'c7-p1'].map((key) => `korean-charlotte-birthday ${key}`),
    ...['c3-p3', 'c5-p1', 'c5-p2', 'c6-p1', 'c6-p2', 'c6-p3', 'c8-p2', 'c8-p3'].map((key) => `pyeongchang-story ${key}`),
  ];
  const broken = pairs.flatMap(({ wide, tall }) =>
    contactsBroken(wide.layout, tall.layout).map((contact) => `${wide.name} ${contact.kind}: ${contact.who} / ${contact.what}`),
  );
  const unlisted = broken.filter((line) => !STILL_APART.includes(line.split(' ').slice(0, 2).join(' ')));
  expect(unlisted).toEqual([]);
});

import { expect, it } from 'vitest';
import { FACE_CENTRE, FACE_LIFT, FACE_WARM_PROFILE, tintKept, WASH_OFF_FACE, type Profile } from '@/pictures/style/face-light';
import { GLOW_OPACITY } from '@/pictures/style/modelling';
import { drawnPanels, drawnPicture } from '../support/drawn';

/**
 * No sticker halos (decision 086): a face is lifted out of the night, a lamp-lit room, an evening or a grey day's wash
 * as far as the head and no further, so the wall beside a head keeps the picture's light and a group in the dark does
 * not read as cut-out stickers; a thing's glow fades out from its light and is not modelled as a solid, which drew
 * every bulb, candle and lamp shade with a grey disc round it.
 */

/** How much of a layer a face's opening leaves at a point beside the head, in head radii from the head's centre. */
const keptBeside = (profile: Profile, drop: number, x: number, y: number) => tintKept([{ x: 0, y: drop, r: 1, profile }], x, y);

/** A tenth of a head past its edge, at the height of its eyes and of its crown: where a halo showed. */
const BESIDE = [
  [1.1, 0],
  [-1.1, 0],
  [0, -1.1],
] as const;

it('a face is lifted out of the dark and the washes no further than the head', () => {
  const lifts = [
    { name: 'the dark', profile: FACE_LIFT, drop: FACE_CENTRE },
    { name: 'the warm glaze', profile: FACE_WARM_PROFILE, drop: FACE_CENTRE },
    { name: 'a wash', profile: WASH_OFF_FACE, drop: 0 },
  ];
  const halos = lifts.flatMap(({ name, profile, drop }) =>
    BESIDE.flatMap(([x, y]) => {
      // A wash keeps off the hair too (its opening is on the head's centre): it is read a little further out.
      const out = drop === 0 ? 1.3 / 1.1 : 1;
      const kept = keptBeside(profile, drop, x * out, y * out);
      return kept < 0.95 ? [`${name} at (${x * out}, ${y * out}) head radii keeps ${kept.toFixed(2)} of the layer`] : [];
    }),
  );
  expect(halos).toEqual([]);
});

it('every glow in every picture fades out from its light and has no shaded side', () => {
  const drawn = drawnPanels();
  expect(drawn.length).toBeGreaterThan(150);
  const glows = [...new Set(drawn.map((d) => d.url))].flatMap((url) => {
    const svg = drawnPicture(url);
    const faint = (svg.match(/<circle\b[^>]* opacity="[\d.]+"[^>]*>/g) ?? []).filter((c) => Number(/ opacity="([\d.]+)"/.exec(c)![1]) < GLOW_OPACITY);
    return faint.map((glow) => ({ url, glow, id: /fill="url\(#([^)]+)\)"/.exec(glow)?.[1], svg }));
  });
  // Every lit candle, bulb, lamp and lantern draws one.
  expect(glows.length).toBeGreaterThan(100);
  const solid = glows.flatMap(({ url, glow, id, svg }) =>
    id !== undefined && svg.includes(`<linearGradient id="${id}"`) ? [`${url}: a glow modelled as a solid ${glow}`] : [],
  );
  expect(solid).toEqual([]);
});

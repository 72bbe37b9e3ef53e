import { expect, it } from 'vitest';
import { contrast, luminance } from '@/pictures/style/face-light';
import { people } from './book-cast';
import { drawnPanels } from '../support/drawn';

/**
 * A face is always readable: under a night's or a lamp-lit room's tint, an evening's, a grey or rainy day's wash or a
 * day room's shade, the skin keeps its contrast with the eyes, brows and mouth drawn on it, and keeps most of its
 * daylight brightness, so a face does not sink into the dark blue round it (the rest of the picture may stay dark).
 * Read from the colours the engine's geometry gives each face as lit, at its darkest point, in both compositions.
 */

/** The least contrast between lit skin and its features: WCAG's for a graphic a reader must make out. */
const FEATURES_FLOOR = 3;
/** The least share of its daylight brightness a face keeps. */
const BRIGHTNESS_KEPT = 0.55;

const daylightSkin = new Map<string, string>(Object.entries(people).map(([id, look]) => [id, look.skin]));

it('every face keeps its skin bright and its features clear under the light and washes of its picture', () => {
  const faces = drawnPanels().flatMap((drawn) =>
    drawn.layout.things.filter((t) => t.kind === 'person' && t.faceAsLit).map((person) => ({ drawn, person, lit: person.faceAsLit! })),
  );
  expect(faces.length).toBeGreaterThan(400);
  const dim = faces.flatMap(({ drawn, person, lit }) => {
    const day = daylightSkin.get(person.part);
    const kept = day === undefined ? 1 : luminance(lit.skin) / luminance(day);
    const features = contrast(lit.skin, lit.features);
    if (features >= FEATURES_FLOOR && kept >= BRIGHTNESS_KEPT) return [];
    return [`${drawn.name} ${drawn.frame}: ${person.part} skin ${lit.skin} keeps ${kept.toFixed(2)} of its daylight, features at ${features.toFixed(1)}:1`];
  });
  expect(dim).toEqual([]);
});

import { describe, expect, it } from 'vitest';
import { animalPoses, headTilts } from '@/pictures/vocabulary/figure-vocabulary';
import { animalLook, drawAnimal } from '@/pictures/figures/animals';
import { outlineBox } from '@/pictures/drawn-outline';
import { boxAround, extentOf, type Box } from '@/pictures/figure-extent';
import { animalIds } from './book-cast';
import { drawnPanels, drawnPicture } from '../support/drawn';

/**
 * An animal's extent (`extentOf`, its `outline`) holds everything it draws, in every pose, facing and head tilt: the
 * phone's frame keeps animals whole by it, and a sniffing fox's tail past a trunk-sized box was cut by the phone's edge
 * (forest c2-p1, round 30). Canvas units of slack: a stroke's rounding.
 */
const SLACK = 1;
const outside = (drawn: Box, kept: Box) => Math.max(kept.left - drawn.left, drawn.right - kept.right, kept.top - drawn.top, drawn.bottom - kept.bottom);

describe("an animal's extent holds its drawn outline", () => {
  it.each(animalIds)('%s in every pose, facing and head tilt', (id) => {
    const look = animalLook(id)!;
    const out: string[] = [];
    for (const pose of animalPoses)
      for (const facing of ['left', 'right'] as const)
        for (const head of [undefined, ...headTilts])
          for (const expression of ['neutral', 'happy', 'scared', 'surprised'] as const) {
            const item = { animal: id, x: 0, y: 500, pose, facing, expression, ...(head && { head }) };
            const extent = extentOf(item, 500, undefined)!;
            const kept = boxAround([...extent.parts, ...(extent.outline ?? [])]);
            const drawn = outlineBox(drawAnimal(look, { pose, facing, expression, scale: 1, ...(head && { head }) }));
            const past = outside(drawn, kept);
            if (past > SLACK) out.push(`${pose} ${facing} ${head ?? ''} ${expression}: ${past.toFixed(1)} past`);
          }
    expect(out).toEqual([]);
  });

  it('in every picture, where the picture draws it', () => {
    const out: string[] = [];
    for (const drawn of drawnPanels()) {
      for (const thing of drawn.layout.things) {
        if (thing.kind !== 'animal' || !thing.outline) continue;
        const group = groupOf(drawnPicture(drawn.url), thing.part);
        if (!group) continue;
        const past = outside(outlineBox(group), thing.outline);
        if (past > SLACK) out.push(`${drawn.name} ${drawn.frame} ${thing.part}: ${past.toFixed(1)} past`);
      }
    }
    expect(out).toEqual([]);
  });
});

/** The markup of the group an animal is drawn in (`data-part`, placed by its transform), its nested groups whole. */
function groupOf(svg: string, part: string): string | undefined {
  const start = svg.indexOf(`<g data-part="${part}" transform="translate(`);
  if (start < 0) return undefined;
  let depth = 0;
  for (const match of svg.slice(start).matchAll(/<(\/?)g\b[^>]*?(\/?)>/g)) {
    if (match[2]) continue;
    depth += match[1] ? -1 : 1;
    if (depth === 0) return svg.slice(start, start + match.index! + match[0].length);
  }
  return undefined;
}

import { describe, expect, it } from 'vitest';
import type { PersonLook } from '@/pictures';
import { faceOf, headSilhouette } from '@/pictures/figures/face';
import { parts as birthday } from '@/content/stories/charlotte-birthday/pictures/drawn-cast';
import { parts as christmas } from '@/content/stories/charlotte-christmas/pictures/drawn-cast';
import { parts as forest } from '@/content/stories/forest-adventure/pictures/drawn-cast';
import { parts as koreanBirthday } from '@/content/stories/korean-charlotte-birthday/pictures/drawn-cast';
import { parts as pyeongchang } from '@/content/stories/pyeongchang-story/pictures/drawn-cast';

/**
 * A child knows the people of a book by their faces, not only by their hair: two people of one age in one book have
 * heads of different outline, taller for their width or narrower at the chin, by as much as a phone shows. One egg
 * head for everyone was a reviewer's first note on the cast.
 */
const ASPECT_APART = 0.1;
const JAW_APART = 0.2;

const books = {
  'charlotte-birthday': birthday,
  'charlotte-christmas': christmas,
  'forest-adventure': forest,
  'korean-charlotte-birthday': koreanBirthday,
  'pyeongchang-story': pyeongchang,
};

describe('the people of a book have faces of their own', () => {
  it.each(Object.entries(books))('%s: two people of one age differ in the outline of their heads', (_, parts) => {
    const cast = Object.values(parts.people ?? {}) as PersonLook[];
    const outline = (look: PersonLook) => {
      const head = headSilhouette(faceOf(look));
      return { aspect: head.height / head.width, jaw: head.jaw / head.width };
    };
    const alike: string[] = [];
    cast.forEach((a, i) => {
      for (const b of cast.slice(i + 1)) {
        if (a.age !== b.age) continue;
        const [p, q] = [outline(a), outline(b)];
        const apart = Math.abs(p.aspect - q.aspect) / Math.min(p.aspect, q.aspect) > ASPECT_APART || Math.abs(p.jaw - q.jaw) > JAW_APART;
        if (!apart) alike.push(`${a.name} and ${b.name}`);
      }
    });
    expect(cast.length).toBeGreaterThan(1);
    expect(alike).toEqual([]);
  });
});

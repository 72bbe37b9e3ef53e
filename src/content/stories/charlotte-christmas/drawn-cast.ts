import type { BookParts } from '@/pictures';
import { animals, people } from '../charlotte-family';
import { christmasThings } from './christmas-things';
import { familyPicture } from './family-picture';
import { wreath } from '@/pictures/props/wreath';
import { winterCoats } from './winter-coats';

/** What this book brings to the picture engine: the Charlotte family and their puppy, and the props only it draws. */
export const parts: BookParts = {
  people,
  animals,
  props: { 'christmas-things': christmasThings, 'family-picture': familyPicture, 'winter-coats': winterCoats, wreath },
};

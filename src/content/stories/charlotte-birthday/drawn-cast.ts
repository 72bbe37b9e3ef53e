import type { BookParts } from '@/pictures';
import { animals, people } from '../charlotte-family';
import { longListFolding } from './long-list-folding';
import { partyList } from './party-list';

/** What this book brings to the picture engine: the Charlotte family and their puppy, and the props only it draws. */
export const parts: BookParts = { people, animals, props: { 'party-list': partyList, 'long-list-folding': longListFolding } };

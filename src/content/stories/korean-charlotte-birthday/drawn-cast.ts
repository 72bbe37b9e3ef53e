import type { BookParts } from '@/pictures';
import { animals, people } from '../charlotte-family';
import { birthdayCard } from './birthday-card';
import { soakedMat } from './soaked-mat';

/** What this book brings to the picture engine: the Charlotte family and their puppy, and the props only it draws: Mina's card and the picnic mat soaked through. */
export const parts: BookParts = { people, animals, props: { 'birthday-card': birthdayCard, 'soaked-mat': soakedMat } };

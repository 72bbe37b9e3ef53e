import type { Scene } from '@/pictures/vocabulary/scene';
import { registeredPart } from '../registry';
import type { PersonLook } from './types';

/** A registered person's look (src/pictures/register.ts), or undefined for an id no book registered. */
export function personLook(person: string): PersonLook | undefined {
  return registeredPart('people', person);
}

/** A cast member as their book dresses them: the book's outfit over their face, hair and signature. */
export function lookInBook(person: string, wardrobe: Scene['wardrobe']): PersonLook | undefined {
  const look = personLook(person);
  const outfit = wardrobe?.[person];
  return look && outfit ? { ...look, outfit } : look;
}

import type { BookCharacters } from '@/pictures';
import { names, namesEn } from './cast';

/** Who is who in this book: the kit figure each person and animal is drawn as, and the names the words use. */
export const characters: BookCharacters = {
  seojun: { en: [namesEn.seojun], ko: [names.seojun] },
  'seojun-grandpa': { en: [namesEn.grandpa], ko: [names.grandpa] },
  'neighbour-grandma': { en: [namesEn.neighbour], ko: [names.neighbour] },
  baker: { en: [namesEn.baker], ko: [names.baker] },
  harin: { en: [namesEn.classmate], ko: [names.classmate] },
  teacher: { en: ['teacher'], ko: ['선생님'] },
  bori: { en: ['Bori'], ko: ['보리'] },
};

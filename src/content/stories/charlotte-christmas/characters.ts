import type { BookCharacters } from '@/pictures';

/** Who is who in this book: the kit figure each person and animal is drawn as, and the names the words use. */
export const characters: BookCharacters = {
  charlotte: { en: ['Charlotte'], ko: ['샬럿'] },
  biscuit: { en: ['Biscuit'], ko: ['비스킷'] },
  mom: { en: ['Mom'], ko: ['엄마'] },
  dad: { en: ['Dad'], ko: ['아빠'] },
  leo: { en: ['Leo'], ko: ['레오'] },
  grandma: { en: ['Grandma'], ko: ['할머니'] },
  grandpa: { en: ['Grandpa'], ko: ['할아버지'] },
  mina: { en: ['Mina'], ko: ['미나'] },
};

import type { BookCharacters } from '@/pictures';

/** Who is who in this book: the kit figure each person and animal is drawn as, and the names the words use. */
export const characters: BookCharacters = {
  theo: { en: ['Theo'], ko: ['테오'] },
  'theo-dad': { en: ['Theo’s dad', 'Dad'], ko: ['테오 아빠', '아빠'] },
  charlotte: { en: ['Charlotte'], ko: ['샬럿'] },
  bramble: { en: ['Bramble'], ko: ['브램블'] },
  'bramble-mom': { en: ['Bramble’s mom'], ko: ['브램블 엄마'] },
  pip: { en: ['Pip'], ko: ['핍'] },
  hazel: { en: ['Hazel'], ko: ['헤이즐'] },
};

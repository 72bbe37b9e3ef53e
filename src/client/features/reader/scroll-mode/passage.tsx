import { createContext, useContext, type ComponentType } from 'react';
import type { BookLang } from '@/shared/book-words';

export interface PassageProps {
  /** The page (from 0; the end page is the page count) the words are on; absent on paper. */
  page?: number;
  text: string;
  lang: BookLang;
  /** The part's name in the page's read-aloud script ('text', 'speaker-0', 'bubble-0'…). */
  partId: string;
}

/**
 * How a scrolled book's words are drawn in the reader (`SpokenPassage`, which lights them as they are read aloud
 * and hears taps); on paper they are plain text, and the print page does not carry the read-aloud code.
 */
export const PassageContext = createContext<ComponentType<PassageProps & { page: number }> | null>(null);

/** Words of a scrolled book: spoken in the reader, plain on paper. */
export function Passage({ page, ...words }: PassageProps) {
  const Spoken = useContext(PassageContext);
  return Spoken && page !== undefined ? <Spoken page={page} {...words} /> : words.text;
}

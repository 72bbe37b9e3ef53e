import type { ComponentProps } from 'react';
import { EndPage } from '../end-page';
import { scrollSpeech, useCueOn } from './scroll-speech';

/** The end page of a scrolled book (its page number is the page count): its questions light up as the bar reads them, and a tapped word is said. */
export function SpokenEndPage({ page, ...endPage }: Omit<ComponentProps<typeof EndPage>, 'cue' | 'onWord'> & { page: number }) {
  const cue = useCueOn(page);
  return <EndPage {...endPage} cue={cue} onWord={(partId, lang, wordStart) => scrollSpeech.tap(page, partId, lang, wordStart)} />;
}

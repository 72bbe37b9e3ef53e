import { useMatches, type UIMatch } from 'react-router';
import type { Book } from '@/shared/story';

/** A route module's `handle`. */
export interface PageHandle {
  /** The language its page is written in. Pages that say nothing are Korean. */
  lang?: (loaderData: unknown) => 'ko' | 'en';
  /** Prerendered without a bundle (static-page.ts). */
  runsNoBundle?: true;
  /** Draws its first paint by whether the device holds a family code (lib/family-code/family-device-script.ts). */
  marksFamilyDevice?: true;
}

/** Whether a matched route's handle sets one of the page's on/off marks. */
export function pageHandleSays(matches: readonly UIMatch[], mark: 'runsNoBundle' | 'marksFamilyDevice'): boolean {
  return matches.some((match) => (match.handle as PageHandle | undefined)?.[mark] === true);
}

/** A reader or print page is in its book's language (spelled out here: every page loads this file). */
export const bookPageHandle: PageHandle = { lang: (data) => ((data as { book: Book }).book.story.language === 'English' ? 'en' : 'ko') };

/** The page's main language, so screen readers and hyphenation use the right one. */
export function usePageLang(): 'ko' | 'en' {
  const page = useMatches().at(-1);
  const handle = page?.handle as PageHandle | undefined;
  return handle?.lang?.(page?.loaderData) ?? 'ko';
}

import type { Book, Story, StoryLanguage } from './story';

/**
 * The two languages every book is readable in, as codes (the page's lang, the words' keys). A story's
 * `language` field (`StoryLanguage`: 'English' | 'Korean') names the language it was written in.
 */
export type BookLang = 'en' | 'ko';

export function langOf(language: StoryLanguage): BookLang {
  return language === 'English' ? 'en' : 'ko';
}

/** A speech bubble in one language, with who says it. */
interface BubbleWords {
  speaker: string;
  text: string;
}

/** What a panel says and shows in one language, whatever the book's format. */
export interface PanelWords {
  text: string;
  bubbles: BubbleWords[];
  imageAlt: string;
}

export interface ChapterWords {
  /** The short label above the title: the Korean book's '1장'; otherwise null (the reader numbers it). */
  label: string | null;
  title: string;
  activity: { title: string; description: string } | null;
}

export interface StoryWords {
  title: string;
  description: string;
  coverAlt: string;
  themes: string[];
}

type Chapter = Book['chapters'][number];
type Panel = Chapter['panels'][number];

/** A panel as its book's words hold it, before its picture is put in: no picture address and no alt text (the schema requires the translation). */
type Unpictured<P> = P extends { translation: infer T } ? Omit<P, 'imageUrl' | 'imageAlt' | 'translation'> & { translation?: Omit<T, 'imageAlt'> } : never;
type WordsPanel = Unpictured<Panel>;

/** A book's words alone, with or without its pictures put in: what the server reads aloud. */
export interface WordsBook {
  story: Story;
  chapters: readonly { id: number; panels: readonly WordsPanel[] }[];
}

/** A panel's name within its book, safe in a URL path: its own id, or chapter and place for the birthday book. */
export function panelKey(chapter: { id: number }, panel: WordsPanel, index: number): string {
  return 'id' in panel ? panel.id : `c${chapter.id}-p${index + 1}`;
}

/** The panel a key names, with its chapter and whether it ends the chapter; or null. */
export function panelPlace<B extends WordsBook>(
  book: B,
  key: string,
): { chapter: B['chapters'][number]; panel: B['chapters'][number]['panels'][number]; endsChapter: boolean } | null {
  for (const chapter of book.chapters) {
    const panels = chapter.panels;
    const index = panels.findIndex((panel, i) => panelKey(chapter, panel, i) === key);
    if (index !== -1) return { chapter, panel: panels[index]!, endsChapter: index === panels.length - 1 };
  }
  return null;
}

/** The library entry's words in `lang` (every book has both editions; the schema requires them). */
export function storyWords(story: Story, lang: BookLang): StoryWords {
  if (lang === langOf(story.language)) {
    return { title: story.title, description: story.description, coverAlt: story.coverAlt, themes: story.themes };
  }
  return story.translation;
}

/** A chapter as any book holds it, pictures put in or not: its words without its panels. */
type ChapterHead = Chapter extends infer C ? (C extends unknown ? Omit<C, 'panels'> : never) : never;

/** A chapter's words in `lang`. */
export function chapterWords(book: { story: Story }, chapter: ChapterHead, lang: BookLang): ChapterWords {
  const original = lang === langOf(book.story.language);
  if ('activityTitle' in chapter) {
    const words = original ? chapter : chapter.translation;
    return { label: null, title: words.title, activity: { title: words.activityTitle, description: words.activityDescription } };
  }
  if ('chapterTitle' in chapter) {
    const words = original ? chapter : chapter.translation;
    return { label: words.title, title: words.chapterTitle, activity: null };
  }
  const words = original ? chapter : chapter.translation;
  return { label: null, title: words.title, activity: null };
}

/** A panel's words in `lang`, bubbles in reading order. */
export function panelWords(book: Book, panel: Panel, lang: BookLang): PanelWords {
  const original = lang === langOf(book.story.language);
  return { ...spokenWords(book, panel, lang), imageAlt: original ? panel.imageAlt : panel.translation.imageAlt };
}

/** What a panel says in `lang`: its text and its bubbles in reading order, pictures or not. */
export function spokenWords(book: WordsBook, panel: WordsPanel, lang: BookLang): Omit<PanelWords, 'imageAlt'> {
  const original = lang === langOf(book.story.language);
  if ('speechBubble' in panel) {
    const words = original || !panel.translation ? panel : panel.translation;
    const bubbles = words.speechBubble === null ? [] : [{ speaker: words.speaker ?? '', text: words.speechBubble }];
    return { text: words.text, bubbles };
  }
  const words = original || !panel.translation ? panel : panel.translation;
  return { text: words.text, bubbles: words.speechBubbles.map((bubble) => ({ speaker: bubble.character, text: bubble.text })) };
}

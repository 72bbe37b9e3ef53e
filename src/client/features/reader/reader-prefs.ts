import type { BookLang } from '@/shared/book-words';

/** Which text the page shows: one language, or both stacked. */
export type TextChoice = BookLang | 'both';
export type ViewMode = 'page' | 'scroll';

/** A family's reading choices, remembered on this device for every book. */
export interface ReaderPrefs {
  text: TextChoice | null;
  /** The voice's language when a parent chose one; null: the voice follows the text. */
  audio: BookLang | null;
  /** Speech rate: 1 is the voice's normal speed. */
  rate: number;
  mode: ViewMode | null;
}

export const PREFS_KEY = 'iyagi:reader:prefs';
export const RATES = [0.7, 1] as const;

export const noPrefs: ReaderPrefs = { text: null, audio: null, rate: 1, mode: null };

const isLang = (value: unknown): value is BookLang => value === 'en' || value === 'ko';

/** Reads stored choices, keeping each valid field and dropping the rest. */
export function parsePrefs(raw: string | null): ReaderPrefs {
  if (!raw) return noPrefs;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return noPrefs;
  }
  if (typeof value !== 'object' || value === null) return noPrefs;
  const { text, audio, rate, mode } = value as Record<string, unknown>;
  return {
    text: isLang(text) || text === 'both' ? text : null,
    audio: isLang(audio) ? audio : null,
    rate: RATES.find((r) => r === rate) ?? 1,
    mode: mode === 'page' || mode === 'scroll' ? mode : null,
  };
}

/**
 * What a book shows and speaks: the stored text choice, or the book's own language. The voice reads the words on
 * screen (with both, the first language shown) unless a parent chose a voice on purpose (`voiceChosen`).
 */
export function resolvePrefs(prefs: ReaderPrefs, bookLang: BookLang) {
  const text = prefs.text ?? bookLang;
  return { text, audio: prefs.audio ?? shownLangs(text, bookLang)[0]!, voiceChosen: prefs.audio !== null, rate: prefs.rate };
}

/** The languages to show, the book's own first (so a Korean book reads Korean, then English). */
export function shownLangs(text: TextChoice, bookLang: BookLang): BookLang[] {
  if (text !== 'both') return [text];
  return bookLang === 'ko' ? ['ko', 'en'] : ['en', 'ko'];
}

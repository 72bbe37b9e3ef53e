/** A run of text: a word (with the punctuation stuck to it) or the spaces between words. */
export interface Token {
  text: string;
  /** Index of its first character in the whole text, as speech boundary events count. */
  start: number;
  isWord: boolean;
}

/** Splits text at spaces, the way both English and Korean (어절) separate words. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/\s+|\S+/g)) {
    tokens.push({ text: match[0], start: match.index, isWord: !/^\s/.test(match[0]) });
  }
  return tokens;
}

/**
 * The start of the word a boundary event points into. Voices report the start of a word,
 * but some point at the space before it, so a space counts as the word after it.
 */
export function wordStartAt(tokens: readonly Token[], charIndex: number): number | null {
  for (const token of tokens) {
    if (token.isWord && charIndex < token.start + token.text.length) return token.start;
  }
  return null;
}

import { tokenize } from '../read-aloud/word-tokens';

/**
 * The word a tap at `caret` (a character offset in `text`, as the browser places a caret under the finger)
 * points at. A caret just after a word (a tap on its last letter's right half) means that word, not the next;
 * a caret on the spaces between words, the word after them. Null for text without words.
 */
export function wordStartNear(text: string, caret: number): number | null {
  const words = tokenize(text).filter((token) => token.isWord);
  const at = Math.max(0, Math.min(caret, text.length));
  const ending = words.find((word) => at === word.start + word.text.length);
  if (ending) return ending.start;
  return (words.find((word) => at < word.start + word.text.length) ?? words.at(-1))?.start ?? null;
}

/** Where the browser puts a caret under a point: the text node and the offset in it; null where it cannot say. */
export function caretAt(x: number, y: number): { node: Node; offset: number } | null {
  if ('caretPositionFromPoint' in document) {
    const position = document.caretPositionFromPoint(x, y);
    return position ? { node: position.offsetNode, offset: position.offset } : null;
  }
  const range = (document as Document & { caretRangeFromPoint?: (x: number, y: number) => Range | null }).caretRangeFromPoint?.(x, y);
  return range ? { node: range.startContainer, offset: range.startOffset } : null;
}

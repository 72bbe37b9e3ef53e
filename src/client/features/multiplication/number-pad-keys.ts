/** A key of the on-screen number pad: a digit, or the key that takes the last digit back. */
export type PadKey = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | 'back';

/** The biggest answer is 9 × 9 = 81, so three digits leave room for a slip and no more. */
const PAD_MAX_DIGITS = 3;

/** The answer box's text after a key: digits are added at the end (up to three), 'back' removes the last one. */
export function pressPadKey(text: string, key: PadKey): string {
  if (key === 'back') return text.slice(0, -1);
  const digits = text.replace(/\D/g, '');
  return digits.length >= PAD_MAX_DIGITS ? digits : digits + key;
}

const DIGITS = ['', '일', '이', '삼', '사', '오', '육', '칠', '팔', '구'] as const;
const UNITS = [
  [1000, '천'],
  [100, '백'],
  [10, '십'],
] as const;

/**
 * Reads a whole number from 0 to 9999 with Sino-Korean numerals, the way the times table is recited:
 * 42 → 사십이, 10 → 십 (never 일십), 105 → 백오.
 */
export function sinoKorean(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 9999) throw new RangeError(`sinoKorean reads whole numbers 0–9999, got ${n}`);
  if (n === 0) return '영';
  let rest = n;
  let words = '';
  for (const [value, unit] of UNITS) {
    const digit = Math.floor(rest / value);
    rest %= value;
    if (digit === 0) continue;
    // A leading 1 is silent before a unit: 십, 백, 천 rather than 일십, 일백, 일천.
    words += (digit === 1 ? '' : DIGITS[digit]) + unit;
  }
  return words + DIGITS[rest];
}

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
const FINALS_PER_VOWEL = 28;

/** True when the word's last Hangul syllable closes with a consonant (받침), as in 삼, 육, 칠. */
export function endsWithFinalConsonant(word: string): boolean {
  const code = word.codePointAt(word.length - 1);
  if (code === undefined || code < HANGUL_FIRST || code > HANGUL_LAST) {
    throw new RangeError(`expected a word ending in a Hangul syllable, got "${word}"`);
  }
  return (code - HANGUL_FIRST) % FINALS_PER_VOWEL !== 0;
}

/** The topic particle that follows the word: 은 after a final consonant, 는 after a vowel. */
export function topicParticle(word: string): '은' | '는' {
  return endsWithFinalConsonant(word) ? '은' : '는';
}

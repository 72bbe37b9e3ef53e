/**
 * A child's name as the quiz and the report show it: one normal form, and only names that show as
 * written. A name of Hangul fillers renders as an empty chip, and a pile of combining marks or a
 * look-alike letter from another alphabet makes one child look like another.
 */
export const PLAYER_NAME_MAX = 30;

// Hangul fillers are letters to Unicode but draw nothing.
const FILLERS = /[\u115F\u1160\u3164\uFFA0]/u;
const ALLOWED = /^[\p{Script=Hangul}\p{Script=Latin}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{N}\p{M} ._'-]+$/u;
const TOO_MANY_MARKS = /\p{M}{3,}/u;
const VISIBLE = /[\p{L}\p{N}]/u;

// Characters that draw nothing yet make two names differ (variation selectors, Mongolian and Khmer
// invisibles, the combining grapheme joiner, zero-width spaces and joiners). Hangul fillers are among
// them but stay, to be refused with their own reason, as do the direction controls, which reorder what shows.
const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;
const KEPT_TO_REFUSE = /[\u115F\u1160\u3164\uFFA0\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const NOT_HANGUL = /[^\p{Script=Hangul}]+/gu;
// A dot above an i or j, which has its dot already (a Turkish İ lowercased by software is i + U+0307);
// on a dotless ı it draws an i.
const DOT_ABOVE_AN_I = /([ijı])\u0307/gu;
const LATIN = /\p{Script=Latin}/u;
const LETTER = /\p{L}/u;
// Latin letters of real alphabets with no plain letter under them: ß, æ, ø, œ, ł, đ, ð, þ, ı, ħ, ŋ, ə and
// West Africa's open and hooked letters. The rest (ɡ, ɑ, the click ǀ, small capitals) copy a plain letter.
const OWN_LATIN_LETTERS = new Set('ßẞæÆøØœŒłŁđĐðÐþÞıħĦŋŊəƏɛƐɔƆɓƁɗƊƙƘƴƳ');

/** Not a Latin letter, or one that is a plain letter (A–Z) under its marks, or a real alphabet's own. */
const isOrdinaryLatin = (c: string) => !LATIN.test(c) || !LETTER.test(c) || /^[A-Za-z]/.test(c.normalize('NFD')) || OWN_LATIN_LETTERS.has(c);

/**
 * One form per name as it shows: invisible characters dropped, compatibility look-alikes folded (NFKC:
 * Roman numeral Ⅰ as I, full-width letters as ordinary ones; Hangul is left to NFC, since NFKC would turn
 * ㅋ into a conjoining jamo), a second dot on an i as none, runs of spaces as one, trimmed (tabs and line
 * breaks stay, and are refused).
 */
export function normalizePlayerName(raw: string): string {
  return raw
    .replace(DEFAULT_IGNORABLE, (c) => (KEPT_TO_REFUSE.test(c) ? c : ''))
    .replace(NOT_HANGUL, (run) => run.normalize('NFKC'))
    .normalize('NFC')
    .replace(DOT_ABOVE_AN_I, (_, letter: string) => (letter === 'ı' ? 'i' : letter))
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ')
    .replace(/ {2,}/g, ' ')
    .replace(/^ +| +$/g, '');
}

/** Why a (normalised) name cannot be used, in Korean for the family, or null when it is fine. */
export function playerNameProblem(name: string): string | null {
  if (name.length === 0) return '이름을 입력해 주세요.';
  if ([...name].length > PLAYER_NAME_MAX) return `이름은 ${PLAYER_NAME_MAX}글자까지 쓸 수 있어요.`;
  if (FILLERS.test(name) || !VISIBLE.test(name.replace(FILLERS, ''))) return '이름에 보이는 글자가 없어요. 한글, 영어, 숫자로 적어 주세요.';
  if (TOO_MANY_MARKS.test(name)) return '이름에 겹쳐 쓴 기호가 너무 많아요.';
  if (!ALLOWED.test(name) || ![...name].every(isOrdinaryLatin)) return "이름은 한글, 영어, 한자, 가나, 숫자와 띄어쓰기, . _ ' - 로만 적어 주세요.";
  return null;
}

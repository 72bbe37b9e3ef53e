import type { BookCharacters } from '@/pictures/vocabulary/shot-list';

/**
 * What a panel's words say that its picture must show, read the way an editor would: who is named,
 * how many of something, and what state a thing is in. Each reader is deliberately plain (a list of
 * words), so a miss is easy to see and to add.
 */

/** English words, counted as a reader counts them ("don't" is one word). */
export function englishWordCount(text: string): number {
  return (text.match(/[A-Za-z0-9]+(?:['’][A-Za-z]+)*/g) ?? []).length;
}

/** Korean 어절: the space-separated units Korean length is counted in. */
export function eojeolCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** The most words one page may hold in each language at a book's level (a phone screen under the picture). */
export function wordCap(lang: 'en' | 'ko', level: number): number {
  if (lang === 'en') return level <= 2 ? 45 : 60;
  return level <= 2 ? 35 : 45;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The characters a text names, by their kit ids; a longer name wins over a shorter one inside it ("테오 아빠" over "아빠"). */
export function charactersNamed(text: string, characters: BookCharacters, lang: 'en' | 'ko'): string[] {
  const names = Object.entries(characters)
    .flatMap(([id, called]) => called[lang].map((name) => ({ id, name })))
    .sort((a, b) => b.name.length - a.name.length);
  let rest = text;
  const found = new Set<string>();
  for (const { id, name } of names) {
    // English names are whole words (Mom, not "Momo"); Korean names take particles (엄마가, 샬럿은).
    const pattern = lang === 'en' ? new RegExp(`\\b${escape(name)}\\b`, 'g') : new RegExp(escape(name), 'g');
    if (pattern.test(rest)) {
      found.add(id);
      rest = rest.replace(pattern, ' ');
    }
  }
  return [...found];
}

const englishNumbers: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  twenty: 20,
};
/** Things counted in time or measure, not drawn: "five minutes", "eight years old". */
const notDrawn = /^(?:years?|days?|minutes?|hours?|seconds?|weeks?|months?|times?|o'clock|more|of|percent|steps?|dollars?|cents?|words?|points?|tries)$/i;

const koreanNumbers: Record<string, number> = {
  두: 2,
  둘: 2,
  세: 3,
  셋: 3,
  네: 4,
  넷: 4,
  다섯: 5,
  여섯: 6,
  일곱: 7,
  여덟: 8,
  아홉: 9,
  열: 10,
  열한: 11,
  열두: 12,
  스무: 20,
};
/** Counters of things one can draw and count (not 번, 살, 시, 분, 년: times and ages). */
const koreanCounters = '개|명|마리|장|칸|송이|자루|알|그루|켤레|조각|권|채|닢|잎|줄|개씩';

/** The counts a text gives: "eight candles", "twelve shiny quarters", "초 여덟 개", "돌 다섯 개". */
export function countsSaid(text: string, lang: 'en' | 'ko'): number[] {
  const counts: number[] = [];
  if (lang === 'en') {
    const pattern =
      /\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|twenty|[2-9]|1[0-9]|20)\s+(?:[a-z-]+\s+){0,2}?([a-z-]+s)\b/gi;
    for (const match of text.matchAll(pattern)) {
      const between = match[0].split(/\s+/).slice(1);
      if (between.some((word) => notDrawn.test(word))) continue;
      const n = englishNumbers[match[1]!.toLowerCase()] ?? Number(match[1]);
      counts.push(n);
    }
    return counts;
  }
  const pattern = new RegExp(
    `(?:^|\\s)(두|둘|세|셋|네|넷|다섯|여섯|일곱|여덟|아홉|열한|열두|열|스무|[2-9]|1[0-9]|20)\\s?(?:${koreanCounters})(?=$|[\\s,.!?이가을를은는도의에씩나만])`,
    'g',
  );
  for (const match of text.matchAll(pattern)) counts.push(koreanNumbers[match[1]!] ?? Number(match[1]));
  return counts;
}

/** States of things an editor checks in the picture: the words' patterns in each language, and the plain word the shot list uses. */
export const statesToShow = [
  { state: 'blown out', en: /\bblew (?:them |it |the candles )?out\b|\bblown out\b/i, ko: /불어 ?(?:꺼|껐)|촛불을 (?:껐|끄)|후 불었/ },
  { state: 'squashed', en: /\bsquash(?:ed)?\b|\bsmushed\b|\bsplat\b/i, ko: /찌그러|뭉개/ },
  { state: 'crooked', en: /\bcrooked\b/i, ko: /삐뚤/ },
  { state: 'torn', en: /\btorn\b|\btore\b|\bripped\b/i, ko: /찢어|찢겨|찢어진/ },
  { state: 'smudged', en: /\bsmudged?\b|\bsmeared\b|\bblurr(?:ed|y)\b/i, ko: /번졌|번진|번져|얼룩/ },
  { state: 'muddy', en: /\bmuddy\b/i, ko: /흙탕/ },
  { state: 'fast', en: /\brushing\b|\bfast\b.*\b(?:river|water|stream)\b|\b(?:river|water|stream)\b.*\bfast\b/i, ko: /거세|세차게|콸콸/ },
  { state: 'broken', en: /\bbroken\b|\bbroke\b|\bsnapped\b/i, ko: /부러|(?<!으)깨졌|(?<!으)깨진/ },
  { state: 'wet', en: /\bsoaked\b|\bsoaking\b|\bdripping\b/i, ko: /흠뻑|젖은|젖어/ },
  { state: 'steaming', en: /\bsteam(?:ing|y)?\b/i, ko: /김이|모락모락/ },
] as const;

/** The plain state words a text's states call for ('blown out', 'torn'). */
export function statesSaid(text: string, lang: 'en' | 'ko'): string[] {
  return statesToShow.filter((entry) => entry[lang].test(text)).map((entry) => entry.state);
}

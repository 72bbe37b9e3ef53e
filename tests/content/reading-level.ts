import { daleChall } from 'dale-chall';
import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';

/**
 * Reading levels on a 1–4 scale a family can trust, measured from the words themselves.
 * 1: first readers (Grade 1) · 2: Grade 2 · 3: Grade 3 · 4: confident readers (Grade 4 and up).
 */
export type ReadingLevel = 1 | 2 | 3 | 4;

export interface EnglishMeasure {
  sentences: number;
  words: number;
  wordsPerSentence: number;
  /** Flesch–Kincaid grade. */
  grade: number;
  /** Share of words outside the Dale–Chall list of words most fourth graders know. */
  unfamiliarShare: number;
  level: ReadingLevel;
}

export interface KoreanMeasure {
  sentences: number;
  /** 어절: the space-separated units Korean readability is counted in. */
  eojeol: number;
  eojeolPerSentence: number;
  /** Share of 어절 holding a word from the hard-word list below. */
  hardShare: number;
  level: ReadingLevel;
}

const easyWords = new Set(daleChall);

/** Sentences end at . ! ? … (and their Korean forms), even inside a closing quote. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…]["'”’)]*)\s+/u)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

function englishWords(sentence: string): string[] {
  return sentence.match(/[A-Za-z]+(?:['’][A-Za-z]+)*/g) ?? [];
}

/** A word counts as familiar when it, or its stem without a common ending, is on the list. */
function isFamiliar(word: string, isName: boolean): boolean {
  if (isName) return true;
  const w = word.toLowerCase().replace(/['’](s|ll|re|ve|d|t|m)$/, '');
  if (easyWords.has(w)) return true;
  const stems = [
    w.replace(/ies$/, 'y'),
    w.replace(/es$/, ''),
    w.replace(/s$/, ''),
    w.replace(/ed$/, ''),
    w.replace(/ed$/, 'e'),
    w.replace(/d$/, ''),
    w.replace(/ing$/, ''),
    w.replace(/ing$/, 'e'),
    w.replace(/(.)\1ing$/, '$1'),
    w.replace(/(.)\1ed$/, '$1'),
    w.replace(/ier$/, 'y'),
    w.replace(/iest$/, 'y'),
    w.replace(/er$/, ''),
    w.replace(/est$/, ''),
    w.replace(/ly$/, ''),
    w.replace(/ily$/, 'y'),
  ];
  return stems.some((stem) => stem.length > 1 && easyWords.has(stem));
}

export function levelFromGrade(grade: number): ReadingLevel {
  if (grade < 1.5) return 1;
  if (grade < 2.5) return 2;
  if (grade < 3.5) return 3;
  return 4;
}

/**
 * English: the Flesch–Kincaid grade over the whole text, raised one level when more than
 * 12 % of the words are outside the Dale–Chall list (a short sentence with hard words is
 * still hard for a child).
 */
export function measureEnglish(texts: readonly string[]): EnglishMeasure {
  const sentences = texts.flatMap(sentencesOf);
  const perSentence = sentences.map(englishWords);
  const words = perSentence.flat();
  const syllables = words.reduce((sum, word) => sum + Math.max(1, syllable(word)), 0);
  const grade = fleschKincaid({ sentence: sentences.length, word: words.length, syllable: syllables });
  // A capitalised word inside a sentence is a name (Charlotte, Biscuit), which children learn from the story itself.
  const unfamiliar = perSentence
    .flatMap((list) => list.map((word, i) => !isFamiliar(word, i > 0 && /^[A-Z]/.test(word) && word !== 'I')))
    .filter(Boolean).length;
  const unfamiliarShare = words.length === 0 ? 0 : unfamiliar / words.length;
  const base = levelFromGrade(grade);
  const level = (unfamiliarShare > 0.12 ? Math.min(4, base + 1) : base) as ReadingLevel;
  return { sentences: sentences.length, words: words.length, wordsPerSentence: words.length / Math.max(1, sentences.length), grade, unfamiliarShare, level };
}

/**
 * Words a third grader (초등 3학년) rarely meets in their own reading: abstract Sino-Korean
 * terms, units and statistics. The list is ours; it flags the words an editor would gloss.
 */
export const hardKoreanWords = [
  '면적',
  '비율',
  '퍼센트',
  '주민',
  '지역',
  '공동체',
  '보존',
  '발전',
  '의미',
  '역사적',
  '전통적',
  '문화재',
  '환경',
  '자연환경',
  '산림',
  '분포',
  '인구',
  '행정',
  '구역',
  '제정',
  '명칭',
  '개명',
  '선정',
  '투표',
  '참여',
  '결정',
  '제안',
  '기념',
  '유래',
  '경제',
  '정부',
  '공공',
  '시설',
  '관광',
  '산업',
  '건축',
  '구조',
  '재료',
  '특징',
  '상징',
  '가치',
  '노력',
  '협동',
  '배려',
  '소중함',
  '감사함',
  '교훈',
  '깨달',
  '추억',
  '정성',
  '풍습',
  '세대',
  '이웃사촌',
  '고유',
  '계승',
  '조화',
  '형성',
  '생태',
];

function koreanEojeol(sentence: string): string[] {
  return sentence.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
}

/**
 * Korean: average 어절 per sentence (3rd-grade books run about 5–8), raised one level when
 * more than 2 % of the 어절 carry a word from the hard-word list.
 */
export function measureKorean(texts: readonly string[]): KoreanMeasure {
  const sentences = texts.flatMap(sentencesOf);
  const eojeol = sentences.flatMap(koreanEojeol);
  const perSentence = eojeol.length / Math.max(1, sentences.length);
  const hard = eojeol.filter((w) => hardKoreanWords.some((word) => w.includes(word))).length;
  const hardShare = eojeol.length === 0 ? 0 : hard / eojeol.length;
  const base: ReadingLevel = perSentence < 4.5 ? 1 : perSentence < 6 ? 2 : perSentence < 8 ? 3 : 4;
  const level = (hardShare > 0.02 ? Math.min(4, base + 1) : base) as ReadingLevel;
  return { sentences: sentences.length, eojeol: eojeol.length, eojeolPerSentence: perSentence, hardShare, level };
}

import { PRACTICE_MULTIPLIERS, PRACTICE_TABLES, SPOKEN_QUESTION_FACTORS } from '@/shared/multiplication';
import { sinoKorean, topicParticle } from './korean-numbers';

/** A table cell ('2 × 3 = 6', also the spoken answer) or a quiz question ('2 × 3 = ?'). */
export type PhraseKind = 'multiplication' | 'question';

interface Range {
  readonly min: number;
  readonly max: number;
}

/**
 * The factors each kind may be spoken for: the practice table's cells (2–9 × 1–9), whose clips are also the spoken
 * answers, and any question a quiz may ask (the chosen tables up to 9, and missed facts sent from the report).
 */
export const PHRASE_RANGES: Record<PhraseKind, { tables: Range; multipliers: Range }> = {
  multiplication: { tables: PRACTICE_TABLES, multipliers: PRACTICE_MULTIPLIERS },
  question: { tables: SPOKEN_QUESTION_FACTORS, multipliers: SPOKEN_QUESTION_FACTORS },
};

export interface Phrase {
  kind: PhraseKind;
  table: number;
  multiplier: number;
  /** Stable name of the clip, e.g. 'question/2x3'. */
  key: string;
  /** Korean words for the synthesiser: it skips '×' and reads '=' in English, so no symbols. */
  text: string;
}

export function isPhraseInRange(kind: PhraseKind, table: number, multiplier: number): boolean {
  const { tables, multipliers } = PHRASE_RANGES[kind];
  const within = (n: number, r: Range) => Number.isInteger(n) && n >= r.min && n <= r.max;
  return within(table, tables) && within(multiplier, multipliers);
}

/** '이 곱하기 삼은': the particle agrees with the multiplier's last sound (이 곱하기 이는, 삼 곱하기 육은). */
function product(table: number, multiplier: number): string {
  const spokenMultiplier = sinoKorean(multiplier);
  return `${sinoKorean(table)} 곱하기 ${spokenMultiplier}${topicParticle(spokenMultiplier)}`;
}

export function phraseFor(kind: PhraseKind, table: number, multiplier: number): Phrase {
  if (!isPhraseInRange(kind, table, multiplier)) {
    throw new RangeError(`no ${kind} phrase for ${table} × ${multiplier}`);
  }
  const text = kind === 'multiplication' ? `${product(table, multiplier)} ${sinoKorean(table * multiplier)}` : `${product(table, multiplier)}?`;
  return { kind, table, multiplier, key: `${kind}/${table}x${multiplier}`, text };
}

/** Every phrase the site can ask for: small and finite, so all of it is rendered ahead of time. */
export function allPhrases(): Phrase[] {
  const phrases: Phrase[] = [];
  for (const kind of Object.keys(PHRASE_RANGES) as PhraseKind[]) {
    const { tables, multipliers } = PHRASE_RANGES[kind];
    for (let table = tables.min; table <= tables.max; table++) {
      for (let multiplier = multipliers.min; multiplier <= multipliers.max; multiplier++) {
        phrases.push(phraseFor(kind, table, multiplier));
      }
    }
  }
  return phrases;
}

import { PRACTICE_MULTIPLIERS, QUIZ_MULTIPLIERS, QUIZ_TABLES } from '@/shared/multiplication';
import { sinoKorean, topicParticle } from './korean-numbers';

/** A table cell ('2 × 3 = 6', also the spoken answer) or a quiz question ('2 × 3 = ?'). */
export type PhraseKind = 'multiplication' | 'question';

interface Range {
  readonly min: number;
  readonly max: number;
}

/** The factors each kind may be spoken for: the practice table for cells, the quiz for questions. */
export const PHRASE_RANGES: Record<PhraseKind, { tables: Range; multipliers: Range }> = {
  multiplication: { tables: QUIZ_TABLES, multipliers: PRACTICE_MULTIPLIERS },
  question: { tables: QUIZ_TABLES, multipliers: QUIZ_MULTIPLIERS },
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

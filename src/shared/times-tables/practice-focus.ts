import { QUIZ_QUESTION_COUNT } from '../multiplication';
import { factKey, factOf, type Fact } from './fact';

/** The tables a child may choose to practise; the heat map shows the same ones. */
export const CHOOSABLE_TABLES = [2, 3, 4, 5, 6, 7, 8, 9] as const;
/** Factors a practised fact may have (the heat map runs 2–9; a link from before it dropped ×1 may still name one). */
const FACTOR_MIN = 1;
const FACTOR_MAX = 9;
/** At most one quiz's worth of facts in a link, so the practice asks every fact it lists; the rest are dropped. */
export const PRACTICE_FACT_LIMIT = QUIZ_QUESTION_COUNT;

/**
 * What a quiz practises: the standard quiz (tables 2–7 × 2–7), the tables the child chose, or the facts the
 * child missed or answered slowly.
 */
export type PracticeFocus = { kind: 'standard' } | { kind: 'tables'; tables: number[] } | { kind: 'facts'; facts: Fact[] };

const isFactor = (n: number) => Number.isInteger(n) && n >= FACTOR_MIN && n <= FACTOR_MAX;

/**
 * The quiz page's address for a focus (and the child's name, so the quiz is ready to start). Missed facts are
 * practised in the calm quiz, which asks each of them and gives a second try; `calm` says so in the address.
 */
export function practiceHref(focus: PracticeFocus, playerName?: string): string {
  const params = new URLSearchParams();
  if (focus.kind === 'tables') params.set('tables', focus.tables.join(','));
  if (focus.kind === 'facts') params.set('facts', focus.facts.map(factKey).join(','));
  if (focus.kind === 'facts') params.set('calm', '1');
  if (playerName) params.set('player', playerName);
  const query = params.toString();
  return query ? `/multiplication-table?${query}` : '/multiplication-table';
}

/** Whether two focuses practise the same thing: the same address, so the same tables or facts in the same order. */
export function samePracticeFocus(a: PracticeFocus, b: PracticeFocus): boolean {
  return practiceHref(a) === practiceHref(b);
}

/**
 * Reads a focus back from the quiz page's address; anything malformed falls back to the standard quiz. `calm`:
 * the address asks for the calm quiz (the report's missed facts).
 */
export function readPracticeFocus(params: URLSearchParams): { focus: PracticeFocus; playerName: string; calm: boolean } {
  const playerName = (params.get('player') ?? '').slice(0, 40);
  const facts = parseFacts(params.get('facts'));
  if (facts.length > 0) return { focus: { kind: 'facts', facts }, playerName, calm: params.get('calm') === '1' };
  const tables = parseTables(params.get('tables'));
  if (tables.length > 0) return { focus: { kind: 'tables', tables }, playerName, calm: false };
  return { focus: { kind: 'standard' }, playerName, calm: false };
}

function parseTables(text: string | null): number[] {
  if (!text) return [];
  const tables = text
    .split(',')
    .map(Number)
    .filter((n) => (CHOOSABLE_TABLES as readonly number[]).includes(n));
  return [...new Set(tables)].sort((a, b) => a - b);
}

function parseFacts(text: string | null): Fact[] {
  if (!text) return [];
  const seen = new Map<string, Fact>();
  for (const part of text.split(',')) {
    const match = /^(\d)x(\d)$/.exec(part.trim());
    if (!match) continue;
    const [a, b] = [Number(match[1]), Number(match[2])];
    if (!isFactor(a) || !isFactor(b)) continue;
    const fact = factOf(a, b);
    seen.set(factKey(fact), fact);
  }
  return [...seen.values()].slice(0, PRACTICE_FACT_LIMIT);
}

/** What a resilience check tried and what survived, printed by the bench and asserted by the tests. */
export interface ResilienceReport {
  name: string;
  ok: boolean;
  tried: string;
  survived: string;
  /** Why it failed, one line per problem; empty when ok. */
  problems: string[];
}

export function report(name: string, tried: string, survived: string, problems: string[]): ResilienceReport {
  return { name, ok: problems.length === 0, tried, survived, problems };
}

export const list = (names: string[], max = 5) => names.slice(0, max).join(', ') + (names.length > max ? ` … (${names.length} in all)` : '');

/** 10000 → '10,000' */
export const count = (n: number) => n.toLocaleString('en-US');

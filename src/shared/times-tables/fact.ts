/**
 * A times-table fact, counted once whichever way it was asked: 3 × 7 and 7 × 3 are one fact a child
 * learns once, so the report and the practice quiz treat them as one. `small` ≤ `large`.
 */
export interface Fact {
  small: number;
  large: number;
}

export function factOf(table: number, multiplier: number): Fact {
  return { small: Math.min(table, multiplier), large: Math.max(table, multiplier) };
}

/** '3x7': the fact's name in maps and links. */
export function factKey({ small, large }: Fact): string {
  return `${small}x${large}`;
}

/** Whether the question a × b asks this fact (in either order). */
export function asksFact(table: number, multiplier: number, fact: Fact): boolean {
  const asked = factOf(table, multiplier);
  return asked.small === fact.small && asked.large === fact.large;
}

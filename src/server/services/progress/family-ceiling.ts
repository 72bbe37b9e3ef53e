/**
 * What one family's progress may hold, whatever its devices send, so that reading it stays a few hundred rows
 * however long it is used or however it is attacked (docs/decisions/073-a-ceiling-on-a-family.md).
 */
export const FAMILY_CEILING = {
  /** Children a family's reading and game bests may name: a big family, or a small group sharing one code. */
  children: 30,
  /** Days whose seconds are kept per child: the report's two weeks from Monday, with a device's clock on either side. */
  daysKept: 28,
  /** A child reads at most a whole day on one day, however many stretches say otherwise. */
  secondsInADay: 24 * 60 * 60,
  /** A book's total seconds stop here: the largest number its column holds. */
  secondsInAll: 2_147_483_647,
} as const;

/** Past this many children a new child's reading or game best is refused: the family's ceiling. */
export class FamilyFullError extends Error {
  constructor() {
    super(`This family code already keeps reading and games for ${FAMILY_CEILING.children} children, the most one code holds.`);
  }
}

import { and, desc, eq, lt, notInArray } from 'drizzle-orm';
import { CareerRecommendationListSchema, type CareerRecommendation } from '@/shared/career';
import type { Db } from '../../db/database';
import { careerNextSteps, careerRecommendationSets } from '../../db/schema';

/** How many sets per session the rotation looks back on; older ones are pruned so the table stays small. */
const SETS_KEPT = 10;
/** Next steps kept per session: a child looks at a handful of careers, a script could name thousands. */
export const NEXT_STEPS_KEPT = 20;
const SETS_FOR_ROTATION = 5;

function parseSet(value: unknown): CareerRecommendation[] {
  const parsed = CareerRecommendationListSchema.safeParse(value);
  return parsed.success ? parsed.data : [];
}

/** The latest stored set of a session, or [] when it has none. */
async function latestCareerSet(db: Db, sessionId: string): Promise<CareerRecommendation[]> {
  const [row] = await db
    .select({ recommendations: careerRecommendationSets.recommendations })
    .from(careerRecommendationSets)
    .where(eq(careerRecommendationSets.sessionId, sessionId))
    .orderBy(desc(careerRecommendationSets.id))
    .limit(1);
  return row ? parseSet(row.recommendations) : [];
}

/** Titles of the session's recent sets, newest first, for 'see other jobs'. */
async function recentCareerTitles(db: Db, sessionId: string): Promise<string[][]> {
  const rows = await db
    .select({ recommendations: careerRecommendationSets.recommendations })
    .from(careerRecommendationSets)
    .where(eq(careerRecommendationSets.sessionId, sessionId))
    .orderBy(desc(careerRecommendationSets.id))
    .limit(SETS_FOR_ROTATION);
  return rows.map((row) => parseSet(row.recommendations).map((c) => c.title));
}

async function saveCareerSet(db: Db, sessionId: string, recommendations: CareerRecommendation[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(careerRecommendationSets).values({ sessionId, recommendations });
    const keep = await tx
      .select({ id: careerRecommendationSets.id })
      .from(careerRecommendationSets)
      .where(eq(careerRecommendationSets.sessionId, sessionId))
      .orderBy(desc(careerRecommendationSets.id))
      .offset(SETS_KEPT - 1)
      .limit(1);
    const oldestKept = keep[0]?.id;
    if (oldestKept !== undefined) {
      await tx.delete(careerRecommendationSets).where(and(eq(careerRecommendationSets.sessionId, sessionId), lt(careerRecommendationSets.id, oldestKept)));
    }
  });
}

async function storedNextSteps(db: Db, sessionId: string, careerTitle: string): Promise<string[] | undefined> {
  const [row] = await db
    .select({ nextSteps: careerNextSteps.nextSteps })
    .from(careerNextSteps)
    .where(and(eq(careerNextSteps.sessionId, sessionId), eq(careerNextSteps.careerTitle, careerTitle)));
  return row?.nextSteps;
}

/** Keeps the first answer for a career: a second request (two tabs, a retry) reads the same list. */
async function saveNextSteps(db: Db, sessionId: string, careerTitle: string, nextSteps: string[]): Promise<string[]> {
  await db.insert(careerNextSteps).values({ sessionId, careerTitle, nextSteps }).onConflictDoNothing();
  const kept = await db
    .select({ careerTitle: careerNextSteps.careerTitle })
    .from(careerNextSteps)
    .where(eq(careerNextSteps.sessionId, sessionId))
    .orderBy(desc(careerNextSteps.createdAt), desc(careerNextSteps.careerTitle))
    .limit(NEXT_STEPS_KEPT);
  if (kept.length === NEXT_STEPS_KEPT) {
    await db.delete(careerNextSteps).where(
      and(
        eq(careerNextSteps.sessionId, sessionId),
        notInArray(
          careerNextSteps.careerTitle,
          kept.map((row) => row.careerTitle),
        ),
      ),
    );
  }
  return (await storedNextSteps(db, sessionId, careerTitle)) ?? nextSteps;
}

/** The career tables of one database, as the routes use them. */
export function createCareerStore(db: Db) {
  return {
    latestSet: (sessionId: string) => latestCareerSet(db, sessionId),
    recentTitles: (sessionId: string) => recentCareerTitles(db, sessionId),
    saveSet: (sessionId: string, recommendations: CareerRecommendation[]) => saveCareerSet(db, sessionId, recommendations),
    storedNextSteps: (sessionId: string, careerTitle: string) => storedNextSteps(db, sessionId, careerTitle),
    saveNextSteps: (sessionId: string, careerTitle: string, nextSteps: string[]) => saveNextSteps(db, sessionId, careerTitle, nextSteps),
  };
}

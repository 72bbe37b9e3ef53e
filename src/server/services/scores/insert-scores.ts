import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { NewQuizScore, QuizMode, QuizScoreRecord } from '@/shared/quiz-score';
import type { Db } from '../../db/database';

export interface ScoreToSave {
  familyKey: string;
  idempotencyKey: string | null;
  score: NewQuizScore;
}

export interface SaveOutcome {
  record: QuizScoreRecord;
  /** False when the family already had a record under this idempotency key: that record is answered. */
  created: boolean;
}

const recordOf = (row: ScoreRow): QuizScoreRecord => ({
  id: row.id,
  playerName: row.player_name,
  mode: row.mode,
  score: row.score,
  totalQuestions: row.total_questions,
  accuracy: row.accuracy,
  timeTaken: row.time_taken,
  completedAt: new Date(row.completed_at).toISOString(),
  questions: row.questions,
});

const rowsOf = (result: unknown) => (result as { rows: ScoreRow[] }).rows;

interface RowToInsert {
  id: string;
  player_name: string;
  mode: QuizMode;
  score: number;
  total_questions: number;
  accuracy: number;
  time_taken: number;
  questions: QuizScoreRecord['questions'];
  family_key: string;
  idempotency_key: string | null;
}

/** A stored row: what was inserted, with the time the database gave it. */
type ScoreRow = RowToInsert & { completed_at: Date | string };

const keyOf = (row: { family_key: string; idempotency_key: string | null }) => `${row.family_key} ${row.idempotency_key}`;

/** Rows sent as one JSON parameter and read back as a table: one statement for any number of saves. */
const recordset = (rows: RowToInsert[]) => sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(
  id uuid, player_name text, mode text, score int, total_questions int, accuracy int, time_taken int, questions jsonb, family_key text, idempotency_key text)`;

/** What a record is read from (ScoreRow), whether just inserted or stored before. */
const RECORD_COLUMNS = sql.raw('id, player_name, mode, score, total_questions, accuracy, time_taken, completed_at, questions, family_key, idempotency_key');

/**
 * Saves many scores in one statement (one commit, one trip to the database). Each save's random id is made
 * here, so it knows its row; a save whose key the family already used gets the stored record instead.
 * Answers each save's own outcome: one save's failure is never another family's.
 */
export async function insertScores(db: Db, saves: ScoreToSave[]): Promise<Array<PromiseSettledResult<SaveOutcome>>> {
  const rows: RowToInsert[] = saves.map(({ familyKey, idempotencyKey, score }) => ({
    id: randomUUID(),
    player_name: score.playerName,
    mode: score.mode,
    score: score.score,
    total_questions: score.totalQuestions,
    accuracy: score.accuracy,
    time_taken: score.timeTaken,
    questions: score.questions,
    family_key: familyKey,
    idempotency_key: idempotencyKey,
  }));
  const inserted = new Map(
    rowsOf(
      await db.execute(sql`
        insert into quiz_scores (id, player_name, mode, score, total_questions, accuracy, time_taken, questions, family_key, idempotency_key)
        select * from ${recordset(rows)}
        on conflict (family_key, idempotency_key) do nothing
        returning ${RECORD_COLUMNS}`),
    ).map((row) => [row.id, row]),
  );
  const repeats = rows.filter((row) => !inserted.has(row.id));
  const stored = new Map<string, ScoreRow>();
  if (repeats.length > 0) {
    const found = rowsOf(
      await db.execute(sql`
        select ${RECORD_COLUMNS} from quiz_scores
        where (family_key, idempotency_key) in (select family_key, idempotency_key from ${recordset(repeats)})`),
    );
    for (const row of found) stored.set(keyOf(row), row);
  }
  return Promise.all(
    rows.map(async (row): Promise<PromiseSettledResult<SaveOutcome>> => {
      try {
        const mine = inserted.get(row.id);
        if (mine) return { status: 'fulfilled', value: { record: recordOf(mine), created: true } };
        const first = stored.get(keyOf(row));
        if (first) return { status: 'fulfilled', value: { record: recordOf(first), created: false } };
        return { status: 'fulfilled', value: await saveAfterDelete(db, row) };
      } catch (error) {
        return { status: 'rejected', reason: error };
      }
    }),
  );
}

/**
 * A repeat whose stored record was deleted between the insert and the lookup: saved again in one
 * statement that either inserts it or locks and answers the record stored meanwhile, so the save ends as
 * "saved after the delete" or "answered the stored record", whatever deletes come next.
 */
async function saveAfterDelete(db: Db, row: RowToInsert): Promise<SaveOutcome> {
  const [saved] = rowsOf(
    await db.execute(sql`
      insert into quiz_scores (id, player_name, mode, score, total_questions, accuracy, time_taken, questions, family_key, idempotency_key)
      select * from ${recordset([row])}
      on conflict (family_key, idempotency_key) do update set idempotency_key = excluded.idempotency_key
      returning ${RECORD_COLUMNS}`),
  );
  return { record: recordOf(saved!), created: saved!.id === row.id };
}

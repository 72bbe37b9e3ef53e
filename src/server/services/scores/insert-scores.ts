import { sql } from 'drizzle-orm';
import type { NewQuizScore, QuizScoreRecord } from '@/shared/quiz-score';
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

interface ScoreRow {
  id: number;
  player_name: string;
  score: number;
  total_questions: number;
  accuracy: number;
  time_taken: number;
  completed_at: Date | string;
  questions: QuizScoreRecord['questions'];
}

const recordOf = (row: ScoreRow): QuizScoreRecord => ({
  id: row.id,
  playerName: row.player_name,
  score: row.score,
  totalQuestions: row.total_questions,
  accuracy: row.accuracy,
  timeTaken: row.time_taken,
  completedAt: new Date(row.completed_at).toISOString(),
  questions: row.questions,
});

const rowsOf = (result: unknown) => (result as { rows: ScoreRow[] }).rows;

/** What a record is read from (ScoreRow), whether just inserted or stored before. */
const RECORD_COLUMNS = sql.raw('id, player_name, score, total_questions, accuracy, time_taken, completed_at, questions');

/**
 * Saves many scores in one statement (one commit, one trip to the database). Ids are taken first, so each
 * save knows its row; a save whose key the family already used gets the stored record instead.
 */
export async function insertScores(db: Db, saves: ScoreToSave[]): Promise<SaveOutcome[]> {
  const taken = rowsOf(await db.execute(sql`select nextval(pg_get_serial_sequence('quiz_scores', 'id'))::int as id from generate_series(1, ${saves.length})`));
  const ids = taken.map((row) => row.id).sort((a, b) => a - b);
  const rows = saves.map(({ familyKey, idempotencyKey, score }, i) => ({
    id: ids[i],
    player_name: score.playerName,
    score: score.score,
    total_questions: score.totalQuestions,
    accuracy: score.accuracy,
    time_taken: score.timeTaken,
    questions: score.questions,
    family_key: familyKey,
    idempotency_key: idempotencyKey,
  }));
  const inserted = rowsOf(
    await db.execute(sql`
      insert into quiz_scores (id, player_name, score, total_questions, accuracy, time_taken, questions, family_key, idempotency_key)
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(
        id int, player_name text, score int, total_questions int, accuracy int, time_taken int, questions jsonb, family_key text, idempotency_key text)
      on conflict (family_key, idempotency_key) do nothing
      returning ${RECORD_COLUMNS}`),
  );
  const byId = new Map(inserted.map((row) => [row.id, row]));
  return Promise.all(
    saves.map(async ({ familyKey, idempotencyKey }, i) => {
      const row = byId.get(ids[i]!);
      if (row) return { record: recordOf(row), created: true };
      const [first] = rowsOf(
        await db.execute(sql`
          select ${RECORD_COLUMNS} from quiz_scores
          where family_key = ${familyKey} and idempotency_key = ${idempotencyKey}`),
      );
      return { record: recordOf(first!), created: false };
    }),
  );
}

// The stack Iyagi started from, for comparison: Express + Drizzle + pg saving a score with the same body
// validation, and nothing else (no limits, security headers, family codes or logging).
// Run as its own process: `node --import tsx bench/lib/seed-stack-server.ts <database url> <port>`.
import { drizzle } from 'drizzle-orm/node-postgres';
import express from 'express';
import pg from 'pg';
import { quizScores } from '@/server/db/schema';
import { NewQuizScoreSchema } from '@/shared/quiz-score';

const [databaseUrl, port] = process.argv.slice(2);
const db = drizzle(new pg.Pool({ connectionString: databaseUrl, max: 10 }));
const app = express();
app.use(express.json({ limit: '64kb' }));
app.post('/api/quiz-scores', async (request, response) => {
  const parsed = NewQuizScoreSchema.safeParse(request.body);
  if (!parsed.success) {
    response.status(400).json({ error: parsed.error.message });
    return;
  }
  const [row] = await db.insert(quizScores).values(parsed.data).returning();
  response.status(201).json(row);
});
app.listen(Number(port), '127.0.0.1', () => console.log('ready'));

// Gives the scores saved before family codes (shown to no one) to one family:
//   npx tsx scripts/assign-old-scores.ts <family code> [player name]
// Uses the same DATA_DIR or DATABASE_URL as the server; stop a PGlite server first (it owns its directory).
import { assignOldScores } from '../src/server/db/assign-old-scores';
import { openDatabase } from '../src/server/db/database';
import { readEnv } from '../src/server/env';
import { formatFamilyCode, parseFamilyCode } from '../src/shared/family-code';

const [typed, player] = process.argv.slice(2);
const code = typed ? parseFamilyCode(typed) : null;
if (!code) {
  console.error('usage: npx tsx scripts/assign-old-scores.ts <family code, e.g. 7K2M-QX9P-RT4B-W3HN> [player name]');
  process.exit(2);
}

const env = readEnv(process.env);
const database = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
try {
  const moved = await assignOldScores(database.db, code, player);
  console.log(`${moved} score(s) from before family codes now belong to ${formatFamilyCode(code)}.`);
} finally {
  await database.close();
}

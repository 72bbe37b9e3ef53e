import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { careerNextSteps } from './schema';
import { NEXT_STEPS_KEPT } from '../services/careers/career-store';
import { sampleSessionId } from '../../../tests/support/fixtures';
import { createTestApp } from '../../../tests/support/test-app';
import { ChurnMaintenance } from './churn-maintenance';

const WAL_SEGMENT = 16 * 1024 * 1024;

function folderBytes(dir: string): number {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).reduce((sum, entry) => {
    return entry.isFile() ? sum + fs.statSync(path.join(entry.parentPath, entry.name)).size : sum;
  }, 0);
}

describe('the embedded database under churn', () => {
  it('grows its stored data less than 1 MB over 3,000 regenerations on one session, with a bounded log', { timeout: 180_000 }, async () => {
    const t = await createTestApp('pglite');
    try {
      const dataDir = t.database.dataDir!;
      const sessionId = sampleSessionId(31);
      const board = { sessionId, strengths: ['수학', '과학'], weaknesses: ['수영'], likes: ['컴퓨터', '독서'], dislikes: ['요리'] };
      await t.app.inject({ method: 'POST', url: '/api/quadrant-board', payload: board });
      for (let i = 0; i < 300; i++) await t.app.inject({ method: 'POST', url: '/api/career-recommendations/generate', payload: { sessionId } });
      await t.database.vacuum();
      const wal = path.join(dataDir, 'pg_wal');
      const before = folderBytes(dataDir) - folderBytes(wal);
      for (let i = 0; i < 3000; i++) {
        const res = await t.app.inject({ method: 'POST', url: '/api/career-recommendations/generate', payload: { sessionId } });
        expect(res.statusCode).toBe(201);
      }
      await t.app.close();
      // The write-ahead log is pre-allocated in 16 MB segments and recycled at each checkpoint, so it is
      // bounded by a few segments; everything else is the stored data, which must not grow.
      expect(folderBytes(dataDir) - folderBytes(wal) - before).toBeLessThan(1024 * 1024);
      expect(folderBytes(wal)).toBeLessThanOrEqual(3 * WAL_SEGMENT);
    } finally {
      await t.close();
    }
  });

  it(`keeps at most ${NEXT_STEPS_KEPT} next-step lists per session`, async () => {
    const t = await createTestApp('pglite');
    try {
      const sessionId = sampleSessionId(32);
      await t.app.inject({ method: 'POST', url: '/api/quadrant-board', payload: { sessionId, strengths: ['음악'], weaknesses: [], likes: [], dislikes: [] } });
      for (let i = 0; i < NEXT_STEPS_KEPT + 15; i++) {
        const career = { title: `Made-up job ${i}`, description: 'x', matchScore: 80, roadmap: {} };
        const res = await t.app.inject({ method: 'POST', url: '/api/career-recommendations/next-steps', payload: { sessionId, career } });
        expect(res.statusCode).toBe(200);
      }
      const rows = await t.database.db.select().from(careerNextSteps).where(eq(careerNextSteps.sessionId, sessionId));
      expect(rows).toHaveLength(NEXT_STEPS_KEPT);
    } finally {
      await t.close();
    }
  });

  it('vacuums once per round of notes, never two at a time', async () => {
    let vacuums = 0;
    let release = () => {};
    const churn = new ChurnMaintenance({ vacuum: () => new Promise<void>((resolve) => (vacuums++, (release = resolve))) }, 3);
    for (let i = 0; i < 9; i++) churn.note();
    expect(vacuums).toBe(1);
    release();
    await churn.settled();
    for (let i = 0; i < 3; i++) churn.note();
    expect(vacuums).toBe(2);
    release();
  });
});

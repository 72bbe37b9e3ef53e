import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@/server/db/database';
import { speechClips } from '@/server/db/schema';
import { REPO_ROOT, startServer } from '../../tests/support/resilience/server-process';
import { speechPrerendered } from './speech';

const CLIPS_FILE = 'speech-clips.json';

function filesHash(dirs: string[]): string {
  const hash = createHash('sha256');
  for (const dir of dirs) {
    for (const file of fs.readdirSync(path.join(REPO_ROOT, dir), { recursive: true, withFileTypes: true })) {
      if (!file.isFile()) continue;
      const full = path.join(file.parentPath, file.name);
      hash.update(path.relative(REPO_ROOT, full)).update(fs.readFileSync(full));
    }
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * A PGlite data directory made by the real server, migrated and with every speech clip rendered, kept in the
 * temp dir between runs: a fresh one costs seconds to initialise and about 20 s of speech rendering.
 */
export async function pgliteTemplate(tinyBuildDir: string): Promise<string> {
  const dir = path.join(os.tmpdir(), `iyagi-bench-template-${filesHash(['src/server/db/migrations', 'src/server/services/speech'])}`);
  if (fs.existsSync(path.join(dir, CLIPS_FILE))) return dir;
  const partial = `${dir}.partial-${process.pid}`;
  fs.rmSync(partial, { recursive: true, force: true });
  console.log('bench: preparing a PGlite template with rendered speech (once per schema or voice change)…');
  const server = await startServer({ storage: { kind: 'pglite', dataDir: partial }, buildDir: tinyBuildDir });
  try {
    await speechPrerendered(server);
  } finally {
    await server.stop();
  }
  const database = await openDatabase({ dataDir: partial });
  const clips = await database.db.select({ key: speechClips.key, mp3: speechClips.mp3 }).from(speechClips);
  await database.close();
  fs.writeFileSync(path.join(partial, CLIPS_FILE), JSON.stringify(clips.map((c) => ({ key: c.key, mp3: c.mp3.toString('base64') }))));
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(partial, dir);
  return dir;
}

/** The template's rendered clips, to give a PostgreSQL database the same warm start. */
export function templateClips(templateDir: string): Array<{ key: string; mp3: Buffer }> {
  const raw = JSON.parse(fs.readFileSync(path.join(templateDir, CLIPS_FILE), 'utf8')) as Array<{ key: string; mp3: string }>;
  return raw.map((c) => ({ key: c.key, mp3: Buffer.from(c.mp3, 'base64') }));
}

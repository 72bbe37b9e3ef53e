import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '@/server/db/database';
import { speechClips } from '@/server/db/schema';
import { keptTemplate, MIGRATED_INPUTS, migratedTemplate } from '../../tests/support/pglite-template';
import { startServer } from '../../tests/support/resilience/server-process';
import { speechPrerendered } from './speech';

const CLIPS_FILE = 'speech-clips.json';

/**
 * The tests' migrated template with every speech clip rendered by the real server, kept between runs:
 * rendering them costs about 20 s. Its clips are also written out, to warm a PostgreSQL database the same way.
 */
export function pgliteTemplate(tinyBuildDir: string): Promise<string> {
  return keptTemplate('bench-template', [...MIGRATED_INPUTS, 'src/server/services/speech'], async (dataDir) => {
    console.log('bench: preparing a PGlite template with rendered speech (once per schema or voice change)…');
    fs.cpSync(await migratedTemplate(), dataDir, { recursive: true });
    const server = await startServer({ storage: { kind: 'pglite', dataDir }, buildDir: tinyBuildDir });
    try {
      await speechPrerendered(server);
    } finally {
      await server.stop();
    }
    const database = await openDatabase({ dataDir });
    const clips = await database.db.select({ key: speechClips.key, mp3: speechClips.mp3 }).from(speechClips);
    await database.close();
    fs.writeFileSync(path.join(dataDir, CLIPS_FILE), JSON.stringify(clips.map((c) => ({ key: c.key, mp3: c.mp3.toString('base64') }))));
  });
}

/** The template's rendered clips, to give a PostgreSQL database the same warm start. */
export function templateClips(templateDir: string): Array<{ key: string; mp3: Buffer }> {
  const raw = JSON.parse(fs.readFileSync(path.join(templateDir, CLIPS_FILE), 'utf8')) as Array<{ key: string; mp3: string }>;
  return raw.map((c) => ({ key: c.key, mp3: Buffer.from(c.mp3, 'base64') }));
}

// What installing for offline costs a device: the files the service worker precaches after the first
// visit goes idle (read from build/client/sw.js), and the spoken clips it keeps as the games use them.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PRACTICE_MULTIPLIERS, QUIZ_MULTIPLIERS, QUIZ_TABLES } from '@/shared/multiplication';
import { section, type Section } from './lib/section';

/** The precache list as the build wrote it into the worker: page routes and files under build/client. */
function precachedFiles(clientDir: string): string[] {
  const worker = fs.readFileSync(path.join(clientDir, 'sw.js'), 'utf8');
  return [...worker.matchAll(/"url":"([^"]+)"/g)].map((m) => {
    const url = m[1]!.replace(/^\//, '');
    const file =
      url === '' ? 'index.html' : fs.existsSync(path.join(clientDir, url)) && fs.statSync(path.join(clientDir, url)).isFile() ? url : `${url}/index.html`;
    return path.join(clientDir, file);
  });
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

/** Precache and clip sizes; `serverUrl` (a running server) is asked for every clip the games can play. */
export async function offlineSize(clientDir: string, serverUrl: string): Promise<Section> {
  const s = section('Offline install: what a device keeps after its first visit', ['what', 'files', 'size', 'after gzip -9']);
  const files = precachedFiles(clientDir);
  let raw = 0;
  let packed = 0;
  for (const file of files) {
    const body = fs.readFileSync(file);
    raw += body.length;
    packed += gzipSync(body, { level: 9 }).length;
  }
  s.rows.push(['precached once the first page is idle (pages, app, pictures, icons)', String(files.length), mb(raw), mb(packed)]);

  let clips = 0;
  let clipBytes = 0;
  const asks: Array<['question' | 'multiplication', number, number]> = [];
  for (let t = QUIZ_TABLES.min; t <= QUIZ_TABLES.max; t++) {
    for (let m = QUIZ_MULTIPLIERS.min; m <= QUIZ_MULTIPLIERS.max; m++) asks.push(['question', t, m]);
    for (let m = PRACTICE_MULTIPLIERS.min; m <= PRACTICE_MULTIPLIERS.max; m++) asks.push(['multiplication', t, m]);
  }
  for (const [kind, table, multiplier] of asks) {
    const res = await fetch(`${serverUrl}/api/tts/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ table, multiplier }),
    });
    if (!res.ok) continue;
    clips++;
    clipBytes += (await res.arrayBuffer()).byteLength;
  }
  s.rows.push(['spoken clips, kept as the games play them (MP3)', String(clips), mb(clipBytes), '—']);
  s.notes.push('Fonts, the PDF maker and story read-aloud audio are kept only once a page uses them.');
  return s;
}

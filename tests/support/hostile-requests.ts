import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { FAMILY_CODE_HEADER } from '@/shared/family-code';
import { familyHeaders, quizScoreBody, sampleSessionId } from './fixtures';

export interface HostileRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** A small deterministic random source, so a failing case can be replayed from its seed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const nasty = [
  '',
  ' ',
  '\u0000',
  '\u202e',
  '\ud800',
  '💥'.repeat(50),
  "' OR 1=1 --",
  '"; DROP TABLE quiz_scores; --',
  '../../etc/passwd',
  '%2e%2e%2f',
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  'a'.repeat(5000),
  '{{7*7}}',
  'NaN',
  '-1',
  '1e309',
  '0x10',
  'null',
  // Names that would render blank or as someone else: Hangul fillers, stacked marks, look-alike letters.
  '\u3164',
  '\u3164\u3164',
  `a${'\u0301'.repeat(29)}`,
  'Міna',
  'ᅟᅠ',
  // Latin letters that copy a plain one.
  'Gre\u0261',
  'S\u0251m',
  'Bi\u01c0\u01c0',
];
// Values no field accepts (not even [], which is an empty board list): a replaced field always
// makes the body invalid, so nothing may be stored.
const nastyValues: unknown[] = [
  null,
  true,
  1.5,
  {},
  [[]],
  { $gt: '' },
  Number.MAX_SAFE_INTEGER,
  -1e9,
  ...nasty.filter((n) => !/^[\w -]+$/.test(n) || n.length > 100),
];

// Family codes a stranger might try: well-formed but unused, malformed, injected, huge, or two at once.
const hostileCodes = [
  'ZZZZ-ZZZZ-ZZZZ-ZZZZ',
  '0000000000000000',
  '',
  '1234',
  'UUUU-UUUU-UUUU-UUUU',
  "' OR 1=1 --",
  '%00',
  'a'.repeat(5000),
  'ZZZZ-ZZZZ-ZZZZ-ZZZZ, 0000-0000-0000-0000',
];

// Days no calendar has (issue 73: each one answered 500), and days a validator may trip on.
const impossibleDays = [
  '2026-13-01',
  '2026-00-10',
  '2026-11-32',
  '2026-11-00',
  '0000-00-00',
  '9999-99-99',
  '2026-02-30',
  '2026-1-1',
  '+02026-01-01',
  '2026-11-25T00:00:00Z',
];

// A code no family uses (the fuzz's own records are under another): the progress routes read and write under it.
const strangerCode = 'ZZZZ-ZZZZ-ZZZZ-ZZZ2';
const today = () => new Date().toISOString().slice(0, 10);
const readingEvent = () => ({
  childName: 'fuzz',
  bookId: 'forest-adventure',
  day: today(),
  pageCount: 12,
  pagesSeen: [0, 1],
  lastPage: 1,
  finished: false,
  seconds: 60,
  readAloud: false,
});

const endpoints = [
  { method: 'POST', url: '/api/quiz-scores', valid: () => quizScoreBody('fuzz') as unknown as Record<string, unknown> },
  { method: 'POST', url: '/api/reading-events', valid: readingEvent, headers: familyHeaders(strangerCode) },
  {
    method: 'POST',
    url: '/api/game-progress',
    valid: () => ({ childName: 'fuzz', game: 'adventure', level: 1, score: 10 }),
    headers: familyHeaders(strangerCode),
  },
  {
    method: 'POST',
    url: '/api/quadrant-board',
    valid: () => ({ sessionId: sampleSessionId(99), strengths: ['수학'], weaknesses: [], likes: [], dislikes: [] }),
  },
  { method: 'POST', url: '/api/tts/question', valid: () => ({ table: 3, multiplier: 4 }) },
  { method: 'POST', url: '/api/tts/multiplication', valid: () => ({ table: 3, multiplier: 4 }) },
  { method: 'POST', url: '/api/career-recommendations/generate', valid: () => ({ sessionId: sampleSessionId(99) }) },
  { method: 'POST', url: '/api/career-recommendations/next-steps', valid: () => ({ sessionId: sampleSessionId(99), career: { title: 'x' } }) },
] as const;
const getPaths = [
  '/api/quiz-scores/',
  '/api/quadrant-board/',
  '/api/career-recommendations/',
  '/api/quiz-scores?limit=',
  '/api/quadrant-board?sessionId=',
  '/api/family-progress?',
  '/api/tts/story/forest-adventure/c1-p1/',
  '/api/tts/story/forest-adventure/',
  '/api/tts/story/forest-adventure/c1-p1/text?lang=',
];

/** Percent-encodes like a browser; a lone surrogate becomes the bytes of its invalid UTF-8 form. */
function encodePath(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

/** Malformed, oversized, wrongly typed and hostile requests across every endpoint. */
export function hostileRequests(count: number, seed = 1): HostileRequest[] {
  const rnd = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const jsonOnly = { 'content-type': 'application/json' };
  const out: HostileRequest[] = [];
  while (out.length < count) {
    const kind = Math.floor(rnd() * 11);
    const endpoint = pick(endpoints);
    const body = endpoint.valid();
    const json = { 'content-type': 'application/json', ...('headers' in endpoint ? endpoint.headers : {}) };
    if (kind === 10) {
      const day = pick(impossibleDays);
      out.push({
        method: 'POST',
        url: '/api/reading-events',
        headers: { ...jsonOnly, ...familyHeaders(strangerCode) },
        body: JSON.stringify({ ...readingEvent(), day }),
      });
    } else if (kind === 0) {
      const text = JSON.stringify(body);
      out.push({ method: 'POST', url: endpoint.url, headers: json, body: text.slice(0, Math.floor(rnd() * text.length)) });
    } else if (kind === 1) {
      const key = pick(Object.keys(body));
      out.push({ method: 'POST', url: endpoint.url, headers: json, body: JSON.stringify({ ...body, [key]: pick(nastyValues) }) });
    } else if (kind === 2) {
      out.push({ method: 'POST', url: endpoint.url, headers: json, body: Buffer.alloc(70_000 + Math.floor(rnd() * 200_000), 'a') });
    } else if (kind === 3) {
      out.push({
        method: 'POST',
        url: endpoint.url,
        headers: { 'content-type': pick(['text/plain', 'application/xml', 'multipart/form-data', 'application/x-www-form-urlencoded']) },
        body: JSON.stringify(body),
      });
    } else if (kind === 4) {
      out.push({ method: 'GET', url: pick(getPaths) + encodePath(pick(nasty)), headers: { [FAMILY_CODE_HEADER]: pick(hostileCodes) } });
    } else if (kind === 5) {
      out.push({ method: 'GET', url: pick(getPaths) + pick(['%', '%zz', '..%2f..%2f', '%c0%ae', '%ff%fe', '%00', '/'.repeat(30)]) });
    } else if (kind === 6) {
      out.push({
        method: pick(['PUT', 'DELETE', 'PATCH'] as const),
        url: endpoint.url,
        headers: { ...json, [FAMILY_CODE_HEADER]: pick(hostileCodes) },
        body: JSON.stringify(body),
      });
    } else if (kind === 7) {
      // Compressed bodies, bombs included: refused before a byte is inflated.
      const zeros = Buffer.alloc(1 + Math.floor(rnd() * 4_000_000));
      const encoding = pick(['gzip', 'deflate', 'br', 'x-gzip', 'gzip, br', 'identity, gzip'] as const);
      const packed = encoding.includes('br') ? brotliCompressSync(zeros) : encoding.includes('deflate') ? deflateSync(zeros) : gzipSync(zeros);
      out.push({ method: 'POST', url: endpoint.url, headers: { ...json, 'content-encoding': encoding }, body: packed });
    } else if (kind === 8) {
      out.push({
        method: 'GET',
        url: pick(getPaths) + encodePath(pick(nasty)),
        headers: {
          'x-forwarded-for': pick(['1.2.3.4', 'unknown, , ,', '::ffff:1.1.1.1, 2.2.2.2', 'a'.repeat(3000), '999.999.1.1']),
          forwarded: 'for="[::1]";proto=https',
        },
      });
    } else {
      const value = pick(nastyValues);
      out.push({ method: 'POST', url: endpoint.url, headers: json, body: JSON.stringify(rnd() < 0.5 ? value : [body, value]) });
    }
  }
  return out;
}

/**
 * The layers' import rules (CONTRIBUTING.md, "Where things live") as lint rules: shared → pictures → content → features → app, features never import each
 * other, the client never imports the server, client code reaches zod only through shared/zod.ts, and
 * src/ never imports tests/ (a test beside its code may use tests/support). One no-restricted-imports per folder, since a later block replaces an
 * earlier one's list instead of adding to it.
 */
import { readdirSync } from 'node:fs';
import { URL } from 'node:url';

// Read from the folder, so a new feature is fenced in without anyone remembering to list it here.
const features = readdirSync(new URL('./src/client/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const noTests = { group: ['**/tests/**', '**/tests'], message: 'src/ never imports tests/: test support lives outside production code.' };
const noServer = { group: ['@/server/**', '**/server/**', '**/server'], message: 'This layer never imports the server (CONTRIBUTING.md).' };
const noClient = { group: ['@/client/**', '**/client/**', '**/client'], message: 'This layer never imports the client (CONTRIBUTING.md).' };
const noContent = { group: ['@/content/**', '**/content/**'], message: 'shared/ depends on zod only: it never imports content (CONTRIBUTING.md).' };
const noPictures = { group: ['@/pictures/**', '**/pictures/**', '**/pictures'], message: 'shared/ is the API contract: it never imports the picture engine.' };
// The picture engine draws any book: it knows no book (content), no page (client) and no server. Books register with it.
const pictureEngineStandsAlone = {
  group: ['@/content/**', '**/content/**', '**/content', '@/client/**', '**/client/**', '**/client', '@/server/**', '**/server/**', '**/server'],
  message: 'src/pictures is the picture engine: it never imports content, the client or the server; a book registers its parts with it.',
};
// Outside the engine, '@/pictures' is its one entry point: a book, a page and a script never reach past it.
const engineEntryOnly = { group: ['@/pictures/**'], message: "Import the picture engine from '@/pictures', its one entry point (docs/pictures.md)." };
// The server speaks and checks a book's words; it never draws (its bundle holds no picture module).
const serverDrawsNothing = {
  group: [
    '@/pictures',
    '@/pictures/**',
    '@/content/stories/*/pictures/**',
    '@/content/stories/*/book',
    '@/content/stories/shelf',
    '@/content/stories/shelf-books',
  ],
  message: "The server reads a book's words (content/stories/shelf-words.ts), never its pictures.",
};
const zodOnlyThroughShared = { regex: '^zod(/.*)?$', message: "Client code reaches zod only through '@/shared/zod' (CONTRIBUTING.md)." };

function otherFeatures(feature) {
  const others = features.filter((f) => f !== feature);
  return {
    group: others.flatMap((f) => [`../${f}`, `../${f}/**`, `**/features/${f}`, `**/features/${f}/**`]),
    message: `A feature never imports another feature: share through src/shared, client/lib or client/ui.`,
  };
}

// The shell (app/), shared client code (lib/) and shared pieces (ui/) sit under every feature, so they never
// import one. Only the route modules in client/routes/ import features; the route table in app/ names those
// modules by file path, which is not an import.
const noFeature = {
  group: ['@/client/features', '@/client/features/**', '**/features', '**/features/**'],
  message: 'The shell (client/app), client/lib and client/ui never import a feature: a route module in client/routes does.',
};
// Shared client code runs under the shell, never beside it: lib/ and ui/ do not reach into app/.
const noShell = { group: ['@/client/app', '@/client/app/**', '**/app', '**/app/**'], message: 'client/lib and client/ui never import the shell (client/app).' };

const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx'];

/** Production files get every rule; a test beside its code may also use tests/support, and nothing else more. */
const restrict = (files, patterns) => [
  { files, ignores: TEST_FILES, rules: { 'no-restricted-imports': ['error', { patterns }] } },
  {
    files: files.flatMap((f) => TEST_FILES.map((t) => f.replace('**/*.{ts,tsx}', t))),
    rules: { 'no-restricted-imports': ['error', { patterns: patterns.filter((p) => p !== noTests) }] },
  },
];

export const importBoundaries = [
  ...restrict(['src/shared/**/*.{ts,tsx}'], [noTests, noServer, noClient, noContent, noPictures]),
  ...restrict(['src/pictures/**/*.{ts,tsx}'], [noTests, pictureEngineStandsAlone]),
  ...restrict(['src/content/**/*.{ts,tsx}'], [noTests, noServer, noClient, engineEntryOnly]),
  { files: ['scripts/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [engineEntryOnly] }] } },
  ...restrict(['src/server/**/*.{ts,tsx}'], [noTests, noClient, serverDrawsNothing]),
  ...restrict(['src/client/**/*.{ts,tsx}'], [noTests, noServer, zodOnlyThroughShared, engineEntryOnly]),
  ...restrict(['src/client/app/**/*.{ts,tsx}'], [noTests, noServer, zodOnlyThroughShared, engineEntryOnly, noFeature]),
  ...['lib', 'ui'].flatMap((folder) =>
    restrict([`src/client/${folder}/**/*.{ts,tsx}`], [noTests, noServer, zodOnlyThroughShared, engineEntryOnly, noFeature, noShell]),
  ),
  ...features.flatMap((feature) =>
    restrict([`src/client/features/${feature}/**/*.{ts,tsx}`], [noTests, noServer, zodOnlyThroughShared, engineEntryOnly, otherFeatures(feature)]),
  ),
];

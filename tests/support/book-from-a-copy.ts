import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The root of the checkout these tests run in (a worktree's own root, not the main one's). */
export const REPO_ROOT = execFileSync('git', ['rev-parse', '--show-toplevel'], {
  cwd: fileURLToPath(new URL('.', import.meta.url)),
  encoding: 'utf8',
}).trim();

/**
 * A throwaway copy of the repository's tracked files, as they are in the working tree, with
 * node_modules linked from the repository (a copy would be gigabytes). Remove it with `fs.rmSync`.
 */
export function repositoryCopy(root = REPO_ROOT): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'iyagi-repo-copy-'));
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    const from = path.join(root, file);
    const stat = fs.lstatSync(from, { throwIfNoEntry: false });
    // A tracked file deleted in the working tree is not part of what is being tested.
    if (!stat) continue;
    const to = path.join(copy, file);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    if (stat.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(from), to);
    else fs.copyFileSync(from, to);
  }
  fs.symlinkSync(fs.realpathSync(path.join(root, 'node_modules')), path.join(copy, 'node_modules'), 'dir');
  return copy;
}

/** Where the books' folders and the shelf lists live, from the repository's root. */
export const STORIES = 'src/content/stories';

/** The shelf book whose folder holds the fewest bytes: the cheapest one to copy, build and test. */
export function smallestBook(root: string, ids: readonly string[]): string {
  const bytes = (id: string) => filesIn(path.join(root, STORIES, id)).reduce((sum, file) => sum + fs.statSync(file).size, 0);
  return [...ids].sort((a, b) => bytes(a) - bytes(b))[0]!;
}

export interface CopiedBook {
  /** The book copied, as it is on the shelf: its id, its title and its title in the other language. */
  from: { id: string; title: string; translatedTitle: string };
  /** The new book: its folder name and route id, its title and its title in the other language. */
  id: string;
  title: string;
  translatedTitle: string;
}

/** Every file in a folder and the folders in it (a book's words, and its pictures in pictures/). */
const filesIn = (folder: string): string[] =>
  fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

/** 'forest-adventure' → 'forestAdventure', the prefix of the names a book's files export. */
const camelCase = (id: string) => id.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * Adds a book the way CONTRIBUTING.md says a person does: copies an existing book's folder, changes
 * inside the new folder only its id (the folder's paths and route follow it), its titles and the
 * names its files export, and adds its import and its entry at the end of `shelf.ts`, of `shelf-entries.ts` (the list the
 * browser's pages read) and of `shelf-words.ts` (the list the server reads). Nothing else in the copy is touched. Throws when the source no longer has the shape these edits expect.
 */
export function addCopiedBook(copy: string, book: CopiedBook): void {
  const from = path.join(copy, STORIES, book.from.id);
  const to = path.join(copy, STORIES, book.id);
  fs.cpSync(from, to, { recursive: true });

  const replacements: [RegExp, string][] = [
    [new RegExp(escapeRegExp(book.from.id), 'g'), book.id],
    [new RegExp(`\\b${camelCase(book.from.id)}`, 'g'), camelCase(book.id)],
    [new RegExp(escapeRegExp(book.from.title), 'g'), book.title],
    [new RegExp(escapeRegExp(book.from.translatedTitle), 'g'), book.translatedTitle],
  ];
  const hits = replacements.map(() => 0);
  for (const full of filesIn(to)) {
    let text = fs.readFileSync(full, 'utf8');
    replacements.forEach(([pattern, replacement], i) => {
      hits[i]! += text.match(pattern)?.length ?? 0;
      text = text.replace(pattern, replacement);
    });
    fs.writeFileSync(full, text);
  }
  const missed = replacements.filter((_, i) => hits[i] === 0).map(([pattern]) => pattern.source);
  if (missed.length > 0) throw new Error(`${book.from.id}'s folder no longer has ${missed.join(', ')}: the copy would not be a distinct book`);

  addToList(path.join(copy, STORIES, 'shelf.ts'), 'shelf-book', /(export const shelf: readonly ShelfBook\[\] = \[)([^\]]*)(\];)/, camelCase(book.id), book.id);
  addToList(
    path.join(copy, STORIES, 'shelf-entries.ts'),
    'shelf-entry',
    /(export const shelfEntries: readonly ShelfEntry\[\] = \[)([^\]]*)(\];)/,
    `${camelCase(book.id)}Entry`,
    book.id,
  );
  addToList(
    path.join(copy, STORIES, 'shelf-words.ts'),
    'words',
    /(export const shelfWords: readonly BookWords\[\] = \[)([^\]]*)(\];)/,
    `${camelCase(book.id)}Words`,
    book.id,
  );
}

/** Adds a book's import (`./<id>/<module>`) after the list file's last one of that module, and its name at the end of the list. */
function addToList(file: string, module: string, listPattern: RegExp, name: string, id: string): void {
  const text = fs.readFileSync(file, 'utf8');
  const imports = [...text.matchAll(new RegExp(`^import .* from '\\./[^']+/${module}';$`, 'gm'))];
  const list = listPattern.exec(text);
  if (imports.length === 0 || !list) throw new Error(`${path.basename(file)} no longer has ${module} imports and its list`);
  const lastImport = imports.at(-1)!;
  const importEnd = lastImport.index + lastImport[0].length;
  const entries = [
    ...list[2]!
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    name,
  ];
  const edited = (text.slice(0, importEnd) + `\nimport { ${name} } from './${id}/${module}';` + text.slice(importEnd)).replace(
    list[0],
    `${list[1]}${entries.join(', ')}${list[3]}`,
  );
  fs.writeFileSync(file, edited);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** What Vitest puts in its workers' environment: a build or a test run started from a test must not inherit it. */
const TEST_RUNNER_ENV = /^(VITEST.*|NODE_ENV|TEST|MODE|DEV|PROD|SSR|BASE_URL|BUILD_DIR|E2E_PORT)$/;

export interface Run {
  code: number | null;
  /** The last 8,000 characters of stdout and stderr together, to say why a step failed. */
  tail: string;
}

/**
 * Runs a command in `cwd` as a developer would from a shell there, its output kept in a file (a long
 * build's output would fill a pipe). After `timeoutMs` its whole process group is ended.
 */
export async function runIn(cwd: string, command: string, args: string[], timeoutMs: number): Promise<Run> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !TEST_RUNNER_ENV.test(key)));
  const logPath = path.join(cwd, `.run-${path.basename(command)}-${Date.now()}.log`);
  const log = fs.openSync(logPath, 'w');
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', log, log], detached: true });
  fs.closeSync(log);
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }, timeoutMs);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode) => resolve(exitCode));
  }).finally(() => clearTimeout(timer));
  const output = fs.readFileSync(logPath, 'utf8');
  fs.rmSync(logPath, { force: true });
  return { code, tail: `${command} ${args.join(' ')} in ${cwd}:\n${output.slice(-8_000)}` };
}

export interface VitestTest {
  file: string;
  name: string;
  status: string;
}

/** Every test in a Vitest JSON report, its file relative to `root`. */
export function vitestTests(reportFile: string, root: string): { success: boolean; tests: VitestTest[] } {
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as {
    success: boolean;
    testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[];
  };
  const tests = report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({ file: path.relative(root, file.name), name: test.fullName, status: test.status })),
  );
  return { success: report.success, tests };
}

import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, repositoryProgramFiles } from './import-cycles';
import { lintTyped, maxWarningsOf, perFileLinter } from './lint-planted';

const rulesOf = (messages: { ruleId: string | null }[] = []) => messages.map((m) => m.ruleId);

async function lintPerFile(filePath: string, source: string) {
  const [result] = await perFileLinter().lintText(source, { filePath });
  return result?.messages ?? [];
}

describe('lint fails the gate on real bugs (planted)', () => {
  it('a promise nobody awaits, an async handler where a plain one goes, and awaiting a non-promise fail', async () => {
    const floating = 'async function save(): Promise<void> {}\nexport function onDone() {\n  save();\n}\n';
    const planted = {
      'src/server/planted-floating.ts': floating,
      // Said on purpose, it passes.
      'src/server/planted-voided.ts': floating.replace('  save();', '  void save();'),
      'src/client/ui/planted-handler.tsx':
        'export const Save = ({ save }: { save: () => Promise<void> }) => (\n  <button type="button" onClick={async () => save()}>\n    Save\n  </button>\n);\n',
      'src/server/planted-await.ts': 'export async function three() {\n  return await 3;\n}\n',
    };
    const messages = await lintTyped(planted);
    expect(rulesOf(messages.get('src/server/planted-floating.ts'))).toEqual(['@typescript-eslint/no-floating-promises']);
    expect(messages.get('src/server/planted-voided.ts')).toEqual([]);
    expect(rulesOf(messages.get('src/client/ui/planted-handler.tsx'))).toEqual(['@typescript-eslint/no-misused-promises']);
    expect(rulesOf(messages.get('src/server/planted-await.ts'))).toEqual(['@typescript-eslint/await-thenable']);
  });

  it('a promise in the engine or a book’s scenes fails: drawing is synchronous, so the promise rules skip them', async () => {
    for (const filePath of ['src/pictures/planted.ts', 'src/content/stories/planted-book/pictures/planted.ts']) {
      const planted = "export async function draw(): Promise<string> {\n  return await Promise.resolve('<svg/>');\n}\n";
      expect(new Set(rulesOf(await lintPerFile(filePath, planted))), filePath).toEqual(new Set(['no-restricted-syntax']));
      expect(await lintPerFile(filePath, "export function draw(): string {\n  return '<svg/>';\n}\n"), filePath).toEqual([]);
    }
  });

  it('a lint warning fails: the lint script allows none, and a hook missing a dependency warns', async () => {
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { lint: string; 'lint:eslint': string } }).scripts;
    expect(scripts.lint).toContain('npm run --silent lint:eslint');
    const script = scripts['lint:eslint'];
    expect(maxWarningsOf(script)).toBe(0);
    const hook =
      "import { useEffect } from 'react';\nexport function useTitle(title: string) {\n  useEffect(() => {\n    document.title = title;\n  }, []);\n}\n";
    const messages = await lintPerFile('src/client/ui/planted.ts', hook);
    expect(messages.map((m) => [m.ruleId, m.severity])).toEqual([['react-hooks/exhaustive-deps', 1]]);
    expect(messages.length).toBeGreaterThan(maxWarningsOf(script));
  });

  it('a bare expect(x) with no matcher fails, and so does a test with no expect at all', async () => {
    const bare = "import { expect, it } from 'vitest';\nit('adds', () => {\n  expect(1 + 1);\n});\n";
    expect(rulesOf(await lintPerFile('src/shared/planted.test.ts', bare))).toEqual(['vitest/valid-expect']);
    const none = "import { it } from 'vitest';\nit('adds', () => {\n  void (1 + 1);\n});\n";
    expect(rulesOf(await lintPerFile('src/shared/planted.test.ts', none))).toEqual(['vitest/expect-expect']);
  });

  it('a browser test that sleeps, or forgets to await an assertion, fails', async () => {
    const sleeps = "import { test } from './test';\ntest('waits', async ({ page }) => {\n  await page.waitForTimeout(300);\n});\n";
    expect(rulesOf(await lintPerFile('tests/e2e/planted.spec.ts', sleeps))).toContain('playwright/no-wait-for-timeout');
    const unawaited = "import { expect, test } from './test';\ntest('title', async ({ page }) => {\n  expect(page).toHaveTitle('Iyagi');\n});\n";
    expect(rulesOf(await lintPerFile('tests/e2e/planted.spec.ts', unawaited))).toContain('playwright/missing-playwright-await');
  });

  it('an import cycle fails, through a re-export or an import() too; a type-only import makes none', () => {
    const folder = path.resolve(`tests/lint/planted-cycle-${process.pid}`);
    const { options } = repositoryProgramFiles();
    const cyclesWith = (b: string) => {
      writeFileSync(`${folder}/a.ts`, "import { b } from './b';\nexport const a = () => b() + 1;\n");
      writeFileSync(`${folder}/b.ts`, b);
      return importCycles([`${folder}/a.ts`, `${folder}/b.ts`], options).map((group) => group.map((file) => path.basename(file)));
    };
    mkdirSync(folder, { recursive: true });
    try {
      expect(cyclesWith("import { a } from './a';\nexport const b = () => 1;\nexport const c = () => a();\n")).toEqual([['a.ts', 'b.ts']]);
      expect(cyclesWith("export const b = () => 1;\nexport { a } from './a';\n")).toEqual([['a.ts', 'b.ts']]);
      expect(cyclesWith("export const b = () => 1;\nexport const later = () => import('./a');\n")).toEqual([['a.ts', 'b.ts']]);
      expect(cyclesWith("import type { a } from './a';\nexport const b = () => 1;\nexport type A = typeof a;\n")).toEqual([]);
      expect(cyclesWith("import { type a } from './a';\nexport const b = () => 1;\nexport type A = typeof a;\n")).toEqual([]);
      // Without the way back, it passes.
      expect(cyclesWith('export const b = () => 1;\n')).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

import { resolve } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import ts from 'typescript';
import { repositoryProgramFiles } from './import-cycles';

/** The rules that need a program's type information. */
export const TYPE_AWARE_RULES = ['@typescript-eslint/no-floating-promises', '@typescript-eslint/no-misused-promises', '@typescript-eslint/await-thenable'];

/**
 * The repository's own eslint.config.js for a planted file that is on no program (it is not on disk): the
 * type-aware rules, and any other rules named, are off; every other rule is as the gate runs it.
 */
export function perFileLinter(alsoOff: string[] = []): ESLint {
  return new ESLint({
    cache: false,
    overrideConfig: {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parserOptions: { projectService: false } },
      rules: Object.fromEntries([...TYPE_AWARE_RULES, ...alsoOff].map((rule) => [rule, 'off'])),
    },
  });
}

// Without Node's and the DOM's declarations, which the planted files do not use: six times quicker.
const compilerOptions = { ...repositoryProgramFiles().options, types: [], lib: ['lib.es2023.d.ts'] };

/**
 * One program of the planted files alone, read from memory (what they import, from disk), with the
 * repository's compiler options. The gate's lint builds one program of the whole repository, which takes
 * a minute; the rules are the same either way, only the files they see are fewer.
 */
function programOf(planted: Record<string, string>): ts.Program {
  const files = new Map(Object.entries(planted).map(([path, source]) => [resolve(path), source]));
  const host = ts.createCompilerHost(compilerOptions);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (name) => files.has(name) || fileExists(name);
  host.readFile = (name) => files.get(name) ?? readFile(name);
  host.getSourceFile = (name, language, ...rest) => {
    const source = files.get(name);
    return source === undefined ? getSourceFile(name, language, ...rest) : ts.createSourceFile(name, source, language, true);
  };
  return ts.createProgram([...files.keys()], compilerOptions, host);
}

/** Lints each planted file (path → source) with the repository's eslint.config.js and type information. */
export async function lintTyped(planted: Record<string, string>): Promise<Map<string, Linter.LintMessage[]>> {
  const eslint = new ESLint({
    cache: false,
    overrideConfig: { files: ['**/*.{ts,tsx}'], languageOptions: { parserOptions: { projectService: false, programs: [programOf(planted)] } } },
  });
  const results = new Map<string, Linter.LintMessage[]>();
  for (const [filePath, source] of Object.entries(planted)) {
    const [result] = await eslint.lintText(source, { filePath });
    results.set(filePath, result?.messages ?? []);
  }
  return results;
}

/** The `--max-warnings` the lint script passes ESLint, so a test can hold a warning against it. */
export function maxWarningsOf(lintScript: string): number {
  const match = /--max-warnings[ =](\d+)/.exec(lintScript);
  return match ? Number(match[1]) : Infinity;
}

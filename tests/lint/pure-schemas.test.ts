import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SHARED = path.join(import.meta.dirname, '../../src/shared');

/**
 * Top-level consts of a module made by zod/mini (`zm…`) or by a helper that makes a schema, whose value is not
 * marked pure for the bundler (src/shared/zod.ts says why).
 */
function unmarkedSchemas(source: string, helpers: readonly string[]): string[] {
  const made = new RegExp(`^(?:export )?const (\\w+)(?:: [^=]+)? = (?!/\\* @__PURE__ \\*/ )(?:zm\\b|(?:${helpers.join('|')})\\()`, 'gm');
  return [...source.matchAll(made)].map((match) => match[1]!);
}

/** Helpers that make a schema: functions marked `@__NO_SIDE_EFFECTS__`. */
function schemaHelpers(source: string): string[] {
  return [...source.matchAll(/^(?:export )?const (\w+) = \/\* @__NO_SIDE_EFFECTS__ \*\//gm)].map((match) => match[1]!);
}

describe('schemas the bundler may leave out of a page that does not use them', () => {
  const modules = readdirSync(SHARED, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => ({ file, source: readFileSync(path.join(SHARED, file), 'utf8') }));
  const helpers = modules.flatMap(({ source }) => schemaHelpers(source));

  it('every zod/mini schema made at a module’s top level in src/shared is marked pure', () => {
    const unmarked = modules.flatMap(({ file, source }) => unmarkedSchemas(source, helpers).map((name) => `${file}: ${name}`));
    expect(unmarked).toEqual([]);
    // The check sees the modules it should, and finds the helpers by their mark (zod.ts's and career.ts's).
    expect(modules.map(({ file }) => file)).toContain('quiz-score.ts');
    expect(helpers).toEqual(expect.arrayContaining(['intBetween', 'trimmed']));
  });

  it('the check finds an unmarked schema, whether made by zod/mini or by a helper', () => {
    const planted = [
      'export const NewThingSchema = zm.object({ a: zm.string() }).check(zm.refine(() => true));',
      'const count = intBetween(0, 9);',
      'export const MarkedSchema = /* @__PURE__ */ zm.object({});',
      'export const NOT_A_SCHEMA = 3;',
    ].join('\n');
    expect(unmarkedSchemas(planted, ['intBetween'])).toEqual(['NewThingSchema', 'count']);
  });
});

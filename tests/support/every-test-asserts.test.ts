import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { expect, it } from 'vitest';

it('the every-test-asserts guard fails a test with no assertion or a bare expect(x), from the module or the context', () => {
  const report = `.tmp/every-test-asserts-${process.pid}.json`;
  // The fixture's tests run in their own Vitest, with the same guard both tiers use.
  const run = spawnSync('npx', ['vitest', 'run', '--config=tests/support/every-test-asserts.fixture.config.ts', '--reporter=json', `--outputFile=${report}`], {
    encoding: 'utf8',
    env: { ...process.env, CI: '1' },
  });
  try {
    const results = (JSON.parse(readFileSync(report, 'utf8')) as { testResults: { assertionResults: { title: string; status: string }[] }[] }).testResults
      .flatMap((file) => file.assertionResults)
      .map(({ title, status }) => [title, status]);
    expect(results).toHaveLength(10);
    expect(results.filter(([, status]) => status === 'failed').map(([title]) => title)).toEqual(
      results.filter(([title]) => title!.startsWith('fails:')).map(([title]) => title),
    );
    expect(results.filter(([, status]) => status === 'passed').map(([title]) => title)).toEqual(
      results.filter(([title]) => title!.startsWith('passes:')).map(([title]) => title),
    );
    expect(run.status).toBe(1);
  } finally {
    rmSync(report, { force: true });
  }
});

// `npm run bench`: every measurement in order, a summary, bench/results/latest.md, and a non-zero exit
// when a budget or a resilience check fails.
import fs from 'node:fs';
import { report } from '../tests/support/resilience/report';
import { apiLoad } from './api-load';
import { createContext, type BenchContext } from './lib/context';
import { machineLine } from './lib/machine';
import { section, toMarkdown, toText, type Section } from './lib/section';
import { lighthouse } from './lighthouse';
import { pageWeight } from './page-weight';
import { serverMemory } from './server-memory';
import { concurrencyCheck } from './resilience/concurrency';
import { connectionFloodChecks } from './resilience/connection-floods';
import { crashCheck } from './resilience/crash';
import { distinctFamilyReadsChecks } from './resilience/distinct-family-reads';
import { familyCeilingChecks } from './resilience/family-ceiling';
import { fuzzCheck } from './resilience/fuzz';
import { outageCheck } from './resilience/outage';
import { resilienceSection, type ResilienceChecks } from './resilience/section';
import { slowDownloadChecks } from './resilience/slow-downloads';
import { speechBench } from './speech';

/** A check that throws (a server that never starts, say) is a failed check, and the others still run. */
function guarded(name: string, check: (ctx: BenchContext) => Promise<ResilienceChecks>) {
  return (ctx: BenchContext) =>
    check(ctx).catch((error: unknown): ResilienceChecks => ({
      reports: [report(name, '—', 'the check itself stopped', [String((error as Error).message).slice(0, 500)])],
      skipped: [],
    }));
}

const steps: Array<{ name: string; run: (ctx: BenchContext) => Promise<Section[]> }> = [
  {
    // Made once here so that no step's time includes them.
    name: 'build and PGlite template',
    run: async (ctx) => {
      await ctx.productionBuild();
      await ctx.pgliteTemplate();
      return [];
    },
  },
  { name: 'API load', run: apiLoad },
  { name: 'page weight', run: pageWeight },
  { name: 'Lighthouse', run: lighthouse },
  { name: 'speech', run: speechBench },
  { name: 'server memory', run: serverMemory },
  {
    name: 'resilience',
    run: async (ctx) => {
      const checks = [
        guarded('fuzz', fuzzCheck),
        guarded('concurrency', concurrencyCheck),
        guarded('crash', crashCheck),
        guarded('outage', outageCheck),
        guarded('connection floods', connectionFloodChecks),
        guarded('slow downloads', slowDownloadChecks),
        guarded('a family at its ceiling', familyCeilingChecks),
        guarded('distinct family reads', distinctFamilyReadsChecks),
      ];
      const results: ResilienceChecks[] = [];
      for (const check of checks) results.push(await check(ctx));
      return [resilienceSection(...results)];
    },
  },
];

const machine = machineLine();
console.log(`Iyagi bench · ${machine}`);
const ctx = createContext({ freshBuild: !process.env.BENCH_BUILD_DIR });
const sections: Section[] = [];
const summary = section('Summary', ['step', 'seconds', 'result']);
try {
  for (const step of steps) {
    const started = performance.now();
    console.log(`\n▶ ${step.name}…`);
    let produced: Section[];
    try {
      produced = await step.run(ctx);
    } catch (error) {
      const failed = section(step.name, ['error']);
      failed.failures.push(`${step.name} stopped: ${(error as Error).message}`);
      produced = [failed];
    }
    for (const s of produced) console.log(toText(s));
    sections.push(...produced);
    const failures = produced.reduce((n, s) => n + s.failures.length, 0);
    summary.rows.push([step.name, ((performance.now() - started) / 1000).toFixed(0), failures ? `FAILED (${failures})` : 'ok']);
  }
} finally {
  await ctx.close();
}

const failed = sections.some((s) => s.failures.length > 0);
console.log(toText(summary));
const markdown = [`# Iyagi bench results`, '', machine, '', ...sections.map(toMarkdown), toMarkdown(summary)].join('\n');
fs.mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
fs.writeFileSync(new URL('./results/latest.md', import.meta.url), markdown);
console.log(`\nWrote bench/results/latest.md. ${failed ? 'A budget or a resilience check FAILED.' : 'Every budget and resilience check passed.'}`);
process.exit(failed ? 1 : 0);

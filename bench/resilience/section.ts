import type { ResilienceReport } from '../../tests/support/resilience/report';
import { section, type Section } from '../lib/section';

/** What a resilience script ran, and what it could not run (and why). */
export interface ResilienceChecks {
  reports: ResilienceReport[];
  skipped: string[];
}

/** Resilience checks as one report section: each failed check's problems fail the bench. */
export function resilienceSection(...results: ResilienceChecks[]): Section {
  const reports = results.flatMap((r) => r.reports);
  const skipped = results.flatMap((r) => r.skipped);
  const s = section('Resilience', ['check', 'tried', 'survived', 'result']);
  for (const r of reports) {
    s.rows.push([r.name, r.tried, r.survived, r.ok ? 'pass' : 'FAIL']);
    s.failures.push(...r.problems.map((p) => `${r.name}: ${p}`));
  }
  s.notes.push(...skipped.map((reason) => `not run: ${reason}`));
  return s;
}

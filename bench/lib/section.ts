/** One block of the bench report: a table, notes, and the failures that make `npm run bench` exit non-zero. */
export interface Section {
  title: string;
  head: string[];
  rows: string[][];
  notes: string[];
  failures: string[];
}

export function section(title: string, head: string[]): Section {
  return { title, head, rows: [], notes: [], failures: [] };
}

export function toText(s: Section): string {
  const widths = s.head.map((h, i) => Math.max(h.length, ...s.rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [
    `\n== ${s.title} ==`,
    line(s.head),
    line(widths.map((w) => '-'.repeat(w))),
    ...s.rows.map(line),
    ...s.notes.map((n) => `note: ${n}`),
    ...s.failures.map((f) => `FAILED: ${f}`),
  ].join('\n');
}

export function toMarkdown(s: Section): string {
  const escape = (c: string) => c.replaceAll('|', '\\|');
  const row = (cells: string[]) => `| ${cells.map(escape).join(' | ')} |`;
  return [
    `## ${s.title}`,
    '',
    row(s.head),
    row(s.head.map(() => '---')),
    ...s.rows.map(row),
    '',
    ...s.notes.map((n) => `- ${n}`),
    ...s.failures.map((f) => `- **FAILED:** ${f}`),
    '',
  ].join('\n');
}

export const thousands = (n: number) => Math.round(n).toLocaleString('en-US');
export const ms = (n: number) => (n < 10 ? n.toFixed(2) : n.toFixed(1));
export const kib = (bytes: number) => (bytes / 1024).toFixed(1);

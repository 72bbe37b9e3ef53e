import { readdirSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

const folder = 'docs/decisions';

it('the decisions index lists every record, with the status its own status line gives', () => {
  const records = readdirSync(folder).filter((name) => /^\d{3}-.+\.md$/.test(name));
  const index = readFileSync(`${folder}/README.md`, 'utf8');
  const rows = new Map(
    [...index.matchAll(/^\| \[(\d{3})\]\(([^)]+)\) \| [^|]+ \| ([^|]+) \|$/gm)].map(([, number, file, status]) => [file, { number, status: status ?? '' }]),
  );
  expect([...rows.keys()].sort()).toEqual(records.sort());
  for (const file of records) {
    const statusLine = /Status: ([a-z]+)/i.exec(readFileSync(`${folder}/${file}`, 'utf8'))?.[1]?.toLowerCase();
    const row = rows.get(file) ?? { number: '', status: '' };
    expect(row.number, file).toBe(file.slice(0, 3));
    expect(row.status.trim().split(/[ ;(]/)[0], file).toBe(statusLine);
  }
});

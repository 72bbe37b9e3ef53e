import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, repositoryProgramFiles } from './import-cycles';

describe('import cycles', () => {
  it('no file of the repository loads, through its imports, a file that loads it back', () => {
    const { files, options } = repositoryProgramFiles();
    expect(files.length).toBeGreaterThan(500);
    const relative = (group: string[]) => group.map((file) => path.relative(process.cwd(), file));
    expect(importCycles(files, options).map(relative)).toEqual([]);
  });
});

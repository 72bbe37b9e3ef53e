import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { perFileLinter } from './lint-planted';

// Import boundaries are a per-file rule: the planted file is on no program.
const eslint = perFileLinter();

/** The import-boundary messages ESLint gives a file with this source at this path. */
async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries (planted violations fail lint)', () => {
  it('a client feature importing the server fails', async () => {
    expect(await boundaryErrors('src/client/features/reader/planted.ts', "import { createApp } from '@/server/app';\nexport const x = createApp;\n")).toEqual([
      expect.stringMatching(/never imports the server/),
    ]);
    expect(await boundaryErrors('src/client/app/planted.ts', "import { readEnv } from '../../server/env';\nexport const x = readEnv;\n")).toHaveLength(1);
  });

  it('a feature importing another feature fails, by alias or by relative path', async () => {
    const alias = "import { BoardDnd } from '@/client/features/quadrant-board/board-dnd';\nexport const x = BoardDnd;\n";
    const relative = "import { BoardDnd } from '../quadrant-board/board-dnd';\nexport const x = BoardDnd;\n";
    expect(await boundaryErrors('src/client/features/reader/planted.ts', alias)).toEqual([expect.stringMatching(/never imports another feature/)]);
    expect(await boundaryErrors('src/client/features/reader/planted.ts', relative)).toHaveLength(1);
    // Its own files are fine.
    expect(await boundaryErrors('src/client/features/quadrant-board/planted.ts', relative)).toEqual([]);
  });

  it('the shell, shared client code and shared pieces never import a feature; a route module may', async () => {
    const alias = "import { BoardDnd } from '@/client/features/quadrant-board/board-dnd';\nexport const x = BoardDnd;\n";
    for (const folder of ['app', 'lib', 'ui']) {
      expect(await boundaryErrors(`src/client/${folder}/planted.ts`, alias), folder).toEqual([expect.stringMatching(/never import a feature/)]);
      const relative = "import { BoardDnd } from '../features/quadrant-board/board-dnd';\nexport const x = BoardDnd;\n";
      expect(await boundaryErrors(`src/client/${folder}/planted.ts`, relative), folder).toHaveLength(1);
    }
    expect(await boundaryErrors('src/client/lib/outbox/planted.ts', "import { x } from '../../features/reader/anything';\nexport const y = x;\n")).toHaveLength(
      1,
    );
    // The route modules are where features meet the router.
    expect(await boundaryErrors('src/client/routes/planted.tsx', "import { x } from '../features/reader/anything';\nexport const y = x;\n")).toEqual([]);
  });

  it('lib and ui never import the shell; the shell and features may import lib', async () => {
    const shell = "import { AppShell } from '../app/app-shell';\nexport const x = AppShell;\n";
    expect(await boundaryErrors('src/client/lib/planted.ts', shell)).toEqual([expect.stringMatching(/never import the shell/)]);
    expect(await boundaryErrors('src/client/ui/planted.ts', shell)).toHaveLength(1);
    expect(await boundaryErrors('src/client/app/planted.ts', "import { getJson } from '../lib/api';\nexport const x = getJson;\n")).toEqual([]);
    expect(await boundaryErrors('src/client/features/reader/planted.ts', "import { getJson } from '../../lib/api';\nexport const x = getJson;\n")).toEqual([]);
  });

  it('every feature folder on disk is fenced in, since lint reads the list from the folder', async () => {
    const features = readdirSync('src/client/features', { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect(features.length).toBeGreaterThan(1);
    for (const [i, feature] of features.entries()) {
      const other = features[(i + 1) % features.length];
      const source = `import { x } from '../${other}/anything';\nexport const y = x;\n`;
      expect(await boundaryErrors(`src/client/features/${feature}/planted.ts`, source), feature).toEqual([
        expect.stringMatching(/never imports another feature/),
      ]);
    }
  });

  it('client code importing zod directly fails; through shared/zod it passes', async () => {
    expect(await boundaryErrors('src/client/features/library/planted.ts', "import { z } from 'zod';\nexport const x = z;\n")).toEqual([
      expect.stringMatching(/shared\/zod/),
    ]);
    expect(await boundaryErrors('src/client/features/library/planted.ts', "import { z } from '@/shared/zod';\nexport const x = z;\n")).toEqual([]);
  });

  it('the picture engine imports no content, client or server; content may import it; shared may not', async () => {
    for (const source of [
      "import { books } from '@/content/stories/shelf-books';\nexport const y = books;\n",
      "import { parts } from '../content/stories/forest-adventure/pictures/drawn-cast';\nexport const y = parts;\n",
      "import { x } from '@/client/lib/api';\nexport const y = x;\n",
      "import { createApp } from '@/server/app';\nexport const y = createApp;\n",
    ]) {
      expect(await boundaryErrors('src/pictures/figures/planted.ts', source), source).toEqual([expect.stringMatching(/picture engine/)]);
    }
    expect(await boundaryErrors('src/pictures/planted.ts', "import { z } from '@/shared/zod';\nexport const y = z;\n")).toEqual([]);
    expect(await boundaryErrors('src/content/stories/planted.ts', "import { renderSceneSvg } from '@/pictures';\nexport const y = renderSceneSvg;\n")).toEqual(
      [],
    );
    expect(
      await boundaryErrors('src/shared/planted.ts', "import { SceneSchema } from '@/pictures/vocabulary/scene';\nexport const y = SceneSchema;\n"),
    ).toEqual([expect.stringMatching(/API contract/)]);
  });

  it("outside the engine, only its entry point '@/pictures' may be imported", async () => {
    const deep = "import { tones } from '@/pictures/props/kit';\nexport const y = tones;\n";
    for (const file of ['src/content/stories/fixture-book/pictures/planted.ts', 'src/client/features/reader/planted.ts', 'scripts/planted.ts']) {
      expect(await boundaryErrors(file, deep), file).toEqual([expect.stringMatching(/one entry point/)]);
      expect(await boundaryErrors(file, "import { tones } from '@/pictures';\nexport const y = tones;\n"), file).toEqual([]);
    }
  });

  it('the server imports neither the engine nor a book’s pictures, only its words', async () => {
    for (const source of [
      "import { renderSceneSvg } from '@/pictures';\nexport const y = renderSceneSvg;\n",
      "import { pictures } from '@/content/stories/forest-adventure/pictures/panels';\nexport const y = pictures;\n",
      "import { books } from '@/content/stories/shelf-books';\nexport const y = books;\n",
    ]) {
      expect(await boundaryErrors('src/server/routes/planted.ts', source), source).toEqual([expect.stringMatching(/words/)]);
    }
    expect(
      await boundaryErrors('src/server/routes/planted.ts', "import { shelfWords } from '@/content/stories/shelf-words';\nexport const y = shelfWords;\n"),
    ).toEqual([]);
  });

  it('src importing tests fails, and shared importing content fails', async () => {
    expect(await boundaryErrors('src/server/planted.ts', "import { x } from '../../tests/support/x';\nexport const y = x;\n")).toEqual([
      expect.stringMatching(/never imports tests/),
    ]);
    expect(await boundaryErrors('src/shared/planted.ts', "import { books } from '@/content/stories/shelf-books';\nexport const y = books;\n")).toEqual([
      expect.stringMatching(/never imports content/),
    ]);
  });

  it('a test beside its code may use tests/support, and every other rule still holds for it', async () => {
    const support = "import { quizScoreBody } from '../../../tests/support/fixtures';\nexport const y = quizScoreBody;\n";
    expect(await boundaryErrors('src/server/routes/planted.test.ts', support)).toEqual([]);
    expect(await boundaryErrors('src/server/routes/planted.ts', support)).toEqual([expect.stringMatching(/never imports tests/)]);
    expect(
      await boundaryErrors('src/client/features/reader/planted.test.ts', "import { createApp } from '@/server/app';\nexport const x = createApp;\n"),
    ).toEqual([expect.stringMatching(/never imports the server/)]);
  });
});

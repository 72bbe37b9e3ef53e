import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createContext, type BenchContext } from './context';
import { toText, type Section } from './section';

export type BenchScript = (ctx: BenchContext) => Promise<Section[]>;

/** True when this module is the script being run (`tsx bench/x.ts`), not imported by run-all. */
export const isMain = (moduleUrl: string) => !!process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === moduleUrl;

/** Runs one script on its own: prints its sections and exits non-zero when any of them failed. */
export async function runAlone(script: BenchScript): Promise<void> {
  const ctx = createContext({ freshBuild: false });
  let failed = 0;
  try {
    for (const s of await script(ctx)) {
      console.log(toText(s));
      failed += s.failures.length;
    }
  } catch (error) {
    console.error(`bench: ${(error as Error).stack ?? String(error)}`);
    failed++;
  } finally {
    await ctx.close();
  }
  process.exit(failed ? 1 : 0);
}

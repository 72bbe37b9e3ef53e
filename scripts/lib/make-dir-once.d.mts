/** The types of make-dir-once.mjs, for the TypeScript that imports it. */
export function makeDirOnce(dir: string, fill: (partial: string) => Promise<void>): Promise<string>;

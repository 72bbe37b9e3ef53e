import { z } from 'zod';
import * as zm from 'zod/mini';

// Zod probes `new Function` to compile fast validators. In browsers our Content-Security-Policy forbids
// eval, and the probe alone files a CSP report, so there zod is told not to try. The server keeps it.
// Both APIs share zod's core, whose settings these are.
if (typeof window !== 'undefined') zm.config({ jitless: true });

/**
 * zod/mini: the API contract's schemas (quiz scores, reading progress, the board, careers, read-aloud),
 * which pages load to check the server's answers. Its functions tree-shake, so a page carries only the
 * checks it uses (decision 048). It brings no error messages of its own: the server gives every schema
 * zod's English ones (src/server/app.ts), and no page shows zod's words to a family.
 *
 * A schema made at a module's top level carries the bundler's `@__PURE__` mark in a comment before it, and a
 * function that makes one `@__NO_SIDE_EFFECTS__`: without the mark its `.check()` calls keep it in every page
 * that loads the module, and each of those pages built the server's request schemas as its script started
 * (tests/lint/pure-schemas.test.ts holds the marks).
 */
export { zm };

/** A whole number: classic zod's `z.number().int()`. */
export const integer = /* @__PURE__ */ zm.number().check(zm.int());

/** A whole number from min to max: classic zod's `z.number().int().min(min).max(max)`, the same checks in the same order. */
export const intBetween = /* @__NO_SIDE_EFFECTS__ */ (min: number, max: number) => zm.number().check(zm.int(), zm.gte(min), zm.lte(max));

/**
 * zod's classic API, for schemas no page checks at run time: the books' folders and the pictures'
 * vocabulary, read at build time and by the tests.
 */
export { z };

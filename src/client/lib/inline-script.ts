/**
 * The text of an inline <script> that calls `run` with `args`. Scripts that must run before the page's
 * bundle (they read the device's choices before the first paint, or catch taps before React starts) are
 * written as ordinary TypeScript functions, so the typecheck and lint see them; this turns one into the
 * script the prerendered HTML carries. `run` must be self-contained: it may use its arguments and the
 * browser's globals, nothing from its module (tests/client/inline-scripts.test.ts runs each one on its own to hold that).
 */
export function inlineScript<Args extends (string | number | boolean)[]>(run: (...args: Args) => void, ...args: Args): string {
  // The build keeps a function's text as written, indentation and all; one line is enough for a browser.
  const written = run.toString();
  // Joined into one line, a // comment would swallow the rest: comments go above the function instead.
  if (/\/\/|\/\*/.test(written)) throw new Error(`inline script ${run.name}: keep comments outside the function`);
  const source = written.replace(/\s*\n\s*/g, ' ');
  return `(${source})(${args.map((arg) => JSON.stringify(arg)).join(',')});`;
}

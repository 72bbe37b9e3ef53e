/**
 * The text of an inline <script> that calls `run` with `args`. Scripts that must run before the page's
 * bundle (they read the device's choices before the first paint, or catch taps before React starts) are
 * written as ordinary TypeScript functions, so the typecheck and lint see them; this turns one into the
 * script the prerendered HTML carries. `run` must be self-contained: it may use its arguments and the
 * browser's globals, nothing from its module; an argument is JSON or another such function (tests/client/inline-scripts.test.ts runs each one on its own to hold that).
 */
export function inlineScript<Args extends unknown[]>(run: (...args: Args) => void, ...args: Args): string {
  return `(${functionText(run)})(${args.map((arg) => (typeof arg === 'function' ? functionText(arg as (...args: never[]) => unknown) : JSON.stringify(arg))).join(',')});`;
}

/** A function's text on one line; a function passed as an argument must be self-contained too. */
function functionText(fn: (...args: never[]) => unknown): string {
  // The build keeps a function's text as written, indentation and all; one line is enough for a browser.
  const written = fn.toString();
  // Joined into one line, a // comment would swallow the rest: comments go above the function instead.
  if (/\/\/|\/\*/.test(written)) throw new Error(`inline script ${fn.name}: keep comments outside the function`);
  return written.replace(/\s*\n\s*/g, ' ');
}

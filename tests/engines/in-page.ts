/**
 * Functions the drivers run in the page. They are sent as source text, so each stands alone: no imports, no
 * closures over this module.
 */

/** Hydration, as tests/e2e/test.ts waits for it: root.tsx's mark, or the home page's own script's. */
export const isReady = () => document.readyState === 'complete' && 'hydrated' in document.documentElement.dataset;

/**
 * Every font and picture the page asked for has arrived, also after two more frames of layout (a font subset is
 * asked for only when text needing it is laid out). A journey that leaves before then has the next journey's
 * navigation cut those loads off, and Firefox logs each cut load as a page error.
 */
export async function hasLoadedAll(): Promise<boolean> {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
  await document.fonts.ready;
  await frame();
  await frame();
  await document.fonts.ready;
  return document.fonts.status === 'loaded' && [...document.images].every((img) => img.complete && img.naturalWidth > 0);
}

/**
 * The middle of the first visible element `selector` names, scrolled into view, in viewport pixels; null if none,
 * or while it still moves, or while something else is on top there. It is polled, so a tap waits as a child
 * would for a card that is still sliding in: under load, a tap aimed at a box measured mid-move landed beside it.
 */
export function middleOf(selector: string): { x: number; y: number } | null {
  const element = [...document.querySelectorAll(selector)].find((e) => {
    const box = e.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(e).visibility !== 'hidden';
  });
  if (!(element instanceof HTMLElement || element instanceof SVGElement)) return null;
  element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
  const box = element.getBoundingClientRect();
  const where = [box.left, box.top, box.width, box.height].map(Math.round).join(',');
  const before = element.dataset.engineBox;
  element.dataset.engineBox = where;
  const x = Math.round(box.left + box.width / 2);
  const y = Math.round(box.top + box.height / 2);
  const top = document.elementFromPoint(x, y);
  if (before !== where || !top || !(element === top || element.contains(top))) return null;
  return { x, y };
}

/**
 * Keeps what the page logs as an error, and what it throws or leaves rejected, in window.__pageErrors. WebKit's
 * classic WebDriver has no log, so its driver installs this after each page load (Firefox's BiDi log sees all).
 */
export function recordPageErrors(): void {
  const w = window as unknown as { __pageErrors?: string[] };
  if (w.__pageErrors) return;
  const errors: string[] = [];
  w.__pageErrors = errors;
  const original = console.error.bind(console);
  // An Error with its stack and any other object written out, so a failing test says what was logged and where.
  const said = (value: unknown) => {
    if (value instanceof Error) return value.stack ?? String(value);
    if (typeof value !== 'object' || value === null) return String(value);
    try {
      return JSON.stringify(value);
    } catch {
      return String(value);
    }
  };
  console.error = (...args: unknown[]) => {
    errors.push(args.map(said).join(' '));
    original(...args);
  };
  window.addEventListener('error', (event) => errors.push(`uncaught: ${event.message} (at ${event.filename}:${event.lineno}:${event.colno})`));
  window.addEventListener('unhandledrejection', (event) => errors.push(`unhandled rejection: ${said(event.reason)}`));
}

export function takePageErrors(): string[] {
  const errors = (window as unknown as { __pageErrors?: string[] }).__pageErrors ?? [];
  return errors.splice(0);
}

/**
 * Marks the first visible element `selector` names whose text or accessible label matches `pattern`, and
 * answers a selector for it; null when there is none yet.
 */
export function markByText(selector: string, pattern: string, flags: string): string | null {
  const wanted = new RegExp(pattern, flags);
  const element = [...document.querySelectorAll(selector)].find((e) => {
    const box = e.getBoundingClientRect();
    const said = [e.getAttribute('aria-label'), e.textContent].filter((t): t is string => t !== null).map((t) => t.trim());
    return box.width > 0 && box.height > 0 && said.some((t) => wanted.test(t));
  });
  if (!element) return null;
  const w = window as unknown as { __marks?: number };
  w.__marks = (w.__marks ?? 0) + 1;
  element.setAttribute('data-engine-mark', String(w.__marks));
  return `[data-engine-mark="${w.__marks}"]`;
}

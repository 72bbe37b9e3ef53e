/**
 * Rewrites a prerendered page so its JavaScript starts loading only after the page has been painted
 * (docs/decisions/015-paint-before-scripts.md). React Router puts a modulepreload link for every chunk in
 * the <head> and a module script whose static imports start at once; on a slow phone those 20-odd
 * downloads share the line with the stylesheet and push the first paint back, although the prerendered
 * page can be read without them.
 */

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOT_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const NAMESPACE_IMPORT = /import \* as (\w+) from ("[^"]+");/g;
const BARE_IMPORT = /^import ("[^"]+");/gm;
const STATIC_IMPORT_LEFT = /^\s*import\s+["*{\w]/m;

/** In a hidden tab no frame is drawn, so a timer starts the page anyway. */
const AFTER_FIRST_PAINT_MS_LIMIT = 3000;

/** root.tsx marks a page prerendered without React Router's scripts (docs/decisions/061-a-home-page-without-a-bundle.md). */
const RUNS_NO_BUNDLE = /<html[^>]* data-runs-no-bundle=""/;

export function hydrateAfterPaint(html: string): string {
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const boots = [...html.matchAll(BOOT_SCRIPT)];
  if (RUNS_NO_BUNDLE.test(html)) {
    if (preloads.length > 0 || boots.length > 0) throw new Error('a page marked to run no bundle still loads one');
    return html;
  }
  if (preloads.length === 0) throw new Error('no modulepreload links: did React Router change how it writes pages?');
  if (boots.length !== 1) throw new Error(`expected one module boot script, found ${boots.length}`);
  const body = boots[0]![1]!.replace(NAMESPACE_IMPORT, 'const $1 = await import($2);').replace(BARE_IMPORT, 'await import($1);');
  if (STATIC_IMPORT_LEFT.test(body)) throw new Error(`a static import is left in the boot script:\n${body}`);
  const waitForPaint = `await new Promise(function(go){requestAnimationFrame(function(){setTimeout(go)});setTimeout(go,${AFTER_FIRST_PAINT_MS_LIMIT})});`;
  const preload = `${JSON.stringify(preloads)}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)});`;
  return html.replace(MODULE_PRELOAD, '').replace(BOOT_SCRIPT, () => `<script type="module" async="">${waitForPaint}\n${preload}\n${body}</script>`);
}

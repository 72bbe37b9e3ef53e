import { describe, expect, it } from 'vitest';
import { hydrateAfterPaint } from './hydrate-after-paint';

const page = [
  '<html><head><link rel="stylesheet" href="/assets/app.css"/>',
  '<link rel="modulepreload" href="/assets/manifest.js"/><link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/home.js"/>',
  '</head><body><main>Hello</main>',
  '<script type="module" async="">import "/assets/manifest.js";\nimport * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/home.js";\n  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client.js");</script>',
  '</body></html>',
].join('');

describe('hydrateAfterPaint', () => {
  const out = hydrateAfterPaint(page);

  it('takes the modulepreload links out of the head', () => {
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
  });

  it('turns the static imports into imports that run after the wait, in the same order', () => {
    const boot = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(out)![1]!;
    expect(boot).not.toMatch(/^\s*import\s+["*]/m);
    const order = [
      'requestAnimationFrame',
      '"/assets/entry.client.js","/assets/home.js"]',
      'await import("/assets/manifest.js")',
      'const route0 = await import("/assets/root.js")',
      'const route1 = await import("/assets/home.js")',
      'window.__reactRouterRouteModules',
      'import("/assets/entry.client.js")',
    ];
    const positions = order.map((part) => boot.indexOf(part));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('is valid module code', async () => {
    const boot = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(out)![1]!;
    // AsyncFunction parses top-level await the way a module does; dynamic import() is allowed in both.
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (body: string) => unknown;
    expect(() => new AsyncFunction(boot)).not.toThrow();
  });

  it('refuses a page it does not recognise rather than shipping one that never starts', () => {
    expect(() => hydrateAfterPaint('<html><body></body></html>')).toThrow(/modulepreload/);
    expect(() => hydrateAfterPaint(page.replace('<script type="module" async="">', '<script type="module">'))).toThrow(/one module boot script/);
    expect(() => hydrateAfterPaint(page.replace('import "/assets/manifest.js";', 'import { a } from "/assets/manifest.js";'))).toThrow(/static import/);
  });

  it('leaves a page that runs no bundle as it is, and refuses one marked so that still loads scripts', () => {
    const plain = '<html lang="ko" data-runs-no-bundle=""><head></head><body><main>Hello</main><script>window.a=1</script></body></html>';
    expect(hydrateAfterPaint(plain)).toBe(plain);
    expect(() => hydrateAfterPaint(page.replace('<html>', '<html data-runs-no-bundle="">'))).toThrow(/run no bundle/);
  });
});

import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from './content-security-policy';

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

test('hashes exactly the inline scripts of a page, skipping loaded and empty ones', () => {
  const html = '<script>window.a=1</script><script type="module" src="/x.js"></script><script type="module">import("/y.js")</script><script></script>';
  expect(inlineScriptHashes(html)).toEqual([sha('window.a=1'), sha('import("/y.js")')]);
});

test('allows only the listed inline scripts and nothing from another origin', () => {
  const csp = contentSecurityPolicy([sha('window.a=1')]);
  const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '))!;
  expect(scriptSrc).toBe(`script-src 'self' 'wasm-unsafe-eval' ${sha('window.a=1')}`);
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toMatch(/https?:/);
});

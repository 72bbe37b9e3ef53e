import fastifyStatic from '@fastify/static';
import fs from 'node:fs';
import path from 'node:path';
import { sendNoSuchEndpoint } from './api-error';
import type { AppInstance } from './types';
import { contentSecurityPolicy, inlineScriptHashes } from './content-security-policy';

interface Page {
  html: string;
  csp: string;
}

/** The prerendered path that holds the 'Page Not Found' page; it is served with status 404. */
export const NOT_FOUND_PAGE_PATH = '/404';

function findPages(clientDir: string): Map<string, Page> {
  const pages = new Map<string, Page>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'index.html') {
        const route = '/' + path.relative(clientDir, dir).split(path.sep).join('/');
        const html = fs.readFileSync(full, 'utf8');
        pages.set(route === '/' ? '/' : route.replace(/\/$/, ''), { html, csp: contentSecurityPolicy(inlineScriptHashes(html)) });
      }
    }
  };
  walk(clientDir);
  return pages;
}

/**
 * Serves the built client: each prerendered route's own HTML (never cached, with a CSP
 * that allows its inline scripts by hash), hashed assets cached for a year, and a real
 * HTTP 404 with the 'Page Not Found' page for every other path.
 */
export async function staticSite(app: AppInstance, clientDir: string) {
  const pages = findPages(clientDir);
  const notFound = pages.get(NOT_FOUND_PAGE_PATH);
  pages.delete(NOT_FOUND_PAGE_PATH);
  if (!notFound) throw new Error(`The client build in ${clientDir} has no ${NOT_FOUND_PAGE_PATH} page; run npm run build`);

  await app.register(fastifyStatic, {
    root: clientDir,
    index: false,
    wildcard: true,
    allowedPath: (pathname) => !pathname.endsWith('.html'),
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      // The service worker is checked on every visit, so a new deployment is found at once.
      const revalidate = path.basename(filePath) === 'sw.js';
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : revalidate ? 'no-cache' : 'public, max-age=3600');
    },
  });

  const sendPage = (page: Page) => ({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-cache',
    'content-security-policy': page.csp,
  });

  for (const [route, page] of pages) {
    const paths = route === '/' ? ['/'] : [route, `${route}/`];
    for (const url of paths) {
      app.get(url, (_request, reply) => reply.headers(sendPage(page)).send(page.html));
    }
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendNoSuchEndpoint(request, reply);
    }
    return reply.code(404).headers(sendPage(notFound)).send(notFound.html);
  });
}

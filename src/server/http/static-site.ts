import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { sendNoSuchEndpoint } from './api-error';
import type { AppInstance } from './types';
import { contentSecurityPolicy, inlineScriptHashes } from './content-security-policy';
import { readCompressed, type Compressed } from './precompressed';

interface Page {
  html: Buffer;
  compressed: Compressed;
  csp: string;
}

/** The prerendered path that holds the 'Page Not Found' page; it is served with status 404. */
const NOT_FOUND_PAGE_PATH = '/404';

function findPages(clientDir: string): Map<string, Page> {
  const pages = new Map<string, Page>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'index.html') {
        const route = '/' + path.relative(clientDir, dir).split(path.sep).join('/');
        const html = fs.readFileSync(full);
        pages.set(route === '/' ? '/' : route.replace(/\/$/, ''), {
          html,
          compressed: readCompressed(full, html),
          csp: contentSecurityPolicy(inlineScriptHashes(html.toString('utf8'))),
        });
      }
    }
  };
  walk(clientDir);
  return pages;
}

/** The encoding to send a page in: brotli or gzip when the client takes it (q=0 refuses). */
function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name!.trim()),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}

/**
 * Serves the built client: each prerendered route's own HTML (never cached, with a CSP
 * that allows its inline scripts by hash), hashed assets cached for a year, and a real
 * HTTP 404 with the 'Page Not Found' page for every other path. Every file and page goes out as the
 * brotli or gzip the build made (precompressed.ts): nothing static is compressed per request.
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
    preCompressed: true,
    allowedPath: (pathname) => !pathname.endsWith('.html'),
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      // The service worker is checked on every visit, so a new deployment is found at once.
      const revalidate = path.basename(filePath) === 'sw.js';
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : revalidate ? 'no-cache' : 'public, max-age=3600');
    },
  });

  const sendPage = (request: FastifyRequest, reply: FastifyReply, page: Page) => {
    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply.headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', 'content-security-policy': page.csp, vary: 'Accept-Encoding' });
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding ? page.compressed[encoding] : page.html);
  };

  for (const [route, page] of pages) {
    const paths = route === '/' ? ['/'] : [route, `${route}/`];
    for (const url of paths) {
      app.get(url, (request, reply) => sendPage(request, reply, page));
    }
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendNoSuchEndpoint(request, reply);
    }
    return sendPage(request, reply.code(404), notFound);
  });
}

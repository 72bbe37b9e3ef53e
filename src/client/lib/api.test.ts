import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { getJson } from './api';

// A server that takes the request and never answers, as a connection that hangs does.
let server: Server;
let url: string;
beforeAll(async () => {
  server = createServer(() => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/quiz-scores`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

test('a read that never answers gives up after its time, so the page can offer to try again', async () => {
  const started = Date.now();
  await expect(getJson(url, { parse: (d) => d }, 'could not load', {}, 300)).rejects.toThrow(/abort|timeout/i);
  expect(Date.now() - started).toBeLessThan(5_000);
});

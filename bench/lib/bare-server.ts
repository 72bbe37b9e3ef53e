// The speed limit of this machine and load generator: node:http answering a recorded response, doing nothing else.
// Run as its own process: `node --import tsx bench/lib/bare-server.ts <response.json> <port>`.
import fs from 'node:fs';
import http from 'node:http';
import type { RecordedResponse } from './recorded-response';

const [file, port] = process.argv.slice(2);
const recorded = JSON.parse(fs.readFileSync(file!, 'utf8')) as RecordedResponse;
const body = Buffer.from(recorded.body, 'base64');
const headers = { ...recorded.headers, 'content-length': String(body.length) };

http
  .createServer((request, response) => {
    // Read the request body as a real server must before answering.
    request.resume();
    request.on('end', () => response.writeHead(recorded.status, headers).end(body));
  })
  .listen(Number(port), '127.0.0.1', () => console.log('ready'));

import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  url: string;
  headers: IncomingHttpHeaders;
  body: { model?: string; messages?: { role: string; content: string }[]; response_format?: unknown; max_tokens?: number };
}

export type Reply = { status: number; body: string } | 'hang';

/** A local server speaking the chat-completions protocol, for tests of the real client: no network, no key. */
export async function startFakeChatServer(reply: (request: SeenRequest) => Reply) {
  const seen: SeenRequest[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const request: SeenRequest = { url: req.url ?? '', headers: req.headers, body: JSON.parse(raw || '{}') as SeenRequest['body'] };
      seen.push(request);
      const answer = reply(request);
      if (answer === 'hang') return;
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Wraps a JSON value as the content of a chat-completions answer. */
export const chatAnswer = (content: unknown): Reply => ({
  status: 200,
  body: JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content: typeof content === 'string' ? content : JSON.stringify(content) }, finish_reason: 'stop' }],
  }),
});

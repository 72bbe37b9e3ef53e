import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMp3Encoder, encodeMp3 } from './mp3-encode';
import { OpenAiSpeechProvider, speechEndpoint } from './openai-speech-provider';

interface Received {
  method?: string;
  url?: string;
  authorization?: string;
  body: unknown;
}

type Reply = (res: http.ServerResponse) => void;

let mp3: Buffer;
let server: http.Server;
let baseUrl: string;
let received: Received[] = [];
let reply: Reply;

const sendMp3: Reply = (res) => res.writeHead(200, { 'content-type': 'audio/mpeg' }).end(mp3);

beforeAll(async () => {
  const encoder = await createMp3Encoder();
  const samples = Int16Array.from({ length: 22050 }, (_, i) => Math.round(6000 * Math.sin(i / 8)));
  mp3 = encodeMp3(encoder, { samples, sampleRate: 22050 });
  // A stand-in for the cloud service that speaks the same protocol.
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, authorization: req.headers.authorization, body: JSON.parse(raw || 'null') });
      reply(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  received = [];
  reply = sendMp3;
});

const provider = (overrides: Partial<ConstructorParameters<typeof OpenAiSpeechProvider>[0]> = {}) =>
  new OpenAiSpeechProvider({ baseUrl: `${baseUrl}/v1`, apiKey: 'test-key', model: 'tts-model', voice: 'nova', ...overrides });

describe('OpenAI-compatible speech provider', () => {
  it('posts the phrase to /v1/audio/speech and returns the MP3 it gets back', async () => {
    const result = await provider().synthesize('이 곱하기 삼은?');
    expect(result.mp3.equals(mp3)).toBe(true);
    expect(received).toEqual([
      {
        method: 'POST',
        url: '/v1/audio/speech',
        authorization: 'Bearer test-key',
        body: { model: 'tts-model', voice: 'nova', input: '이 곱하기 삼은?', response_format: 'mp3' },
      },
    ]);
  });

  it('names its voice by host, model and voice so clips of another voice are never reused', () => {
    const id = provider().voiceId;
    expect(id).toContain('tts-model');
    expect(id).toContain('nova');
    expect(provider({ voice: 'alloy' }).voiceId).not.toBe(id);
  });

  it('accepts the base URL with or without /v1 and a trailing slash', () => {
    expect(speechEndpoint('https://api.example.com/v1/')).toBe('https://api.example.com/v1/audio/speech');
    expect(speechEndpoint('https://api.example.com')).toBe('https://api.example.com/v1/audio/speech');
    expect(speechEndpoint('http://localhost:8880/v1')).toBe('http://localhost:8880/v1/audio/speech');
  });

  it('sends no authorization header when no key is configured', async () => {
    await provider({ apiKey: undefined }).synthesize('오 곱하기 오는?');
    expect(received[0]?.authorization).toBeUndefined();
  });

  it('fails with the status when the service answers an error', async () => {
    reply = (res) => res.writeHead(429, { 'content-type': 'application/json' }).end('{"error":"rate limited"}');
    await expect(provider().synthesize('이 곱하기 이는?')).rejects.toThrow(/429.*rate limited/);
  });

  it('fails when a 200 answer is not MP3 audio', async () => {
    reply = (res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"error":"no credit"}');
    await expect(provider().synthesize('이 곱하기 이는?')).rejects.toThrow('not MP3');
  });

  it('gives up on a service that does not answer in time', async () => {
    reply = (res) => setTimeout(() => sendMp3(res), 1000);
    await expect(provider({ timeoutMs: 100 }).synthesize('이 곱하기 이는?')).rejects.toThrow();
  });

  it('fails when nothing listens at the base URL', async () => {
    await expect(provider({ baseUrl: 'http://127.0.0.1:9' }).synthesize('이 곱하기 이는?')).rejects.toThrow();
  });
});

import { readMp3Info } from './mp3-frames';
import type { SpeechProvider, Synthesis } from './speech-provider';
import { openAiEndpoint } from '../openai-endpoint';

export interface OpenAiSpeechConfig {
  /** As the OpenAI SDK takes it, with or without the /v1: https://api.openai.com/v1 */
  baseUrl: string;
  apiKey?: string;
  model: string;
  voice: string;
  timeoutMs?: number;
}

// A phrase is a few kilobytes; anything near this is not a phrase.
const MAX_RESPONSE_BYTES = 2 * 1024 * 1024;

/** The /v1/audio/speech endpoint under a base URL given with or without its /v1. */
export const speechEndpoint = (baseUrl: string) => openAiEndpoint(baseUrl, '/audio/speech');

/** A natural cloud voice over the OpenAI-compatible text-to-speech protocol (OpenAI, or any server speaking it). */
export class OpenAiSpeechProvider implements SpeechProvider {
  readonly voiceId: string;
  private readonly endpoint: string;

  constructor(private readonly config: OpenAiSpeechConfig) {
    this.endpoint = speechEndpoint(config.baseUrl);
    this.voiceId = `openai-speech:${new URL(this.endpoint).host}:${config.model}:${config.voice}`;
  }

  async synthesize(text: string): Promise<Synthesis> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'audio/mpeg' };
    if (this.config.apiKey) headers.authorization = `Bearer ${this.config.apiKey}`;
    const response = await fetch(this.endpoint, {
      method: 'POST',
      headers,
      body: JSON.stringify({ model: this.config.model, voice: this.config.voice, input: text, response_format: 'mp3' }),
      signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000),
    });
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 200);
      throw new Error(`speech service answered ${response.status} ${response.statusText}: ${detail}`);
    }
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > MAX_RESPONSE_BYTES) throw new Error(`speech service sent ${declared} bytes for one phrase`);
    const mp3 = Buffer.from(await response.arrayBuffer());
    if (mp3.length > MAX_RESPONSE_BYTES) throw new Error(`speech service sent ${mp3.length} bytes for one phrase`);
    // Some servers answer 200 with a JSON error: only real MP3 frames count as speech.
    if (!readMp3Info(mp3)) throw new Error('speech service answered with something that is not MP3 audio');
    return { mp3, voiceId: this.voiceId };
  }

  async close(): Promise<void> {}
}

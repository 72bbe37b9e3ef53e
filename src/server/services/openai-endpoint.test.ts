import { describe, expect, it } from 'vitest';
import { openAiEndpoint } from './openai-endpoint';

describe('OpenAI-compatible endpoints', () => {
  it('take the base URL with or without /v1 and trailing slashes, for chat and speech alike', () => {
    for (const base of ['https://api.example.com', 'https://api.example.com/', 'https://api.example.com/v1', 'https://api.example.com/v1/']) {
      expect(openAiEndpoint(base, '/chat/completions'), base).toBe('https://api.example.com/v1/chat/completions');
      expect(openAiEndpoint(base, '/audio/speech'), base).toBe('https://api.example.com/v1/audio/speech');
    }
    expect(openAiEndpoint('http://localhost:8880/v1', '/audio/speech')).toBe('http://localhost:8880/v1/audio/speech');
  });
});

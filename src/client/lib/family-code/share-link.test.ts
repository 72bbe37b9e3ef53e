import { describe, expect, it } from 'vitest';
import { codeFromFragment, shareLink } from './share-link';

describe('share links', () => {
  it('carry the code in the fragment of the report’s address', () => {
    expect(shareLink('https://iyagi.example', '7K2MQX9PRT4BW3HN')).toBe('https://iyagi.example/quiz-scores#code=7K2M-QX9P-RT4B-W3HN');
  });

  it('give back the code, typed any way, and tell a missing code from a broken one', () => {
    expect(codeFromFragment('#code=7K2M-QX9P-RT4B-W3HN')).toBe('7K2MQX9PRT4BW3HN');
    expect(codeFromFragment('#x=1&code=7k2m%20qx9p%20rt4b%20w3hn')).toBe('7K2MQX9PRT4BW3HN');
    expect(codeFromFragment('')).toBe('none');
    expect(codeFromFragment('#top')).toBe('none');
    expect(codeFromFragment('#code=7K2M-QX9P')).toBe('bad');
    expect(codeFromFragment('#code=%E0%A4%A')).toBe('bad');
  });
});

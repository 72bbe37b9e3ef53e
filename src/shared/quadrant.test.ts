import { describe, expect, it } from 'vitest';
import { isSessionId, newSessionId, SessionIdSchema } from './quadrant';

describe('the board session id', () => {
  it('accepts what the client makes', () => {
    expect(isSessionId(newSessionId())).toBe(true);
    expect(isSessionId(newSessionId(1_700_000_000_000, () => 0.5))).toBe(true);
    expect(isSessionId('session-1700000000000-abcd')).toBe(true);
  });

  it('refuses anything else, stored or sent', () => {
    for (const bad of [
      null,
      undefined,
      42,
      '',
      'session-',
      'session-123-abcd',
      'session-1700000000000-ab',
      'session-1700000000000-ABCD',
      ' session-1700000000000-abcd',
      'session-1700000000000-abcd\n',
      'x-1700000000000-abcd',
    ]) {
      expect(isSessionId(bad), String(bad)).toBe(false);
    }
  });

  it('is the rule the server validates requests with', () => {
    for (const value of ['session-1700000000000-abcd', 'session-123-abcd', 'nope']) {
      expect(SessionIdSchema.safeParse(value).success, value).toBe(isSessionId(value));
    }
  });
});

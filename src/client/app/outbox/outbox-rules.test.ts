import { describe, expect, it } from 'vitest';
import { worthRetrying } from './outbox-rules';

describe('which failed saves wait for later', () => {
  it('keeps saves the network or a failing server lost', () => {
    expect(worthRetrying('network-error')).toBe(true);
    for (const status of [500, 502, 503, 504, 507, 429]) expect(worthRetrying(status), String(status)).toBe(true);
  });

  it('lets go of saves the server stored or refused for their content', () => {
    for (const status of [200, 201, 400, 404, 413, 415]) expect(worthRetrying(status), String(status)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { isQueuedForFamily, worthRetrying } from './outbox-rules';

describe('which failed saves wait for later', () => {
  it('keeps saves the network or a failing server lost', () => {
    expect(worthRetrying('network-error')).toBe(true);
    for (const status of [500, 502, 503, 504, 507, 429]) expect(worthRetrying(status), String(status)).toBe(true);
  });

  it('lets go of saves the server stored or refused for their content', () => {
    for (const status of [200, 201, 400, 404, 413, 415]) expect(worthRetrying(status), String(status)).toBe(false);
  });
});

describe('which waiting saves belong to a family code', () => {
  it('picks saves sent under the code, whatever the header name’s case, and no others', () => {
    expect(isQueuedForFamily({ headers: { 'x-family-code': '7K2M-QX9P-RT4B-W3HN' } }, '7K2M-QX9P-RT4B-W3HN')).toBe(true);
    expect(isQueuedForFamily({ headers: { 'X-Family-Code': '7K2M-QX9P-RT4B-W3HN' } }, '7K2M-QX9P-RT4B-W3HN')).toBe(true);
    expect(isQueuedForFamily({ headers: { 'x-family-code': 'AAAA-QX9P-RT4B-W3HN' } }, '7K2M-QX9P-RT4B-W3HN')).toBe(false);
    expect(isQueuedForFamily({ headers: {} }, '7K2M-QX9P-RT4B-W3HN')).toBe(false);
  });
});

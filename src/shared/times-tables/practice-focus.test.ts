import { describe, expect, it } from 'vitest';
import { practiceHref, readPracticeFocus } from './practice-focus';

const read = (href: string) => readPracticeFocus(new URL(href, 'http://x').searchParams);

describe('the practice link from the report to the quiz', () => {
  it('carries the chosen tables and the child, and reads them back', () => {
    const href = practiceHref({ kind: 'tables', tables: [3, 7] }, '민지');
    expect(href).toBe('/multiplication-table?tables=3%2C7&player=%EB%AF%BC%EC%A7%80');
    expect(read(href)).toEqual({ focus: { kind: 'tables', tables: [3, 7] }, playerName: '민지', calm: false });
  });

  it('carries missed facts once each, whichever way round they were asked, to the calm quiz', () => {
    const href = practiceHref({
      kind: 'facts',
      facts: [
        { small: 3, large: 7 },
        { small: 6, large: 8 },
      ],
    });
    expect(read(href).calm).toBe(true);
    expect(read(href).focus).toEqual({
      kind: 'facts',
      facts: [
        { small: 3, large: 7 },
        { small: 6, large: 8 },
      ],
    });
    expect(read('/multiplication-table?facts=7x3,3x7').focus).toEqual({ kind: 'facts', facts: [{ small: 3, large: 7 }] });
  });

  it('falls back to the standard quiz on anything malformed', () => {
    for (const href of [
      '/multiplication-table',
      '/multiplication-table?tables=1,10,x',
      '/multiplication-table?facts=0x3,12x2,abc',
      '/multiplication-table?facts=',
    ]) {
      expect(read(href).focus, href).toEqual({ kind: 'standard' });
    }
    expect(read('/multiplication-table?tables=9,3,3,11').focus).toEqual({ kind: 'tables', tables: [3, 9] });
  });
});

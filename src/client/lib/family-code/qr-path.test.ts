import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { qrPath } from './qr-path';

describe('the QR code’s path', () => {
  it('draws each row’s dark runs as one rectangle', () => {
    expect(
      qrPath([
        [true, true, false, true],
        [false, false, false, false],
        [false, true, true, true],
      ]),
    ).toBe('M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3z');
  });

  it('covers exactly the dark modules of a real share link’s code', () => {
    const { data } = encode('https://iyagi.example/quiz-scores#code=7K2M-QX9P-RT4B-W3HN', { ecc: 'M' });
    const dark = data.flat().filter(Boolean).length;
    const covered = [...qrPath(data).matchAll(/h(\d+)v1/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    expect(covered).toBe(dark);
  });
});

import { describe, expect, it } from 'vitest';
import { birthdayCake } from './birthday-cake';
import { cakeCandles } from './cake-candles';
import { lopsidedCakeProp, upsideDownCakeProp } from './cakes';

const count = (svg: string, cls: string) => svg.split(`class="${cls}"`).length - 1;
const draw = (prop: typeof birthdayCake, options: Parameters<typeof birthdayCake.draw>[0]) =>
  prop.draw({ ...options, variant: options.variant ?? prop.variants[0] });

describe('the birthday cakes count their candles', () => {
  it.each([1, 3, 5, 8, 12])('puts %i candles on the birthday cake in every state, and on the lopsided cake', (n) => {
    for (const variant of birthdayCake.variants) expect(count(draw(birthdayCake, { size: 200, variant, count: n }), 'candle')).toBe(n);
    expect(count(draw(cakeCandles, { size: 200, count: n }), 'candle')).toBe(n);
    expect(count(draw(lopsidedCakeProp, { size: 200, variant: 'candles', count: n }), 'candle')).toBe(n);
  });

  it('shows flames on lit candles and smoke on blown-out ones', () => {
    const lit = draw(birthdayCake, { size: 200, count: 8, lit: true });
    const out = draw(birthdayCake, { size: 200, count: 8, lit: false });
    expect([count(lit, 'flame'), count(lit, 'smoke')]).toEqual([8, 0]);
    expect([count(out, 'flame'), count(out, 'smoke')]).toEqual([0, 8]);
    const waiting = draw(birthdayCake, { size: 200, variant: 'whole-unlit', count: 8 });
    expect([count(waiting, 'candle'), count(waiting, 'flame'), count(waiting, 'smoke')]).toEqual([8, 0, 0]);
    const blownOut = draw(lopsidedCakeProp, { size: 200, variant: 'candles', count: 8, lit: false });
    expect([count(blownOut, 'candle'), count(blownOut, 'flame'), count(blownOut, 'smoke')]).toEqual([8, 0, 8]);
  });

  it('lights only the first litCount candles, the rest plain, and the fallen cake’s candles never smoke', () => {
    const lighting = draw(lopsidedCakeProp, { size: 200, variant: 'candles', count: 8, lit: true, litCount: 7 });
    expect([count(lighting, 'candle'), count(lighting, 'flame'), count(lighting, 'smoke')]).toEqual([8, 7, 0]);
    const fallen = draw(upsideDownCakeProp, { size: 200, variant: 'candles', count: 8 });
    expect([fallen.split('<rect').length - 1, count(fallen, 'smoke')]).toEqual([8, 0]);
  });
});

import { describe, expect, it } from 'vitest';
import { budgetAddress } from './budget-address';

describe('the address a rate budget is charged to', () => {
  it('is the whole address for IPv4, also written IPv4-mapped', () => {
    expect(budgetAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(budgetAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(budgetAddress('203.0.113.8')).not.toBe(budgetAddress('203.0.113.7'));
  });

  it('is the /64 for IPv6, however the address is written', () => {
    expect(budgetAddress('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(budgetAddress('2001:0DB8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(budgetAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(budgetAddress('::1')).toBe('0:0:0:0::/64');
    expect(budgetAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(budgetAddress('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(budgetAddress('2001:db8:1:3::1')).not.toBe(budgetAddress('2001:db8:1:2::1'));
  });
});
